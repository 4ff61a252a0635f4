
export {
  ModePanel,
  ModeStatus,
  ChartListSummary,
  SummaryTable,
  ViewAsMenu,
  PriceAlerts,
  AdvancedAlerts,
  PredefinedAlerts,
  SymbolSummary,
  HistoricalData,
} from './modes/index';
export type {
  ModePanelProps,
  ModeStatusProps,
  ChartListSummaryProps,
  SummaryTableProps,
  ViewAsMenuProps,
  PriceAlertsProps,
  AdvancedAlertsProps,
  PredefinedAlertsProps,
  SymbolSummaryProps,
  SymbolListLoad,
  HistoricalDataProps,
} from './modes/index';
