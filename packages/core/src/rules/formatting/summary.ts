/**
 * ChartList Summary cells (spec 2 §9, spec 3 §2.11): numbers with the column's decimals, market cap as K, M,
 * B, T, blanks for 0 or empty where the column says, 'Unknown' for a missing date, and the sort order.
 */
import { CHART_LIST_SUMMARY_COLUMNS, type SummaryColumn } from '../../catalogues/chart-list-summary';
import { universeSortRank } from '../../catalogues/symbol-data';
import { blankWhenZero, formatLargeNumber, formatNumber } from './numbers';

/** The text shown for a row without a date (spec 3 §2.11). */
export const UNKNOWN_DATE_TEXT = 'Unknown';

const COLUMN_BY_ID = new Map(CHART_LIST_SUMMARY_COLUMNS.map((column) => [column.id, column]));

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The text of one ChartList Summary cell. Unknown columns show their value as text.
 * @example formatSummaryCell('marketCap', 2_500_000_000) // '2.500B'
 */
export function formatSummaryCell(columnId: string, value: unknown): string {
  const column: SummaryColumn | undefined = COLUMN_BY_ID.get(columnId);
  if (columnId === 'date' && isEmpty(value)) return UNKNOWN_DATE_TEXT;
  if (column?.isBlankWhenZero && (isEmpty(value) || value === 0 || value === '0')) return '';
  if (isEmpty(value)) return '';
  if (columnId === 'marketCap') return blankWhenZero(value, formatLargeNumber);
  if (column?.decimals !== null && column?.decimals !== undefined) {
    return typeof value === 'number' ? formatNumber(value, column.decimals) : String(value);
  }
  return String(value);
}

/** The direction of a column's first sort click: ascending for text columns, else descending (spec 3 §2.11). */
export function firstSortDirection(columnId: string): 'ascending' | 'descending' {
  return COLUMN_BY_ID.get(columnId)?.sortsAscendingFirst ? 'ascending' : 'descending';
}

/** Compares two universe values in the summary's order: blank, etf, lrg, lse, mid, nse, sml, tsx (spec 3 §2.11). */
export function compareUniverses(a: string, b: string): number {
  return universeSortRank(a) - universeSortRank(b);
}
