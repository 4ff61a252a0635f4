/**
 * Alert modes (spec 3 §2.3-§2.5, §4, §8): the default sort, the status toggle request, the refresh and polling
 * decisions over `now`, usage against the maximum, the alert links and what each table shows.
 */
import { ADVANCED_ALERT_TYPE } from '../../catalogues/alerts';
import { CONSTANTS } from '../../catalogues/constants';
import { MESSAGES } from '../../catalogues/messages';
import { compareAlertsByLastFired, type AdvancedAlert, type PriceAlert } from '../../model/alerts';
import { UNKNOWN_LIMIT } from '../../model/account-limits';
import { failed, loadData, loaded, loading, type Load } from '../../model/load';

/** The alert workbench (spec 3 §2.3), opened in a new tab. */
export const ADVANCED_ALERT_WORKBENCH_URL = '/h-al/al';
/** The price alert workbench (spec 3 §2.4, §2.13). */
export const PRICE_ALERT_WORKBENCH_URL = '/h-mem/price-alert-workbench.html';
/** The predefined alerts summary page (spec 3 §2.5, §2.13). */
export const PREDEFINED_ALERTS_SUMMARY_URL = '/freecharts/alertsummary.html';

/** The link that opens one advanced alert in the alert workbench (spec 3 §2.3). */
export function advancedAlertUrl(recid: number): string {
  return `${ADVANCED_ALERT_WORKBENCH_URL}?act=LOAD&favScans=${encodeURIComponent(String(recid))}`;
}

/** The link that opens one price alert in the price alert workbench: its id in the hash (spec 3 §2.4, §2.6). */
export function priceAlertUrl(recid: number): string {
  return `${PRICE_ALERT_WORKBENCH_URL}#${encodeURIComponent(String(recid))}`;
}

/** Alerts in the default order: last triggered, newest first, never-triggered last (spec 3 §2.4). */
export function sortAlertsByDefault<T extends AdvancedAlert>(alerts: readonly T[]): T[] {
  return [...alerts].sort(compareAlertsByLastFired);
}

/** The call that flips an alert's status: a paused alert is started, a running one paused (spec 3 §4). */
export type AlertToggleRequest =
  | { readonly kind: 'price'; readonly recid: number; readonly isRunning: boolean }
  | { readonly kind: 'advanced'; readonly recid: number; readonly alertType: 2 | 4 };

/** The update-pricealert request of the row action: isRunning true starts a paused alert (spec 3 §4). */
export function priceAlertToggle(alert: PriceAlert): AlertToggleRequest {
  return { kind: 'price', recid: alert.recid, isRunning: alert.isPaused };
}

/** The update-alert request of the row action: alertType 4 starts, 2 pauses (spec 3 §4). */
export function advancedAlertToggle(alert: AdvancedAlert): AlertToggleRequest {
  return {
    kind: 'advanced',
    recid: alert.recid,
    alertType: alert.isPaused ? ADVANCED_ALERT_TYPE.start : ADVANCED_ALERT_TYPE.pause,
  };
}

/** The label of the row action: what clicking it does. */
export function alertToggleLabel(alert: AdvancedAlert): 'Start' | 'Pause' {
  return alert.isPaused ? 'Start' : 'Pause';
}

/**
 * Whether an alert list should be (re)loaded now (spec 3 §4): never while loading; when not loaded yet; when
 * loaded and stale over 15 s; after a failure once 15 s have passed ("we will try again in a few seconds").
 * `settledAt` is when the last load succeeded or failed.
 */
export function shouldLoadAlerts<T>(
  load: Load<readonly T[]>,
  settledAt: number,
  now: number,
  staleAfterMs: number = CONSTANTS.alerts.staleAfterMs,
): boolean {
  switch (load.status) {
    case 'idle':
      return true;
    case 'loading':
      return false;
    case 'loaded':
    case 'failed':
      return now - settledAt > staleAfterMs;
  }
}

/** How often the staleness check runs while an alert mode is shown: every 1 s (spec 3 §4, §9). */
export const ALERTS_POLL_MS = CONSTANTS.alerts.pollMs;

/** The delay until the next staleness check: every 1 s while shown, none when the mode is hidden. */
export function nextAlertsPollDelay(isShown: boolean): number | null {
  return isShown ? ALERTS_POLL_MS : null;
}

/** Usage text 'used of max' (spec 3 §2.4); with the maximum unknown (-1) only the count shows. */
export function alertUsageText(used: number, max: number): string {
  const count = Math.max(0, Math.floor(used));
  return max === UNKNOWN_LIMIT || !Number.isFinite(max) || max < 0
    ? `${count} alerts`
    : `${count} of ${Math.floor(max)}`;
}

/** Whether the member has reached the alert maximum (creation is blocked then, spec 3 §5). */
export function isAlertLimitReached(used: number, max: number): boolean {
  return max >= 0 && used >= max;
}

/** The three alert tables. */
export type AlertKind = 'price' | 'advanced' | 'predefined';

const LOAD_FAILED: Record<AlertKind, string> = {
  price: MESSAGES.alerts.priceLoadFailed,
  advanced: MESSAGES.alerts.advancedLoadFailed,
  predefined: MESSAGES.alerts.predefinedLoadFailed,
};

/**
 * What an alert table shows (spec 3 §2.3-§2.5, §8): the rows, or a failure with its exact text and the rows last
 * shown; no rows is the empty state of {@link alertsEmptyState}.
 */
export type AlertsView<T> = Load<readonly T[], { readonly message: string; readonly alerts: readonly T[] }>;

const EMPTY: Record<AlertKind, { message: string; createHref: string | null }> = {
  price: { message: MESSAGES.alerts.createFirstPriceAlert, createHref: PRICE_ALERT_WORKBENCH_URL },
  advanced: { message: MESSAGES.alerts.createFirstAlert, createHref: ADVANCED_ALERT_WORKBENCH_URL },
  predefined: { message: MESSAGES.alerts.noneFound, createHref: null },
};

/**
 * Decides what an alert table shows. While reloading, the rows already shown stay; a failure keeps them
 * below the message (the list is then refreshed, spec 3 §4).
 */
export function alertsView<T>(
  kind: AlertKind,
  load: Load<readonly T[]>,
  lastAlerts: readonly T[] = [],
): AlertsView<T> {
  if (load.status === 'failed') return failed({ message: LOAD_FAILED[kind], alerts: lastAlerts });
  const alerts = loadData(load);
  return alerts ? loaded(alerts) : loading();
}

/** The empty state of an alert table: its text, a link to create an alert with it, or none (spec 3 §2.3-§2.5). */
export function alertsEmptyState(kind: AlertKind): {
  readonly message: string;
  readonly createHref: string | null;
} {
  return EMPTY[kind];
}
