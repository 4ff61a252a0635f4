export type { ModeSelection, ModeSelectionContext, ModeMenuGroup } from './mode-selection';
export { selectMode, isModeEnabled, modeMenuGroups } from './mode-selection';
export type { ChartListSummaryRow } from './summary-row';
export {
  RawChartListSummaryRowSchema,
  parseChartListSummaryRow,
  parseChartListSummaryRows,
} from './summary-row';
export type { SummarySort, ChangeBar } from './summary-table';
export {
  ALWAYS_VISIBLE_SUMMARY_COLUMN,
  defaultVisibleSummaryColumns,
  toggleSummaryColumn,
  nextSummarySort,
  sortSummaryRows,
  filterSummaryRows,
  summaryRowKey,
  isSelectAllChecked,
  toggleSelectAll,
  toggleRowSelection,
  CHANGE_BAR_COLORS,
  changeBar,
  SCTR_BAND_COLORS,
  sctrCell,
  summaryCellText,
} from './summary-table';
export type { ChartListSummaryView, ChartListSummaryViewInput, SummaryRowsShown } from './summary-view';
export { addSymbolsUrl, chartListSummaryView } from './summary-view';
export type { ChartListMenuEntry, ViewAsEntry } from './summary-menus';
export { chartListMenuEntries, initialSummaryList, viewAsEntries } from './summary-menus';
export type { AlertToggleRequest, AlertKind, AlertsView } from './alerts';
export {
  ADVANCED_ALERT_WORKBENCH_URL,
  PRICE_ALERT_WORKBENCH_URL,
  PREDEFINED_ALERTS_SUMMARY_URL,
  advancedAlertUrl,
  priceAlertUrl,
  sortAlertsByDefault,
  priceAlertToggle,
  advancedAlertToggle,
  alertToggleLabel,
  shouldLoadAlerts,
  ALERTS_POLL_MS,
  nextAlertsPollDelay,
  alertUsageText,
  isAlertLimitReached,
  alertsView,
  alertsEmptyState,
} from './alerts';
export type { SymbolSummaryView } from './symbol-summary';
export {
  visibleSummarySections,
  earningsBannerText,
  summaryCountry,
  summarySymbolToLoad,
  miniChartPeriod,
  symbolSummaryView,
} from './symbol-summary';
export type {
  HistoricalPeriodChoice,
  PastDataRequest,
  HistoricalTable,
  HistoricalView,
} from './historical-data';
export {
  chooseHistoricalPeriod,
  allowedHistoricalPeriod,
  pastDataRequest,
  historicalTicker,
  HistoricalDataError,
  parseHistoricalTable,
  historicalView,
  allHistoricalDataUrl,
} from './historical-data';
export type { StrikeSelection, StraddleRow, OptionColumn, OptionsView } from './options';
export {
  selectExpiration,
  STRIKE_STEP,
  selectedStrikeRange,
  strikeSliderBounds,
  strikeSelectionAfterLoad,
  moveStrikeThumb,
  straddleRows,
  listRows,
  OPTION_COLUMNS,
  optionColumns,
  optionCellText,
  optionsView,
} from './options';
export type { OptionsWidgetConfig, OptionsWidgetState } from './options-widget';
export {
  optionsWidgetConfig,
  optionsWidgetRetryDelay,
  OPTIONS_WIDGET_FAILED,
  OPTIONS_WIDGET_FEATURES,
} from './options-widget';
export type { ChartCommentsContext, SaveCommentsDecision } from './chart-comments';
export { areCommentsBlocked, decideSaveComments, commentsDraftFor } from './chart-comments';
export type { SummaryFact } from './symbol-summary-facts';
export {
  extendedHoursQuote,
  quoteFacts,
  fundamentalFacts,
  technicalFacts,
  symbolToolLinks,
  earningsTableRows,
  EARNINGS_TABLE_COLUMNS,
} from './symbol-summary-facts';
export type { LibraryEntry, LibraryAction } from './library-items';
export {
  MAX_TAG_SUGGESTIONS,
  searchTagsOf,
  savedStyleEntry,
  sampleStyleEntry,
  savedChartEntry,
  matchesLibrarySearch,
  filterLibraryEntries,
  libraryTagSuggestions,
  applyTagSuggestion,
  libraryEntryAction,
} from './library-items';
export type {
  LibraryChoice,
  LibraryView,
  LibraryContent,
  StyleLibraryViewInput,
  ChartListLibraryView,
  ChartListLibraryViewInput,
} from './library-view';
export {
  YOUR_CHART_STYLES,
  LIBRARY_TEXTS,
  styleLibraryChoices,
  initialStyleLibrary,
  styleLibraryView,
  chartListLibraryView,
} from './library-view';
export type { LibraryLayout, LibraryKind, ThumbnailPhase, ThumbnailTimer } from './library-display';
export {
  DEFAULT_LIBRARY_LAYOUT,
  libraryStorageKeys,
  parseLibraryLayout,
  readLibraryDisplay,
  THUMBNAIL_LOAD_DELAY_MS,
  thumbnailVisibilityChange,
  thumbnailTimerFired,
} from './library-display';
export type { NotificationTone } from './notifications-view';
export {
  notificationsToShow,
  notificationTone,
  DISMISSED_NOTIFICATION_COOKIE_PREFIX,
  dismissedNotificationCookie,
  dismissedNotificationIds,
} from './notifications-view';
export { formatDayRange } from './symbol-summary-facts';
export { PREDEFINED_SCANS_URL, SCTR_REPORTS_URL, sctrSummary } from './symbol-summary-sctr';
export type { SctrSummary } from './symbol-summary-sctr';
