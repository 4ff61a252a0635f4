export {
  formatNumber,
  formatPrice,
  formatSctr,
  formatLargeNumber,
  blankWhenZero,
  formatPercentChange,
  formatImpliedVolatility,
  formatRevenueMillions,
} from './numbers';
export { UNKNOWN_DATE_TEXT, formatSummaryCell, firstSortDirection, compareUniverses } from './summary';
