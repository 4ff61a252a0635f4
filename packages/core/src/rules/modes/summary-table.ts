/**
 * The ChartList Summary table (spec 2 §3, §4, §9; spec 3 §2.11): visible columns, sorting, the search filter,
 * the select-all rule, the change bar and SCTR cells. Cell text comes from the formatting rules.
 */
import { CHART_LIST_SUMMARY_COLUMNS, SELECT_ALL_OFF_ABOVE_SHARE } from '../../catalogues/chart-list-summary';
import { mixHex } from '../../catalogues/color-math';
import { sctrColorBand } from '../../catalogues/symbol-data';
import { compareUniverses, firstSortDirection, formatSummaryCell } from '../formatting/summary';
import type { ChartListSummaryRow } from './summary-row';

/** The symbol column always shows: clicking a symbol is how a row loads its chart (spec 3 §2.11). */
export const ALWAYS_VISIBLE_SUMMARY_COLUMN = 'symbol';

/** The columns shown before the member changes anything (spec 3 §2.11). */
export function defaultVisibleSummaryColumns(): string[] {
  return CHART_LIST_SUMMARY_COLUMNS.filter((column) => column.isVisibleByDefault).map((column) => column.id);
}

/** Shows or hides one column, keeping table order; unknown columns and the symbol column are left as they are. */
export function toggleSummaryColumn(visible: readonly string[], columnId: string): string[] {
  if (
    columnId === ALWAYS_VISIBLE_SUMMARY_COLUMN ||
    !CHART_LIST_SUMMARY_COLUMNS.some((c) => c.id === columnId)
  )
    return [...visible];
  const shown = new Set(visible);
  if (shown.has(columnId)) shown.delete(columnId);
  else shown.add(columnId);
  return CHART_LIST_SUMMARY_COLUMNS.filter((column) => shown.has(column.id)).map((column) => column.id);
}

/** How the table is sorted, or null for the list's own order. */
export type SummarySort = { readonly column: string; readonly direction: 'ascending' | 'descending' } | null;

/** The sort after a click on a column header: the same column flips, another starts in its first direction. */
export function nextSummarySort(current: SummarySort, columnId: string): SummarySort {
  if (current?.column === columnId)
    return { column: columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column: columnId, direction: firstSortDirection(columnId) };
}

type SortKey = number | string | undefined;

const TEXT_COLUMNS = new Set([
  'symbol',
  'name',
  'sector',
  'industry',
  'nextEarnings',
  'lastEarnings',
  'dividendExDate',
  'date',
]);

function sortKey(row: ChartListSummaryRow, column: string): SortKey {
  if (column === 'plusMinus') return row.percentChange;
  if (column === 'date') return row.dateNumeric ?? (row.date || undefined);
  if (column === 'nextEarnings') return row.nextEarningsNumeric || row.nextEarnings || undefined;
  const value = (row as unknown as Record<string, unknown>)[column];
  if (TEXT_COLUMNS.has(column))
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/**
 * Sorts rows (spec 3 §2.11). Universe follows its own order (blank, etf, lrg, lse, mid, nse, sml, tsx) both
 * ways; in every other column blank cells stay last in either direction; ties keep the list's order.
 */
export function sortSummaryRows(
  rows: readonly ChartListSummaryRow[],
  sort: SummarySort,
): ChartListSummaryRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: sortKey(row, sort.column) }))
    .sort((a, b) => {
      if (sort.column === 'universe')
        return sign * compareUniverses(a.row.universe, b.row.universe) || a.index - b.index;
      if (a.key === undefined || b.key === undefined) {
        return a.key === b.key ? a.index - b.index : a.key === undefined ? 1 : -1;
      }
      return sign * compareKeys(a.key, b.key) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The rows whose symbol, name, sector or industry contain the search text, ignoring case and outer spaces. */
export function filterSummaryRows(
  rows: readonly ChartListSummaryRow[],
  search: string,
): ChartListSummaryRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    [row.symbol, row.name, row.sector, row.industry].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The key that identifies a row for selection: the chart's recid, or its symbol when it has none. */
export function summaryRowKey(row: ChartListSummaryRow): string {
  return row.recid > 0 ? `r${row.recid}` : `s${row.symbol}`;
}

/** Whether the select-all box shows checked: more than half of the rows are selected (spec 3 §2.11). */
export function isSelectAllChecked(selectedCount: number, rowCount: number): boolean {
  return rowCount > 0 && selectedCount > rowCount * SELECT_ALL_OFF_ABOVE_SHARE;
}

/**
 * The selection after a click on select-all (spec 3 §2.11): with more than half selected it clears, otherwise
 * every row is selected.
 */
export function toggleSelectAll(selected: ReadonlySet<string>, rowKeys: readonly string[]): Set<string> {
  const count = rowKeys.filter((key) => selected.has(key)).length;
  return isSelectAllChecked(count, rowKeys.length) ? new Set() : new Set(rowKeys);
}

/** The selection after a click on one row's box. */
export function toggleRowSelection(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Change bar colours: neutral at 0, full green at +1 and full red at -1. */
export const CHANGE_BAR_COLORS = { neutral: '#d9dde3', up: '#1e7e34', down: '#b42318' } as const;

/** How one change bar is drawn: its side of the centre, its share of that half, and its colour. */
export interface ChangeBar {
  readonly direction: 'up' | 'down' | 'flat';
  /** 0-100: the share of the half-width the bar fills. */
  readonly widthPercent: number;
  readonly color: string;
}

/** The change bar of a row from its gradient coefficient, clamped to -1..1 (spec 2 §3). */
export function changeBar(coefficient: number): ChangeBar {
  const value = Number.isFinite(coefficient) ? Math.max(-1, Math.min(1, coefficient)) : 0;
  const magnitude = Math.abs(value);
  if (magnitude === 0) return { direction: 'flat', widthPercent: 0, color: CHANGE_BAR_COLORS.neutral };
  const target = value > 0 ? CHANGE_BAR_COLORS.up : CHANGE_BAR_COLORS.down;
  return {
    direction: value > 0 ? 'up' : 'down',
    widthPercent: Math.round(magnitude * 1000) / 10,
    color: mixHex(CHANGE_BAR_COLORS.neutral, target, magnitude),
  };
}

/** Background colours of the SCTR bands 0-20, 20-40, 40-60, 60-80, 80-90, 90+ (spec 2 §9), weak to strong. */
export const SCTR_BAND_COLORS: readonly string[] = [
  '#f4c7c3',
  '#fbe3c2',
  '#fdf5c4',
  '#dcefc8',
  '#b9e2b0',
  '#8fd18a',
];

/** An SCTR cell: its text (1 decimal) and band 0-5, or null band when there is no value. */
export function sctrCell(value: number | undefined): { readonly text: string; readonly band: number | null } {
  if (value === undefined || !Number.isFinite(value)) return { text: '', band: null };
  return { text: formatSummaryCell('sctr', value), band: sctrColorBand(value) };
}

/** The text of one cell of a row (spec 3 §2.11 formats); the change bar column has no text. */
export function summaryCellText(row: ChartListSummaryRow, columnId: string): string {
  if (columnId === 'plusMinus') return '';
  return formatSummaryCell(columnId, (row as unknown as Record<string, unknown>)[columnId]);
}
