/**
 * Indicator and overlay rows of the settings panel (spec 2 §3, §4): normalisation (groups, the first row not
 * 'same as previous', blank rows trimmed and re-padded), and the row edits that end in it.
 */
import { findIndicator, findOverlay, MAX_INDICATORS, MAX_OVERLAYS } from '../../catalogues/index';
import {
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
  type IndicatorRow,
  type OverlayRow,
} from '../../model/chart-settings';

/** At least this many rows are shown per list (spec 2 §9). */
export const MIN_ROWS = 3;

/** The row limits of the member (spec 2 §9: 25 each, free members 3). */
export interface RowLimits {
  maxIndicators: number;
  maxOverlays: number;
}

/** Paying members' row limits. */
export const DEFAULT_ROW_LIMITS: RowLimits = { maxIndicators: MAX_INDICATORS, maxOverlays: MAX_OVERLAYS };

function padded<T extends { id: number }>(
  rows: T[],
  spare: readonly T[],
  max: number,
  blank: (id: number) => T,
): T[] {
  const kept = rows.slice(0, max);
  // One trailing blank row invites the next entry until the maximum is reached; never fewer than 3 rows.
  const length = Math.min(Math.max(max, MIN_ROWS), Math.max(MIN_ROWS, kept.length + 1));
  // Blank rows keep their ids so that normalising twice changes nothing.
  const reuse = [...spare];
  let nextId = [...rows, ...spare].reduce((m, r) => Math.max(m, r.id), 0) + 1;
  while (kept.length < length) {
    const spareRow = reuse.shift();
    kept.push(blank(spareRow ? spareRow.id : nextId++));
  }
  return kept;
}

/**
 * The order of position groups after normalisation: above the price, combined with the price (behind price),
 * below it; the order the panels are drawn in, and the order of the platform default chart.
 */
const GROUP_ORDER = { above: 0, behindPrice: 1, below: 2 } as const;

/**
 * Normalises indicator rows (spec 2 §3, §4): blank rows are trimmed; each row with the 'behind indicator'
 * rows that follow it moves as one unit into the above, combined (behind price) or below group, keeping
 * order within a group; a 'behind indicator' row with no row before it becomes 'below'; the list is cut to
 * the maximum and padded with blank rows to at least 3, with one trailing blank row until the maximum.
 */
export function normalizeIndicatorRows(
  rows: readonly IndicatorRow[],
  max: number = MAX_INDICATORS,
): IndicatorRow[] {
  const units: IndicatorRow[][] = [];
  for (const row of rows) {
    if (row.indicatorName === '') continue;
    const last = units[units.length - 1];
    if (row.indicatorPosition === 'behindIndicator' && last) last.push(row);
    else
      units.push([
        row.indicatorPosition === 'behindIndicator' ? { ...row, indicatorPosition: 'below' } : row,
      ]);
  }
  const groupOf = (unit: IndicatorRow[]) => {
    const position = unit[0]?.indicatorPosition ?? 'below';
    return position === 'behindIndicator' ? GROUP_ORDER.below : GROUP_ORDER[position];
  };
  const ordered = units
    .map((unit, index) => ({ unit, index }))
    .sort((a, b) => groupOf(a.unit) - groupOf(b.unit) || a.index - b.index)
    .flatMap(({ unit }) => unit);
  return padded(
    ordered,
    rows.filter((row) => row.indicatorName === ''),
    max,
    (id) => createIndicatorRow(id),
  );
}

/** Normalises overlay rows: blank rows trimmed, cut to the maximum, re-padded as for indicators (spec 2 §4). */
export function normalizeOverlayRows(rows: readonly OverlayRow[], max: number = MAX_OVERLAYS): OverlayRow[] {
  return padded(
    rows.filter((row) => row.overlayName !== ''),
    rows.filter((row) => row.overlayName === ''),
    max,
    (id) => createOverlayRow(id),
  );
}

/** Normalises both row lists of the settings. */
export function normalizeRows(
  settings: ChartSettings,
  limits: RowLimits = DEFAULT_ROW_LIMITS,
): ChartSettings {
  return {
    ...settings,
    sortedIndicators: normalizeIndicatorRows(settings.sortedIndicators, limits.maxIndicators),
    sortedOverlays: normalizeOverlayRows(settings.sortedOverlays, limits.maxOverlays),
  };
}

/** The row operations of the panel: move up, move down, delete, or edit fields. */
export type RowEdit<R> =
  | { kind: 'moveUp'; id: number }
  | { kind: 'moveDown'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'edit'; id: number; patch: Partial<Omit<R, 'id'>> };

function applyRowEdit<R extends { id: number }>(rows: readonly R[], edit: RowEdit<R>): R[] {
  const list = [...rows];
  const index = list.findIndex((row) => row.id === edit.id);
  if (index < 0) return list;
  const swap = (a: number, b: number) => {
    if (a < 0 || b < 0 || a >= list.length || b >= list.length) return;
    [list[a], list[b]] = [list[b] as R, list[a] as R];
  };
  if (edit.kind === 'moveUp') swap(index, index - 1);
  else if (edit.kind === 'moveDown') swap(index, index + 1);
  else if (edit.kind === 'delete') list.splice(index, 1);
  else list[index] = { ...(list[index] as R), ...edit.patch, id: edit.id };
  return list;
}

/**
 * Applies a row operation to the indicators, then normalises (spec 2 §4). Choosing another indicator resets
 * its parameters (and an attached overlay's) to the catalogue defaults.
 */
export function editIndicatorRows(
  settings: ChartSettings,
  edit: RowEdit<IndicatorRow>,
  limits: RowLimits = DEFAULT_ROW_LIMITS,
): ChartSettings {
  let change = edit;
  if (edit.kind === 'edit') {
    const current = settings.sortedIndicators.find((row) => row.id === edit.id);
    const patch = { ...edit.patch };
    if (patch.indicatorName !== undefined && patch.indicatorName !== current?.indicatorName) {
      patch.parameters = findIndicator(patch.indicatorName)?.defaultParameters ?? '';
    }
    if (patch.overlayName !== undefined && patch.overlayName !== current?.overlayName) {
      patch.overlayParameters = findOverlay(patch.overlayName)?.defaultParameters ?? '';
    }
    change = { ...edit, patch };
  }
  return {
    ...settings,
    sortedIndicators: normalizeIndicatorRows(
      applyRowEdit(settings.sortedIndicators, change),
      limits.maxIndicators,
    ),
  };
}

/**
 * Applies a row operation to the overlays, then normalises (spec 2 §4). Choosing another overlay resets its
 * parameters to the catalogue default.
 */
export function editOverlayRows(
  settings: ChartSettings,
  edit: RowEdit<OverlayRow>,
  limits: RowLimits = DEFAULT_ROW_LIMITS,
): ChartSettings {
  let change = edit;
  if (edit.kind === 'edit') {
    const current = settings.sortedOverlays.find((row) => row.id === edit.id);
    const patch = { ...edit.patch };
    if (patch.overlayName !== undefined && patch.overlayName !== current?.overlayName) {
      patch.parameters = findOverlay(patch.overlayName)?.defaultParameters ?? '';
    }
    change = { ...edit, patch };
  }
  return {
    ...settings,
    sortedOverlays: normalizeOverlayRows(applyRowEdit(settings.sortedOverlays, change), limits.maxOverlays),
  };
}
