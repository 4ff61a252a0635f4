export { ModePanel } from './ModePanel/index';
export type { ModePanelProps } from './ModePanel/index';
export { ModeStatus } from './shared/ModeStatus';
export type { ModeStatusProps } from './shared/ModeStatus';
export { LoadView } from './LoadView/index';
export type { LoadViewProps } from './LoadView/index';
export { ChartListSummary, SummaryTable, ViewAsMenu } from './ChartListSummary/index';
export type { ChartListSummaryProps, SummaryTableProps, ViewAsMenuProps } from './ChartListSummary/index';
export { PriceAlerts } from './PriceAlerts/index';
export type { PriceAlertsProps } from './PriceAlerts/index';
export { AdvancedAlerts } from './AdvancedAlerts/index';
export type { AdvancedAlertsProps } from './AdvancedAlerts/index';
export { PredefinedAlerts } from './PredefinedAlerts/index';
export type { PredefinedAlertsProps } from './PredefinedAlerts/index';
export { SymbolSummary } from './SymbolSummary/index';
export type { SymbolSummaryProps } from './SymbolSummary/index';
export { HistoricalData } from './HistoricalData/index';
export type { HistoricalDataProps } from './HistoricalData/index';
export { ChartComments } from './ChartComments/index';
export type { ChartCommentsProps } from './ChartComments/index';
export { Options, OptionsStrategy, OptionsWidgetPanel, StrikeSlider } from './Options/index';
export type {
  OptionsProps,
  OptionsStrategyProps,
  OptionsViewId,
  OptionsWidgetPanelProps,
  StrikeSliderProps,
} from './Options/index';
export { ChartStyleLibrary } from './ChartStyleLibrary/index';
export type { ChartStyleLibraryProps } from './ChartStyleLibrary/index';
export { ChartListLibrary } from './ChartListLibrary/index';
export type { ChartListLibraryProps } from './ChartListLibrary/index';
export { LibraryFrame, LazyThumbnail, TagSearch } from './LibraryFrame/index';
export type { LibraryFrameProps, LazyThumbnailProps, TagSearchProps } from './LibraryFrame/index';
export { Notifications } from './Notifications/index';
export type { NotificationsProps } from './Notifications/index';
