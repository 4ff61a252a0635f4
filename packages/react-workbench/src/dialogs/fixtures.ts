/**
 * Realistic data for the dialog stories and tests, read through core's parsers so it has the shapes the server
 * replies take.
 */
import { parseChartLists, parseChartStyles, type ViewedChart } from '@chartbench/core';

/** The member's chart lists: a read-only list, a framework list, a full list and two of their own. */
export const DIALOG_LISTS = parseChartLists([
  { recID: 501, listNum: 0, name: 'Tech Leaders' },
  { recID: 502, listNum: 1, name: 'Dividend Payers' },
  { recID: 503, listNum: 2, name: 'Sample Picks', isReadOnly: true },
  { recID: 504, listNum: 3, name: '2024  Sector Framework' },
  { recID: 505, listNum: 4, name: 'Watch Later' },
]).items;

/** Charts per list number; Watch Later is full at the member's maximum of 200. */
export const CHART_COUNTS: ReadonlyMap<number, number> = new Map([
  [0, 12],
  [1, 4],
  [2, 30],
  [3, 18],
  [4, 200],
]);

/** The free member's maximum charts per list in these fixtures. */
export const MAX_CHARTS = 200;

/** The member's saved ChartStyles: two on StyleButtons, the first is the default. */
export const DIALOG_STYLES = parseChartStyles([
  {
    recID: 701,
    styleID: 'p1712345',
    description: 'Daily candles with volume',
    location: 1,
    label: 'DC',
    color: 'Blue',
  },
  { recID: 702, styleID: 'p1712346', description: 'Weekly line', location: 2, label: 'WL', color: 'Green' },
  { recID: 703, styleID: 'p1712347', description: 'Intraday 5 minute' },
  { recID: 704, styleID: 'p1712348', description: 'MACD and RSI' },
]).items;

/** The default ChartStyle's recid. */
export const DEFAULT_STYLE_RECID = 701;

/** A saved chart in a writable list. */
export const SAVED_CHART: ViewedChart = {
  recid: 9101,
  listNum: 0,
  name: 'AAPL daily breakout',
  comments: 'Watching the 200-day line.',
  isInReadOnlyList: false,
};

/** A chart that was never saved. */
export const UNSAVED_CHART: ViewedChart = {
  recid: null,
  listNum: null,
  name: '',
  comments: '',
  isInReadOnlyList: false,
};

/** A chart from a read-only list. */
export const READ_ONLY_CHART: ViewedChart = {
  recid: 9201,
  listNum: 2,
  name: 'SPY sample',
  comments: '',
  isInReadOnlyList: true,
};

/** A submit handler that never settles: the saving state. */
export const pending = (): Promise<void> => new Promise<void>(() => undefined);

/** A submit handler that fails: the failed state. */
export const failing = (): Promise<void> => Promise.reject(new Error('server said no'));
