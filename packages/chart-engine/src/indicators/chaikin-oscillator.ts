import type { Bars } from '@chartbench/core';
import { calculateAdLine } from './ad-line';
import { defineIndicator, period } from './parameters';
import { subtract } from './primitives/arrays';
import { ema } from './primitives/moving-averages';

/** Chaikin Oscillator (ChartSchool): EMA(fast) of the A/D line - EMA(slow) of the A/D line. */
export function calculateChaikinOscillator(bars: Bars, fast: number, slow: number): Float64Array {
  const adl = calculateAdLine(bars);
  return subtract(ema(adl, fast), ema(adl, slow));
}

/** Chaikin Oscillator indicator, default 3,10. */
export const chaikinOscillatorIndicator = defineIndicator({
  id: 'chaikinOscillator',
  label: 'Chaikin Oscillator',
  parameters: [period('fast', 3), period('slow', 10, 2)],
  check: (p) => (p.fast >= p.slow ? `fast (${p.fast}) must be shorter than slow (${p.slow})` : undefined),
  calculate: (p, bars) => ({ chaikinOscillator: calculateChaikinOscillator(bars, p.fast, p.slow) }),
});
