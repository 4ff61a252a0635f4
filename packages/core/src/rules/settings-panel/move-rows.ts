/**
 * Drag-and-drop reordering of the settings panel's rows (spec 2 §2, §4): a row dropped onto another position
 * takes that place, then the list is normalised as after any other row edit.
 */
import type { ChartSettings, ComparisonSymbol } from '../../model/chart-settings';
import { DEFAULT_ROW_LIMITS, normalizeIndicatorRows, normalizeOverlayRows } from '../settings/index';
import type { RowLimits } from '../settings/index';
import { normalizePerfSymbols } from './perf-symbols';

function moved<T extends { id: number }>(rows: readonly T[], id: number, toIndex: number): T[] | null {
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0 || toIndex < 0 || toIndex >= rows.length || from === toIndex) return null;
  const list = [...rows];
  const [row] = list.splice(from, 1);
  list.splice(toIndex, 0, row as T);
  return list;
}

/** Moves indicator row `id` to `toIndex` and normalises; an unknown row or index changes nothing. */
export function moveIndicatorRow(
  settings: ChartSettings,
  id: number,
  toIndex: number,
  limits: RowLimits = DEFAULT_ROW_LIMITS,
): ChartSettings {
  const list = moved(settings.sortedIndicators, id, toIndex);
  return list
    ? { ...settings, sortedIndicators: normalizeIndicatorRows(list, limits.maxIndicators) }
    : settings;
}

/** Moves overlay row `id` to `toIndex` and normalises; an unknown row or index changes nothing. */
export function moveOverlayRow(
  settings: ChartSettings,
  id: number,
  toIndex: number,
  limits: RowLimits = DEFAULT_ROW_LIMITS,
): ChartSettings {
  const list = moved(settings.sortedOverlays, id, toIndex);
  return list ? { ...settings, sortedOverlays: normalizeOverlayRows(list, limits.maxOverlays) } : settings;
}

/** Moves comparison symbol `id` to `toIndex` (capped at `max`); an unknown row or index changes nothing. */
export function movePerfSymbol(
  settings: ChartSettings,
  id: number,
  toIndex: number,
  max: number,
): ChartSettings {
  const list = moved<ComparisonSymbol>(settings.perfChartSymbols, id, toIndex);
  return list ? { ...settings, perfChartSymbols: normalizePerfSymbols(list, max) } : settings;
}
