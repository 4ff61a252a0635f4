/**
 * canUse: the one place that answers whether a member may do a thing and, if not, which dialog opens (spec 1
 * §6, spec 2 §6, spec 3 §6).
 *
 * Where the specification says a refusal "prompts account creation" it is speaking of visitors; a logged-in
 * free member already has an account, so the same refusal opens upgrade-to-Extra for them (the lowest paid
 * level that is offered by a dialog).
 */
import { findChartSize } from '../../catalogues/chart-sizes';
import { MAX_INDICATORS, MAX_INDICATORS_FREE } from '../../catalogues/indicators';
import { MESSAGES } from '../../catalogues/messages';
import { findMode } from '../../catalogues/modes';
import { MAX_RANGE_YEARS_BASIC_EXTRA, MAX_RANGE_YEARS_FREE } from '../../catalogues/options';
import { MAX_OVERLAYS, MAX_OVERLAYS_FREE } from '../../catalogues/overlays';
import { findPeriod } from '../../catalogues/periods';
import { findRange } from '../../catalogues/ranges';
import { memberLevel, type Member, type MemberLevel } from '../../model/member';
import { maxComparisonSymbols } from '../validation/symbols';
import type { ChartListAction, ChartListFlags, Feature, Permission, UpgradeModal } from './features';

const ALLOWED: Permission = Object.freeze({ allowed: true, modal: 'none' });
const REFUSED: Permission = Object.freeze({ allowed: false, modal: 'none' });
const refuse = (modal: UpgradeModal): Permission => ({ allowed: false, modal });

/** The longest range in years per level (spec 1 §6: free 1, basic and extra the '40' value). */
export const MAX_RANGE_YEARS: Readonly<Record<MemberLevel, number>> = Object.freeze({
  VISITOR: MAX_RANGE_YEARS_FREE,
  FREE: MAX_RANGE_YEARS_FREE,
  BA: MAX_RANGE_YEARS_BASIC_EXTRA,
  XT: MAX_RANGE_YEARS_BASIC_EXTRA,
  PRO: Number.POSITIVE_INFINITY,
});

/** Historical data periods only Pro members may pick (spec 3 §3). */
export const PRO_ONLY_HISTORICAL_PERIODS: readonly string[] = ['W', 'M'];

/** The refusal of something for paying members: visitors create an account, free members upgrade. */
function payingOnly(level: MemberLevel): Permission {
  if (level === 'VISITOR') return refuse('createAccount');
  return level === 'FREE' ? refuse('upgradeToExtra') : ALLOWED;
}

/** The refusal of a level-gated range: visitor creates an account, free and basic go to Extra, extra to Pro. */
function nextLevelUp(level: MemberLevel): Permission {
  if (level === 'VISITOR') return refuse('createAccount');
  if (level === 'FREE' || level === 'BA') return refuse('upgradeToExtra');
  if (level === 'XT') return refuse('upgradeToPro');
  return REFUSED;
}

function countLimit(level: MemberLevel, count: number, freeMax: number, max: number): Permission {
  const paying = level === 'BA' || level === 'XT' || level === 'PRO';
  if (count <= (paying ? max : freeMax)) return ALLOWED;
  return paying || count > max ? REFUSED : payingOnly(level);
}

function rangeAllowed(level: MemberLevel, rangeId: string): Permission {
  const range = findRange(rangeId);
  if (!range) return REFUSED;
  const allowed =
    level === 'PRO' ||
    (level === 'BA'
      ? range.allowedForBasicMembers
      : level === 'XT'
        ? range.allowedForExtraMembers
        : range.allowedForFreeUsers);
  return allowed ? ALLOWED : nextLevelUp(level);
}

const READ_ONLY_REFUSED_ACTIONS: ReadonlySet<ChartListAction> = new Set([
  'addCharts',
  'editCharts',
  'rename',
  'delete',
  'deleteCharts',
  'applyStyle',
  'editView',
  'selectAsTarget',
]);

function chartListAllowed(level: MemberLevel, list: ChartListFlags, action: ChartListAction): Permission {
  if (level === 'VISITOR') return refuse('createAccount');
  if ((list.isReadOnly || list.isFrameworkChartList) && READ_ONLY_REFUSED_ACTIONS.has(action)) {
    return { allowed: false, modal: 'none', message: MESSAGES.chartList.readOnly };
  }
  return ALLOWED;
}

/**
 * Whether a member (null or the visitor when logged out) may use a feature, and which dialog opens if not.
 * @example canUse(VISITOR, { kind: 'memberAction', action: 'saveChart' }) // { allowed: false, modal: 'createAccount' }
 */
export function canUse(member: Member | null | undefined, feature: Feature): Permission {
  const level = memberLevel(member);
  switch (feature.kind) {
    case 'period': {
      const period = findPeriod(feature.period);
      if (!period) return REFUSED;
      if (period.isProOnly && level !== 'PRO') return refuse('upgradeToPro');
      return period.isPayingMemberOnly ? payingOnly(level) : ALLOWED;
    }
    case 'range':
      return rangeAllowed(level, feature.range);
    case 'rangeYears':
      if (!Number.isFinite(feature.years) || feature.years < 0) return REFUSED;
      return feature.years <= MAX_RANGE_YEARS[level] ? ALLOWED : nextLevelUp(level);
    case 'chartSize': {
      const size = findChartSize(feature.size);
      if (!size) return REFUSED;
      if (size.isProOnly && level !== 'PRO') return refuse('upgradeToPro');
      return size.isPayingMemberOnly ? payingOnly(level) : ALLOWED;
    }
    case 'comparisonSymbols':
      return countLimit(level, feature.count, maxComparisonSymbols('FREE'), maxComparisonSymbols('PRO'));
    case 'indicators':
      return countLimit(level, feature.count, MAX_INDICATORS_FREE, MAX_INDICATORS);
    case 'overlays':
      return countLimit(level, feature.count, MAX_OVERLAYS_FREE, MAX_OVERLAYS);
    case 'mode': {
      const membersOnly =
        'membersOnly' in feature ? feature.membersOnly : findMode(feature.mode)?.isMembersOnly;
      if (membersOnly === undefined) return REFUSED;
      return membersOnly && level === 'VISITOR' ? refuse('createAccount') : ALLOWED;
    }
    case 'sampleStyle':
      return feature.membersOnly && level === 'VISITOR' ? refuse('createAccount') : ALLOWED;
    case 'memberAction':
      if (level === 'VISITOR') return refuse('createAccount');
      // Basic members cannot move charts between lists (spec 3 §6).
      if (feature.action === 'moveChart' && (level === 'FREE' || level === 'BA'))
        return refuse('upgradeToExtra');
      return ALLOWED;
    case 'historicalPeriod':
      if (PRO_ONLY_HISTORICAL_PERIODS.includes(feature.period))
        return level === 'PRO' ? ALLOWED : refuse('upgradeToPro');
      return feature.period === 'D' ? ALLOWED : REFUSED;
    case 'chartList':
      return chartListAllowed(level, feature.list, feature.action);
    case 'chartListCount': {
      if (level === 'VISITOR') return refuse('createAccount');
      // Basic members have one list (spec 3 §6) whatever the loaded limits say.
      const max = level === 'BA' ? Math.min(1, feature.max < 0 ? 1 : feature.max) : feature.max;
      if (max < 0 || feature.existing < max) return ALLOWED;
      return nextLevelUp(level);
    }
    case 'optionsAnalysis':
      if (level === 'VISITOR') return refuse('createAccount');
      return member?.hasOptionsAddOn ? ALLOWED : REFUSED;
  }
}
