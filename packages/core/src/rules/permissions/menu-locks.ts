import { CHART_SIZES, HISTORICAL_PERIODS, RANGES, RANGE_YEARS_OPTIONS } from '../../catalogues/index';
import type { Member } from '../../model/index';
import { periodsForSymbolKind } from '../settings/symbol-kind';
import { canUse } from './can-use';
import type { Feature, Permission, UpgradeModal } from './features';

/** The lock text of a refused entry, by the dialog the refusal opens ('none': refused without one). */
export const LOCK_LABELS = {
  createAccount: 'Members only',
  upgradeToExtra: 'Extra & Pro',
  upgradeToPro: 'Pro only',
  none: 'Unavailable',
} as const satisfies Record<Permission['modal'], string>;

/** The lock of an intraday entry in the period menu of an end-of-day symbol (spec 3 §2.1). */
export const NO_INTRADAY_LOCK = 'No intraday data';

/** The lock shown on a menu entry the member may not use, or undefined when the permission allows it. */
export function permissionLock(permission: Permission): string | undefined {
  return permission.allowed ? undefined : LOCK_LABELS[permission.modal];
}

/** One entry of a gated menu: its value, its title, a divider above it, and its lock when the member may not use it. */
export interface LockedMenuEntry {
  readonly value: string;
  readonly label: string;
  readonly dividerBefore?: boolean;
  readonly lock?: string | undefined;
}

/**
 * Which gated menu to build: the periods (of the symbol's kind, crypto or not, null when unknown; with
 * `endOfDay` every intraday entry carries {@link NO_INTRADAY_LOCK}), the ranges, the range years or the chart sizes.
 */
export type LockedMenuRequest =
  | { readonly kind: 'period'; readonly isCrypto?: boolean | null; readonly endOfDay?: boolean }
  | { readonly kind: 'range' }
  | { readonly kind: 'rangeYears' }
  | { readonly kind: 'chartSize' };

/**
 * The entries of a gated menu for a member, each carrying the lock canUse gives (spec 2 §6): the one builder of
 * the upper bar's, Chart Settings' and the no-intraday screen's period, range, years and size menus.
 */
export function lockedMenu(member: Member | null, request: LockedMenuRequest): LockedMenuEntry[] {
  const lock = (feature: Feature) => permissionLock(canUse(member, feature));
  switch (request.kind) {
    case 'period':
      return periodsForSymbolKind(request.isCrypto ?? null).map((p) => ({
        value: p.value,
        label: p.title,
        dividerBefore: p.hasDividerBefore,
        lock:
          request.endOfDay === true && p.isIntraday
            ? NO_INTRADAY_LOCK
            : lock({ kind: 'period', period: p.value }),
      }));
    case 'range':
      return RANGES.map((r) => ({ value: r.id, label: r.title, lock: lock({ kind: 'range', range: r.id }) }));
    case 'rangeYears':
      return RANGE_YEARS_OPTIONS.map((y) => ({
        value: String(y.value),
        label: y.title,
        lock: lock({ kind: 'rangeYears', years: y.value }),
      }));
    case 'chartSize':
      return CHART_SIZES.map((s) => ({
        value: s.id,
        label: s.title,
        lock: lock({ kind: 'chartSize', size: s.id }),
      }));
  }
}

/** What choosing a gated entry does: go ahead, open the refusal's dialog, or nothing (refused without a dialog). */
export type GateOutcome = 'allowed' | UpgradeModal | 'unavailable';

/** The outcome of a member choosing a gated feature (spec 2 §6): one reading of canUse for every menu. */
export function gateChoice(member: Member | null, feature: Feature): GateOutcome {
  const permission = canUse(member, feature);
  if (permission.allowed) return 'allowed';
  return permission.modal === 'none' ? 'unavailable' : permission.modal;
}

/** The Historical Price Data period menu (spec 3 §2.7): Pro-only periods say "(Pro)" to members without Pro. */
export function historicalPeriodMenu(member: Member | null): LockedMenuEntry[] {
  return HISTORICAL_PERIODS.map((option) => ({
    value: option.value,
    label:
      option.isProOnly && !canUse(member, { kind: 'historicalPeriod', period: option.value }).allowed
        ? `${option.title} (Pro)`
        : option.title,
  }));
}
