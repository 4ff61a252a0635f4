/**
 * Bounds on every size that input decides (extra bars, bricks, boxes, comparison symbols, panels, pixel
 * sizes), derived from what a chart of a given pixel size can draw. core's validation and chart-engine both
 * check them, so that no style, query or request can make a render allocate without limit.
 */
import { chartSizeDimensions } from '../../catalogues/chart-sizes';
import { MAX_INDICATORS } from '../../catalogues/indicators';
import { MAX_OVERLAYS } from '../../catalogues/overlays';
import type { ChartSettings } from '../../model/chart-settings';
import { MAX_COMPARISON_SYMBOLS } from './symbols';

/** The smallest and largest image side, in pixels, that a chart is drawn at. */
export const CHART_PIXEL_RANGE = { min: 50, max: 10_000 } as const;

/** The narrowest slot a bar, brick or box can be drawn in, in pixels: finer ones cannot be told apart. */
export const MIN_SLOT_PIXELS = 1;

/**
 * How many computed bars (bricks, lines, history for indicators) a chart may hold per drawable slot: enough
 * for every range of a full history, small enough that a render stays within a few tens of megabytes.
 */
export const COMPUTED_BARS_PER_SLOT = 100;

/** How many slots a chart of this width can draw (one per {@link MIN_SLOT_PIXELS}). */
export function maxDrawableSlots(widthPx: number): number {
  const width = Number.isFinite(widthPx) ? Math.min(CHART_PIXEL_RANGE.max, Math.max(0, widthPx)) : 0;
  return Math.max(1, Math.floor(width / MIN_SLOT_PIXELS));
}

/** The largest extra-bars value a chart of this width can draw: each empty slot takes at least one pixel. */
export function maxDrawableExtraBars(widthPx: number): number {
  return maxDrawableSlots(widthPx);
}

/** The most bricks, lines or bars a chart of this width may compute before drawing. */
export function maxComputedBars(widthPx: number): number {
  return maxDrawableSlots(widthPx) * COMPUTED_BARS_PER_SLOT;
}

/** The most point-and-figure box rows a chart of this height can draw (one pixel each at the least). */
export function maxPointAndFigureRows(heightPx: number): number {
  return maxDrawableSlots(heightPx);
}

/**
 * How many bricks of `boxSize` the price path of `highs`/`lows` can make at most: every move of one box
 * between consecutive bars can make one brick, so the path's travel divided by the box bounds the count.
 */
export function estimateBrickCount(
  highs: ArrayLike<number>,
  lows: ArrayLike<number>,
  boxSize: number,
): number {
  if (!(boxSize > 0) || !Number.isFinite(boxSize)) return Infinity;
  let travel = 0;
  for (let i = 0; i < highs.length; i++) {
    const high = highs[i] as number;
    const low = lows[i] as number;
    travel += Math.abs(high - low);
    if (i > 0) {
      const previousHigh = highs[i - 1] as number;
      const previousLow = lows[i - 1] as number;
      travel += Math.max(Math.abs(high - previousLow), Math.abs(previousHigh - low));
    }
  }
  return travel / boxSize + 1;
}

/**
 * The point-and-figure rows a price span needs at a box size; the caller compares it with
 * {@link maxPointAndFigureRows}.
 */
export function pointAndFigureRows(lowest: number, highest: number, boxSize: number): number {
  if (!(boxSize > 0) || !Number.isFinite(boxSize) || !Number.isFinite(highest - lowest)) return Infinity;
  return Math.abs(highest - lowest) / boxSize + 3;
}

/** The pixel width and height a chart of these settings is drawn at, given an explicit size or not. */
export function chartPixelSize(
  settings: Pick<ChartSettings, 'chartSize' | 'customWidth' | 'customHeight'>,
  size: { readonly width?: number | undefined; readonly height?: number | undefined } = {},
): { readonly width: number; readonly height: number } {
  const dimensions = chartSizeDimensions(settings);
  return { width: size.width ?? dimensions.width, height: size.height ?? dimensions.height };
}

const inPixelRange = (value: number): boolean =>
  Number.isFinite(value) && value >= CHART_PIXEL_RANGE.min && value <= CHART_PIXEL_RANGE.max;

/**
 * Every bound a chart's settings break at a pixel size, each as a sentence naming the field and the bound;
 * an empty list means the chart can be drawn. Bounds that depend on the bars (bricks, boxes) are checked by
 * the engine with {@link estimateBrickCount} and {@link pointAndFigureRows}.
 * @example drawableSettingsProblems({ ...settings, rangeExtraBars: 2147483647 }, { width: 900 })
 */
export function drawableSettingsProblems(
  settings: ChartSettings,
  size: { readonly width?: number | undefined; readonly height?: number | undefined } = {},
): string[] {
  const problems: string[] = [];
  const { width, height } = chartPixelSize(settings, size);
  if (!inPixelRange(width) || !inPixelRange(height)) {
    problems.push(
      `The chart size must be from ${CHART_PIXEL_RANGE.min} to ${CHART_PIXEL_RANGE.max} pixels each way (got ${width} by ${height}).`,
    );
    return problems;
  }
  const extra = settings.rangeExtraBars;
  const maxExtra = maxDrawableExtraBars(width);
  if (!Number.isFinite(extra) || extra < 0 || extra > maxExtra) {
    problems.push(`Extra bars must be from 0 to ${maxExtra} at a width of ${width} pixels (got ${extra}).`);
  }
  if (settings.perfChartSymbols.length > MAX_COMPARISON_SYMBOLS) {
    problems.push(
      `A chart compares at most ${MAX_COMPARISON_SYMBOLS} symbols (got ${settings.perfChartSymbols.length}).`,
    );
  }
  if (settings.sortedIndicators.length > MAX_INDICATORS) {
    problems.push(
      `A chart has at most ${MAX_INDICATORS} indicators (got ${settings.sortedIndicators.length}).`,
    );
  }
  if (settings.sortedOverlays.length > MAX_OVERLAYS) {
    problems.push(`A chart has at most ${MAX_OVERLAYS} overlays (got ${settings.sortedOverlays.length}).`);
  }
  return problems;
}
