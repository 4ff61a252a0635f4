export type { ChartEffect, ChartRequest, ChartState, ChartStatus, SymbolLookupResult, Transition } from './chart';
export { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
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
  SharingWorkbenchApi,
  CompleteWorkbenchApi,
  WorkbenchShareApi,
  WorkbenchInspectorApi,
  WorkbenchBatchWriteApi,
  WritableWorkbenchApi,
} from './ports';
export type { ModalState, ModalTarget } from './modal';
export { openModal } from './modal';
export type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store';
export { createInitialState, createWorkbench } from './store';
export type { HistoryChart, HistoryWrite } from './history';
export { WORKBENCH_NAME, chartFromAddress, chartSearch, historyWrite, pageTitle, readHistoryState } from './history';
export type { HotkeyBlockers, HotkeyCommand, KeyInput, StyleButtonHotkey } from './keyboard';
export { resolveHotkey, styleButtonIndexOf } from './keyboard';
export type { Toast, ToastEffect, ToastsState } from './toasts';
export { EMPTY_TOASTS, fadeToast, removeToast, showToast } from './toasts';
export type { MarketOpenApi, MarketOpenChecker, MarketOpenEntry, MarketOpenInstant, MarketOpenState } from './market-open';
export {
  EMPTY_MARKET_OPEN,
  createMarketOpenChecker,
  marketOpenInstant,
  marketOpenKey,
  marketOpenProbes,
  readMarketOpen,
  recordMarketOpen,
  sweepMarketOpen,
} from './market-open';
export type { AutoRefreshBlocker, AutoRefreshConditions, AutoRefreshLoop, AutoRefreshPorts, AutoRefreshState } from './auto-refresh';
export { autoRefreshBlocker, autoRefreshIntervalMs, createAutoRefreshState, setAutoRefresh, startAutoRefreshLoop } from './auto-refresh';
export type { AuthApi, AuthPorts, AuthSession, AuthState, AuthStatus, CookieReader, ReloginCheck } from './auth';
export {
  LOGGED_OUT,
  chartCodeFromLoginCookie,
  createAuthSession,
  hasLoginCookie,
  nextHardRefreshAt,
  reloginCheckDue,
  reloginForcesRefresh,
} from './auth';
export type { CookieWriter, PreferencesContext, PreferencesEffect, PreferencesForm, PreferencesRefusal, PreferencesResult, PreferencesState } from './preferences';
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
} from './preferences';
export type { UpperBarContext, UpperBarDisabled } from './upper-bar';
export { isEodOnIntraday, upperBarDisabled } from './upper-bar';
export type { MemberDataState } from './member-data';
export { EMPTY_MEMBER_DATA, NOT_LOADED, hasLoadedOnce, itemsOf } from './member-data';
export type { ResizeStart, ResizeState } from './resize';
export { beginResize, finishResize, trackResize } from './resize';
export type { StartChoice, StartInput } from './startup';
export { chooseStartChart, savedChartSettings } from './startup';
export type { SymbolInfoCache } from './symbol-cache';
export { createSymbolInfoCache } from './symbol-cache';
export type { CreateChartListRequest, MemberWritesSlice, SaveChartRequest, SaveChartStyleRequest } from './store-member-writes';
export { chartListSymbols } from './store-member-writes';
export { addSavedChart, chartCountsByList, removeChartStyle, renameChartStyle, renameSavedChart, savedChartStyleQuery, withDefaultStyle, withStyleButton, putStyleButton } from './member-writes';
export type { StyleButtonRequest } from './store-style-buttons';
export type { AddToChartListRequest, ApplyStyleToChartsRequest } from './store-list-writes';
export * from './modes/index';
export type { InspectorState } from './store-inspector';
export { INSPECTOR_OFF } from './store-inspector';
