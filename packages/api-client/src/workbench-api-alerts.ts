import {
  parseAdvancedAlerts,
  parsePredefinedAlerts,
  parsePriceAlerts,
  type WorkbenchAlertsApi,
} from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the alerts modes' port uses. */
export type AlertsModesClient = Pick<
  ApiClient,
  | 'getPriceAlerts'
  | 'getAlertSummary'
  | 'getAllPredefinedAlerts'
  | 'updatePriceAlert'
  | 'updateAlert'
  | 'deletePriceAlert'
  | 'deleteAlert'
  | 'getCurrentNotificationsForUser'
  | 'dismissNotification'
  | 'getQuote'
>;

/**
 * Core's alerts port over HTTP (spec 3 §7); replies are read with core's parsers (invalid items skipped), and
 * notifications are handed to core raw so its acceptance rules (spec 3 §5) decide what shows.
 */
export function alertsModesApi(client: AlertsModesClient, now: () => number = Date.now): WorkbenchAlertsApi {
  return {
    getPriceAlerts: async () => parsePriceAlerts((await client.getPriceAlerts({})).priceAlerts).items,
    getAdvancedAlerts: async () => parseAdvancedAlerts(await client.getAlertSummary()).items,
    getPredefinedAlerts: async () =>
      parsePredefinedAlerts((await client.getAllPredefinedAlerts({})).predefinedAlerts).items,
    setPriceAlertRunning: async (recid, isRunning) => {
      await client.updatePriceAlert({ recid, isRunning });
    },
    setAdvancedAlertType: async (recid, alertType) => {
      await client.updateAlert({ recid, alertType });
    },
    deletePriceAlert: async (recid) => {
      await client.deletePriceAlert({ recid });
    },
    deleteAdvancedAlert: async (recid) => {
      await client.deleteAlert({ recid });
    },
    getNotifications: async (chartCode) => {
      const request = {
        location: 'workbench',
        randomNumber: now(),
        ...(chartCode === null ? {} : { cc: chartCode }),
      };
      return (await client.getCurrentNotificationsForUser(request)).notifications;
    },
    dismissNotification: async (chartCode, id) => {
      await client.dismissNotification({ cc: chartCode, id, randomNumber: now() });
    },
    getLatestClose: async (symbol) => (await client.getQuote(symbol)).close,
  };
}
