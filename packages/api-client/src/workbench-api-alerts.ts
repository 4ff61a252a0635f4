import { parsePriceAlerts, type WorkbenchAlertsApi } from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the alerts modes' port uses. */
export type AlertsModesClient = Pick<ApiClient, 'getPriceAlerts'>;

/** Core's alerts port over HTTP; replies are read with core's parsers (invalid items skipped). */
export function alertsModesApi(client: AlertsModesClient): WorkbenchAlertsApi {
  return {
    getPriceAlerts: async () => parsePriceAlerts((await client.getPriceAlerts({})).priceAlerts).items,
  };
}
