import type { ApiClient } from '@chartbench/api-client';
import type { WorkbenchApi } from '@chartbench/core';
import { buildChartImageQuery } from '@chartbench/core';

/** The calls of an api-client the workbench uses. */
export type WorkbenchClient = Pick<ApiClient, 'getCompaniesInfo' | 'chartImageUrl'>;

/**
 * The workbench port over an api-client: lookups go straight through, and the chart image address is the
 * client's /c-sc/sc/ URL for core's chart image query of the chart (spec 1 §2.2).
 */
export function workbenchApiFromClient(client: WorkbenchClient): WorkbenchApi {
  return {
    getCompaniesInfo: (symbols) => client.getCompaniesInfo(symbols),
    chartImageUrl: ({ symbol, settings, randomNumber }) =>
      client.chartImageUrl(Object.fromEntries(buildChartImageQuery(symbol, settings, { randomNumber }))),
  };
}
