import { ModeStatus } from '../shared/ModeStatus';

/** Price Alerts connected to the modes store. */
export function WiredPriceAlerts() {
  return <ModeStatus kind="loading" />;
}

/** Advanced Alerts connected to the modes store. */
export function WiredAdvancedAlerts() {
  return <ModeStatus kind="loading" />;
}

/** Predefined Alerts connected to the modes store. */
export function WiredPredefinedAlerts() {
  return <ModeStatus kind="loading" />;
}

/** The notifications at the top of the workbench, connected to the modes store. */
export function WiredNotifications() {
  return null;
}
