export type {
  ChartEffect,
  ChartRequest,
  ChartState,
  ChartStatus,
  SymbolLookupResult,
  Transition,
} from './chart/chart.transitions';
export {
  completeImage,
  createChartState,
  failImage,
  isServedChartImage,
  requestChart,
  resolveSymbol,
} from './chart/chart.transitions';
export type {
  ChartEmail,
  ChartImageRequest,
  Clock,
  CompanyInfo,
  CookiePort,
  FullWorkbenchApi,
  KeyValueStorage,
  LogPort,
  MemberWithDefaultStyle,
  NavigationPort,
  NewPriceAlert,
  NewSavedChart,
  SavedChartChanges,
  StyleButtonWrite,
  PagePort,
  SymbolCompanyInfo,
  WorkbenchApi,
  WorkbenchMemberApi,
  WorkbenchMemberWriteApi,
  WorkbenchPorts,
  NotesToolPort,
  SharingWorkbenchApi,
  CompleteWorkbenchApi,
  WorkbenchShareApi,
  WorkbenchInspectorApi,
  WorkbenchBatchWriteApi,
  WritableWorkbenchApi,
} from './ports/workbench-ports';
export type { ModalState, ModalTarget } from './modal/modal';
export { openModal } from './modal/modal';
export type {
  PointerDrag,
  Workbench,
  WorkbenchActions,
  WorkbenchOptions,
  WorkbenchState,
} from './store/create-workbench';
export { createInitialState, createWorkbench } from './store/create-workbench';
export type { HistoryChart, HistoryWrite } from './history/history';
export {
  WORKBENCH_NAME,
  chartFromAddress,
  chartSearch,
  historyWrite,
  pageTitle,
  readHistoryState,
} from './history/history';
export type { HotkeyBlockers, HotkeyCommand, KeyInput, StyleButtonHotkey } from './keyboard/keyboard';
export { resolveHotkey, styleButtonIndexOf } from './keyboard/keyboard';
export type { Toast, ToastEffect, ToastsState } from './toasts/toasts';
export { EMPTY_TOASTS, fadeToast, removeToast, showToast } from './toasts/toasts';
export type {
  MarketOpenApi,
  MarketOpenChecker,
  MarketOpenEntry,
  MarketOpenState,
} from './auto-refresh/market-open';
export type { MarketOpenInstant } from './ports/workbench-ports';
export {
  EMPTY_MARKET_OPEN,
  createMarketOpenChecker,
  marketOpenInstant,
  marketOpenKey,
  marketOpenProbes,
  readMarketOpen,
  recordMarketOpen,
  sweepMarketOpen,
} from './auto-refresh/market-open';
export type {
  AutoRefreshBlocker,
  AutoRefreshConditions,
  AutoRefreshLoop,
  AutoRefreshPorts,
  AutoRefreshState,
} from './auto-refresh/auto-refresh';
export {
  autoRefreshBlocker,
  autoRefreshIntervalMs,
  createAutoRefreshState,
  setAutoRefresh,
  startAutoRefreshLoop,
} from './auto-refresh/auto-refresh';
export type {
  AuthApi,
  AuthPorts,
  AuthSession,
  AuthState,
  AuthStatus,
  CookieReader,
  ReloginCheck,
} from './session/auth-session';
export {
  LOGGED_OUT,
  chartCodeFromLoginCookie,
  createAuthSession,
  hasLoginCookie,
  nextHardRefreshAt,
  reloginCheckDue,
  reloginForcesRefresh,
} from './session/auth-session';
export type {
  CookieWriter,
  PreferencesContext,
  PreferencesEffect,
  PreferencesForm,
  PreferencesRefusal,
  PreferencesResult,
  PreferencesState,
} from './preferences/preferences';
export {
  PREFERENCES_STORAGE_KEY,
  defaultPreferences,
  isChartLeftAligned,
  loadPreferences,
  runPreferenceEffects,
  savePreferencesForm,
  setAutoSize,
  setChartLeftAligned,
  setInspector,
} from './preferences/preferences';
export type { UpperBarContext, UpperBarDisabled } from './keyboard/upper-bar';
export { isEodOnIntraday, upperBarDisabled } from './keyboard/upper-bar';
export type { MemberDataState } from './member/member-data';
export { EMPTY_MEMBER_DATA, NOT_LOADED, hasLoadedOnce, itemsOf } from './member/member-data';
export type { ResizeStart, ResizeState } from './resize/resize';
export { beginResize, finishResize, trackResize } from './resize/resize';
export type { StartChoice, StartInput } from './startup/startup';
export { chooseStartChart, savedChartSettings } from './startup/startup';
export type { FirstChartImage, ShownChart, VisitorFirstChart } from './startup/first-chart';
export { shownFirstChart, visitorFirstChart, visitorFirstChartImage } from './startup/first-chart';
export type { SymbolInfoCache } from './chart/symbol-cache';
export { createSymbolInfoCache } from './chart/symbol-cache';
export type { MemberWritesSlice } from './charts/member-writes.slice';
export type {
  CreateChartListRequest,
  SaveChartRequest,
  SaveChartStyleRequest,
} from './charts/member-writes.types';
export { chartListSymbols } from './charts/member-writes.slice';
export {
  addSavedChart,
  chartCountsByList,
  removeChartStyle,
  renameChartStyle,
  renameSavedChart,
  savedChartStyleQuery,
  withDefaultStyle,
  withStyleButton,
  putStyleButton,
} from './charts/member-writes';
export type { StyleButtonRequest } from './style-buttons/style-buttons.types';
export type { AddToChartListRequest, ApplyStyleToChartsRequest } from './lists/list-writes.types';
export type {
  AlertsModesActions,
  AlertsModesState,
  AlertTables,
  AlertTableState,
  ChartCommentsBox,
  CommentsResult,
  ListModesActions,
  ListModesState,
  MarketModesActions,
  MarketModesState,
  MiniChartQuery,
  MiniChartRequest,
  MiniChartState,
  ModesActions,
  ModesContext,
  ModesGroup,
  ModesGroupKernel,
  ModesState,
  ModesStore,
  OptionsViewId,
  SummaryRowsState,
  WorkbenchAlertsApi,
  WorkbenchListModesApi,
  WorkbenchMarketModesApi,
  WorkbenchModesApi,
} from './modes/index';
export {
  canApplyStyleToAll,
  chartCommentsBox,
  chartListsOf,
  createModesStore,
  dismissedNotificationCookieName,
  INITIAL_ALERTS_MODES,
  INITIAL_LIST_MODES,
  INITIAL_MARKET_MODES,
  libraryLoadOf,
  LIST_MODES_TEXTS,
  memberStylesLoad,
  miniChartQuery,
  miniChartSettings,
  OPTIONS_WIDGET_DEMO_SYMBOL,
  priceAlertsUsage,
  shownChartList,
  summaryLoadFor,
} from './modes/index';
export type { InspectorState } from './inspector/inspector-state';
export { INSPECTOR_OFF } from './inspector/inspector-state';
export {
  selectChartHeight,
  selectCanAddStyleButton,
  selectChartWidth,
  selectFirstChartSettled,
  selectGate,
  selectIsCryptoSymbol,
  selectSaveButtonLook,
  selectHasUnsavedWork,
  todayFromClock,
} from './selectors/index';
export type { SaveButtonLook } from './selectors/index';
export type { ViewedStyle } from './member/viewed-style';
export { appendLogEntry, createBufferedLog, isLogged } from './log/index';
export type { BufferedLog, BufferedLogOptions, LogEntry } from './log/index';
export { OPTIONS_PLAY_UI_VALUE, UI_BELOW_CHART_PARAMETER, readUiBelowChart } from './modes/ui-below-chart';
export type { UiBelowChart } from './modes/ui-below-chart';
export type {
  AnnotationClosePlan,
  AnnotationLayoutState,
  AnnotationModeState,
  AnnotationRefusal,
  AnnotationSaving,
} from './annotation/annotation';
export {
  ANNOTATION_INACTIVE,
  annotationRefusal,
  annotationSaving,
  blocksChartLoading,
  blocksResize,
  isAnnotating,
  planAnnotationClose,
} from './annotation/annotation';
export type { AdLoadState, AdLoader, AdProvider } from './ads/index';
export { adLoadRetryDelay, chartLoadCompleted, createAdLoader } from './ads/index';
export type { AlertQuote, AlertQuoteActions, AlertQuoteState } from './modes/index';
export type { SavedChartsWithSymbol } from './modes/index';
