/**
 * The option strategies of the built-in options analysis (issue 17 item 5): each one a list of legs over one
 * or two strikes of the same expiration.
 */
import type { OptionKind } from './black-scholes';

/** A strategy's id. */
export type OptionStrategyId =
  | 'long-call'
  | 'short-call'
  | 'long-put'
  | 'short-put'
  | 'long-straddle'
  | 'long-strangle'
  | 'bull-call-spread'
  | 'bear-put-spread';

/** One leg of a strategy: bought (+1) or written (-1), on the strategy's first (lower) or second strike. */
export interface StrategyLegSpec {
  readonly kind: OptionKind;
  readonly side: 1 | -1;
  readonly strike: 0 | 1;
}

/** A strategy: its name, how many strikes it needs (the second above the first) and its legs. */
export interface OptionStrategyDefinition {
  readonly id: OptionStrategyId;
  readonly label: string;
  readonly strikeCount: 1 | 2;
  /** The names of the strikes in the strike menus. */
  readonly strikeLabels: readonly string[];
  readonly legs: readonly StrategyLegSpec[];
}

const one = ['Strike'];
const two = ['Lower strike', 'Upper strike'];

/** The strategies offered, in menu order. */
export const OPTION_STRATEGIES: readonly OptionStrategyDefinition[] = [
  {
    id: 'long-call',
    label: 'Long Call',
    strikeCount: 1,
    strikeLabels: one,
    legs: [{ kind: 'call', side: 1, strike: 0 }],
  },
  {
    id: 'short-call',
    label: 'Short Call',
    strikeCount: 1,
    strikeLabels: one,
    legs: [{ kind: 'call', side: -1, strike: 0 }],
  },
  {
    id: 'long-put',
    label: 'Long Put',
    strikeCount: 1,
    strikeLabels: one,
    legs: [{ kind: 'put', side: 1, strike: 0 }],
  },
  {
    id: 'short-put',
    label: 'Short Put',
    strikeCount: 1,
    strikeLabels: one,
    legs: [{ kind: 'put', side: -1, strike: 0 }],
  },
  {
    id: 'long-straddle',
    label: 'Straddle',
    strikeCount: 1,
    strikeLabels: one,
    legs: [
      { kind: 'call', side: 1, strike: 0 },
      { kind: 'put', side: 1, strike: 0 },
    ],
  },
  {
    id: 'long-strangle',
    label: 'Strangle',
    strikeCount: 2,
    strikeLabels: ['Put strike', 'Call strike'],
    legs: [
      { kind: 'put', side: 1, strike: 0 },
      { kind: 'call', side: 1, strike: 1 },
    ],
  },
  {
    id: 'bull-call-spread',
    label: 'Bull Call Spread',
    strikeCount: 2,
    strikeLabels: two,
    legs: [
      { kind: 'call', side: 1, strike: 0 },
      { kind: 'call', side: -1, strike: 1 },
    ],
  },
  {
    id: 'bear-put-spread',
    label: 'Bear Put Spread',
    strikeCount: 2,
    strikeLabels: two,
    legs: [
      { kind: 'put', side: -1, strike: 0 },
      { kind: 'put', side: 1, strike: 1 },
    ],
  },
];

/** The strategy shown first. */
export const DEFAULT_OPTION_STRATEGY: OptionStrategyId = 'long-straddle';

/** The definition of a strategy id; the default strategy for anything unknown. */
export function optionStrategy(id: string): OptionStrategyDefinition {
  return (
    OPTION_STRATEGIES.find((s) => s.id === id) ??
    (OPTION_STRATEGIES.find((s) => s.id === DEFAULT_OPTION_STRATEGY) as OptionStrategyDefinition)
  );
}

/**
 * The strikes a strategy starts on: the strike nearest the spot for one strike; for two, the strikes about 5%
 * either side of the spot (the nearest ones, never the same), so a strangle or spread opens with a real width.
 * `available` is the expiration's strikes; empty when it has none (or too few for the strategy).
 */
export function defaultStrategyStrikes(
  strategy: OptionStrategyDefinition,
  available: readonly number[],
  spot: number,
): number[] {
  const strikes = [...new Set(available)].filter((k) => Number.isFinite(k) && k > 0).sort((a, b) => a - b);
  if (strikes.length < strategy.strikeCount) return [];
  const nearest = (target: number, among: readonly number[]) =>
    among.reduce(
      (best, k) => (Math.abs(k - target) < Math.abs(best - target) ? k : best),
      among[0] as number,
    );
  if (strategy.strikeCount === 1) return [nearest(spot, strikes)];
  const lower = nearest(spot * 0.95, strikes.slice(0, -1));
  const upper = nearest(
    spot * 1.05,
    strikes.filter((k) => k > lower),
  );
  return [lower, upper];
}

/**
 * The strikes after the member picks `strike` for strike number `index`: the other one moves to the next
 * available strike when the pick would put the first at or above the second.
 */
export function pickStrategyStrike(
  current: readonly number[],
  index: number,
  strike: number,
  available: readonly number[],
): number[] {
  const next = [...current];
  next[index] = strike;
  if (next.length < 2) return next;
  const sorted = [...new Set(available)].sort((a, b) => a - b);
  const [lower, upper] = next as [number, number];
  if (lower < upper) return next;
  if (index === 0) next[1] = sorted.find((k) => k > lower) ?? upper;
  else next[0] = [...sorted].reverse().find((k) => k < upper) ?? lower;
  return (next[0] as number) < (next[1] as number) ? next : [...current];
}
