import { INSPECTOR_CONSTANTS } from '../../catalogues/inspector-constants';
import type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';

/** Spacing variation (px) above which bars are read in candle-volume mode (spec 3 §5). */
export const CANDLE_VOLUME_SPACING_VARIATION = INSPECTOR_CONSTANTS.candleVolumeSpacingVariation;
/** Height (px) from which a panel counts as a horizontal-axis panel (spec 3 §5). */
export const HORIZONTAL_AXIS_PANEL_MIN_HEIGHT = INSPECTOR_CONSTANTS.horizontalAxisPanelMinHeightPx;
/** The narrowest bar the inspector works with, in px (spec 3 §5). */
export const MIN_INSPECTOR_BAR_WIDTH = INSPECTOR_CONSTANTS.minBarWidthPx;

/** Minutes per bar of the intraday period letters (inspector-format.md). */
export const INTRADAY_PERIOD_LETTERS: Readonly<Record<string, number>> = {
  J: 1,
  I: 5,
  H: 10,
  G: 15,
  F: 30,
  E: 60,
};

/** True when the bar spacing varies by more than 3 px, as in EquiVolume and CandleVolume charts (spec 3 §5). */
export function isCandleVolumeMode(bars: readonly InspectorBar[]): boolean {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < bars.length; i += 1) {
    const spacing = (bars[i]?.barIndex ?? 0) - (bars[i - 1]?.barIndex ?? 0);
    if (spacing < min) min = spacing;
    if (spacing > max) max = spacing;
  }
  return bars.length > 2 && max - min > CANDLE_VOLUME_SPACING_VARIATION;
}

/** True when the panel is tall enough (21 px) to carry the crosshair's date label (spec 3 §5). */
export function isHorizontalAxisPanel(panel: InspectorPanel): boolean {
  return panel.minY - panel.maxY >= HORIZONTAL_AXIS_PANEL_MIN_HEIGHT;
}

/** The bar width in px: the median bar spacing (the plot width for one bar), at least 1 (spec 3 §5). */
export function inspectorBarWidth(data: InspectorData): number {
  if (data.bars.length < 2) return Math.max(MIN_INSPECTOR_BAR_WIDTH, data.plotRight - data.plotLeft);
  const spacings: number[] = [];
  for (let i = 1; i < data.bars.length; i += 1)
    spacings.push((data.bars[i]?.barIndex ?? 0) - (data.bars[i - 1]?.barIndex ?? 0));
  spacings.sort((a, b) => a - b);
  return Math.max(MIN_INSPECTOR_BAR_WIDTH, spacings[Math.floor(spacings.length / 2)] ?? 0);
}

/** Decimals for a panel's Y values: 4, 3 or 2 as range/20 falls below 0.01 or 0.1 (spec 3 §5). */
export function inspectorValueDecimals(panel: Pick<InspectorPanel, 'maxValue' | 'minValue'>): number {
  const step = Math.abs(panel.maxValue - panel.minValue) / 20;
  if (step < 0.01) return 4;
  if (step < 0.1) return 3;
  return 2;
}

/** True for intraday period codes: the letters J I H G F E or a number of minutes (spec 3 §5). */
export function isIntradayInspectorPeriod(period: string): boolean {
  return period in INTRADAY_PERIOD_LETTERS || /^[1-9]\d*$/.test(period);
}

/** The value at pixel row `y` of a panel, linear or logarithmic, clamped to nothing (extrapolates). */
export function inspectorValueAtY(panel: InspectorPanel, y: number): number {
  const t = (y - panel.maxY) / (panel.minY - panel.maxY);
  if (panel.isLog) {
    const top = Math.log(panel.maxValue);
    return Math.exp(top + (Math.log(panel.minValue) - top) * t);
  }
  return panel.maxValue + (panel.minValue - panel.maxValue) * t;
}

/** The panel under pixel row `y`, if any. */
export function inspectorPanelAtY(data: InspectorData, y: number): InspectorPanel | undefined {
  return data.panels.find((p) => y >= p.maxY && y <= p.minY);
}

/**
 * The index of the bar under pixel column `x`: the nearest bar centre (binary search, so it also serves
 * candle-volume mode, where bars differ in width); between two bars the nearer one always answers, and past the
 * first or last bar only within a bar width. -1 outside the plot or beyond that.
 */
export function inspectorBarAtX(data: InspectorData, x: number): number {
  const { bars } = data;
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last || x < data.plotLeft || x > data.plotRight) return -1;
  if (x < first.barIndex) return first.barIndex - x <= inspectorBarWidth(data) ? 0 : -1;
  if (x > last.barIndex) return x - last.barIndex <= inspectorBarWidth(data) ? bars.length - 1 : -1;
  let lo = 0;
  let hi = bars.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bars[mid]?.barIndex ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  const before = Math.max(0, lo - 1);
  const distance = (i: number) => Math.abs((bars[i]?.barIndex ?? 0) - x);
  return distance(before) <= distance(lo) ? before : lo;
}
