/**
 * Studies the catalogue marks intraday-only (VWAP, spec 2 §3 and the indicator catalogue): they restart with
 * each trading session, so on a daily or longer chart they would be one session's average of nothing.
 */
import { findIndicator, findOverlay } from '../../catalogues/index';
import { isIntradayPeriod } from './intraday';

/** Why an intraday-only study is not offered or drawn on a chart of a longer period. */
export const INTRADAY_ONLY_NOTE = 'Intraday charts only';

/** Whether a study (indicator or overlay id) can be drawn on a chart of `period`: intraday-only ones need an intraday period. */
export function isStudyAvailableOn(studyId: string, period: string): boolean {
  const definition = findOverlay(studyId) ?? findIndicator(studyId);
  return !definition?.isIntradayOnly || isIntradayPeriod(period);
}

/** The message a chart shows in place of an intraday-only study on a longer period, or null when it draws. */
export function intradayOnlyRefusal(studyId: string, period: string): string | null {
  if (isStudyAvailableOn(studyId, period)) return null;
  const name = (findOverlay(studyId) ?? findIndicator(studyId))?.name ?? studyId;
  return `${name}: ${INTRADAY_ONLY_NOTE.toLowerCase()}`;
}
