/**
 * StyleButton catalogue (spec 1 §3.6, §5.5, §9; spec 3 §3): the 12 button colours with their text colours,
 * the number of slots and the label length. Buttons store their colour as a hex code (a ChartStyle's
 * `chartStyleButtonBackgroundColorHexCode`); a stored colour outside this palette reads as the default.
 */
import { isDarkColor } from './color-math';

/** One StyleButton background colour. */
export interface StyleButtonColor {
  readonly id: string;
  readonly title: string;
  /** Background, `#rrggbb`. */
  readonly hex: string;
  /** Label colour: white on dark backgrounds, else black (spec 1 §3.6). */
  readonly textColor: '#ffffff' | '#000000';
}

function color(id: string, title: string, hex: string): StyleButtonColor {
  return { id, title, hex, textColor: isDarkColor(hex) ? '#ffffff' : '#000000' };
}

/** The 12 StyleButton colours in menu order (spec 1 §3.6). */
export const STYLE_BUTTON_COLORS: readonly StyleButtonColor[] = [
  color('black', 'Black', '#000000'),
  color('darkGrey', 'Dark Grey', '#555555'),
  color('darkBlue', 'Dark Blue', '#0b2f6b'),
  color('blue', 'Blue', '#1e5fd6'),
  color('lightBlue', 'Light Blue', '#8ecdf5'),
  color('green', 'Green', '#1b7a2e'),
  color('lightGreen', 'Light Green', '#9be29b'),
  color('purple', 'Purple', '#6f2da8'),
  color('orange', 'Orange', '#ff8c1a'),
  color('red', 'Red', '#c62828'),
  color('yellow', 'Yellow', '#ffd93d'),
  color('pink', 'Pink', '#ffb3c7'),
];

/** The default StyleButton colour: Dark Grey (spec 1 §3.6). */
export const DEFAULT_STYLE_BUTTON_COLOR = STYLE_BUTTON_COLORS[1] as StyleButtonColor;

/** Number of StyleButton slots; extras are dropped (spec 1 §5.5, §9). */
export const STYLE_BUTTON_COUNT = 12;

/** StyleButton labels are cut to this many characters after whitespace is removed (spec 1 §5.5, §9). */
export const STYLE_BUTTON_LABEL_LENGTH = 2;

/** Ctrl+digit applies StyleButtons 1 to this number, in order (spec 2 §4, spec 3 §5). */
export const STYLE_BUTTON_HOTKEY_COUNT = 9;

/** Finds a StyleButton colour by hex code (any case) or id; undefined when it is not in the palette. */
export function findStyleButtonColor(hexOrId: string): StyleButtonColor | undefined {
  const key = hexOrId.trim().toLowerCase();
  return STYLE_BUTTON_COLORS.find((c) => c.hex === key || c.id.toLowerCase() === key);
}
