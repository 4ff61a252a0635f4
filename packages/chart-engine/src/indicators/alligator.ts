import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { shift } from './primitives/arrays';
import { wilder } from './primitives/moving-averages';
import { medianPrice } from './primitives/prices';

/** Alligator lines, each `bars + largest offset` long so the displaced lines reach into the future. */
export interface AlligatorLines {
  readonly jaw: Float64Array;
  readonly teeth: Float64Array;
  readonly lips: Float64Array;
}

/** Alligator periods and forward offsets in catalogue order. */
export interface AlligatorParameters {
  readonly jawPeriod: number;
  readonly jawOffset: number;
  readonly teethPeriod: number;
  readonly teethOffset: number;
  readonly lipsPeriod: number;
  readonly lipsOffset: number;
}

/**
 * Williams Alligator (ChartSchool): jaw, teeth and lips are smoothed moving averages (SMMA, i.e. Wilder
 * smoothing) of the median price (high + low) / 2, shifted forward by their offsets.
 */
export function calculateAlligator(bars: Bars, p: AlligatorParameters): AlligatorLines {
  const median = medianPrice(bars);
  const size = bars.close.length + Math.max(p.jawOffset, p.teethOffset, p.lipsOffset);
  return {
    jaw: shift(wilder(median, p.jawPeriod), p.jawOffset, size),
    teeth: shift(wilder(median, p.teethPeriod), p.teethOffset, size),
    lips: shift(wilder(median, p.lipsPeriod), p.lipsOffset, size),
  };
}

/** Alligator overlay, default 13,8,8,5,5,3. */
export const alligatorIndicator = defineIndicator({
  id: 'alligator',
  label: 'Alligator',
  parameters: [
    period('jawPeriod', 13),
    period('jawOffset', 8, 0),
    period('teethPeriod', 8),
    period('teethOffset', 5, 0),
    period('lipsPeriod', 5),
    period('lipsOffset', 3, 0),
  ],
  calculate: (p, bars) => ({ ...calculateAlligator(bars, p) }),
});
