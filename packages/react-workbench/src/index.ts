/**
 * @chartbench/react-workbench: the React face of Chartbench. Wrap components in a WorkbenchProvider (which owns
 * one headless workbench from @chartbench/core) and compose Workbench, or its parts, or the standalone
 * ChartWidget for partner pages.
 */
export {
  WorkbenchProvider,
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
  useWorkbenchPorts,
  useToday,
  createBrowserNavigation,
  createBrowserPorts,
  createMemoryStorage,
  workbenchApiFromClient,
} from './WorkbenchProvider/index';
export type {
  WorkbenchProviderProps,
  WorkbenchClient,
  BrowserPortsOptions,
  WorkbenchComponentPorts,
} from './WorkbenchProvider/index';
export { Workbench } from './Workbench/index';
export type { WorkbenchProps, HotkeyScope } from './Workbench/index';
export { Toolbar } from './Toolbar/index';
export { ChartView } from './ChartView/index';
export { ChartInspector } from './ChartInspector/index';
export type { ChartInspectorProps } from './ChartInspector/index';
export { SymbolInput } from './SymbolInput/index';
export type { SymbolInputProps } from './SymbolInput/index';
export { OptionMenu } from './OptionMenu/index';
export type { MenuOption, OptionMenuProps } from './OptionMenu/index';
export { PeriodMenu } from './PeriodMenu/index';
export { RangeMenu } from './RangeMenu/index';
export { Dialog } from './Dialog/index';
export type { DialogProps } from './Dialog/index';
export { ModalHost, BUILT_IN_DIALOGS } from './ModalHost/index';
export type {
  DialogRegistry,
  ModalHostProps,
  ModalRegistry,
  ModalRenderer,
  ModalRenderProps,
} from './ModalHost/index';
export { Toasts } from './Toasts/index';
export { ChartActions } from './ChartActions/index';
export { NavMenu, SiteNavigation } from './SiteNavigation/index';
export type { NavMenuProps, SiteNavigationParts, SiteNavigationProps } from './SiteNavigation/index';
export { SiteFooter } from './SiteFooter/index';
export { SearchToolMenu } from './SearchToolMenu/index';
export type { SearchToolMenuProps } from './SearchToolMenu/index';
export type { SiteFooterProps } from './SiteFooter/index';
export type { ChartActionsProps } from './ChartActions/index';
export { ChartListMenu, LazyMenu } from './ChartListMenu/index';
export type { LazyMenuItem, LazyMenuProps } from './ChartListMenu/index';
export { NO_INTRADAY_LOCK, NoIntraday } from './NoIntraday/index';
export { InvalidSymbol } from './InvalidSymbol/index';
export type { InvalidSymbolProps } from './InvalidSymbol/index';
export { ChartWidget } from './ChartWidget/index';
export type { ChartWidgetProps } from './ChartWidget/index';
export { WiredModePanel } from './modes/ModePanel/connected';
export { WiredAdvancedAlerts } from './modes/AdvancedAlerts/connected';
export { WiredNotifications } from './modes/Notifications/connected';
export { WiredPredefinedAlerts } from './modes/PredefinedAlerts/connected';
export { WiredPriceAlerts } from './modes/PriceAlerts/connected';
export { WiredChartComments } from './modes/ChartComments/connected';
export { WiredChartListLibrary } from './modes/ChartListLibrary/connected';
export { WiredChartListSummary } from './modes/ChartListSummary/connected';
export { WiredChartSettings } from './ChartSettings/connected';
export { WiredChartStyleLibrary } from './modes/ChartStyleLibrary/connected';
export { WiredHistoricalData } from './modes/HistoricalData/connected';
export { WiredOptions } from './modes/Options/connected';
export { WiredSymbolSummary } from './modes/SymbolSummary/connected';
export type { WiredModePanelProps } from './modes/ModePanel/connected';
export type { ListModeProps } from './ChartSettings/connected';
export type { MarketModeProps } from './modes/SymbolSummary/connected';
export { useWiredDialogs } from './dialogs/wiredDialogs';
export type { WiredDialogsOptions } from './dialogs/wiredDialogs';
export { TOKENS, token, WorkbenchRoot } from './theme/index';
export type { TokenName } from './theme/index';
export {
  ModePanel,
  ModeStatus,
  LoadView,
  ChartListSummary,
  SummaryTable,
  ViewAsMenu,
  PriceAlerts,
  AdvancedAlerts,
  PredefinedAlerts,
  SymbolSummary,
  HistoricalData,
  ChartComments,
  Options,
  OptionsStrategy,
  OptionsWidgetPanel,
  StrikeSlider,
  ChartStyleLibrary,
  ChartListLibrary,
  LibraryFrame,
  LazyThumbnail,
  TagSearch,
  Notifications,
} from './modes/index';
export type {
  ModePanelProps,
  ModeStatusProps,
  LoadViewProps,
  ChartListSummaryProps,
  SummaryTableProps,
  ViewAsMenuProps,
  PriceAlertsProps,
  AdvancedAlertsProps,
  PredefinedAlertsProps,
  SymbolSummaryProps,
  HistoricalDataProps,
  ChartCommentsProps,
  OptionsProps,
  OptionsStrategyProps,
  OptionsViewId,
  OptionsWidgetPanelProps,
  StrikeSliderProps,
  ChartStyleLibraryProps,
  ChartListLibraryProps,
  LibraryFrameProps,
  LazyThumbnailProps,
  TagSearchProps,
  NotificationsProps,
} from './modes/index';
export {
  SaveChartDialog,
  SaveChartStyleDialog,
  CreateChartListDialog,
  CreatePriceAlertDialog,
  EditNameDialog,
  DeleteDialog,
} from './dialogs/index';
export type {
  SaveChartDialogProps,
  SaveChartValues,
  SaveChartStyleDialogProps,
  SaveChartStyleValues,
  CreateChartListDialogProps,
  CreateChartListValues,
  CreatePriceAlertDialogProps,
  EditNameDialogProps,
  DeleteDialogProps,
} from './dialogs/index';
export {
  MembershipDialog,
  ComingSoonDialog,
  StyleButtonDialog,
  EmailChartDialog,
  ShareChartDialog,
  AddToChartListDialog,
  ApplyStyleDialog,
  PreferencesDialog,
  PREFERENCES_SAVE_FAILED,
  TourDialog,
  TOUR_TOO_NARROW,
  TOUR_PAGES,
} from './dialogs/index';
export type {
  MembershipDialogKind,
  MembershipDialogProps,
  ComingSoonDialogProps,
  StyleButtonDialogProps,
  StyleButtonValues,
  EmailChartDialogProps,
  ShareChartDialogProps,
  AddToChartListDialogProps,
  AddToChartListValues,
  ApplyStyleDialogProps,
  ApplyStyleValues,
  PreferencesDialogProps,
  TourDialogProps,
  TourPage,
} from './dialogs/index';
export { ChartSettings, ColorPicker } from './ChartSettings/index';
export type { ChartSettingsProps, ColorPickerProps } from './ChartSettings/index';
export { RangeSlider } from './RangeSlider/index';
export type { RangeSliderProps } from './RangeSlider/index';
export { LowerBar } from './LowerBar/index';
export type { LowerBarProps } from './LowerBar/index';
export { ChartContextMenu } from './ChartContextMenu/index';
export type { ChartContextMenuProps } from './ChartContextMenu/index';
export { AdSlot } from './AdSlot/index';
export type { AdRegion, AdSlotProps } from './AdSlot/index';
export { SignUpPrompt } from './SignUpPrompt/index';
export type { SignUpPromptProps } from './SignUpPrompt/index';
