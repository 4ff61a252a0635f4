import type { MarketData } from './market-data';
import { CALENDARS, isTradingDay, localDayOf } from './calendar';
import { DAY_MS, isoFromDay, nthWeekday, weekday } from './days';
import { fundamentalsOf, hasFundamentals } from './fundamentals';
import { blackScholes, impliedVolatility } from './black-scholes';
import { hashString, uniform } from './random';
import { wallClockMs } from './timezone';

/** The risk-free rate the chains are priced with. */
export const RISK_FREE_RATE = 0.043;

const FRIDAY = 5;

/** One expiration of the chain in the reply's field names (spec 3 §3). */
export interface OptionExpirationRecord {
  ExpirationDate: string;
  DaysToExpire: number;
  OptionCycle: 'Weekly' | 'Monthly' | 'LEAPS';
  Calls: Record<string, unknown>[];
  Puts: Record<string, unknown>[];
}

/**
 * The underlying the chain is priced on. The reference backend has no options feed: it says so with Source
 * 'model' (strikes around the last close, volatility from the daily bars), and gives the inputs it used so the
 * workbench's strategy view prices what-ifs with the same model.
 */
export interface OptionsUnderlyingRecord {
  Symbol: string;
  Last: number;
  HistoricalVolatility: number;
  RiskFreeRate: number;
  DividendYield: number;
  Source: 'model';
}

/** The options payload of get-options. */
export interface OptionsPayload {
  Expirations: OptionExpirationRecord[];
  LastEarningsDate: string;
  NextEarningsDate: string;
  Underlying: OptionsUnderlyingRecord;
}

const round = (x: number, decimals = 2) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** An expiration Friday, moved to Thursday when the exchange is closed that Friday. */
function expiryDay(day: number): number {
  return isTradingDay('US', day) ? day : day - 1;
}

/** Expirations after `today`: four weeklies, six monthlies (third Fridays) and two January LEAPS. */
export function expirationDays(
  today: number,
): { day: number; cycle: OptionExpirationRecord['OptionCycle'] }[] {
  const year = new Date(today * DAY_MS).getUTCFullYear();
  const month = new Date(today * DAY_MS).getUTCMonth() + 1;
  const monthlies = new Set<number>();
  for (let k = 0; k < 8 && monthlies.size < 6; k++) {
    const day = expiryDay(
      nthWeekday(year + Math.floor((month - 1 + k) / 12), ((month - 1 + k) % 12) + 1, FRIDAY, 3),
    );
    if (day > today) monthlies.add(day);
  }
  const out: { day: number; cycle: OptionExpirationRecord['OptionCycle'] }[] = [];
  let friday = today + ((FRIDAY - weekday(today) + 7) % 7 || 7);
  while (out.length < 4) {
    const day = expiryDay(friday);
    if (day > today && !monthlies.has(day)) out.push({ day, cycle: 'Weekly' });
    friday += 7;
  }
  for (const day of monthlies) out.push({ day, cycle: 'Monthly' });
  for (const y of [year + 1, year + 2])
    out.push({ day: expiryDay(nthWeekday(y, 1, FRIDAY, 3)), cycle: 'LEAPS' });
  return out.sort((a, b) => a.day - b.day);
}

/** A strike step that gives a few dozen strikes around the price. */
export function strikeStep(price: number): number {
  if (price < 5) return 0.5;
  if (price < 50) return 1;
  if (price < 150) return 2.5;
  if (price < 500) return 5;
  if (price < 1500) return 10;
  return 50;
}

/** Annualised volatility of the last 30 daily closes. */
function realisedVolatility(close: Float64Array): number {
  const n = close.length;
  const returns: number[] = [];
  for (let i = Math.max(1, n - 30); i < n; i++) returns.push(Math.log((close[i] ?? 1) / (close[i - 1] ?? 1)));
  const mean = returns.reduce((a, b) => a + b, 0) / (returns.length || 1);
  const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, returns.length - 1);
  return Math.sqrt(variance * 252);
}

