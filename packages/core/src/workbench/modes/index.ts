export type { ModesActions, ModesState, ModesStore } from './modes-store';
export { createModesStore } from './modes-store';
export type { ModesContext, ModesGroup, ModesGroupKernel } from './modes-kernel';
export type { AlertsModesActions, AlertsModesState } from './alerts-modes';
export { INITIAL_ALERTS_MODES, priceAlertsUsage } from './alerts-modes';
export type { AlertTableState, AlertTables } from './alerts-modes-tables';
export { dismissedNotificationCookieName } from './alerts-modes-notifications';
export type { MarketModesActions, MarketModesState, MiniChartState, OptionsViewId } from './market-modes';
export { miniChartQuery, miniChartSettings, type MiniChartQuery } from './market-modes-mini-chart';
export { OPTIONS_WIDGET_DEMO_SYMBOL } from './market-modes-widget';
export { INITIAL_MARKET_MODES } from './market-modes';
export type { CommentsResult, ListModesActions, ListModesState, SummaryRowsState } from './list-modes';
export { INITIAL_LIST_MODES } from './list-modes';
export type { ChartCommentsBox } from './list-modes-view';
export {
  LIST_MODES_TEXTS,
  canApplyStyleToAll,
  chartCommentsBox,
  chartListsOf,
  libraryLoadOf,
  memberStylesLoad,
  shownChartList,
  summaryLoadFor,
} from './list-modes-view';
export type { WorkbenchModesApi } from './modes-port';
export type { WorkbenchAlertsApi } from './alerts-port';
export type { WorkbenchMarketModesApi, MiniChartRequest } from './market-port';
export type { WorkbenchListModesApi } from './list-port';
