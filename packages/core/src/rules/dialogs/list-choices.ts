/**
 * The chart lists a dialog offers as targets (spec 3 §5, §6; spec 1 §3.7): framework lists are never targets,
 * add to chart list also hides read-only lists, and lists that are full are flagged with the max-charts message.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { ChartList } from '../../model/index';
import type { TargetList } from '../validation/forms';

/** The dialogs that pick a chart list. */
export type ListPickingDialog = 'saveChart' | 'addToChartList' | 'applyChartStyleToCharts';

/** One list in a dialog's list menu. */
export interface ListChoice {
  readonly list: ChartList;
  readonly chartCount: number;
  readonly isFull: boolean;
  /** Why choosing it will be refused (read-only or full), shown beside it. */
  readonly note: string | null;
  /** The list as the form validators take it. */
  readonly target: TargetList;
}

// Read-only lists stay in the save and apply menus so choosing one shows its refusal message (spec 3 §5, §4.2).
const HIDES_READ_ONLY: Record<ListPickingDialog, boolean> = {
  saveChart: false,
  addToChartList: true,
  applyChartStyleToCharts: false,
};

// Applying a style does not add charts, so a full list is no obstacle there.
const CHECKS_FULL: Record<ListPickingDialog, boolean> = {
  saveChart: true,
  addToChartList: true,
  applyChartStyleToCharts: false,
};

/**
 * The lists a dialog offers, in the given (already sorted) order. `chartCounts` maps listNum to the number of
 * charts in it; `maxChartsPerList` is the member's limit (-1 unknown: never full).
 */
export function chartListChoices(
  dialog: ListPickingDialog,
  lists: readonly ChartList[],
  chartCounts: ReadonlyMap<number, number>,
  maxChartsPerList: number,
): ListChoice[] {
  return lists
    .filter((list) => !list.isFrameworkChartList && !(HIDES_READ_ONLY[dialog] && list.isReadOnly))
    .map((list) => {
      const chartCount = chartCounts.get(list.listNum) ?? 0;
      const isFull = CHECKS_FULL[dialog] && maxChartsPerList >= 0 && chartCount >= maxChartsPerList;
      const note = list.isReadOnly
        ? dialog === 'applyChartStyleToCharts'
          ? MESSAGES.chartList.readOnly
          : MESSAGES.chart.chartListReadOnly
        : isFull
          ? MESSAGES.chart.chartListFull(maxChartsPerList)
          : null;
      return {
        list,
        chartCount,
        isFull,
        note,
        target: { listNum: list.listNum, isReadOnly: list.isReadOnly, chartCount },
      };
    });
}

/** The choice for a list number, or null (a list no longer offered reads as nothing selected). */
export function findListChoice(choices: readonly ListChoice[], listNum: number | null): ListChoice | null {
  if (listNum === null) return null;
  return choices.find((choice) => choice.list.listNum === listNum) ?? null;
}
