/**
 * Hand-written loops over Float64Arrays: the practical speed limit each Chartbench indicator is held to. Each
 * computes the same formula and writes the same output lines as the catalogue indicator (no NaN-gap handling,
 * no parameter parsing), in one pass where the formula allows it.
 */
import type { Bars } from '@chartbench/core';

/** SMA: running sum over `period` values. */
export function handSma(close: Float64Array, period: number): Float64Array {
  const n = close.length;
  const out = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += close[i]!;
    if (i >= period) sum -= close[i - period]!;
    out[i] = i >= period - 1 ? sum / period : NaN;
  }
  return out;
}

/** EMA seeded with the SMA of the first `period` values. */
export function handEma(close: Float64Array, period: number): Float64Array {
  const n = close.length;
  const out = new Float64Array(n);
  const alpha = 2 / (period + 1);
  let prev = 0;
  for (let i = 0; i < period; i++) {
    prev += close[i]!;
    out[i] = NaN;
  }
  prev /= period;
  out[period - 1] = prev;
  for (let i = period; i < n; i++) out[i] = prev += alpha * (close[i]! - prev);
  return out;
}

/** Wilder RSI. */
export function handRsi(close: Float64Array, period: number): Float64Array {
  const n = close.length;
  const out = new Float64Array(n);
  let gain = 0;
  let loss = 0;
  out[0] = NaN;
  for (let i = 1; i <= period; i++) {
    const c = close[i]! - close[i - 1]!;
    if (c > 0) gain += c;
    else loss -= c;
    out[i] = NaN;
  }
  gain /= period;
  loss /= period;
  out[period] = 100 - 100 / (1 + gain / loss);
  for (let i = period + 1; i < n; i++) {
    const c = close[i]! - close[i - 1]!;
    gain += ((c > 0 ? c : 0) - gain) / period;
    loss += ((c < 0 ? -c : 0) - loss) / period;
    out[i] = (100 * gain) / (gain + loss);
  }
  return out;
}

/** MACD line, signal and histogram in one pass. */
export function handMacd(close: Float64Array, fast: number, slow: number, signal: number): Float64Array[] {
  const n = close.length;
  const macd = new Float64Array(n);
  const sig = new Float64Array(n);
  const hist = new Float64Array(n);
  const af = 2 / (fast + 1);
  const as = 2 / (slow + 1);
  const ag = 2 / (signal + 1);
  let f = 0;
  let s = 0;
  for (let i = 0; i < slow; i++) {
    if (i < fast) f += close[i]!;
    if (i === fast - 1) f /= fast;
    if (i >= fast) f += af * (close[i]! - f);
    s += close[i]!;
    macd[i] = sig[i] = hist[i] = NaN;
  }
  s /= slow;
  let g = 0;
  for (let i = slow - 1; i < n; i++) {
    if (i >= slow) {
      f += af * (close[i]! - f);
      s += as * (close[i]! - s);
    }
    const m = f - s;
    macd[i] = m;
    const k = i - slow + 1;
    if (k < signal) {
      g += m;
      if (k === signal - 1) g /= signal;
      sig[i] = k === signal - 1 ? g : NaN;
    } else sig[i] = g += ag * (m - g);
    hist[i] = m - sig[i]!;
  }
  return [macd, sig, hist];
}

/** Bollinger Bands: middle, upper, lower in one pass (population deviation). */
export function handBollinger(close: Float64Array, period: number, k: number): Float64Array[] {
  const n = close.length;
  const middle = new Float64Array(n);
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  const anchor = close[0]!;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = close[i]! - anchor;
    sum += d;
    sumSq += d * d;
    if (i >= period) {
      const o = close[i - period]! - anchor;
      sum -= o;
      sumSq -= o * o;
    }
    if (i < period - 1) {
      middle[i] = upper[i] = lower[i] = NaN;
      continue;
    }
    const mean = sum / period;
    const dev = k * Math.sqrt(Math.max(sumSq / period - mean * mean, 0));
    middle[i] = mean + anchor;
    upper[i] = mean + anchor + dev;
    lower[i] = mean + anchor - dev;
  }
  return [middle, upper, lower];
}

/** ATR: Wilder smoothing of the true range, one pass. */
export function handAtr(bars: Bars, period: number): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  let atr = high[0]! - low[0]!;
  out[0] = NaN;
  for (let i = 1; i < n; i++) {
    const pc = close[i - 1]!;
    const tr = Math.max(high[i]!, pc) - Math.min(low[i]!, pc);
    if (i < period) {
      atr += tr;
      out[i] = NaN;
      if (i === period - 1) out[i] = atr /= period;
    } else out[i] = atr += (tr - atr) / period;
  }
  return out;
}

/** Full stochastics: %K over `period` (monotonic deques), smoothed %K and %D by running sums, one pass. */
export function handStochastics(bars: Bars, period: number, smooth: number, dPeriod: number): Float64Array[] {
  const { high, low, close } = bars;
  const n = close.length;
  const k = new Float64Array(n);
  const d = new Float64Array(n);
  const raw = new Float64Array(n);
  const maxQ = new Int32Array(n);
  const minQ = new Int32Array(n);
  let mh = 0;
  let mt = 0;
  let nh = 0;
  let nt = 0;
  let rawSum = 0;
  let kSum = 0;
  for (let i = 0; i < n; i++) {
    const h = high[i]!;
    const l = low[i]!;
    while (mt > mh && high[maxQ[mt - 1]!]! <= h) mt--;
    maxQ[mt++] = i;
    if (maxQ[mh]! <= i - period) mh++;
    while (nt > nh && low[minQ[nt - 1]!]! >= l) nt--;
    minQ[nt++] = i;
    if (minQ[nh]! <= i - period) nh++;
    const hi = high[maxQ[mh]!]!;
    const lo = low[minQ[nh]!]!;
    const r = hi === lo ? 50 : ((close[i]! - lo) / (hi - lo)) * 100;
    raw[i] = r;
    const first = period - 1;
    if (i >= first) rawSum += r;
    if (i >= first + smooth) rawSum -= raw[i - smooth]!;
    const kv = i >= first + smooth - 1 ? rawSum / smooth : NaN;
    k[i] = kv;
    const kFirst = first + smooth - 1;
    if (i >= kFirst) kSum += kv;
    if (i >= kFirst + dPeriod) kSum -= k[i - dPeriod]!;
    d[i] = i >= kFirst + dPeriod - 1 ? kSum / dPeriod : NaN;
  }
  return [k, d];
}
