/**
 * The figures of the Symbol Summary sections (spec 3 §2.6, §3, §9) as label and text pairs, the extended-hours
 * quote, the tool links of the mini chart and the earnings table rows.
 */
import { EARNINGS_TABLE_PERIODS } from '../../catalogues/symbol-data';
import type { EarningsRow, MovingAverageValue, SymbolSummary } from '../../model/symbol-summary';
import type { SummaryExtendedHours, SummaryPerformance } from '../../model/symbol-summary-fields';
import {
  formatLargeNumber,
  formatNumber,
  formatPercentChange,
  formatPrice,
  formatRevenueMillions,
} from '../formatting/numbers';

/** One figure of a section: its label and its text ('' when unknown). */
export interface SummaryFact {
  readonly label: string;
  readonly text: string;
}

/** The extended-hours quote to show: only with a session type and a price (spec 3 §2.6). */
export function extendedHoursQuote(summary: SymbolSummary): SummaryExtendedHours | null {
  const quote = summary.extendedHours;
  return quote?.type && quote.close !== undefined ? quote : null;
}

const percent = (value: number | undefined) => (value === undefined ? '' : `${formatNumber(value, 2)}%`);
const average = (value: MovingAverageValue | undefined) =>
  value
    ? `${formatPrice(value.value)}${value.percentDifference !== undefined ? ` (${formatPercentChange(value.percentDifference)})` : ''}`
    : '';

/**
 * The day range with each bound to 2 decimals (spec 3 §9: prices 2 decimals): the server sends it as text,
 * e.g. '101.1234 - 103.5'. Text that is not two numbers is shown as sent.
 */
export function formatDayRange(dayRange: string | undefined): string {
  if (!dayRange) return '';
  const bounds = dayRange.split(/\s+-\s+|\s*-\s*(?=\d)/).map((part) => part.trim().replace(/,/g, ''));
  if (bounds.length !== 2 || bounds.some((b) => b === '' || !Number.isFinite(Number(b)))) return dayRange;
  return `${formatPrice(Number(bounds[0]))} - ${formatPrice(Number(bounds[1]))}`;
}

/** The quote figures of the Summary section. */
export function quoteFacts(summary: SymbolSummary): SummaryFact[] {
  const range = summary.fiftyTwoWeekRange;
  return [
    { label: 'Open', text: formatPrice(summary.open) },
    { label: 'Previous Close', text: formatPrice(summary.previousClose) },
    { label: 'Day Range', text: formatDayRange(summary.dayRange) },
    { label: '52-Week Range', text: range ? `${formatPrice(range.low)} - ${formatPrice(range.high)}` : '' },
    { label: 'All-Time High', text: formatPrice(summary.allTimeHigh) },
    { label: 'Volume', text: formatNumber(summary.volume, 0) },
    { label: 'Avg Volume (50)', text: formatNumber(summary.averageVolume50, 0) },
    { label: 'Market Cap', text: formatLargeNumber(summary.marketCap) },
  ];
}

/** The Fundamentals section. */
export function fundamentalFacts(summary: SymbolSummary): SummaryFact[] {
  return [
    { label: 'P/E Ratio', text: formatPrice(summary.peRatio) },
    { label: 'EPS', text: formatPrice(summary.eps) },
    { label: 'PEG Ratio', text: formatPrice(summary.pegRatio) },
    { label: 'Price/Book', text: formatPrice(summary.priceToBook) },
    { label: 'Price/Cash Flow', text: formatPrice(summary.priceToCashFlow) },
    { label: 'Total Sales', text: formatLargeNumber(summary.totalSales) },
    { label: 'Shares Outstanding', text: formatLargeNumber(summary.sharesOutstanding) },
    { label: 'Float', text: percent(summary.shareFloatPercent) },
    { label: 'Held by Institutions', text: percent(summary.percentHeldByInstitutions) },
    { label: 'Dividend (Trailing)', text: formatPrice(summary.dividendTrailing) },
    { label: 'Yield (Trailing)', text: percent(summary.yieldTrailing) },
    { label: 'Dividend (Forward)', text: formatPrice(summary.dividendForward) },
    { label: 'Yield (Forward)', text: percent(summary.yieldForward) },
    { label: 'Ex-Dividend Date', text: summary.exDividendDate ?? '' },
  ];
}

const PERFORMANCE: ReadonlyArray<[keyof SummaryPerformance, string]> = [
  ['week1', '1 Week'],
  ['month1', '1 Month'],
  ['month3', '3 Months'],
  ['month6', '6 Months'],
  ['ytd', 'Year to Date'],
  ['year1', '1 Year'],
];

/** The Technicals section: moving averages with the close's distance, oscillators and performance. */
export function technicalFacts(summary: SymbolSummary): SummaryFact[] {
  const perf = (key: keyof SummaryPerformance) => formatPercentChange(summary.performance?.[key]);
  return [
    { label: 'EMA(20)', text: average(summary.ema20) },
    { label: 'SMA(50)', text: average(summary.sma50) },
    { label: 'SMA(200)', text: average(summary.sma200) },
    { label: 'RSI(14)', text: formatPrice(summary.rsi) },
    { label: 'ATR(14)', text: formatPrice(summary.atr) },
    { label: 'ADX(14)', text: formatPrice(summary.adx) },
    { label: 'Beta (60 Month)', text: formatPrice(summary.beta60Month) },
    ...PERFORMANCE.map(([key, label]) => ({ label: `Performance ${label}`, text: perf(key) })),
  ];
}

/** The tool links below the mini chart (spec 3 §2.6, §2.13). */
export function symbolToolLinks(symbol: string): SummaryFact[] {
  const s = encodeURIComponent(symbol);
  return [
    { label: 'Advanced Chart', text: `/acp/?s=${s}` },
    { label: 'Point and Figure', text: `/freecharts/pnf.php?c=${s},P` },
    { label: 'Gallery View', text: `/freecharts/gallery.html?${s}` },
    { label: 'Performance Chart', text: `/freecharts/perf.html?${s}` },
    { label: 'Seasonality', text: `/freecharts/seasonality.php?symbol=${s}` },
    { label: 'Historical Data', text: `/freecharts/historical/?symbol=${s}` },
  ];
}

/** The earnings table: the four latest periods, newest first (spec 3 §2.6), each with its texts. */
export function earningsTableRows(
  rows: readonly EarningsRow[],
): Array<{ readonly period: string; readonly cells: readonly string[] }> {
  return rows
    .slice(-EARNINGS_TABLE_PERIODS)
    .reverse()
    .map((row) => ({
      period: row.fiscalPeriod.text,
      cells: [
        formatPrice(row.actualEps),
        formatPrice(row.estimatedEps),
        formatRevenueMillions(row.actualRevenue),
        formatRevenueMillions(row.estimatedRevenue),
      ],
    }));
}

/** The headings of the earnings table's figure columns (revenue in millions, spec 3 §9). */
export const EARNINGS_TABLE_COLUMNS: readonly string[] = [
  'Actual EPS',
  'Estimated EPS',
  'Actual Revenue',
  'Estimated Revenue',
];
