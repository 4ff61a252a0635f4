import {
  parseChartListSummaryRows,
  parseSampleChartStyles,
  type WorkbenchListModesApi,
} from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the list modes' port uses. */
export type ListModesClient = Pick<ApiClient, 'getSampleChartStyles' | 'getListSymbolData' | 'thumbnailUrl'>;

/** The optional fields the ChartList Summary asks get-symbol-data for (spec 3 §7). */
export const LIST_SUMMARY_FIELDS = 'summaryview,sectorsymbol';

/** Core's list modes port over HTTP; replies are read with core's parsers (rows without a symbol skipped). */
export function listModesApi(client: ListModesClient): WorkbenchListModesApi {
  return {
    getSampleChartStyles: async () => parseSampleChartStyles(await client.getSampleChartStyles()),
    getChartListSummary: async (listNum) =>
      parseChartListSummaryRows(
        (await client.getListSymbolData({ ln: listNum, optionalFields: LIST_SUMMARY_FIELDS })).symbols,
      ).items,
    styleThumbnailUrl: (styleCacheId) => client.thumbnailUrl(styleCacheId),
  };
}
