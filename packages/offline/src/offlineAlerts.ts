import type { AdvancedAlert, PredefinedAlert, PriceAlert, WorkbenchAlertsApi } from '@chartbench/core';

/** The alerts and notifications an offline api answers with. */
export interface OfflineAlertsOptions {
  readonly priceAlerts?: readonly PriceAlert[];
  readonly advancedAlerts?: readonly AdvancedAlert[];
  readonly predefinedAlerts?: readonly PredefinedAlert[];
  /** Notification records as the server sends them (spec 3 §3); target 'all' or a member's chart code. */
  readonly notifications?: readonly unknown[];
  /** Calls that reject, to show the failure states. */
  readonly failing?: readonly (keyof WorkbenchAlertsApi)[];
  /** Calls that never answer, to show the loading states. */
  readonly pending?: readonly (keyof WorkbenchAlertsApi)[];
}

const targetOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null && 'target' in record ? record.target : undefined;

const withStatus = <T extends AdvancedAlert>(alert: T, isPaused: boolean): T => ({
  ...alert,
  isPaused,
  status: isPaused ? 'Paused' : 'Running',
});

/**
 * The alert and notification calls of an offline api (spec 3 §7): alerts are the member's, so without a member
 * they reject as the server's member calls do; toggles and deletes change a copy, so later reads see them.
 */
export function createOfflineAlertsApi(
  options: OfflineAlertsOptions,
  isMember: boolean,
  answer: <T>(value: T) => Promise<T>,
): WorkbenchAlertsApi {
  let priceAlerts = [...(options.priceAlerts ?? [])];
  let advancedAlerts = [...(options.advancedAlerts ?? [])];
  let notifications = [...(options.notifications ?? [])];
  const failing = new Set(options.failing ?? []);
  const pending = new Set(options.pending ?? []);
  /** Answers a call, or rejects it when the options say it fails or nobody is logged in. */
  const reply = <T>(name: keyof WorkbenchAlertsApi, forMembers: boolean, value: () => T): Promise<T> => {
    if (pending.has(name)) return new Promise<T>(() => undefined);
    if (failing.has(name)) return Promise.reject(new Error(`${name} failed (offline).`));
    if (forMembers && !isMember) return Promise.reject(new Error('You must be logged in to do that.'));
    return answer(value());
  };
  return {
    getPriceAlerts: () => reply('getPriceAlerts', true, () => priceAlerts),
    getAdvancedAlerts: () => reply('getAdvancedAlerts', true, () => advancedAlerts),
    getPredefinedAlerts: () => reply('getPredefinedAlerts', true, () => options.predefinedAlerts ?? []),
    setPriceAlertRunning: (recid, isRunning) =>
      reply('setPriceAlertRunning', true, () => {
        priceAlerts = priceAlerts.map((alert) =>
          alert.recid === recid ? withStatus(alert, !isRunning) : alert,
        );
      }),
    setAdvancedAlertType: (recid, alertType) =>
      reply('setAdvancedAlertType', true, () => {
        advancedAlerts = advancedAlerts.map((alert) =>
          alert.recid === recid ? withStatus(alert, alertType === 2) : alert,
        );
      }),
    deletePriceAlert: (recid) =>
      reply('deletePriceAlert', true, () => {
        priceAlerts = priceAlerts.filter((alert) => alert.recid !== recid);
      }),
    deleteAdvancedAlert: (recid) =>
      reply('deleteAdvancedAlert', true, () => {
        advancedAlerts = advancedAlerts.filter((alert) => alert.recid !== recid);
      }),
    // As the server does: a member gets those for everyone and their own, a visitor those for everyone.
    getNotifications: (chartCode) =>
      reply('getNotifications', false, () =>
        notifications.filter(
          (record) =>
            targetOf(record) === 'all' || (chartCode !== null && targetOf(record) === String(chartCode)),
        ),
      ),
    dismissNotification: (_chartCode, id) =>
      reply('dismissNotification', true, () => {
        notifications = notifications.filter(
          (record) => typeof record !== 'object' || record === null || !('ID' in record) || record.ID !== id,
        );
      }),
  };
}
