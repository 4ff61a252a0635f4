import type { AdvancedAlert, PredefinedAlert, PriceAlert } from '../../../model/index';

/** The alert and notification calls of the backend (spec 3 §7) the alerts modes use. */
export interface WorkbenchAlertsApi {
  /** The member's price alerts (get-pricealerts), invalid rows skipped. */
  getPriceAlerts(): Promise<readonly PriceAlert[]>;
  /** The member's advanced alerts (/j-sum/sum?cmd=alert&view=U), the count entry and invalid rows skipped. */
  getAdvancedAlerts(): Promise<readonly AdvancedAlert[]>;
  /** The predefined alerts (get-all-predefined-alerts), invalid rows skipped. */
  getPredefinedAlerts(): Promise<readonly PredefinedAlert[]>;
  /** Starts (true) or pauses (false) a price alert (update-pricealert isRunning, spec 3 §4). */
  setPriceAlertRunning(recid: number, isRunning: boolean): Promise<void>;
  /** Pauses (2) or starts (4) an advanced alert (update-alert alertType, spec 3 §4). */
  setAdvancedAlertType(recid: number, alertType: 2 | 4): Promise<void>;
  deletePriceAlert(recid: number): Promise<void>;
  /** Deletes an advanced alert (delete-alert). */
  deleteAdvancedAlert(recid: number): Promise<void>;
  /**
   * The workbench's current notifications as the server sends them (get-current-notifications-for-user,
   * location workbench): raw records for core's acceptNotifications. `chartCode` is the member's, or null for
   * a visitor. Rejects on any failure (network, bad shape, success false, no list; spec 3 §8).
   */
  getNotifications(chartCode: number | null): Promise<readonly unknown[]>;
  /** Hides a notification targeted at the member on the server (dismiss-notification, spec 3 §6). */
  dismissNotification(chartCode: number, id: string): Promise<void>;
  /**
   * The latest quote's close of a symbol (GET /quotebrain/quotes, spec 3 §7), where the price alert's percent
   * menu starts when neither the inspector nor Symbol Summary has a close. Rejects when there is none.
   */
  getLatestClose?(symbol: string): Promise<number>;
}
