/**
 * The ChartList Summary table's columns (spec 2 §3, §9; spec 3 §2.11): which show by default, which sort
 * ascending on the first click, how many decimals they show and which are blank when 0 or empty.
 */

/** One column of the ChartList Summary table. */
export interface SummaryColumn {
  /** The row field it shows. */
  readonly id: string;
  readonly title: string;
  readonly isVisibleByDefault: boolean;
  /** The first click sorts ascending (text columns); otherwise descending. */
  readonly sortsAscendingFirst: boolean;
  /** Decimals for numbers; null for text and dates. */
  readonly decimals: number | null;
  /** Shown blank when 0 or empty. */
  readonly isBlankWhenZero: boolean;
}

type Seed = [id: string, title: string, visible: boolean, decimals: number | null, blankWhenZero?: boolean];

const ASCENDING_FIRST = new Set(['symbol', 'name', 'sector', 'industry', 'universe']);

const SEEDS: Seed[] = [
  ['symbol', 'Symbol', true, null],
  ['name', 'Name', true, null],
  ['sector', 'Sector', true, null],
  ['industry', 'Industry', true, null],
  ['last', 'Last', true, 2],
  ['change', 'Chg', true, 2],
  ['percentChange', '% Chg', true, 2],
  ['plusMinus', '+/-', true, null],
  ['volume', 'Volume', true, 0, true],
  ['marketCap', 'Market Cap', true, 3, true],
  ['sctr', 'SCTR', true, 1],
  ['universe', 'Universe', true, null],
  ['emaTwenty', 'EMA(20)', false, 2],
  ['smaFifty', 'SMA(50)', true, 2],
  ['smaTwoHundred', 'SMA(200)', true, 2],
  ['rsi', 'RSI(14)', false, 2],
  ['atr', 'ATR(14)', false, 2],
  ['adx', 'ADX(14)', false, 2],
  ['nextEarnings', 'Next Earnings', false, null],
  ['lastEarnings', 'Last Earnings', false, null],
  ['dividendTTM', 'Dividend (TTM)', false, 2, true],
  ['yieldTTM', 'Yield (TTM)', false, 2, true],
  ['dividendFTM', 'Dividend (FTM)', false, 2, true],
  ['yieldFTM', 'Yield (FTM)', false, 2, true],
  ['dividendExDate', 'Ex-Dividend Date', false, null, true],
  ['epsTTM', 'EPS (TTM)', false, 2],
  ['priceOverEarnings', 'P/E', false, 2],
  ['date', 'Date', true, null],
];

/** Every column, in table order. Market cap shows K, M, B, T with 3 decimals (spec 3 §2.11). */
export const CHART_LIST_SUMMARY_COLUMNS: readonly SummaryColumn[] = SEEDS.map(
  ([id, title, isVisibleByDefault, decimals, isBlankWhenZero = false]) => ({
    id,
    title,
    isVisibleByDefault,
    sortsAscendingFirst: ASCENDING_FIRST.has(id),
    decimals,
    isBlankWhenZero,
  }),
);

/** Select-all turns off once more than this share of rows is selected (spec 3 §2.11). */
export const SELECT_ALL_OFF_ABOVE_SHARE = 0.5;
