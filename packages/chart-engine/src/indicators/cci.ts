import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';
import { typicalPrice } from './primitives/prices';
import { RankSums } from './primitives/rank-sums';

/**
 * Longest period CCI re-reads each window directly. Up to it the direct loop (a few operations per value,
 * no branches, read from cache) beats the ranked method, whose sort and tree walks cost about 0.7 to 0.9 µs a
 * bar whatever the period (cache misses in trees as long as the series). The direct loop costs about 1.5 ns
 * a bar per unit of period, so it reaches that bound near period 550: on the idle machine (1M bars,
 * `npm run bench -- catalogue`) period 200 took 323 ns direct against 693 ranked, period 1,000 took 1,499 ns
 * direct against 921 ranked. So the work per bar stays near that bound at every period up to the 5,000
 * allowed, instead of growing to 3 to 9 µs.
 */
export const CCI_DIRECT_MAX_PERIOD = 600;

/** CCI from the typical price and its SMA; `deviation` is the window's summed absolute deviation. */
function cciValue(tp: number, mean: number, deviation: number, length: number): number {
  const average = deviation / length;
  return average === 0 ? 0 : (tp - mean) / (0.015 * average);
}

/** Mean deviation by re-reading each window: O(n × period), fastest for short periods. */
function cciDirect(tp: Float64Array, average: Float64Array, length: number): Float64Array {
  const n = tp.length;
  const out = nanArray(n);
  for (let i = length - 1; i < n; i++) {
    const mean = average[i]!;
    let deviation = 0;
    for (let j = i - length + 1; j <= i; j++) deviation += Math.abs(tp[j]! - mean);
    out[i] = cciValue(tp[i]!, mean, deviation, length);
  }
  return out;
}

/**
 * Mean deviation from counts and sums below the mean: Σ|x - m| = (m·below - sumBelow) + (sumAbove - m·above),
 * the window's values kept in a {@link RankSums} tree, O(n log n) whatever the period. Non-finite values stay
 * out of the tree; the windows that hold one are NaN, as in the direct loop.
 */
function cciRanked(tp: Float64Array, average: Float64Array, length: number): Float64Array {
  const n = tp.length;
  const out = nanArray(n);
  const window = new RankSums(tp.map((v) => (Number.isFinite(v) ? v : 0)));
  // The window's total, compensated (Neumaier) like the tree's nodes.
  let total = 0;
  let carry = 0;
  const addTotal = (delta: number) => {
    const t = total + delta;
    carry += Math.abs(total) >= Math.abs(delta) ? total - t + delta : delta - t + total;
    total = t;
  };
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const v = tp[i]!;
    if (Number.isFinite(v)) {
      window.add(i);
      addTotal(v);
    } else bad++;
    if (i >= length) {
      const old = tp[i - length]!;
      if (Number.isFinite(old)) {
        window.remove(i - length);
        addTotal(-old);
      } else bad--;
    }
    if (i < length - 1 || bad > 0) continue;
    const mean = average[i]!;
    const sumBelow = window.sumBelow(mean);
    const below = window.count;
    const deviation = mean * below - sumBelow + (total + carry - sumBelow - mean * (length - below));
    out[i] = cciValue(v, mean, Math.max(0, deviation), length);
  }
  return out;
}

/**
 * Commodity Channel Index (Lambert, ChartSchool): (typical price - SMA of typical price) / (0.015 × mean
 * absolute deviation of typical price from that SMA). The deviation is measured around each window's own
 * average: short periods re-read the window, longer ones ({@link CCI_DIRECT_MAX_PERIOD}) use counts and sums
 * below the mean in O(log n) per bar; both agree within 1e-9.
 */
export function calculateCci(bars: Bars, length: number): Float64Array {
  const tp = typicalPrice(bars);
  const average = sma(tp, length);
  return length <= CCI_DIRECT_MAX_PERIOD ? cciDirect(tp, average, length) : cciRanked(tp, average, length);
}

/** The ranked method at any period (for tests and the bench, which compare it with the direct loop). */
export function calculateCciRanked(bars: Bars, length: number): Float64Array {
  const tp = typicalPrice(bars);
  return cciRanked(tp, sma(tp, length), length);
}

/** The direct method at any period (for tests and the bench). */
export function calculateCciDirect(bars: Bars, length: number): Float64Array {
  const tp = typicalPrice(bars);
  return cciDirect(tp, sma(tp, length), length);
}

/** CCI indicator, default 20. */
export const cciIndicator = defineIndicator({
  id: 'cci',
  label: 'CCI',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ cci: calculateCci(bars, p.period) }),
});
