import { parseSampleChartStyles, type WorkbenchListModesApi } from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the list modes' port uses. */
export type ListModesClient = Pick<ApiClient, 'getSampleChartStyles'>;

/** Core's list modes port over HTTP; replies are read with core's parsers. */
export function listModesApi(client: ListModesClient): WorkbenchListModesApi {
  return {
    getSampleChartStyles: async () => parseSampleChartStyles(await client.getSampleChartStyles()),
  };
}
