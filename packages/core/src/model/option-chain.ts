/**
 * Option chains (spec 3 §3, §5): the reply must be an object with success true, an options object and an
 * Expirations array; contracts whose Symbol is not a string or starts with a digit are skipped.
 */
import { z } from 'zod';
import { optionalNumberField, optionalTextField } from './fields';
import { ModelParseError } from './parse-list';

/** One option contract (spec 3 §3). */
export interface OptionContract {
  readonly symbol: string;
  readonly strikePrice?: number;
  readonly bid?: number;
  readonly ask?: number;
  readonly mid?: number;
  readonly bidSize?: number;
  readonly askSize?: number;
  readonly volume?: number;
  readonly openInterest?: number;
  readonly gamma?: number;
  readonly delta?: number;
  readonly theta?: number;
  readonly rho?: number;
  readonly vega?: number;
  /** Implied volatility, shown as a percent. */
  readonly impliedVolatility?: number;
  readonly inTheMoney: boolean;
  readonly date?: string;
  readonly time?: string;
}

/** One expiration with its calls and puts (spec 3 §3). */
export interface OptionExpiration {
  readonly expirationDate: string;
  readonly daysToExpire?: number;
  readonly optionCycle?: string;
  readonly calls: OptionContract[];
  readonly puts: OptionContract[];
}

/**
 * The underlying the chain was priced on, when the server says (the reference backend does): its last price,
 * the model inputs, and where the chain came from ('model' for a chain derived from the symbol's own bars).
 */
export interface OptionUnderlying {
  readonly symbol: string;
  readonly last: number;
  /** Annualised historical volatility of the daily closes, a fraction. */
  readonly historicalVolatility: number;
  readonly riskFreeRate: number;
  readonly dividendYield: number;
  readonly source?: string;
}

/** A parsed options reply. */
export interface OptionChain {
  readonly expirations: OptionExpiration[];
  readonly underlying?: OptionUnderlying;
  readonly lastEarningsDate?: string;
  readonly nextEarningsDate?: string;
  /** Contracts skipped for an invalid Symbol. */
  readonly skipped: number;
}

const contractSchema = z.object({
  Symbol: z.string().refine((symbol) => symbol !== '' && !/^\d/.test(symbol)),
  StrikePrice: optionalNumberField,
  Bid: optionalNumberField,
  Ask: optionalNumberField,
  Mid: optionalNumberField,
  BidSize: optionalNumberField,
  AskSize: optionalNumberField,
  Volume: optionalNumberField,
  OpenInterest: optionalNumberField,
  Gamma: optionalNumberField,
  Delta: optionalNumberField,
  Theta: optionalNumberField,
  Rho: optionalNumberField,
  Vega: optionalNumberField,
  ImpVol: optionalNumberField,
  InTheMoney: z.unknown().optional(),
  Date: optionalTextField,
  Time: optionalTextField,
});

/** The get-options reply (spec 3 §7). */
export const RawOptionsReplySchema = z.object({
  success: z.literal(true),
  options: z.object({
    Expirations: z.array(z.unknown()),
    LastEarningsDate: optionalTextField,
    NextEarningsDate: optionalTextField,
    Underlying: z.unknown().optional(),
  }),
});

const underlyingSchema = z.object({
  Symbol: z.string().min(1),
  Last: z.number().positive().finite(),
  HistoricalVolatility: z.number().positive().finite(),
  RiskFreeRate: z.number().finite(),
  DividendYield: z.number().min(0).finite(),
  Source: optionalTextField,
});

function underlyingOf(raw: unknown): OptionUnderlying | undefined {
  const parsed = underlyingSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const u = parsed.data;
  return {
    symbol: u.Symbol,
    last: u.Last,
    historicalVolatility: u.HistoricalVolatility,
    riskFreeRate: u.RiskFreeRate,
    dividendYield: u.DividendYield,
    ...(u.Source ? { source: u.Source } : {}),
  };
}

function contracts(raw: unknown, counter: { skipped: number }): OptionContract[] {
  if (!Array.isArray(raw)) return [];
  const result: OptionContract[] = [];
  for (const entry of raw) {
    const parsed = contractSchema.safeParse(entry);
    if (!parsed.success) {
      counter.skipped += 1;
      continue;
    }
    const c = parsed.data;
    const contract = {
      symbol: c.Symbol,
      strikePrice: c.StrikePrice,
      bid: c.Bid,
      ask: c.Ask,
      mid: c.Mid,
      bidSize: c.BidSize,
      askSize: c.AskSize,
      volume: c.Volume,
      openInterest: c.OpenInterest,
      gamma: c.Gamma,
      delta: c.Delta,
      theta: c.Theta,
      rho: c.Rho,
      vega: c.Vega,
      impliedVolatility: c.ImpVol,
      inTheMoney: c.InTheMoney === true || c.InTheMoney === 'true' || c.InTheMoney === 'Y',
      date: c.Date,
      time: c.Time,
    };
    result.push(
      Object.fromEntries(
        Object.entries(contract).filter(([, value]) => value !== undefined),
      ) as unknown as OptionContract,
    );
  }
  return result;
}

const expirationSchema = z.object({
  ExpirationDate: z.string().min(1),
  DaysToExpire: optionalNumberField,
  OptionCycle: optionalTextField,
  Calls: z.unknown().optional(),
  Puts: z.unknown().optional(),
});

/** Parses a get-options reply (spec 3 §5); throws ModelParseError when its shape is wrong. */
export function parseOptionChain(raw: unknown): OptionChain {
  const reply = RawOptionsReplySchema.safeParse(raw);
  if (!reply.success)
    throw new ModelParseError('options', 'expected success true, an options object and an Expirations array');
  const counter = { skipped: 0 };
  const expirations: OptionExpiration[] = [];
  for (const entry of reply.data.options.Expirations) {
    const parsed = expirationSchema.safeParse(entry);
    if (!parsed.success) {
      counter.skipped += 1;
      continue;
    }
    const e = parsed.data;
    expirations.push({
      expirationDate: e.ExpirationDate,
      ...(e.DaysToExpire !== undefined ? { daysToExpire: e.DaysToExpire } : {}),
      ...(e.OptionCycle !== undefined ? { optionCycle: e.OptionCycle } : {}),
      calls: contracts(e.Calls, counter),
      puts: contracts(e.Puts, counter),
    });
  }
  const underlying = underlyingOf(reply.data.options.Underlying);
  return {
    expirations,
    ...(underlying ? { underlying } : {}),
    ...(reply.data.options.LastEarningsDate ? { lastEarningsDate: reply.data.options.LastEarningsDate } : {}),
    ...(reply.data.options.NextEarningsDate ? { nextEarningsDate: reply.data.options.NextEarningsDate } : {}),
    skipped: counter.skipped,
  };
}

/** The strike range of two slider values in either order: the smaller is the minimum (spec 3 §5). */
export function strikeRange(a: number, b: number): { readonly min: number; readonly max: number } {
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** The lowest and highest strike of an expiration, or null when it has none. */
export function strikeBounds(
  expiration: OptionExpiration,
): { readonly min: number; readonly max: number } | null {
  const strikes = [...expiration.calls, ...expiration.puts]
    .map((contract) => contract.strikePrice)
    .filter((strike): strike is number => strike !== undefined);
  if (strikes.length === 0) return null;
  return { min: Math.min(...strikes), max: Math.max(...strikes) };
}
