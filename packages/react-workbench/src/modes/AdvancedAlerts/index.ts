export { AdvancedAlerts } from './AdvancedAlerts';
export type { AdvancedAlertsProps } from './AdvancedAlerts';
