export { WiredModePanel } from './WiredModePanel';
export type { WiredModePanelProps } from './WiredModePanel';
export { WiredAdvancedAlerts, WiredNotifications, WiredPredefinedAlerts, WiredPriceAlerts } from './AlertsModes';
export {
  WiredChartComments,
  WiredChartListLibrary,
  WiredChartListSummary,
  WiredChartSettings,
  WiredChartStyleLibrary,
} from './ListModes';
export type { ListModeProps } from './ListModes';
export { WiredHistoricalData, WiredOptions, WiredSymbolSummary } from './MarketModes';
export type { MarketModeProps } from './MarketModes';
