/**
 * Account limits per member type (spec 1 §3.10, §8): valid only when all four member types carry all six
 * numbers; otherwise every limit stays -1 (unknown).
 */
import { z } from 'zod';
import { CONSTANTS } from '../catalogues/constants';
import { MEMBER_TYPES, type MemberType } from './member';

/** The six limits of one member type. -1 means unknown. */
export interface AccountLimits {
  readonly autoRefreshIntervalSec: number;
  readonly maxSharpChartWidthPx: number;
  readonly maxChartLists: number;
  readonly maxChartsPerChartList: number;
  readonly maxChartStyles: number;
  readonly maxPriceAlerts: number;
  /**
   * StyleButtons the level may hold, in positions 1 to this (spec 3 §6 lists it among the account limits); absent
   * when the server does not send it: all 12 positions then.
   */
  readonly maxStyleButtons?: number;
}

/** The limits of every member type, and whether they were loaded. */
export interface AccountLimitsTable {
  /** False when the data was missing or incomplete: every number is then -1. */
  readonly isKnown: boolean;
  readonly byMemberType: Readonly<Record<MemberType, AccountLimits>>;
}

/** The marker of a limit that is not known (spec 1 §8). */
export const UNKNOWN_LIMIT = CONSTANTS.limits.unknownLimit;

const LIMIT_FIELDS = [
  'autoRefreshIntervalSec',
  'maxSharpChartWidthPx',
  'maxChartLists',
  'maxChartsPerChartList',
  'maxChartStyles',
  'maxPriceAlerts',
] as const;

const UNKNOWN_LIMITS: AccountLimits = Object.freeze(
  Object.fromEntries(LIMIT_FIELDS.map((field) => [field, UNKNOWN_LIMIT])) as unknown as AccountLimits,
);

/** The table before limits load, or after a failed load: every limit -1. */
export const UNKNOWN_ACCOUNT_LIMITS: AccountLimitsTable = Object.freeze({
  isKnown: false,
  byMemberType: Object.freeze(
    Object.fromEntries(MEMBER_TYPES.map((type) => [type, UNKNOWN_LIMITS])) as Record<
      MemberType,
      AccountLimits
    >,
  ),
});

const limitsSchema = z.object({
  ...(Object.fromEntries(LIMIT_FIELDS.map((field) => [field, z.number().finite()])) as Record<
    (typeof LIMIT_FIELDS)[number],
    z.ZodNumber
  >),
  maxStyleButtons: z.number().int().min(0).optional(),
});

/** The /memberTypes.json reply: limits keyed by member type (spec 1 §3.10, §7). */
export const RawAccountLimitsSchema = z.object(
  Object.fromEntries(MEMBER_TYPES.map((type) => [type, limitsSchema])) as Record<
    MemberType,
    typeof limitsSchema
  >,
);

/** Parses the limits table; anything incomplete gives the unknown table (spec 1 §3.10). Never throws. */
export function parseAccountLimits(raw: unknown): AccountLimitsTable {
  const result = RawAccountLimitsSchema.safeParse(raw);
  if (!result.success) return UNKNOWN_ACCOUNT_LIMITS;
  const byMemberType = Object.fromEntries(
    MEMBER_TYPES.map((type) => {
      const buttons = result.data[type].maxStyleButtons;
      return [
        type,
        {
          ...Object.fromEntries(LIMIT_FIELDS.map((field) => [field, result.data[type][field]])),
          ...(buttons === undefined ? {} : { maxStyleButtons: buttons }),
        },
      ];
    }),
  ) as unknown as Record<MemberType, AccountLimits>;
  return { isKnown: true, byMemberType };
}
