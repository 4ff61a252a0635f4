import type { Bars, ChartSettings, ChartEngineType } from '@chartbench/core';
import { calculateIndicator } from '../indicators/index';
import { cumulative } from './cumulative';
import { heikinAshi } from './heikin-ashi';
import { percentFrom } from './performance';
import { kagi, type KagiSeries } from './kagi';
import { renko } from './renko';
import { threeLineBreak } from './three-line-break';

export { heikinAshi } from './heikin-ashi';
export { cumulative } from './cumulative';
export { renko } from './renko';
export { kagi, type KagiSeries } from './kagi';
export { threeLineBreak } from './three-line-break';
export { percentFrom, alignCloses, perfChartLines, type PerformanceLine } from './performance';

/** Chart types whose bars are not one per period (bricks and lines): the x axis counts bricks, not days. */
export const AGGREGATED_TYPES: ReadonlySet<ChartEngineType> = new Set(['renko', 'kagi', 'threeLineBreak']);

/** The last defined ATR of the bars, for ATR-sized bricks and reversals. */
export function latestAtr(bars: Bars, period: number): number {
  const atr = calculateIndicator('atr', String(Math.max(1, Math.round(period))), bars).atr;
  if (!atr) return NaN;
  for (let i = atr.length - 1; i >= 0; i--) if (Number.isFinite(atr[i] as number)) return atr[i] as number;
  return NaN;
}

/** Box size of a Renko chart (spec 2 §3, §9): the points value, or the latest ATR of that period. */
export function renkoBoxSize(
  settings: Pick<ChartSettings, 'renkoUnit' | 'renkoBoxSize'>,
  history: Bars,
): number {
  const size =
    settings.renkoUnit === 'atr' ? latestAtr(history, settings.renkoBoxSize) : settings.renkoBoxSize;
  // Too few bars for an ATR: fall back to 1% of the last close so the chart still draws.
  return size > 0 && Number.isFinite(size) ? size : Math.max(1e-9, (history.close.at(-1) ?? 1) * 0.01);
}

/** The reversal amount of a Kagi chart at a price (spec 2 §3, §9): points, percent of price, or latest ATR. */
export function kagiReversalAmount(
  settings: Pick<ChartSettings, 'kagiUnit' | 'kagiReversal'>,
  history: Bars,
): (i: number, price: number) => number {
  if (settings.kagiUnit === 'percentage')
    return (_i, price) => (Math.abs(price) * settings.kagiReversal) / 100;
  const size =
    settings.kagiUnit === 'atr' ? latestAtr(history, settings.kagiReversal) : settings.kagiReversal;
  const amount =
    size > 0 && Number.isFinite(size) ? size : Math.max(1e-9, (history.close.at(-1) ?? 1) * 0.01);
  return () => amount;
}

/** The Performance chart type: open, high, low and close as percent change from the first bar's close. */
export function percentBars(bars: Bars): Bars {
  const base = bars.close[0] ?? NaN;
  return {
    time: bars.time,
    volume: bars.volume,
    open: percentFrom(bars.open, base),
    high: percentFrom(bars.high, base),
    low: percentFrom(bars.low, base),
    close: percentFrom(bars.close, base),
  };
}

/** The main series of a chart after its chart type's transform. */
export interface TransformedSeries {
  readonly bars: Bars;
  /** Present for Kagi: thickness per line. */
  readonly kagi?: KagiSeries;
}

/**
 * Applies the chart type's transform (spec 1 §3.3 Aggregated group and Cumulative): Heikin-Ashi and Cumulative
 * keep one bar per period; Renko, Kagi and Three Line Break turn `bars` (the visible bars) into bricks or lines,
 * sized from `history` (all bars) where the unit is ATR. Other types draw the bars as they are.
 */
export function transformSeries(
  type: ChartEngineType,
  settings: ChartSettings,
  bars: Bars,
  history: Bars,
): TransformedSeries {
  switch (type) {
    case 'heikinAshi':
      return { bars: heikinAshi(bars) };
    case 'cumulative':
      return { bars: cumulative(bars) };
    case 'performance':
      return { bars: percentBars(bars) };
    case 'renko':
      return { bars: renko(bars, renkoBoxSize(settings, history), settings.renkoPriceField) };
    case 'threeLineBreak':
      return { bars: threeLineBreak(bars) };
    case 'kagi': {
      const series = kagi(bars, kagiReversalAmount(settings, history), settings.kagiPriceField);
      return { bars: series.bars, kagi: series };
    }
    default:
      return { bars };
  }
}
