/**
 * Catalogues of the symbol-data modes (spec 3 §2.6, §2.7, §3, §5, §9; spec 2 §9): historical price periods,
 * SCTR universes and their sort order, SCTR colour bands (the Symbol Summary band is the model's `sctrBand`), country codes, and the Symbol Summary mini chart periods.
 */

/** One period of the Historical Price Data menu. */
export interface HistoricalPeriodOption {
  readonly title: string;
  /** The `barwidth` of /quotebrain/pastdata. */
  readonly value: 'D' | 'W' | 'M';
  readonly isProOnly: boolean;
  /** How many months back the `start` of the request lies (spec 3 §7). */
  readonly monthsBack: number;
}

/** Historical price periods: Daily free, Weekly and Monthly Pro (spec 3 §3, §6, §7). */
export const HISTORICAL_PERIODS: readonly HistoricalPeriodOption[] = [
  { title: 'Daily', value: 'D', isProOnly: false, monthsBack: 12 },
  { title: 'Weekly', value: 'W', isProOnly: true, monthsBack: 60 },
  { title: 'Monthly', value: 'M', isProOnly: true, monthsBack: 180 },
];

/** Non-Pro members are forced to this historical period (spec 3 §6). */
export const DEFAULT_HISTORICAL_PERIOD = 'D';

/** SCTR universe ids (spec 3 §2.6). */
export type SctrUniverseId = 'lrg' | 'mid' | 'sml' | 'etf' | 'industry' | 'tsx' | 'lse' | 'nse';

/** One SCTR universe. */
export interface SctrUniverse {
  readonly id: SctrUniverseId;
  readonly title: string;
}

/** SCTR universes in the specification's order (spec 3 §2.6). */
export const SCTR_UNIVERSES: readonly SctrUniverse[] = [
  { id: 'lrg', title: 'Large Cap' },
  { id: 'mid', title: 'Mid Cap' },
  { id: 'sml', title: 'Small Cap' },
  { id: 'etf', title: 'US ETFs' },
  { id: 'industry', title: 'US Industries' },
  { id: 'tsx', title: 'Toronto' },
  { id: 'lse', title: 'LSE' },
  { id: 'nse', title: 'NSE' },
];

/** The ChartList summary's universe order: blank first, then by id (spec 3 §2.11). */
export const SCTR_UNIVERSE_SORT_ORDER: readonly string[] = ['', ...SCTR_UNIVERSES.map((u) => u.id).sort()];

/** The sort rank of a universe value: its place in SCTR_UNIVERSE_SORT_ORDER, unknown values last. */
export function universeSortRank(universe: string): number {
  const rank = SCTR_UNIVERSE_SORT_ORDER.indexOf(universe.trim().toLowerCase());
  return rank === -1 ? SCTR_UNIVERSE_SORT_ORDER.length : rank;
}

/** Lower bounds of the SCTR colour bands 0-20, 20-40, 40-60, 60-80, 80-90, 90+ (spec 2 §9, spec 3 §2.11). */
export const SCTR_COLOR_BAND_BOUNDS: readonly number[] = [0, 20, 40, 60, 80, 90];

/** The SCTR colour band (0-5) of a value: the last band whose lower bound it reaches. */
export function sctrColorBand(value: number): number {
  let band = 0;
  SCTR_COLOR_BAND_BOUNDS.forEach((bound, i) => {
    if (value >= bound) band = i;
  });
  return band;
}

/** One country of the Symbol Summary header. */
export interface CountryOption {
  readonly code: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2 code, for the flag. */
  readonly iso: string;
  /** The flag as text. */
  readonly flag: string;
}

/** Country codes with their flags (spec 3 §2.6). */
export const COUNTRY_CODES: readonly CountryOption[] = [
  { code: 4, name: 'United States', iso: 'US', flag: '\u{1F1FA}\u{1F1F8}' },
  { code: 5, name: 'Canada', iso: 'CA', flag: '\u{1F1E8}\u{1F1E6}' },
  { code: 6, name: 'United Kingdom', iso: 'GB', flag: '\u{1F1EC}\u{1F1E7}' },
  { code: 11, name: 'India', iso: 'IN', flag: '\u{1F1EE}\u{1F1F3}' },
];

/** Finds a country by its numeric code. */
export function findCountry(code: number): CountryOption | undefined {
  return COUNTRY_CODES.find((c) => c.code === code);
}

/** Symbol Summary mini chart periods (spec 3 §2.6). */
export const MINI_CHART_PERIODS: readonly string[] = ['1D', '5D', '1M', '6M', '1Y', '5Y'];
/** The default mini chart period (spec 3 §2.6, §9). */
export const DEFAULT_MINI_CHART_PERIOD = '6M';
/** Mini chart image width (spec 3 §7). */
export const MINI_CHART_WIDTH = 520;

/** Symbol Summary navigation sections, in order; some show only with data (spec 3 §2.6). */
export const SYMBOL_SUMMARY_SECTIONS: readonly string[] = [
  'Summary',
  'Fundamentals',
  'Technicals',
  'Earnings',
  'SCTR',
  'Profile',
  'Scans',
  'Alerts',
  'ChartLists',
];

/** Earnings views: period quarterly or annual, display chart or table; the first of each is the default. */
export const EARNINGS_PERIODS: readonly string[] = ['quarterly', 'annual'];
/** Earnings display views (spec 3 §2.6). */
export const EARNINGS_VIEWS: readonly string[] = ['chart', 'table'];
/** The earnings table shows this many latest periods (spec 3 §2.6). */
export const EARNINGS_TABLE_PERIODS = 4;

/** Options mode views; Straddle is the default (spec 3 §2.8). */
export const OPTIONS_VIEWS: readonly string[] = ['Straddle', 'List', 'OptionsPlay'];
