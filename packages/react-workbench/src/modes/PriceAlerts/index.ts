export { PriceAlerts } from './PriceAlerts';
export type { PriceAlertsProps } from './PriceAlerts';
