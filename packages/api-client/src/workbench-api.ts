import { buildChartImageQuery, type ChartImageRequest, type WorkbenchApi } from '@chartbench/core';
import type { ApiClient } from './client';

/** Core's `WorkbenchApi` port over HTTP, so the headless workbench store runs on this client. */
export function createWorkbenchApi(client: ApiClient): WorkbenchApi {
  return {
    getCompaniesInfo: (symbols) => client.getCompaniesInfo(symbols),
    chartImageUrl: (request: ChartImageRequest) => {
      const options = request.randomNumber === undefined ? {} : { randomNumber: request.randomNumber };
      return client.chartImageUrl(
        Object.fromEntries(buildChartImageQuery(request.symbol, request.settings, options)),
      );
    },
  };
}
