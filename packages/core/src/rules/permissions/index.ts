export type {
  MemberAction,
  ChartListAction,
  ChartListFlags,
  Feature,
  UpgradeModal,
  Permission,
} from './features';
export { MEMBER_ACTIONS } from './features';
export { canUse, MAX_RANGE_YEARS, PRO_ONLY_HISTORICAL_PERIODS } from './can-use';
export type { ChartRefusal, GatedChart } from './chart-gates';
export { chartRefusals, gateChart } from './chart-gates';
export type { GateOutcome, LockedMenuEntry, LockedMenuRequest } from './menu-locks';
export {
  LOCK_LABELS,
  NO_INTRADAY_LOCK,
  gateChoice,
  historicalPeriodMenu,
  lockedMenu,
  permissionLock,
} from './menu-locks';
