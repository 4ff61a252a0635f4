import { findPeriod } from '../../catalogues/index';

/** True when a period value (or id) names an intraday period of the catalogue; unknown periods are not intraday. */
export function isIntradayPeriod(period: string): boolean {
  return findPeriod(period)?.isIntraday === true;
}
