/**
 * The option lists of the chart settings panel (spec 2 §3, §9; spec 1 §5.4): indicator positions and price
 * styles, heights, opacities, overlay styles, grid, legends, volume menu, compare mode, Kagi and Renko units
 * and price fields, and the range bar, gap, days, months and years menus. Values are the ids stored in
 * ChartSettings; titles are what menus show.
 */
import type {
  BrickPriceField,
  GridStyle,
  IndicatorPosition,
  KagiUnit,
  LegendLevel,
  RenkoUnit,
  VolumeMenuValue,
} from '../model/chart-settings';

/** One entry of a simple option menu. */
export interface MenuOption<V extends string | number = string> {
  readonly value: V;
  readonly title: string;
}

/** Indicator positions (spec 2 §3). */
export const INDICATOR_POSITIONS: readonly MenuOption<IndicatorPosition>[] = [
  { value: 'above', title: 'Above' },
  { value: 'behindPrice', title: 'Behind Price' },
  { value: 'below', title: 'Below' },
  { value: 'behindIndicator', title: 'Behind Ind' },
];
/** The default indicator position (spec 2 §3). */
export const DEFAULT_INDICATOR_POSITION: IndicatorPosition = 'below';

/** Indicator price styles (spec 2 §3). */
export type PriceStyle =
  | 'auto'
  | 'candle'
  | 'ohlc'
  | 'ohlcThick'
  | 'hlc'
  | 'hlcThick'
  | 'line'
  | 'lineThick'
  | 'dashed'
  | 'dashedThick'
  | 'dots'
  | 'area'
  | 'histogram'
  | 'invisible'
  | 'cumulative'
  | 'elderImpulse';

/** Indicator price styles, in menu order (spec 2 §3). */
export const PRICE_STYLES: readonly MenuOption<PriceStyle>[] = [
  { value: 'auto', title: 'Auto' },
  { value: 'candle', title: 'Candlesticks' },
  { value: 'ohlc', title: 'OHLC Bars' },
  { value: 'ohlcThick', title: 'OHLC Bars (thick)' },
  { value: 'hlc', title: 'HLC Bars' },
  { value: 'hlcThick', title: 'HLC Bars (thick)' },
  { value: 'line', title: 'Solid (thin)' },
  { value: 'lineThick', title: 'Solid (thick)' },
  { value: 'dashed', title: 'Dashed (thin)' },
  { value: 'dashedThick', title: 'Dashed (thick)' },
  { value: 'dots', title: 'Dots' },
  { value: 'area', title: 'Area' },
  { value: 'histogram', title: 'Histogram' },
  { value: 'invisible', title: 'Invisible' },
  { value: 'cumulative', title: 'Cumulative' },
  { value: 'elderImpulse', title: 'Elder Impulse System' },
];

/** 'auto', then tenths from `from` down to `to`, as the one-decimal strings ChartSettings stores. */
function tenths(from: number, to: number): MenuOption[] {
  const list: MenuOption[] = [{ value: 'auto', title: 'Auto' }];
  for (let i = from; i >= to; i -= 1) {
    const value = (i / 10).toFixed(1);
    list.push({ value, title: value });
  }
  return list;
}

/** Indicator heights: Auto, then 1.0 down to 0.1 (spec 2 §3). */
export const HEIGHTS: readonly MenuOption[] = tenths(10, 1);
/** Opacities: Auto, then 1.0 down to 0.0 (spec 2 §3). */
export const OPACITIES: readonly MenuOption[] = tenths(10, 0);

/** Overlay line styles (spec 2 §3). */
export type OverlayStyle =
  | 'auto'
  | 'solidThin'
  | 'solidNormal'
  | 'solidThick'
  | 'dashedThin'
  | 'dashedNormal'
  | 'dashedThick'
  | 'histogram'
  | 'area'
  | 'dots';

/** Overlay styles, in menu order (spec 2 §3). */
export const OVERLAY_STYLES: readonly MenuOption<OverlayStyle>[] = [
  { value: 'auto', title: 'Auto' },
  { value: 'solidThin', title: 'Solid (thin)' },
  { value: 'solidNormal', title: 'Solid (normal)' },
  { value: 'solidThick', title: 'Solid (thick)' },
  { value: 'dashedThin', title: 'Dashed (thin)' },
  { value: 'dashedNormal', title: 'Dashed (normal)' },
  { value: 'dashedThick', title: 'Dashed (thick)' },
  { value: 'histogram', title: 'Histogram' },
  { value: 'area', title: 'Area' },
  { value: 'dots', title: 'Dots' },
];

/** Grid styles: Off, Normal, Dashed, Dense and dark variants of the last three (spec 2 §3). */
export const GRID_STYLES: readonly MenuOption<GridStyle>[] = [
  { value: 'off', title: 'Off' },
  { value: 'normal', title: 'Normal' },
  { value: 'dashed', title: 'Dashed' },
  { value: 'dense', title: 'Dense' },
  { value: 'darkNormal', title: 'Dark Normal' },
  { value: 'darkDashed', title: 'Dark Dashed' },
  { value: 'darkDense', title: 'Dark Dense' },
];
/** The default grid (spec 2 §9). */
export const DEFAULT_GRID_STYLE: GridStyle = 'normal';

/** Legend levels (spec 2 §3). */
export const LEGEND_LEVELS: readonly MenuOption<LegendLevel>[] = [
  { value: 'off', title: 'Off' },
  { value: 'minimal', title: 'Minimal' },
  { value: 'default', title: 'Default' },
  { value: 'verbose', title: 'Verbose' },
];
/** The default legend level (spec 2 §9). */
export const DEFAULT_LEGEND_LEVEL: LegendLevel = 'verbose';

