import type { PriceAlert } from '../../model/index';

/** The alert and notification calls of the backend (spec 3 §7) the alerts modes use. */
export interface WorkbenchAlertsApi {
  /** The member's price alerts. */
  getPriceAlerts(): Promise<readonly PriceAlert[]>;
}
