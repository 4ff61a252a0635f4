/**
 * A strategy's position and what it pays (issue 17 item 5): the legs priced from one expiration of the chain,
 * the payoff at expiry and today (Black-Scholes with the time left), the break-evens, the most it can make and
 * lose, and the position's greeks. Amounts are per strategy of one contract a leg (100 shares).
 */
import type { OptionContract, OptionExpiration } from '../../model/option-chain';
import { blackScholes, type OptionGreeks, type OptionKind } from './black-scholes';
import type { OptionStrategyDefinition } from './strategies';

/** Shares one option contract is for. */
export const OPTION_CONTRACT_SIZE = 100;

/** The underlying and the model inputs the chain came with. */
export interface OptionMarket {
  readonly spot: number;
  readonly rate: number;
  readonly dividendYield: number;
  /** The volatility used for a contract without an implied volatility. */
  readonly volatility: number;
}

/** One priced leg of a position. */
export interface PositionLeg {
  readonly kind: OptionKind;
  readonly side: 1 | -1;
  readonly strike: number;
  /** Price per share paid (bought) or received (written): the contract's mid. */
  readonly premium: number;
  readonly volatility: number;
  readonly contractSymbol: string;
}

/** A strategy on one expiration: its legs and the years left to expiry. */
export interface StrategyPosition {
  readonly legs: readonly PositionLeg[];
  readonly years: number;
  readonly expirationDate: string;
}

const contractAt = (contracts: readonly OptionContract[], strike: number) =>
  contracts.find((c) => c.strikePrice === strike);

/**
 * The position of `strategy` on `strikes` of `expiration`, or null when a leg's contract is missing from the
 * chain or the strikes do not fit the strategy (a second strike must be above the first).
 */
export function strategyPosition(
  strategy: OptionStrategyDefinition,
  expiration: OptionExpiration,
  strikes: readonly number[],
  market: OptionMarket,
): StrategyPosition | null {
  if (strikes.length !== strategy.strikeCount) return null;
  if (strikes.length === 2 && !((strikes[0] as number) < (strikes[1] as number))) return null;
  const days = expiration.daysToExpire ?? daysUntil(expiration.expirationDate);
  const years = Math.max(0, days) / 365;
  const legs: PositionLeg[] = [];
  for (const spec of strategy.legs) {
    const strike = strikes[spec.strike] as number;
    const contract = contractAt(spec.kind === 'call' ? expiration.calls : expiration.puts, strike);
    if (!contract) return null;
    const volatility =
      contract.impliedVolatility !== undefined && contract.impliedVolatility > 0
        ? contract.impliedVolatility
        : market.volatility;
    const mid =
      contract.mid ??
      (contract.bid !== undefined && contract.ask !== undefined
        ? (contract.bid + contract.ask) / 2
        : undefined);
    const premium =
      mid ?? blackScholes(spec.kind, { ...market, strike, years, volatility, spot: market.spot }).price;
    legs.push({
      kind: spec.kind,
      side: spec.side,
      strike,
      premium,
      volatility,
      contractSymbol: contract.symbol,
    });
  }
  return { legs, years, expirationDate: expiration.expirationDate };
}

function daysUntil(isoDate: string): number {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isFinite(time) ? Math.ceil((time - Date.now()) / 86_400_000) : 0;
}

/** The position's profit or loss at expiry with the underlying at `price`. */
export function payoffAtExpiry(legs: readonly PositionLeg[], price: number): number {
  let total = 0;
  for (const leg of legs) {
    const value = leg.kind === 'call' ? Math.max(0, price - leg.strike) : Math.max(0, leg.strike - price);
    total += leg.side * (value - leg.premium);
  }
  return total * OPTION_CONTRACT_SIZE;
}

/** The position's profit or loss today with the underlying at `price`: each leg at its Black-Scholes value. */
export function payoffToday(position: StrategyPosition, market: OptionMarket, price: number): number {
  let total = 0;
  for (const leg of position.legs) {
    const value = blackScholes(leg.kind, {
      spot: Math.max(price, 1e-9),
      strike: leg.strike,
      years: position.years,
      rate: market.rate,
      dividendYield: market.dividendYield,
      volatility: leg.volatility,
    }).price;
    total += leg.side * (value - leg.premium);
  }
  return total * OPTION_CONTRACT_SIZE;
}

/** The change of the expiry payoff per dollar above the highest strike (the calls' net count, times 100). */
function slopeAboveStrikes(legs: readonly PositionLeg[]): number {
  return legs.reduce((sum, leg) => sum + (leg.kind === 'call' ? leg.side : 0), 0) * OPTION_CONTRACT_SIZE;
}

