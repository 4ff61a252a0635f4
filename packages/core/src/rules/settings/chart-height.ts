/**
 * The chart height rule (spec 3 §5): the size's base height, plus 0.35 of the base for every panel drawn at
 * the default height below or above the price panel, plus 73 px for the full-quote header.
 *
 * Interpretation: "volume-below" is the volume menu's Separate choice (a volume panel under the price); a
 * "default-height indicator" is an indicator row in its own panel (position above or below) whose height is
 * Auto. A row with an explicit height (1.0 ... 0.1) adds that fraction of the base instead. Rows drawn behind
 * the price or behind another indicator share a panel and add nothing; blank rows add nothing.
 */
import { chartSizeDimensions } from '../../catalogues/index';
import type { ChartSettings } from '../../model/chart-settings';

/** The share of the base height a default-height panel adds (spec 3 §5). */
export const DEFAULT_PANEL_HEIGHT_RATIO = 0.35;
/** The height of the full-quote header in px (spec 3 §5). */
export const FULL_QUOTE_HEIGHT = 73;

/** The height in px that one indicator row adds to the chart. */
export function indicatorPanelHeight(row: ChartSettings['sortedIndicators'][number], base: number): number {
  if (row.indicatorName === '' || (row.indicatorPosition !== 'above' && row.indicatorPosition !== 'below'))
    return 0;
  const ratio = row.indicatorHeight === 'auto' ? DEFAULT_PANEL_HEIGHT_RATIO : Number(row.indicatorHeight);
  return Number.isFinite(ratio) && ratio > 0 ? ratio * base : DEFAULT_PANEL_HEIGHT_RATIO * base;
}

/** The whole chart image height in px for the settings (spec 3 §5), rounded to a whole pixel. */
export function computeChartHeight(settings: ChartSettings): number {
  const base = chartSizeDimensions(settings).height;
  let height = base;
  if (settings.chartSettingsVolumeMenuValue === 'separate') height += DEFAULT_PANEL_HEIGHT_RATIO * base;
  for (const row of settings.sortedIndicators) height += indicatorPanelHeight(row, base);
  if (settings.fullQuote) height += FULL_QUOTE_HEIGHT;
  return Math.round(height);
}

/**
 * The base height that makes the whole chart image `imageHeight` px tall for the settings (spec 1 §4.5: a
 * resize drag sizes the image, while the Custom height is the price panel's base that spec 3 §5 adds the other
 * panels to). The nearest whole base within `limits`.
 */
export function baseHeightForImageHeight(
  settings: ChartSettings,
  imageHeight: number,
  limits: { readonly min: number; readonly max: number },
): number {
  const fixed = settings.fullQuote ? FULL_QUOTE_HEIGHT : 0;
  let factor = 1 + (settings.chartSettingsVolumeMenuValue === 'separate' ? DEFAULT_PANEL_HEIGHT_RATIO : 0);
  for (const row of settings.sortedIndicators) factor += indicatorPanelHeight(row, 1);
  const estimate = Math.round((imageHeight - fixed) / factor);
  // Rounding in computeChartHeight can put the estimate a pixel off: take the nearest of its neighbours.
  const heightAt = (base: number) =>
    computeChartHeight({ ...settings, chartSize: 'custom', customHeight: base });
  const candidates = [estimate - 1, estimate, estimate + 1].map((b) =>
    Math.min(limits.max, Math.max(limits.min, b)),
  );
  return candidates.reduce((best, b) =>
    Math.abs(heightAt(b) - imageHeight) < Math.abs(heightAt(best) - imageHeight) ? b : best,
  );
}
