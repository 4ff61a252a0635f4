import type { ChartListSummaryRow, SampleChartStyles, WorkbenchListModesApi } from '@chartbench/core';

/** What the offline list-mode calls answer from. */
export interface OfflineListsOptions {
  /** The ChartList Summary rows of each list; a list left out is refused as the server refuses an unknown list. */
  readonly summaryRows?: Readonly<Record<number, readonly ChartListSummaryRow[]>>;
  /** The sample catalogue, or an Error to make it fail; an empty catalogue when omitted. */
  readonly samples?: SampleChartStyles | Error;
  /** The thumbnail image of a style id (a data URL in stories); an empty picture when omitted. */
  readonly thumbnail?: (styleCacheId: string) => string;
  /** Whether calls never answer (the loading states stay). */
  readonly pending?: boolean;
}

const EMPTY_PICTURE = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** The list modes' calls of an offline api: summary rows by list, the sample catalogue and style thumbnails. */
export function createOfflineListsApi(options: OfflineListsOptions = {}): WorkbenchListModesApi {
  const wait = <T>(answer: () => T): Promise<T> =>
    options.pending ? new Promise<T>(() => undefined) : new Promise<T>((resolve) => resolve(answer()));
  return {
    getChartListSummary: (listNum) =>
      wait(() => {
        const rows = options.summaryRows?.[listNum];
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
