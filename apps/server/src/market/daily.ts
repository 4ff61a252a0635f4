import { createBars, type Bars } from '@chartbench/core';
import type { SymbolInfo } from './types';
import { tradingDays } from './calendar';
import { DAY_MS, dayFromIso } from './days';
import { hashString, normal, normalPair, uniform } from './random';
import { ANCHOR_DATE } from './symbols/index';
import { sharedBars } from './shared-bars';

/** Daily bars of one symbol plus the day number of each bar. */
export interface DailySeries {
  readonly days: Int32Array;
  readonly bars: Bars;
}

const FIRST_DAY = dayFromIso('1990-01-02');
const ANCHOR_DAY = dayFromIso(ANCHOR_DATE);
const MARKET_SEED = hashString('chartbench:market');
const BREADTH_SEED = hashString('chartbench:nyse-breadth');
const STREAMS = { close: 1, open: 2, high: 3 } as const;

/** The first day a symbol's bars start: its listing day or 1990-01-02, whichever is later. */
export function firstDayOf(info: SymbolInfo): number {
  return Math.max(FIRST_DAY, dayFromIso(info.listed));
}

/** A slow, market-wide volatility regime (calm years and turbulent ones), the same for every symbol. */
function volatilityRegime(day: number): number {
  return Math.exp(
    0.25 * Math.sin((2 * Math.PI * day) / 1460 + 0.7) + 0.12 * Math.sin((2 * Math.PI * day) / 333 + 2.1),
  );
}

const SHOCK_FIRST_DAY = FIRST_DAY - 400;
let shockCache = new Float64Array(0);

/**
 * The broad-market shock of a day (standard normal), shared by every symbol so that they correlate; computed
 * once per day for the whole process.
 */
export function marketShock(day: number): number {
  const index = day - SHOCK_FIRST_DAY;
  if (index < 0) return normal(MARKET_SEED, day);
  if (index >= shockCache.length) {
    const grown = new Float64Array(index + 4000);
    grown.set(shockCache);
    for (let i = shockCache.length; i < grown.length; i++)
      grown[i] = normal(MARKET_SEED, SHOCK_FIRST_DAY + i);
    shockCache = grown;
  }
  return shockCache[index] ?? 0;
}

function correlationOf(info: SymbolInfo): number {
  if (info.kind === 'index' || info.kind === 'etf' || info.kind === 'fund')
    return Math.min(0.97, 0.75 + 0.2 * Math.abs(info.beta));
  if (info.kind === 'crypto') return 0.3;
  return Math.max(-0.9, Math.min(0.85, 0.25 + 0.35 * info.beta));
}

/** A symbol's seed for one of its random streams. */
export function symbolSeed(symbol: string, stream: number): number {
  return hashString(`${symbol}#${stream}`);
}

/**
 * Generates the daily bars of a symbol from its first day to `lastDay` (inclusive). Each day's random shocks
 * depend only on the symbol and the day, and prices are pinned to the catalogue price on the anchor day, so a
 * day's bar is the same whatever the last day is.
 */
