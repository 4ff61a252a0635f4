export type { ChartEffect, ChartRequest, ChartState, ChartStatus, SymbolLookupResult, Transition } from './chart';
export { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
export type {
  ChartImageRequest,
  Clock,
  CompanyInfo,
  KeyValueStorage,
  NavigationPort,
  SymbolCompanyInfo,
  WorkbenchApi,
  WorkbenchPorts,
} from './ports';
export type { ModalState } from './modal';
export { openModal } from './modal';
export type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store';
export { createInitialState, createWorkbench } from './store';
export type { HistoryChart, HistoryWrite } from './history';
export { WORKBENCH_NAME, chartFromAddress, chartSearch, historyWrite, pageTitle, readHistoryState } from './history';
export type { HotkeyBlockers, HotkeyCommand, KeyInput } from './keyboard';
export { resolveHotkey } from './keyboard';
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
