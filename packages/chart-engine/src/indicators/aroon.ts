import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';

/** Aroon lines. */
export interface AroonLines {
  readonly up: Float64Array;
  readonly down: Float64Array;
}

/** Bars since the window's extreme, over windows of `size` bars ending at each bar (monotonic deque, O(n)). */
function barsSinceExtreme(values: Float64Array, size: number, max: boolean): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    // Ties pop the older bar, so the most recent equal extreme counts (fewer bars since it).
    if (max) {
      while (tail > head && values[deque[tail - 1]!]! <= v) tail--;
    } else {
      while (tail > head && values[deque[tail - 1]!]! >= v) tail--;
    }
    deque[tail++] = i;
    if (deque[head]! <= i - size) head++;
    if (i >= size - 1) out[i] = i - deque[head]!;
  }
  return out;
}

/**
 * Aroon (Chande, ChartSchool): Aroon-Up = (period - bars since the period's highest high) / period × 100,
 * Aroon-Down likewise with the lowest low. The look-back spans period + 1 bars (today and `period` before),
 * so the value runs the full 0..100; first value at bar `period`.
 */
export function calculateAroon(bars: Bars, length: number): AroonLines {
  const sinceHigh = barsSinceExtreme(bars.high, length + 1, true);
  const sinceLow = barsSinceExtreme(bars.low, length + 1, false);
  const n = bars.close.length;
  const up = nanArray(n);
  const down = nanArray(n);
  for (let i = length; i < n; i++) {
    up[i] = ((length - sinceHigh[i]!) / length) * 100;
    down[i] = ((length - sinceLow[i]!) / length) * 100;
  }
  return { up, down };
}

/** Aroon indicator (Up and Down), default 25. */
export const aroonIndicator = defineIndicator({
  id: 'aroon',
  label: 'Aroon',
  parameters: [period('period', 25)],
  calculate: (p, bars) => ({ ...calculateAroon(bars, p.period) }),
});

/** Aroon Oscillator (Aroon-Up - Aroon-Down), default 25. */
export const aroonOscillatorIndicator = defineIndicator({
  id: 'aroonOscillator',
  label: 'Aroon Oscillator',
  parameters: [period('period', 25)],
  calculate: (p, bars) => {
    const { up, down } = calculateAroon(bars, p.period);
    const oscillator = new Float64Array(up.length);
    for (let i = 0; i < up.length; i++) oscillator[i] = up[i]! - down[i]!;
    return { aroonOscillator: oscillator };
  },
});