/** The OCC-style contract symbol: root, YYMMDD, C or P, strike × 1000 in eight digits. */
function contractSymbol(root: string, day: number, kind: 'C' | 'P', strike: number): string {
  return `${root}${isoFromDay(day).slice(2).replace(/-/g, '')}${kind}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
}

/**
 * The option chain of an optionable symbol (spec 3 §3, §7), derived from the symbol's own data as there is no
 * options feed: strikes around the last close, priced with Black-Scholes and a volatility smile around the
 * historical volatility of its last 30 daily closes; bids and asks straddle the model
 * price, the implied volatility is solved back from the mid, and the greeks come from the same model.
 * Undefined when the symbol is unknown or has no options.
 */
export function buildOptionChain(market: MarketData, symbol: string): OptionsPayload | undefined {
  const info = market.findSymbol(symbol);
  if (!info || !info.hasOptions || info.isEOD) return undefined;
  const quote = market.getQuote(info.symbol);
  const spot = quote.close;
  const now = market.now().getTime();
  const today = localDayOf('US', now);
  const bars = market.getBars(info.symbol, 'D', { start: now - 90 * DAY_MS });
  const historicalVol = realisedVolatility(bars.close);
  const baseVol = Math.min(2, Math.max(0.08, historicalVol * 1.1));
  const q = info.dividendYield / 100;
  const seed = hashString(`${info.symbol}#options`);
  const root = info.symbol.replace(/[^A-Z]/g, '');
  const step = strikeStep(spot);
  const center = Math.round(spot / step) * step;
  const local = new Date(wallClockMs(CALENDARS.US.zone, Math.min(now, quote.time)));
  const date = local.toISOString().slice(0, 10);
  const time = local.toISOString().slice(11, 19);
  const liquidity = Math.max(50, info.averageVolume / 2000);
  const expirations = expirationDays(today).map(({ day, cycle }, e): OptionExpirationRecord => {
    const daysToExpire = day - today;
    const years = Math.max(daysToExpire, 0.5) / 365;
    const calls: Record<string, unknown>[] = [];
    const puts: Record<string, unknown>[] = [];
    for (let k = -20; k <= 20; k++) {
      const strike = round(center + k * step, 2);
      if (strike <= 0) continue;
      const moneyness = Math.log(strike / spot);
      // A smile with a put skew; short expirations carry a little more volatility.
      const volatility =
        baseVol *
        (1 + 0.12 / Math.sqrt(years * 12 + 1)) *
        (1 - 0.35 * moneyness + 0.8 * moneyness * moneyness);
      const inputs = { spot, strike, years, rate: RISK_FREE_RATE, dividendYield: q };
      for (const kind of ['call', 'put'] as const) {
        const model = blackScholes(kind, { ...inputs, volatility });
        const half = Math.max(0.01, round(model.price * 0.015 + 0.01));
        const bid = Math.max(0, round(model.price - half));
        const ask = round(Math.max(model.price + half, bid + 0.01));
        const mid = round((bid + ask) / 2, 3);
        const implied = impliedVolatility(kind, mid, inputs, volatility) ?? volatility;
        const counter = e * 1000 + (k + 20) * 2 + (kind === 'call' ? 0 : 1);
        const openInterest = Math.round(
          liquidity *
            Math.exp(-((moneyness / 0.12) ** 2)) *
            (0.3 + 2 * uniform(seed, counter)) *
            (cycle === 'Monthly' ? 2 : 1),
        );
        const record = {
          Symbol: contractSymbol(root, day, kind === 'call' ? 'C' : 'P', strike),
          StrikePrice: strike,
          Bid: bid,
          Ask: ask,
          Mid: mid,
          BidSize: 1 + Math.floor(uniform(seed, counter + 500_000) * 50) * 10,
          AskSize: 1 + Math.floor(uniform(seed, counter + 700_000) * 50) * 10,
          Volume: Math.round(openInterest * 0.25 * uniform(seed, counter + 900_000)),
          OpenInterest: openInterest,
          Gamma: round(model.gamma, 4),
          Delta: round(model.delta, 4),
          Theta: round(model.theta, 4),
          Rho: round(model.rho, 4),
          Vega: round(model.vega, 4),
          // A fraction, as option data carries it (0.2534); the workbench shows it as a percent (spec 3 §9).
          ImpVol: round(implied, 4),
          InTheMoney: kind === 'call' ? strike < spot : strike > spot,
          Date: date,
          Time: time,
        };
        (kind === 'call' ? calls : puts).push(record);
      }
    }
    return {
      ExpirationDate: isoFromDay(day),
      DaysToExpire: daysToExpire,
      OptionCycle: cycle,
      Calls: calls,
      Puts: puts,
    };
  });
  const company = hasFundamentals(info) ? fundamentalsOf(info, today) : undefined;
  return {
    Expirations: expirations,
    LastEarningsDate: company?.lastEarningsDate ?? '',
    NextEarningsDate: company?.nextEarningsDate ?? '',
    Underlying: {
      Symbol: info.symbol,
      Last: spot,
      HistoricalVolatility: round(Math.min(2, Math.max(0.01, historicalVol)), 4),
      RiskFreeRate: RISK_FREE_RATE,
      DividendYield: round(q, 6),
      Source: 'model',
    },
  };
}
