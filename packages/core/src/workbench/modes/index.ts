export type { ModesActions, ModesState, ModesStore } from './modes.store';
export { createModesStore } from './modes.store';
export type { ModesContext, ModesGroup, ModesGroupKernel } from './modes-kernel.types';
export type { AlertsModesActions, AlertsModesState } from './alerts/alerts-modes';
export type { AlertQuote, AlertQuoteActions, AlertQuoteState } from './alerts/alerts-modes-quote';
export { INITIAL_ALERTS_MODES, priceAlertsUsage } from './alerts/alerts-modes';
export type { AlertTableState, AlertTables } from './alerts/alerts-modes-tables';
export { dismissedNotificationCookieName } from './alerts/alerts-modes-notifications';
export type {
  MarketModesActions,
  MarketModesState,
  MiniChartState,
  OptionsViewId,
} from './market/market-modes';
export { miniChartQuery, miniChartSettings, type MiniChartQuery } from './market/market-modes-mini-chart';
export { OPTIONS_WIDGET_DEMO_SYMBOL } from './market/market-modes-widget';
export { INITIAL_MARKET_MODES } from './market/market-modes';
export type { CommentsResult, ListModesActions, ListModesState, SummaryRowsState } from './lists/list-modes';
export { INITIAL_LIST_MODES } from './lists/list-modes';
export type { ChartCommentsBox } from './lists/list-modes-view';
export {
  LIST_MODES_TEXTS,
  canApplyStyleToAll,
  chartCommentsBox,
  chartListsOf,
  libraryLoadOf,
  memberStylesLoad,
  shownChartList,
  summaryLoadFor,
} from './lists/list-modes-view';
export type { WorkbenchModesApi } from './modes.port';
export type { WorkbenchAlertsApi } from './alerts/alerts.port';
export type { WorkbenchMarketModesApi, MiniChartRequest } from './market/market.port';
export type { SavedChartsWithSymbol } from './market/market.port';
export type { WorkbenchListModesApi } from './lists/lists.port';
