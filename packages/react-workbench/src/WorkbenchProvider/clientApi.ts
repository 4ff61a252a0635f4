import type { WorkbenchApiClient } from '@chartbench/api-client';
import { createWorkbenchApi } from '@chartbench/api-client';
import type { CompleteWorkbenchApi } from '@chartbench/core';

/** The calls of an api-client the workbench uses. */
export type WorkbenchClient = WorkbenchApiClient;

/**
 * The workbench port over an api-client: lookups, login, member data and its writes (saved charts, styles,
 * lists, price alerts), suggestions and the market-open check go through the client, and the chart image
 * address is the client's /c-sc/sc/ URL for core's chart image query of the chart (spec 1 §2.2).
 */
export function workbenchApiFromClient(client: WorkbenchClient): CompleteWorkbenchApi {
  return createWorkbenchApi(client);
}
