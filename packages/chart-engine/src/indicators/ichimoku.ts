import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { rollingMax, rollingMin } from './primitives/windows';

/** Ichimoku lines; every line is `bars + displacement` long so the cloud can be drawn into the future. */
export interface IchimokuLines {
  readonly conversion: Float64Array;
  readonly base: Float64Array;
  readonly spanA: Float64Array;
  readonly spanB: Float64Array;
  readonly lagging: Float64Array;
}

function midpoint(bars: Bars, length: number): Float64Array {
  const highest = rollingMax(bars.high, length);
  const lowest = rollingMin(bars.low, length);
  for (let i = 0; i < highest.length; i++) highest[i] = (highest[i]! + lowest[i]!) / 2;
  return highest;
}

/**
 * Ichimoku Cloud (ChartSchool): conversion (Tenkan) = midpoint of the `conversion`-bar high/low, base (Kijun)
 * = midpoint of the `base`-bar high/low, span A = (conversion + base) / 2 and span B = midpoint of the
 * `spanB`-bar high/low, both plotted `displacement` bars ahead; lagging (Chikou) = the close plotted
 * `displacement` bars back. Arrays have `bars + displacement` slots: slots past the last bar are the extra
 * future period, where only the spans have values.
 */
export function calculateIchimoku(
  bars: Bars,
  conversion: number,
  base: number,
  spanB: number,
  displacement: number,
): IchimokuLines {
  const n = bars.close.length;
  const size = n + displacement;
  const conversionLine = nanArray(size);
  const baseLine = nanArray(size);
  const spanALine = nanArray(size);
  const spanBLine = nanArray(size);
  const lagging = nanArray(size);
  const tenkan = midpoint(bars, conversion);
  const kijun = midpoint(bars, base);
  const senkouB = midpoint(bars, spanB);
  conversionLine.set(tenkan);
  baseLine.set(kijun);
  for (let i = 0; i < n; i++) {
    spanALine[i + displacement] = (tenkan[i]! + kijun[i]!) / 2;
    spanBLine[i + displacement] = senkouB[i]!;
    if (i >= displacement) lagging[i - displacement] = bars.close[i]!;
  }
  return { conversion: conversionLine, base: baseLine, spanA: spanALine, spanB: spanBLine, lagging };
}

/** Ichimoku Cloud overlay, default 9,26,52 with the extra (displacement) period 26. */
export const ichimokuIndicator = defineIndicator({
  id: 'ichimoku',
  label: 'Ichimoku Cloud',
  parameters: [
    period('conversion', 9),
    period('base', 26),
    period('spanB', 52),
    period('displacement', 26, 0),
  ],
  calculate: (p, bars) => ({ ...calculateIchimoku(bars, p.conversion, p.base, p.spanB, p.displacement) }),
});
