export { PredefinedAlerts } from './PredefinedAlerts';
export type { PredefinedAlertsProps } from './PredefinedAlerts';
