import { UNKNOWN_LIMIT, type Load, type ShownNotification } from '../../../model/index';
import type { AlertToggleRequest } from '../../../rules/index';
import type { WorkbenchState } from '../../store/workbench.types';
import { createNotificationsFeed } from './alerts-modes-notifications';
import {
  createAlertQuote,
  NO_ALERT_QUOTE,
  type AlertQuoteActions,
  type AlertQuoteState,
} from './alerts-modes-quote';
import { createAlertTables, INITIAL_ALERT_TABLES, type AlertTables } from './alerts-modes-tables';
import type { ModesGroup, ModesGroupKernel } from '../modes-kernel.types';

/**
 * Price, Advanced and Predefined Alerts (spec 3 §2.3-§2.5, §4) and the notifications at the top of the
 * workbench (spec 3 §4-§9).
 */
export interface AlertsModesState extends AlertTables, AlertQuoteState {
  readonly notifications: Load<readonly ShownNotification[]>;
}

/** The alerts modes before anything was loaded. */
export const INITIAL_ALERTS_MODES: AlertsModesState = {
  ...INITIAL_ALERT_TABLES,
  notifications: { status: 'loading' },
  alertQuote: NO_ALERT_QUOTE,
};

/** What the alerts modes can be asked to do. */
export interface AlertsModesActions extends AlertQuoteActions {
  /** Loads one alert table again now. */
  reloadAlerts(kind: 'price' | 'advanced' | 'predefined'): void;
  /**
   * Starts a paused alert or pauses a running one (spec 3 §4); the table is busy meanwhile, a failure shows
   * 'Sorry, there was a problem starting/pausing your alert, please try again.', and the list reloads after.
   */
  toggleAlert(request: AlertToggleRequest): void;
  /**
   * Deletes an alert the member confirmed (spec 3 §4); a failure shows 'Sorry, there was a problem deleting
   * your alert, please try again.', and the list reloads after.
   */
  deleteAlert(kind: 'price' | 'advanced', recid: number): void;
  /** Charts a predefined alert's symbol (spec 3 §2.5). */
  loadAlertSymbol(symbol: string): void;
  /** Hides a notification at once and records it on the server or by cookie (spec 3 §4, §6). */
  dismissNotification(id: string): void;
}

/** Price alerts used and the member's maximum, -1 when unknown (spec 3 §2.4, spec 1 §3.10). */
export function priceAlertsUsage(
  alerts: AlertsModesState,
  workbench: Pick<WorkbenchState, 'member' | 'memberData'>,
): { used: number; max: number } {
  const { member, memberData } = workbench;
  const limits =
    member && memberData.accountLimits.isKnown
      ? memberData.accountLimits.byMemberType[member.memberType]
      : null;
  const load = alerts.price.load;
  const used = load.status === 'loaded' ? load.data.length : alerts.price.lastAlerts.length;
  return { used, max: limits ? limits.maxPriceAlerts : UNKNOWN_LIMIT };
}

/** The alerts modes: tables loaded and polled while shown, row actions, and the notifications feed. */
export function createAlertsModes(
  kernel: ModesGroupKernel<AlertsModesState>,
): ModesGroup<AlertsModesActions> {
  const tables = createAlertTables(kernel);
  const feed = createNotificationsFeed(kernel);
  const quote = createAlertQuote(kernel);
  return {
    actions: {
      ...tables.actions,
      ...feed.actions,
      ...quote.actions,
      loadAlertSymbol: (symbol) => kernel.workbench.actions.loadChart({ symbol }),
    },
    sync(context, previous) {
      tables.sync(context, previous);
      feed.sync(context);
    },
    dispose() {
      tables.dispose();
      feed.dispose();
      quote.dispose();
    },
  };
}
