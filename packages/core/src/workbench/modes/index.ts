export type { ModesActions, ModesState, ModesStore } from './modes-store';
export { createModesStore } from './modes-store';
export type { ModesContext, ModesGroup, ModesGroupKernel } from './modes-kernel';
export type { AlertsModesActions, AlertsModesState } from './alerts-modes';
export { INITIAL_ALERTS_MODES } from './alerts-modes';
export type { MarketModesActions, MarketModesState } from './market-modes';
export { INITIAL_MARKET_MODES } from './market-modes';
export type { ListModesActions, ListModesState } from './list-modes';
export { INITIAL_LIST_MODES } from './list-modes';
