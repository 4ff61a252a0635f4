
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
  ChartComments,
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
  ChartCommentsProps,
} from './modes/index';
