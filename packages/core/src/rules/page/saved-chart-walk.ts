import type { ChartList, SavedChart } from '../../model/index';

/** The charts before and after the viewed one in its list, for the previous/next buttons of the upper bar. */
export interface ChartNeighbours {
  readonly previous: SavedChart | null;
  readonly next: SavedChart | null;
}

/**
 * Walks a ChartList's charts in menu order (spec 2 §4 keyboard: "the list wraps"; spec 3 §2.13 previous/next):
 * the charts before and after `recid`, wrapping from the last to the first and back. When the viewed chart is
 * not in the list (an unsaved chart, or one from another list), next is the list's first and previous its last.
 * A list holding only the viewed chart has nowhere to go: neither.
 */
export function chartNeighbours(charts: readonly SavedChart[], recid: number): ChartNeighbours {
  const index = recid === 0 ? -1 : charts.findIndex((chart) => chart.recid === recid);
  if (index < 0) return { previous: charts[charts.length - 1] ?? null, next: charts[0] ?? null };
  if (charts.length < 2) return { previous: null, next: null };
  const at = (offset: number) => charts[(index + offset + charts.length) % charts.length] ?? null;
  return { previous: at(-1), next: at(1) };
}

/**
 * Whether the viewed saved chart sits in a read-only or framework ChartList (spec 3 §5: its Delete is off).
 * False for an unsaved chart, and while the member's lists are unknown.
 */
export function isSavedChartReadOnly(savedChart: SavedChart | null, lists: readonly ChartList[]): boolean {
  if (!savedChart) return false;
  const list = lists.find((item) => item.listNum === savedChart.listNum);
  return list !== undefined && (list.isReadOnly || list.isFrameworkChartList);
}

/**
 * What Save does (spec 3 §4): it writes over the viewed saved chart when its list may be written, otherwise it
 * saves a new chart. The Save button opens the save dialog on this variant; Ctrl+S saves at once on `saveChart`.
 */
export function saveChartVariant(
  savedChart: SavedChart | null,
  lists: readonly ChartList[],
): 'saveChart' | 'saveAsNewChart' {
  return savedChart !== null && !isSavedChartReadOnly(savedChart, lists) ? 'saveChart' : 'saveAsNewChart';
}

/**
 * The list the Chart menu shows: the one picked in the ChartList menu, else the viewed saved chart's list, else
 * the member's first list; null when the member has none.
 */
export function shownChartListNum(
  picked: number | null,
  savedChart: SavedChart | null,
  lists: readonly ChartList[],
): number | null {
  if (picked !== null && lists.some((list) => list.listNum === picked)) return picked;
  if (savedChart) return savedChart.listNum;
  return lists[0]?.listNum ?? null;
}
