import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { rollingMax, rollingMin } from './primitives/windows';

/**
 * Raw (fast) %K (Lane, ChartSchool): (close - lowest low) / (highest high - lowest low) × 100 over `period`
 * bars. A window with no range (highest = lowest) gives 50: the close is at both ends, so neither extreme.
 */
export function calculateStochasticK(bars: Bars, length: number): Float64Array {
  const { close } = bars;
  const n = close.length;
  const highest = rollingMax(bars.high, length);
  const lowest = rollingMin(bars.low, length);
  const out = nanArray(n);
  for (let i = length - 1; i < n; i++) {
    const range = highest[i]! - lowest[i]!;
    out[i] = range === 0 ? 50 : ((close[i]! - lowest[i]!) / range) * 100;
  }
  return out;
}

/** %K and %D lines of a stochastic oscillator. */
export interface StochasticLines {
  readonly k: Float64Array;
  readonly d: Float64Array;
}

/**
 * Full Stochastic (ChartSchool): %K = SMA(kSmoothing) of raw %K, %D = SMA(dPeriod) of %K. Fast is smoothing 1
 * and slow is smoothing 3 with the same %D.
 */
export function calculateStochastics(
  bars: Bars,
  length: number,
  kSmoothing: number,
  dPeriod: number,
): StochasticLines {
  const { high, low, close } = bars;
  const n = close.length;
  const k = new Float64Array(n);
  const d = new Float64Array(n);
  // Made before the loop: V8 compiles the loop while it runs (on-stack replacement), and an object first made
  // after it would have no type feedback there, so the compiled code would be thrown away at every call's end.
  const lines: StochasticLines = { k, d };
  // One pass, as stochasticsWithGaps below, without its NaN bookkeeping: a NaN in any column makes a raw %K
  // NaN, which leaves a running sum NaN for good, so one test at the end says whether that careful loop must
  // redo it. Without NaN both do the same additions in the same order, so the values are identical. The
  // window extremes come from blocks of `length` bars (van Herk / Gil-Werman); the suffix extremes carry one
  // slot more, -Infinity / Infinity, for the bar that ends a block (its window is the block itself), so no bar
  // tests its offset. The rings start at 0: subtracting 0 while a window fills changes no sum.
  const suffixHigh = new Float64Array(length + 1).fill(-Infinity);
  const suffixLow = new Float64Array(length + 1).fill(Infinity);
  const ringK = new Float64Array(kSmoothing);
  const ringD = new Float64Array(dPeriod);
  const rawStart = length - 1;
  const kStart = rawStart + kSmoothing - 1;
  const dStart = kStart + dPeriod - 1;
  const smoothsK = kSmoothing > 1;
  let slotK = 0;
  let sumK = 0;
  let slotD = 0;
  let sumD = 0;
  for (let blockStart = 0; blockStart < n; blockStart += length) {
    const blockEnd = Math.min(n, blockStart + length);
    let runHigh = -Infinity;
    let runLow = Infinity;
    for (let i = blockStart; i < blockEnd; i++) {
      runHigh = Math.max(runHigh, high[i]!);
      runLow = Math.min(runLow, low[i]!);
      const offset = i - blockStart + 1;
      const hi = Math.max(suffixHigh[offset]!, runHigh);
      const lo = Math.min(suffixLow[offset]!, runLow);
      const range = hi - lo;
      // Bars before the first full window compute a partial one here, never read.
      const raw = range === 0 ? 50 : ((close[i]! - lo) / range) * 100;
      if (i < rawStart) {
        k[i] = d[i] = NaN;
        continue;
      }
      let kValue = raw;
      if (smoothsK) {
        sumK += raw;
        sumK -= ringK[slotK]!;
        ringK[slotK] = raw;
        slotK = slotK + 1 === kSmoothing ? 0 : slotK + 1;
        kValue = sumK / kSmoothing;
        if (i < kStart) {
          k[i] = d[i] = NaN;
          continue;
        }
      }
      k[i] = kValue;
      sumD += kValue;
      sumD -= ringD[slotD]!;
      ringD[slotD] = kValue;
      slotD = slotD + 1 === dPeriod ? 0 : slotD + 1;
      d[i] = i < dStart ? NaN : sumD / dPeriod;
    }
    if (blockEnd - blockStart === length) {
      let h = -Infinity;
      let l = Infinity;
      for (let t = length - 1; t >= 0; t--) {
        h = suffixHigh[t] = Math.max(h, high[blockStart + t]!);
        l = suffixLow[t] = Math.min(l, low[blockStart + t]!);
      }
    }
  }
  return sumK === sumK && sumD === sumD ? lines : stochasticsWithGaps(bars, length, kSmoothing, dPeriod);
}

