/**
 * The stored values of the settings panel's option menus (spec 2 §3), taken from the catalogue's menus: the
 * sets the rules accept when they read or compare settings.
 */
import {
  BRICK_PRICE_FIELDS,
  COLORS,
  COMPARE_MODES,
  GRID_STYLES,
  HEIGHTS,
  INDICATOR_POSITIONS,
  KAGI_UNITS,
  LEGEND_LEVELS,
  OPACITIES,
  OVERLAY_STYLES,
  PRICE_STYLES,
  RENKO_UNITS,
  VOLUME_MENU,
} from '../../catalogues/index';

const values = <V>(menu: ReadonlyArray<{ readonly value: V }>): readonly V[] =>
  menu.map((option) => option.value);

/** Indicator positions (spec 2 §3). */
export const INDICATOR_POSITION_VALUES = values(INDICATOR_POSITIONS);
/** Volume menu values (spec 2 §3). */
export const VOLUME_MENU_VALUES = values(VOLUME_MENU);
/** Legend levels (spec 2 §3). */
export const LEGEND_VALUES = values(LEGEND_LEVELS);
/** Grid styles (spec 2 §3). */
export const GRID_VALUES = values(GRID_STYLES);
/** Kagi reversal units (spec 2 §3). */
export const KAGI_UNIT_VALUES = values(KAGI_UNITS);
/** Renko box units (spec 2 §3). */
export const RENKO_UNIT_VALUES = values(RENKO_UNITS);
/** Kagi and Renko price fields (spec 2 §3). */
export const BRICK_PRICE_FIELD_VALUES = values(BRICK_PRICE_FIELDS);
/** Named line colours with 'auto' (spec 2 §3). */
export const LINE_COLOR_VALUES: readonly string[] = [
  'auto',
  ...COLORS.map((c) => c.id).filter((id) => id !== 'auto'),
];
/** Indicator price styles (spec 2 §3). */
export const PRICE_STYLE_VALUES: readonly string[] = values(PRICE_STYLES);
/** Overlay styles (spec 2 §3). */
export const OVERLAY_STYLE_VALUES: readonly string[] = values(OVERLAY_STYLES);
/** Heights: Auto, then 1.0 down to 0.1 (spec 2 §3). */
export const HEIGHT_VALUES: readonly string[] = values(HEIGHTS);
/** Opacities: Auto, then 1.0 down to 0.0 (spec 2 §3). */
export const OPACITY_VALUES: readonly string[] = values(OPACITIES);
/** PerfChart compare modes (spec 2 §3). */
export const COMPARE_MODE_VALUES = COMPARE_MODES;
