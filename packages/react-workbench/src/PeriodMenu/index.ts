export { PeriodMenu } from './PeriodMenu';