/**
 * {@link calculateStochastics} over bars holding NaN: the two SMAs count the NaN in their windows, as `sma`
 * does over a series with gaps.
 */
function stochasticsWithGaps(
  bars: Bars,
  length: number,
  kSmoothing: number,
  dPeriod: number,
): StochasticLines {
  const { high, low, close } = bars;
  const n = close.length;
  const k = new Float64Array(n);
  const d = new Float64Array(n);
  // One pass: the window extremes, raw %K, its smoothing and %D streamed, each value as the array forms give it
  // (calculateStochasticK, then sma twice); two arrays written instead of seven. The extremes come from blocks
  // of `length` bars (van Herk / Gil-Werman): a window is the end of the previous block plus the start of the
  // current one, so its highest is the larger of that block's suffix maximum and this block's running
  // maximum: three comparisons a bar whatever the period, none a branch the processor must guess (the
  // monotonic deque's pops are a coin toss on prices). Math.max and Math.min carry a NaN, so a window holding
  // one is NaN, as rollingMax gives it.
  const suffixHigh = new Float64Array(length);
  const suffixLow = new Float64Array(length);
  // The two SMAs stepped as `sma` steps them (running sum, NaN count), the values leaving read from rings.
  const ringK = new Float64Array(kSmoothing);
  const ringD = new Float64Array(dPeriod);
  let slotK = 0;
  let sumK = 0;
  let nanK = 0;
  let slotD = 0;
  let sumD = 0;
  let nanD = 0;
  for (let blockStart = 0; blockStart < n; blockStart += length) {
    const blockEnd = Math.min(n, blockStart + length);
    let runHigh = -Infinity;
    let runLow = Infinity;
    for (let i = blockStart; i < blockEnd; i++) {
      runHigh = Math.max(runHigh, high[i]!);
      runLow = Math.min(runLow, low[i]!);
      let raw = NaN;
      if (i >= length - 1) {
        // The window's part in the previous block starts at its offset i - blockStart + 1 (none when the
        // window is this whole block).
        const offset = i - blockStart + 1;
        const hi = offset < length ? Math.max(suffixHigh[offset]!, runHigh) : runHigh;
        const lo = offset < length ? Math.min(suffixLow[offset]!, runLow) : runLow;
        const range = hi - lo;
        raw = range === 0 ? 50 : ((close[i]! - lo) / range) * 100;
      }
      let kValue = raw;
      if (kSmoothing > 1) {
        if (raw !== raw) nanK++;
        else sumK += raw;
        if (i >= kSmoothing) {
          const old = ringK[slotK]!;
          if (old !== old) nanK--;
          else sumK -= old;
        }
        ringK[slotK] = raw;
        slotK = slotK + 1 === kSmoothing ? 0 : slotK + 1;
        kValue = i >= kSmoothing - 1 && nanK === 0 ? sumK / kSmoothing : NaN;
      }
      k[i] = kValue;
      if (kValue !== kValue) nanD++;
      else sumD += kValue;
      if (i >= dPeriod) {
        const old = ringD[slotD]!;
        if (old !== old) nanD--;
        else sumD -= old;
      }
      ringD[slotD] = kValue;
      slotD = slotD + 1 === dPeriod ? 0 : slotD + 1;
      d[i] = i >= dPeriod - 1 && nanD === 0 ? sumD / dPeriod : NaN;
    }
    if (blockEnd - blockStart === length) {
      let h = -Infinity;
      let l = Infinity;
      for (let t = length - 1; t >= 0; t--) {
        h = suffixHigh[t] = Math.max(h, high[blockStart + t]!);
        l = suffixLow[t] = Math.min(l, low[blockStart + t]!);
      }
    }
  }
  return { k, d };
}

/** Fast Stochastics: raw %K and its SMA, default 14,3. */
export const fastStochasticsIndicator = defineIndicator({
  id: 'fastStochastics',
  label: 'Fast Stochastics',
  parameters: [period('period', 14), period('dPeriod', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, 1, p.dPeriod) }),
});

/** Slow Stochastics: %K smoothed by the second parameter, %D its SMA of the same length, default 14,3. */
export const slowStochasticsIndicator = defineIndicator({
  id: 'slowStochastics',
  label: 'Slow Stochastics',
  parameters: [period('period', 14), period('smoothing', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, p.smoothing, p.smoothing) }),
});

/** Full Stochastics: look-back, %K smoothing and %D period, default 14,3,3. */
export const fullStochasticsIndicator = defineIndicator({
  id: 'fullStochastics',
  label: 'Full Stochastics',
  parameters: [period('period', 14), period('kSmoothing', 3), period('dPeriod', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, p.kSmoothing, p.dPeriod) }),
});
