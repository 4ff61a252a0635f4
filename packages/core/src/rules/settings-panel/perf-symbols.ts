/**
 * PerfChart comparison-symbol rows of the settings panel (spec 2 §2, §3, §4): symbols are reformatted, blanks
 * and repeats removed, and the list is capped at the member's maximum; the panel shows one blank row to add
 * to until the maximum is reached.
 */
import type { ChartSettings, ComparisonSymbol } from '../../model/chart-settings';
import type { RowEdit } from '../settings/row-transitions';
import { normalizeSymbol } from '../validation/index';

/** Normalises comparison symbols: each reformatted, blanks and repeats dropped, cut to `max` (spec 2 §4). */
export function normalizePerfSymbols(rows: readonly ComparisonSymbol[], max: number): ComparisonSymbol[] {
  const seen = new Set<string>();
  const kept: ComparisonSymbol[] = [];
  for (const row of rows) {
    const symbol = normalizeSymbol(row.symbol);
    if (symbol === '' || seen.has(symbol)) continue;
    seen.add(symbol);
    kept.push({ id: row.id, symbol });
  }
  return kept.slice(0, Math.max(0, max));
}

/** The id a new comparison-symbol row gets: one more than the largest in use. */
export function nextPerfSymbolId(rows: readonly ComparisonSymbol[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

/** The rows the panel shows: the symbols, then one blank row while fewer than `max` are set. */
export function perfSymbolRowsForView(rows: readonly ComparisonSymbol[], max: number): ComparisonSymbol[] {
  return rows.length < max ? [...rows, { id: nextPerfSymbolId(rows), symbol: '' }] : [...rows];
}

/**
 * Applies a row operation (move up or down, delete, edit, or an edit of the blank row's id, which adds it) to
 * the comparison symbols, then normalises them (spec 2 §4).
 */
export function editPerfSymbols(
  settings: ChartSettings,
  edit: RowEdit<ComparisonSymbol>,
  max: number,
): ChartSettings {
  const list = [...settings.perfChartSymbols];
  const index = list.findIndex((row) => row.id === edit.id);
  if (index < 0) {
    if (edit.kind !== 'edit' || edit.patch.symbol === undefined) return settings;
    list.push({ id: edit.id, symbol: edit.patch.symbol });
  } else if (edit.kind === 'delete') list.splice(index, 1);
  else if (edit.kind === 'edit')
    list[index] = { id: edit.id, symbol: edit.patch.symbol ?? list[index]?.symbol ?? '' };
  else {
    const other = edit.kind === 'moveUp' ? index - 1 : index + 1;
    const a = list[index];
    const b = list[other];
    if (!a || !b) return settings;
    list[index] = b;
    list[other] = a;
  }
  return { ...settings, perfChartSymbols: normalizePerfSymbols(list, max) };
}

/** Clear Comparison Symbols: no PerfChart symbols. */
export function clearPerfSymbols(settings: ChartSettings): ChartSettings {
  return { ...settings, perfChartSymbols: [] };
}
