/**
 * The chart-size catalogue (spec 1 §3.4, §6; spec 2 §6, §9). `width` is the image width in pixels; `height` is
 * the base chart height: the price panel with its axes and no indicator panels, which the chart height rule
 * of spec 3 §5 starts from (it adds 0.35 x base per volume-below or default-height indicator and 73 with full
 * quote).
 *
 * The specification gives widths only. Heights follow the one pair it does give, Custom's 700 by 312 (a ratio
 * of 312/700), so every width-named size has the proportions of the default custom chart. Portrait and
 * Landscape are print layouts the specification names without dimensions: they are chosen so that the
 * default chart (two indicator panels and the full-quote header) fills a US Letter page, 8.5 x 11 in upright
 * (620 wide, base 440: 620 x 821 in all) and 11 x 8.5 in on its side (900 wide, base 360: 900 x 685), and
 * both stay inside the free widths (at most 900).
 */
export type ChartSizeId =
  | '360'
  | '460'
  | '520'
  | '620'
  | '700'
  | '780'
  | '900'
  | 'portrait'
  | 'landscape'
  | '1024'
  | '1280'
  | '1400'
  | '1500'
  | '1600'
  | 'custom'
  | '2000'
  | '2500';

/** One chart size of the size menu. */
export interface ChartSizeOption {
  readonly id: ChartSizeId;
  readonly title: string;
  /** Image width in pixels (Custom: its default width). */
  readonly width: number;
  /** Base chart height in pixels, before indicator panels and the full-quote header (Custom: its default). */
  readonly height: number;
  readonly isPayingMemberOnly: boolean;
  readonly isProOnly: boolean;
  /** The user sets width and height (Custom). */
  readonly isCustom: boolean;
}

/** The ratio of base height to width, from Custom's default 700 by 312 (spec 2 §9). */
const HEIGHT_RATIO = 312 / 700;

function sized(width: number, isPayingMemberOnly: boolean, isProOnly: boolean): ChartSizeOption {
  return {
    id: String(width) as ChartSizeId,
    title: String(width),
    width,
    height: Math.round(width * HEIGHT_RATIO),
    isPayingMemberOnly,
    isProOnly,
    isCustom: false,
  };
}

/** Custom chart size defaults (spec 1 §3.4, spec 2 §9). */
export const DEFAULT_CUSTOM_WIDTH = 700;
/** Custom chart size defaults (spec 1 §3.4, spec 2 §9). */
export const DEFAULT_CUSTOM_HEIGHT = 312;

/** Every chart size, in menu order: free, paying, pro. */
export const CHART_SIZES: readonly ChartSizeOption[] = [
  ...[360, 460, 520, 620, 700, 780, 900].map((w) => sized(w, false, false)),
  {
    id: 'portrait',
    title: 'Portrait',
    width: 620,
    height: 440,
    isPayingMemberOnly: false,
    isProOnly: false,
    isCustom: false,
  },
  {
    id: 'landscape',
    title: 'Landscape',
    width: 900,
    height: 360,
    isPayingMemberOnly: false,
    isProOnly: false,
    isCustom: false,
  },
  ...[1024, 1280, 1400, 1500, 1600].map((w) => sized(w, true, false)),
  {
    id: 'custom',
    title: 'Custom',
    width: DEFAULT_CUSTOM_WIDTH,
    height: DEFAULT_CUSTOM_HEIGHT,
    isPayingMemberOnly: true,
    isProOnly: false,
    isCustom: true,
  },
  // Pro sizes are paying sizes too: a pro member is a paying member (spec 1 §6).
  ...[2000, 2500].map((w) => sized(w, true, true)),
];

/**
 * The default chart size: 900, the option catalogue's default (spec 1 §3.4). Spec 2 §9 also names 1024; that
 * is a paying-only size (spec 1 §6) which a visitor could not be given, so 900 is the platform default and
 * DEFAULT_CHART_SETTINGS uses it.
 */
export const DEFAULT_CHART_SIZE_ID: ChartSizeId = '900';

/** The alternative default that spec 2 §9 names ("size 1024"), kept for the record and for paying members. */
export const ALTERNATIVE_DEFAULT_CHART_SIZE_ID: ChartSizeId = '1024';

const SIZE_BY_ID = new Map<string, ChartSizeOption>(CHART_SIZES.map((s) => [s.id, s]));

/** Finds a chart size by id (`'900'`, `'portrait'`, `'custom'`...). */
export function findChartSize(id: string): ChartSizeOption | undefined {
  return SIZE_BY_ID.get(id.trim().toLowerCase());
}

/**
 * The width and base height a chart is drawn at: the catalogue's for a named size, the custom fields for
 * Custom; an unknown size falls back to the default size.
 */
export function chartSizeDimensions(settings: {
  readonly chartSize: string;
  readonly customWidth: number;
  readonly customHeight: number;
}): { readonly width: number; readonly height: number } {
  const size =
    findChartSize(settings.chartSize) ?? (SIZE_BY_ID.get(DEFAULT_CHART_SIZE_ID) as ChartSizeOption);
  if (size.isCustom) return { width: settings.customWidth, height: settings.customHeight };
  return { width: size.width, height: size.height };
}
