import type { MemberTypeCode, MemberTypeLimits } from '@chartbench/api-client/contract';

/** Our limits always carry the style-button maximum, which the contract lets other backends leave out. */
type ServerLimits = MemberTypeLimits & { readonly maxStyleButtons: number };

/**
 * Account limits per member type (spec 1 §3.10), served by `/memberTypes.json` and enforced by every member
 * call. The specification leaves the values open except that Basic has one list and the upgrade text cites
 * up to 500 (spec 3 §6, §9); widths follow the chart sizes (free up to 900, paying up to 1600, pro 2500).
 * Read-only and framework lists are provided by the site and do not count against maxChartLists.
 */
export const MEMBER_TYPE_LIMITS: Readonly<Record<MemberTypeCode, ServerLimits>> = {
  FREE: {
    autoRefreshIntervalSec: 60,
    maxSharpChartWidthPx: 900,
    maxChartLists: 1,
    maxChartsPerChartList: 10,
    maxChartStyles: 5,
    maxPriceAlerts: 3,
    maxStyleButtons: 3,
  },
  BA: {
    autoRefreshIntervalSec: 30,
    maxSharpChartWidthPx: 1600,
    maxChartLists: 1,
    maxChartsPerChartList: 200,
    maxChartStyles: 50,
    maxPriceAlerts: 25,
    maxStyleButtons: 12,
  },
  XT: {
    autoRefreshIntervalSec: 15,
    maxSharpChartWidthPx: 1600,
    maxChartLists: 500,
    maxChartsPerChartList: 500,
    maxChartStyles: 250,
    maxPriceAlerts: 250,
    maxStyleButtons: 12,
  },
  PRO: {
    autoRefreshIntervalSec: 10,
    maxSharpChartWidthPx: 2500,
    maxChartLists: 500,
    maxChartsPerChartList: 1000,
    maxChartStyles: 500,
    maxPriceAlerts: 1000,
    maxStyleButtons: 12,
  },
};

/** The limits of a member type. */
export const limitsOf = (memberType: MemberTypeCode): ServerLimits => MEMBER_TYPE_LIMITS[memberType];

/** Framework lists: the name starts with a four-digit year and two spaces (spec 1 §3.7). */
export const isFrameworkListName = (name: string): boolean => /^\d{4} {2}/.test(name);
