import type {
  ChartListSummaryRow,
  SampleChartStyles,
  SavedChart,
  WorkbenchListModesApi,
} from '@chartbench/core';
import { parseChartListSummaryRow } from '@chartbench/core';

/** What the offline list-mode calls answer from. */
export interface OfflineListsOptions {
  /**
   * The ChartList Summary rows of each list; a list left out is refused as the server refuses an unknown list.
   * Without it, each of the member's lists answers one row per saved chart (symbol and name only).
   */
  readonly summaryRows?: Readonly<Record<number, readonly ChartListSummaryRow[]>>;
  /** The sample catalogue, or an Error to make it fail; an empty catalogue when omitted. */
  readonly samples?: SampleChartStyles | Error;
  /** The thumbnail image of a style id (a data URL in stories); an empty picture when omitted. */
  readonly thumbnail?: (styleCacheId: string) => string;
  /** Whether calls never answer (the loading states stay). */
  readonly pending?: boolean;
}

const EMPTY_PICTURE =
  'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** Rows of the member's saved charts, as the server answers a list it has no market data for. */
function rowsOfCharts(
  savedCharts: Readonly<Record<number, readonly SavedChart[]>>,
): Record<number, ChartListSummaryRow[]> {
  return Object.fromEntries(
    Object.entries(savedCharts).map(([listNum, charts]) => [
      listNum,
      charts.map((chart) =>
        parseChartListSummaryRow({
          recid: chart.recid,
          symbol: chart.symbol.replace(/^[-_]+/, ''),
          name: chart.name,
        }),
      ),
    ]),
  );
}

/**
 * The list modes' calls of an offline api: summary rows by list (by default from `savedCharts`, the member's saved
 * charts by list number), the sample catalogue and style thumbnails.
 */
export function createOfflineListsApi(
  options: OfflineListsOptions = {},
  savedCharts: Readonly<Record<number, readonly SavedChart[]>> = {},
): WorkbenchListModesApi {
  const summaryRows = options.summaryRows ?? rowsOfCharts(savedCharts);
  const wait = <T>(answer: () => T): Promise<T> =>
    options.pending ? new Promise<T>(() => undefined) : new Promise<T>((resolve) => resolve(answer()));
  return {
    getChartListSummary: (listNum) =>
      wait(() => {
        const rows = summaryRows[listNum];
        if (!rows) throw new Error(`No such ChartList: ${listNum} (offline).`);
        return rows;
      }),
    getSampleChartStyles: () =>
      wait(() => {
        const samples = options.samples ?? { groups: [], skippedGroups: 0, skippedRecords: 0 };
        if (samples instanceof Error) throw samples;
        return samples;
      }),
    styleThumbnailUrl: (styleCacheId) => options.thumbnail?.(styleCacheId) ?? EMPTY_PICTURE,
  };
}