/** Where volume sits in the chart state for each volume-menu value (spec 2 §3). */
export type VolumePlacement = 'under' | 'below' | 'none';

/** The volume menu, with each value's placement in the chart state (spec 2 §3). */
export const VOLUME_MENU: readonly (MenuOption<VolumeMenuValue> & { readonly placement: VolumePlacement })[] =
  [
    { value: 'overlay', title: 'Overlay', placement: 'under' },
    { value: 'separate', title: 'Separate', placement: 'below' },
    { value: 'off', title: 'Off', placement: 'none' },
  ];
/** The default volume menu value (spec 2 §9). */
export const DEFAULT_VOLUME_MENU_VALUE: VolumeMenuValue = 'off';

/** Comparison modes of the PerfChart: percent change or performance (spec 2 §3, §5). */
export type CompareMode = 'pct' | 'perf';
/** Both compare modes. */
export const COMPARE_MODES: readonly CompareMode[] = ['pct', 'perf'];

/** A brick unit with the reversal or box size it resets to (spec 2 §4, §9). */
export interface BrickUnitOption<U extends string> extends MenuOption<U> {
  readonly defaultSize: number;
}

/** Kagi reversal units with their defaults: points 1, percentage 0.5, ATR 14 (spec 2 §9). */
export const KAGI_UNITS: readonly BrickUnitOption<KagiUnit>[] = [
  { value: 'points', title: 'Points', defaultSize: 1 },
  { value: 'percentage', title: 'Percentage', defaultSize: 0.5 },
  { value: 'atr', title: 'ATR', defaultSize: 14 },
];

/** Renko box units with their defaults: points 1, ATR 14 (spec 2 §9). */
export const RENKO_UNITS: readonly BrickUnitOption<RenkoUnit>[] = [
  { value: 'points', title: 'Points', defaultSize: 1 },
  { value: 'atr', title: 'ATR', defaultSize: 14 },
];

/** Kagi and Renko price fields (spec 2 §3). */
export const BRICK_PRICE_FIELDS: readonly MenuOption<BrickPriceField>[] = [
  { value: 'highLow', title: 'High/Low' },
  { value: 'close', title: 'Close' },
];

/** Kagi defaults: 14 ATR on High/Low (spec 2 §9). */
export const DEFAULT_KAGI = { reversal: 14, unit: 'atr', priceField: 'highLow' } as const;
/** Renko defaults: 14 ATR on Close (spec 2 §9). */
export const DEFAULT_RENKO = { boxSize: 14, unit: 'atr', priceField: 'close' } as const;

/** The reversal a Kagi unit resets to, or undefined for an unknown unit. */
export function kagiUnitDefault(unit: string): number | undefined {
  return KAGI_UNITS.find((u) => u.value === unit)?.defaultSize;
}

/** The box size a Renko unit resets to, or undefined for an unknown unit. */
export function renkoUnitDefault(unit: string): number | undefined {
  return RENKO_UNITS.find((u) => u.value === unit)?.defaultSize;
}

function numbers(from: number, to: number): MenuOption<number>[] {
  const list: MenuOption<number>[] = [];
  for (let n = from; n <= to; n += 1) list.push({ value: n, title: String(n) });
  return list;
}

/** Range bar menu 1-9 (spec 1 §5.4). */
export const RANGE_BAR_OPTIONS: readonly MenuOption<number>[] = numbers(1, 9);
/** Range gap menu 0-5 (spec 1 §5.4). */
export const RANGE_GAP_OPTIONS: readonly MenuOption<number>[] = numbers(0, 5);
/** Range days menu 0-30 (spec 1 §3.2). */
export const RANGE_DAYS_OPTIONS: readonly MenuOption<number>[] = numbers(0, 30);
/** Range months menu 0-11 (spec 1 §3.2). */
export const RANGE_MONTHS_OPTIONS: readonly MenuOption<number>[] = numbers(0, 11);

/** One entry of the range years menu, with the membership levels that may choose it (spec 1 §6, spec 2 §6). */
export interface RangeYearsOption extends MenuOption<number> {
  readonly allowedForFreeUsers: boolean;
  readonly allowedForBasicMembers: boolean;
  readonly allowedForExtraMembers: boolean;
}

/** Basic and extra members reach up to this years value; pro members reach every value (spec 1 §6). */
export const MAX_RANGE_YEARS_BASIC_EXTRA = 40;
/** Free users reach up to one year (spec 1 §6). */
export const MAX_RANGE_YEARS_FREE = 1;

/**
 * The years menu. The specification gives no list (spec 2 §9) but names a '40' value as the basic and extra
 * ceiling and offers presets up to 100 years: every year to 20, then 25, 30, 40, 50, 75 and 100, which covers
 * every preset of the range catalogue.
 */
export const RANGE_YEARS_OPTIONS: readonly RangeYearsOption[] = [
  ...Array.from({ length: 21 }, (_, i) => i),
  25,
  30,
  40,
  50,
  75,
  100,
].map((n) => ({
  value: n,
  title: String(n),
  allowedForFreeUsers: n <= MAX_RANGE_YEARS_FREE,
  allowedForBasicMembers: n <= MAX_RANGE_YEARS_BASIC_EXTRA,
  allowedForExtraMembers: n <= MAX_RANGE_YEARS_BASIC_EXTRA,
}));
