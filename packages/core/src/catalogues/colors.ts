/**
 * Named line colours of the indicator, overlay and up/down colour menus, and the colour picker's fixed
 * swatches (spec 2 §3). `auto` means the colour scheme decides, so it has no hex value.
 */
export type ColorId =
  | 'auto'
  | 'blue'
  | 'cyan'
  | 'purple'
  | 'pink'
  | 'red'
  | 'orange'
  | 'brown'
  | 'gold'
  | 'green'
  | 'lime'
  | 'black'
  | 'gray'
  | 'lightGray'
  | 'darkGray'
  | 'white'
  | 'yellow'
  | 'magenta';

/** One named colour of the colour menus. */
export interface ColorOption {
  readonly id: ColorId;
  readonly title: string;
  /** `#rrggbb`, or null for Auto. */
  readonly hex: string | null;
}

/** The colour menu in the specification's order, Auto last (spec 2 §3). Hex values are the CSS named colours. */
export const COLORS: readonly ColorOption[] = [
  { id: 'blue', title: 'Blue', hex: '#0000ff' },
  { id: 'cyan', title: 'Cyan', hex: '#00ffff' },
  { id: 'purple', title: 'Purple', hex: '#800080' },
  { id: 'pink', title: 'Pink', hex: '#ffc0cb' },
  { id: 'red', title: 'Red', hex: '#ff0000' },
  { id: 'orange', title: 'Orange', hex: '#ffa500' },
  { id: 'brown', title: 'Brown', hex: '#a52a2a' },
  { id: 'gold', title: 'Gold', hex: '#ffd700' },
  { id: 'green', title: 'Green', hex: '#008000' },
  { id: 'lime', title: 'Lime', hex: '#00ff00' },
  { id: 'black', title: 'Black', hex: '#000000' },
  { id: 'gray', title: 'Gray', hex: '#808080' },
  { id: 'lightGray', title: 'Light Gray', hex: '#d3d3d3' },
  { id: 'darkGray', title: 'Dark Gray', hex: '#a9a9a9' },
  { id: 'white', title: 'White', hex: '#ffffff' },
  { id: 'yellow', title: 'Yellow', hex: '#ffff00' },
  { id: 'magenta', title: 'Magenta', hex: '#ff00ff' },
  { id: 'auto', title: 'Auto', hex: null },
];

/** The default colour value of every colour menu. */
export const DEFAULT_COLOR_ID: ColorId = 'auto';

const COLOR_BY_ID = new Map<string, ColorOption>(COLORS.map((c) => [c.id, c]));

/** Finds a named colour by id. */
export function findColor(id: string): ColorOption | undefined {
  return COLOR_BY_ID.get(id);
}

/** The colour picker's 14 fixed swatches (spec 2 §3), in picker order. */
export const COLOR_PICKER_SWATCHES: readonly string[] = [
  '#000000',
  '#404040',
  '#808080',
  '#d3d3d3',
  '#ffffff',
  '#ff0000',
  '#ffa500',
  '#ffd700',
  '#008000',
  '#00ff00',
  '#00ffff',
  '#0000ff',
  '#800080',
  '#ff00ff',
];

/** Colour picker fallback when neither the value nor the default is a valid colour (spec 2 §4). */
export const COLOR_PICKER_FALLBACK = '#000000';

/** Colour picker values longer than this are refused (spec 2 §4: hex up to 7 characters). */
export const COLOR_PICKER_MAX_LENGTH = 7;

/** Colour picker change events are debounced by this many milliseconds (spec 2 §4). */
export const COLOR_PICKER_DEBOUNCE_MS = 1000;
