/**
 * The strategy view of the built-in options analysis (issue 17 item 5) as one pure step: from the chain and what
 * the member picked, the strategy, expiration and strikes in force, the position, its curves, break-evens,
 * profit range and greeks; or why there is nothing to show.
 */
import type { OptionChain, OptionExpiration } from '../../model/option-chain';
import { breakEvens, payoffCurves, positionGreeks, profitRange, strategyPosition } from './payoff';
import type { LegGreeks, OptionMarket, PayoffCurves, ProfitRange, StrategyPosition } from './payoff';
import type { OptionGreeks } from './black-scholes';
import { defaultStrategyStrikes, optionStrategy, type OptionStrategyDefinition } from './strategies';

/** What the member picked; null fields take their defaults. */
export interface StrategyChoice {
  readonly strategyId: string;
  readonly expirationDate: string | null;
  readonly strikes: readonly number[] | null;
}

/** Everything the strategy view shows. */
export interface StrategyAnalysis {
  readonly status: 'ready';
  readonly strategy: OptionStrategyDefinition;
  readonly market: OptionMarket;
  readonly expiration: OptionExpiration;
  /** Strikes of the expiration with a contract for every leg of the strategy. */
  readonly availableStrikes: readonly number[];
  readonly strikes: readonly number[];
  readonly position: StrategyPosition;
  readonly curves: PayoffCurves;
  readonly breakEvens: readonly number[];
  readonly range: ProfitRange;
  readonly greeks: { readonly legs: readonly LegGreeks[]; readonly total: OptionGreeks };
}

/** Why there is no strategy to show. */
export interface StrategyUnavailable {
  readonly status: 'unavailable';
  readonly message: string;
}

/** Expirations closer than this open on a later one: the today curve needs some time left to differ. */
export const MIN_DEFAULT_DAYS_TO_EXPIRY = 14;

/** The expiration a strategy opens on: the first at least two weeks out, else the first. */
export function defaultStrategyExpiration(
  expirations: readonly OptionExpiration[],
): OptionExpiration | undefined {
  return expirations.find((e) => (e.daysToExpire ?? 0) >= MIN_DEFAULT_DAYS_TO_EXPIRY) ?? expirations[0];
}

function strikesFor(strategy: OptionStrategyDefinition, expiration: OptionExpiration): number[] {
  const kinds = new Set(strategy.legs.map((l) => l.kind));
  const of = (contracts: OptionExpiration['calls']) =>
    new Set(contracts.map((c) => c.strikePrice).filter((k): k is number => k !== undefined && k > 0));
  const calls = of(expiration.calls);
  const puts = of(expiration.puts);
  const all = [...new Set([...calls, ...puts])].sort((a, b) => a - b);
  return all.filter((k) => (!kinds.has('call') || calls.has(k)) && (!kinds.has('put') || puts.has(k)));
}

/**
 * The strategy view for a chain and a choice. A picked expiration that is gone falls back to the default one;
 * picked strikes that do not fit the strategy (count, order, or not in the expiration) fall back to its defaults.
 */
export function analyseStrategy(
  chain: OptionChain,
  choice: StrategyChoice,
): StrategyAnalysis | StrategyUnavailable {
  const underlying = chain.underlying;
  if (!underlying)
    return {
      status: 'unavailable',
      message: 'The option chain does not give the underlying price to analyse it.',
    };
  const expiration =
    chain.expirations.find((e) => e.expirationDate === choice.expirationDate) ??
    defaultStrategyExpiration(chain.expirations);
  if (!expiration) return { status: 'unavailable', message: 'The option chain has no expirations.' };
  const strategy = optionStrategy(choice.strategyId);
  const market: OptionMarket = {
    spot: underlying.last,
    rate: underlying.riskFreeRate,
    dividendYield: underlying.dividendYield,
    volatility: underlying.historicalVolatility,
  };
  const availableStrikes = strikesFor(strategy, expiration);
  const picked = choice.strikes ?? [];
  const fits =
    picked.length === strategy.strikeCount &&
    picked.every((k) => availableStrikes.includes(k)) &&
    (picked.length < 2 || (picked[0] as number) < (picked[1] as number));
  const strikes = fits ? [...picked] : defaultStrategyStrikes(strategy, availableStrikes, market.spot);
  const position = strategyPosition(strategy, expiration, strikes, market);
  if (!position)
    return {
      status: 'unavailable',
      message: `The ${expiration.expirationDate} expiration has too few strikes for a ${strategy.label}.`,
    };
  return {
    status: 'ready',
    strategy,
    market,
    expiration,
    availableStrikes,
    strikes,
    position,
    curves: payoffCurves(position, market),
    breakEvens: breakEvens(position.legs),
    range: profitRange(position.legs),
    greeks: positionGreeks(position, market),
  };
}

/** A profit or loss in dollars for the view: '$1,250.00', '-$750.00', or 'Unlimited'. */
export function formatProfit(value: number | 'unlimited'): string {
  if (value === 'unlimited') return 'Unlimited';
  const fixed = Math.abs(value).toFixed(2);
  const grouped = fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && Number(fixed) !== 0 ? '-' : ''}$${grouped}`;
}

/** What a leg is called in the greeks table: 'Long Call 100', 'Short Put 95.5'. */
export function legLabel(leg: {
  readonly kind: 'call' | 'put';
  readonly side: 1 | -1;
  readonly strike: number;
}): string {
  return `${leg.side > 0 ? 'Long' : 'Short'} ${leg.kind === 'call' ? 'Call' : 'Put'} ${leg.strike}`;
}

/**
 * The sentence saying where a chain came from: the reference backend derives it from the symbol's own bars.
 * Empty when the server names no source.
 */
export function chainSourceNote(chain: OptionChain): string {
  const u = chain.underlying;
  if (!u || u.source !== 'model') return '';
  return `No options feed: this chain is derived from ${u.symbol}'s own daily bars, with strikes around the last close (${u.last.toFixed(2)}) and implied volatility from its ${(u.historicalVolatility * 100).toFixed(1)}% historical volatility.`;
}
