/**
 * The stored values of the settings panel's option menus (spec 2 §3), as the brief fixes them. The catalogue
 * owns the menus (titles, order); these sets are what the rules accept when they read or compare settings.
 */
import type { BrickPriceField, GridStyle, IndicatorPosition, KagiUnit, LegendLevel, RenkoUnit, VolumeMenuValue } from '../../model/chart-settings';

/** Indicator positions (spec 2 §3). */
export const INDICATOR_POSITION_VALUES: readonly IndicatorPosition[] = ['above', 'behindPrice', 'below', 'behindIndicator'];
/** Volume menu values (spec 2 §3). */
export const VOLUME_MENU_VALUES: readonly VolumeMenuValue[] = ['overlay', 'separate', 'off'];
/** Legend levels (spec 2 §3). */
export const LEGEND_VALUES: readonly LegendLevel[] = ['off', 'minimal', 'default', 'verbose'];
/** Grid styles (spec 2 §3). */
export const GRID_VALUES: readonly GridStyle[] = ['off', 'normal', 'dashed', 'dense', 'darkNormal', 'darkDashed', 'darkDense'];
/** Kagi reversal units (spec 2 §3). */
export const KAGI_UNIT_VALUES: readonly KagiUnit[] = ['points', 'percentage', 'atr'];
/** Renko box units (spec 2 §3). */
export const RENKO_UNIT_VALUES: readonly RenkoUnit[] = ['points', 'atr'];
/** Kagi and Renko price fields (spec 2 §3). */
export const BRICK_PRICE_FIELD_VALUES: readonly BrickPriceField[] = ['highLow', 'close'];
/** Named line colours, 'auto' first (spec 2 §3). */
export const LINE_COLOR_VALUES: readonly string[] = [
  'auto', 'blue', 'cyan', 'purple', 'pink', 'red', 'orange', 'brown', 'gold', 'green', 'lime', 'black', 'gray',
  'lightGray', 'darkGray', 'white', 'yellow', 'magenta',
];
/** Indicator price styles (spec 2 §3). */
export const PRICE_STYLE_VALUES: readonly string[] = [
  'auto', 'candle', 'ohlc', 'ohlcThick', 'hlc', 'hlcThick', 'line', 'lineThick', 'dashed', 'dashedThick', 'dots',
  'area', 'histogram', 'invisible', 'cumulative', 'elderImpulse',
];
/** Overlay styles (spec 2 §3). */
export const OVERLAY_STYLE_VALUES: readonly string[] = [
  'auto', 'solidThin', 'solidNormal', 'solidThick', 'dashedThin', 'dashedNormal', 'dashedThick', 'histogram', 'area', 'dots',
];
/** Heights: Auto, then 1.0 down to 0.1 (spec 2 §3). */
export const HEIGHT_VALUES: readonly string[] = ['auto', ...Array.from({ length: 10 }, (_, i) => ((10 - i) / 10).toFixed(1))];
/** Opacities: Auto, then 1.0 down to 0.0 (spec 2 §3). */
export const OPACITY_VALUES: readonly string[] = ['auto', ...Array.from({ length: 11 }, (_, i) => ((10 - i) / 10).toFixed(1))];
/** PerfChart compare modes: percent change, or performance against the main symbol as baseline (spec 2 §3). */
export const COMPARE_MODE_VALUES = ['pct', 'perf'] as const;

/** Whether `value` is one of `values` (a typed membership test). */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