export function generateDaily(info: SymbolInfo, lastDay: number): DailySeries {
  const first = firstDayOf(info);
  const days = tradingDays(info.calendar, first, Math.max(lastDay, ANCHOR_DAY));
  const n = days.length;
  const perYear = info.calendar === 'CRYPTO' ? 365 : 252;
  const dailyVol = info.volatility / Math.sqrt(perYear);
  const drift = info.growth / perYear;
  const rho = correlationOf(info);
  const idio = Math.sqrt(1 - rho * rho);
  const seeds = {
    close: symbolSeed(info.symbol, STREAMS.close),
    open: symbolSeed(info.symbol, STREAMS.open),
    high: symbolSeed(info.symbol, STREAMS.high),
  };
  const bars = createBars(n);
  const logClose = new Float64Array(n);
  const sigma = new Float64Array(n);
  let anchor = 0;
  for (let i = 0; i < n; i++) {
    const day = days[i] ?? 0;
    if (day <= ANCHOR_DAY) anchor = i;
    sigma[i] = dailyVol * volatilityRegime(day);
  }
  if (info.kind === 'volatility' || info.kind === 'breadth') {
    fillMeanReverting(info, days, sigma, logClose);
  } else {
    logClose[anchor] = Math.log(info.price);
    const shock = (i: number) => {
      const day = days[i] ?? 0;
      const z = Math.sign(rho || 1) * Math.abs(rho) * marketShock(day) + idio * normal(seeds.close, day);
      return drift + (sigma[i] ?? 0) * z;
    };
    for (let i = anchor + 1; i < n; i++) logClose[i] = (logClose[i - 1] ?? 0) + shock(i);
    for (let i = anchor - 1; i >= 0; i--) logClose[i] = (logClose[i + 1] ?? 0) - shock(i + 1);
  }
  const decimals = info.price >= 1 ? 100 : 10000;
  const round = (x: number) => Math.round(x * decimals) / decimals;
  const wicks = new Float64Array(2);
  const openVolume = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    const day = days[i] ?? 0;
    const s = sigma[i] ?? 0;
    normalPair(seeds.high, day, wicks);
    normalPair(seeds.open, day, openVolume);
    const close = Math.exp(logClose[i] ?? 0);
    const previousLog = i > 0 ? (logClose[i - 1] ?? 0) : (logClose[i] ?? 0) - s * 0.3 * (openVolume[0] ?? 0);
    const previous = Math.exp(previousLog);
    // Crypto trades without a break, so a day opens where the previous one closed.
    const open =
      info.kind === 'crypto' && i > 0 ? previous : previous * Math.exp(0.25 * s * (openVolume[0] ?? 0));
    const o = round(open);
    const c = round(close);
    const spread = info.kind === 'breadth' ? 0.08 : s;
    bars.time[i] = day * DAY_MS;
    bars.open[i] = o;
    bars.close[i] = c;
    bars.high[i] = round(Math.max(o, c) * Math.exp(Math.abs(wicks[0] ?? 0) * 0.55 * spread));
    bars.low[i] = round(Math.min(o, c) * Math.exp(-Math.abs(wicks[1] ?? 0) * 0.55 * spread));
    const move = Math.abs((logClose[i] ?? 0) - previousLog) / (s || 1);
    // Volume grows over the years (3% a year) and swells on big moves.
    const era = Math.exp(0.03 * ((day - ANCHOR_DAY) / 365));
    bars.volume[i] = Math.round(
      info.averageVolume * era * Math.exp(0.3 * (openVolume[1] ?? 0)) * (0.75 + 0.25 * move),
    );
  }
  const keep = upperIndex(days, lastDay);
  return { days: days.subarray(0, keep), bars: sharedBars(bars, keep) };
}

/** VIX-like levels (mean-reverting, rising when the market falls) and NYSE advancing/declining counts. */
function fillMeanReverting(
  info: SymbolInfo,
  days: Int32Array,
  sigma: Float64Array,
  logClose: Float64Array,
): void {
  const theta = Math.log(info.price);
  const seed = symbolSeed(info.symbol, STREAMS.close);
  let x = theta;
  for (let i = 0; i < days.length; i++) {
    const day = days[i] ?? 0;
    const m = marketShock(day);
    if (info.kind === 'volatility') {
      x = x + 0.06 * (theta - x) + 0.05 * normal(seed, day) - 0.06 * m * volatilityRegime(day);
      logClose[i] = x;
    } else {
      // Advancers and decliners share one breadth draw so that they mirror each other.
      const breadth = Math.tanh(0.9 * m + 0.25 * normal(BREADTH_SEED, day));
      const advancers = 1550 + 1050 * breadth * Math.sign(info.beta);
      logClose[i] = Math.log(Math.max(150, advancers + 40 * uniform(seed, day)));
    }
    sigma[i] = info.kind === 'volatility' ? 0.06 : 0.3;
  }
}

/** The number of leading days that are on or before `lastDay`. */
function upperIndex(days: Int32Array, lastDay: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? 0) <= lastDay) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
