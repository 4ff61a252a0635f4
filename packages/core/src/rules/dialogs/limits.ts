/**
 * The member's account limits as refusals (spec 1 §3.10; spec 3 §5, §6, §8): ChartStyles, ChartLists, charts per
 * list, StyleButtons and price alerts. The client checks them before a write and the server enforces them with the
 * same words, so a refusal reads alike wherever it comes from. The specification names these limits without
 * quoting their messages, except that Basic members are told of up to 500 lists (spec 3 §6, §9): wording ours.
 */
import { MESSAGES } from '../../catalogues/messages';
import { STYLE_BUTTON_COUNT } from '../../catalogues/style-buttons';
import type { AccountLimits, ChartList, MemberType } from '../../model/index';

/** The lists an upgrade to Extra offers (spec 3 §6, §9). */
const EXTRA_LIST_COUNT = 500;

/** The refusal of each member limit, written once for the client and the server. */
export const LIMIT_MESSAGES = {
  chartStyles: (max: number) => `You have reached the maximum of ${max} ChartStyles for your membership.`,
  /** Free and Basic members are pointed to Extra's 500 lists (spec 3 §6). */
  chartLists: (max: number, memberType: MemberType) =>
    memberType === 'FREE' || memberType === 'BA'
      ? `Your membership allows ${max} ChartList${max === 1 ? '' : 's'}. Upgrade to Extra for up to ${EXTRA_LIST_COUNT} ChartLists.`
      : `You have reached the maximum of ${max} ChartLists.`,
  chartsPerList: (max: number) => MESSAGES.chart.chartListFull(max),
  styleButtons: (max: number) => `You have reached the maximum of ${max} StyleButtons.`,
  styleButtonPosition: (max: number) => `Your membership allows StyleButtons in positions 1 to ${max}.`,
  priceAlerts: (max: number) => `You have reached the maximum of ${max} price alerts for your membership.`,
} as const;

/** The limits a write can meet. */
export type MemberLimit = 'chartStyles' | 'chartLists' | 'chartsPerList' | 'styleButtons' | 'priceAlerts';

const LIMIT_FIELD: Record<MemberLimit, keyof AccountLimits> = {
  chartStyles: 'maxChartStyles',
  chartLists: 'maxChartLists',
  chartsPerList: 'maxChartsPerChartList',
  styleButtons: 'maxStyleButtons',
  priceAlerts: 'maxPriceAlerts',
};

/** The maximum of one limit (-1 unknown); StyleButtons default to all 12 when the server does not say. */
export function limitMaximum(limits: AccountLimits, limit: MemberLimit): number {
  const value = limits[LIMIT_FIELD[limit]];
  if (limit === 'styleButtons')
    return value === undefined || value < 0 ? STYLE_BUTTON_COUNT : Math.min(value, STYLE_BUTTON_COUNT);
  return value ?? -1;
}

/**
 * The refusal of adding `adding` (1 by default) to `used` under the member's limit, or null when it fits. An
 * unknown limit (-1) refuses nothing: the server still checks (spec 1 §8).
 */
export function limitRefusal(
  limit: MemberLimit,
  used: number,
  limits: AccountLimits,
  memberType: MemberType,
  adding = 1,
): string | null {
  const max = limitMaximum(limits, limit);
  if (max < 0 || used + adding <= max) return null;
  switch (limit) {
    case 'chartStyles':
      return LIMIT_MESSAGES.chartStyles(max);
    case 'chartLists':
      return LIMIT_MESSAGES.chartLists(max, memberType);
    case 'chartsPerList':
      return LIMIT_MESSAGES.chartsPerList(max);
    case 'styleButtons':
      return LIMIT_MESSAGES.styleButtons(max);
    case 'priceAlerts':
      return LIMIT_MESSAGES.priceAlerts(max);
  }
}

/** The refusal of a StyleButton on position `index` (0-based) beyond the member's positions, or null. */
export function styleButtonPositionRefusal(index: number, limits: AccountLimits): string | null {
  const max = limitMaximum(limits, 'styleButtons');
  return index < max ? null : LIMIT_MESSAGES.styleButtonPosition(max);
}

/** The lists that count against maxChartLists: the member's own, not read-only or framework lists. */
export function ownChartListCount(
  lists: readonly Pick<ChartList, 'isReadOnly' | 'isFrameworkChartList'>[],
): number {
  return lists.filter((list) => !list.isReadOnly && !list.isFrameworkChartList).length;
}

const FIXED_REFUSALS: readonly string[] = [MESSAGES.chartList.readOnly];
const REFUSAL_PATTERNS: readonly RegExp[] = [
  /^You have reached the maximum of \d+ (ChartStyles for your membership|ChartLists|StyleButtons|price alerts for your membership)\.$/,
  /^Your membership allows \d+ ChartLists?\. Upgrade to Extra for up to \d+ ChartLists\.$/,
  /^Your membership allows StyleButtons in positions 1 to \d+\.$/,
  new RegExp(
    `^${MESSAGES.chart
      .chartListFull(0)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('0', '\\d+')}$`,
  ),
];

/** Whether a server message is one of the refusals above or the read-only list message (shown as they are). */
export function isMemberRefusal(message: string): boolean {
  return FIXED_REFUSALS.includes(message) || REFUSAL_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * The server's own refusal carried by a failed write (`serverMessage`, as the HTTP client's errors carry it) when
 * it is a limit or read-only refusal, to show instead of the generic failure; null otherwise.
 */
export function serverRefusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('serverMessage' in error)) return null;
  const message = (error as { serverMessage?: unknown }).serverMessage;
  return typeof message === 'string' && isMemberRefusal(message) ? message : null;
}