const kinksOf = (legs: readonly PositionLeg[]) =>
  [...new Set(legs.map((l) => l.strike))].sort((a, b) => a - b);

/**
 * The underlying prices at which the expiry payoff is zero, ascending. The payoff is straight between strikes,
 * so each root is found exactly on its segment: from zero to the first strike, between strikes, and past the
 * last strike along its slope.
 */
export function breakEvens(legs: readonly PositionLeg[]): number[] {
  if (legs.length === 0) return [];
  const points = [0, ...kinksOf(legs)];
  const roots: number[] = [];
  const add = (x: number) => {
    const rounded = Math.round(x * 1e6) / 1e6;
    if (rounded >= 0 && !roots.some((r) => Math.abs(r - rounded) < 1e-6)) roots.push(rounded);
  };
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as number;
    const b = points[i + 1] as number;
    const fa = payoffAtExpiry(legs, a);
    const fb = payoffAtExpiry(legs, b);
    if (fa === 0 && fb === 0) continue;
    if (fa === 0) add(a);
    else if (fa * fb < 0) add(a + (fa / (fa - fb)) * (b - a));
    if (fb === 0 && i + 2 === points.length) add(b);
  }
  const last = points[points.length - 1] as number;
  const atLast = payoffAtExpiry(legs, last);
  const slope = slopeAboveStrikes(legs);
  if (slope !== 0 && atLast !== 0 && -atLast / slope > 0) add(last - atLast / slope);
  return roots.sort((a, b) => a - b);
}

/** The most a position can make and lose at expiry; 'unlimited' when the payoff grows without bound. */
export interface ProfitRange {
  readonly maxProfit: number | 'unlimited';
  /** The worst result, zero or below. */
  readonly maxLoss: number | 'unlimited';
}

/** The most the position can make and lose at expiry: the payoff's extremes at zero, the strikes or beyond. */
export function profitRange(legs: readonly PositionLeg[]): ProfitRange {
  const values = [0, ...kinksOf(legs)].map((x) => payoffAtExpiry(legs, x));
  const slope = slopeAboveStrikes(legs);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    maxProfit: slope > 0 ? 'unlimited' : round(Math.max(...values)),
    maxLoss: slope < 0 ? 'unlimited' : round(Math.min(0, ...values)),
  };
}

/** Greeks of a leg, signed for its side and scaled to one contract. */
export interface LegGreeks extends OptionGreeks {
  readonly leg: PositionLeg;
}

/** The greeks of each leg today and of the whole position (their sum), per contract. */
export function positionGreeks(
  position: StrategyPosition,
  market: OptionMarket,
): { readonly legs: readonly LegGreeks[]; readonly total: OptionGreeks } {
  const keys = ['price', 'delta', 'gamma', 'theta', 'vega', 'rho'] as const;
  const total = { price: 0, delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0 };
  const legs = position.legs.map((leg) => {
    const model = blackScholes(leg.kind, {
      spot: market.spot,
      strike: leg.strike,
      years: position.years,
      rate: market.rate,
      dividendYield: market.dividendYield,
      volatility: leg.volatility,
    });
    const scaled = { ...model };
    for (const key of keys) {
      scaled[key] = leg.side * model[key] * OPTION_CONTRACT_SIZE;
      total[key] += scaled[key];
    }
    return { ...scaled, leg };
  });
  return { legs, total };
}

/** The payoff curves a chart draws: prices on the x axis with the expiry and today values at each. */
export interface PayoffCurves {
  readonly prices: readonly number[];
  readonly atExpiry: readonly number[];
  readonly today: readonly number[];
}

/** How many points a curve has; the expiry curve is exact at strikes anyway (they are added). */
export const PAYOFF_CURVE_POINTS = 121;

/**
 * The payoff at expiry and today from a quarter below the lowest of spot and strikes to a quarter above the
 * highest, sampled evenly with the strikes and the spot added so the expiry curve's corners are drawn exactly.
 */
export function payoffCurves(position: StrategyPosition, market: OptionMarket): PayoffCurves {
  const marks = [market.spot, ...position.legs.map((l) => l.strike)];
  const low = Math.min(...marks) * 0.75;
  const high = Math.max(...marks) * 1.25;
  const step = (high - low) / (PAYOFF_CURVE_POINTS - 1);
  const prices = [...Array.from({ length: PAYOFF_CURVE_POINTS }, (_, i) => low + i * step), ...marks]
    .filter((x, i, all) => all.indexOf(x) === i)
    .sort((a, b) => a - b);
  return {
    prices,
    atExpiry: prices.map((x) => payoffAtExpiry(position.legs, x)),
    today: prices.map((x) => payoffToday(position, market, x)),
  };
}
