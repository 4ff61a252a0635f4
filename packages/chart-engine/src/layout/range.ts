import { findRange, type ChartSettings } from '@chartbench/core';
import { parseIsoDate } from '../util/dates';

/** The bars a chart shows: source indices [start, end). */
export interface VisibleRange {
  readonly start: number;
  readonly end: number;
}

type RangeSettings = Pick<
  ChartSettings,
  | 'range'
  | 'rangeBar'
  | 'rangeGap'
  | 'rangeDays'
  | 'rangeMonths'
  | 'rangeYears'
  | 'rangeStartDate'
  | 'rangeEndDate'
>;

const DAY_MS = 86_400_000;

/** First index whose time is at or after `time` (binary search over ascending times). */
export function lowerBound(times: ArrayLike<number>, time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function subtractCalendar(time: number, years: number, months: number): number {
  const d = new Date(time);
  const totalMonths = d.getUTCFullYear() * 12 + d.getUTCMonth() - years * 12 - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  // Clamp the day so that 31 March minus one month is 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes());
}

/** Start index covering the last `days` distinct trading dates before `end`. */
function startOfLastDays(times: ArrayLike<number>, end: number, days: number): number {
  let seen = 0;
  let previousDay = NaN;
  for (let i = end - 1; i >= 0; i--) {
    const day = Math.floor((times[i] as number) / DAY_MS);
    if (day !== previousDay) {
      if (seen === days) return i + 1;
      seen++;
      previousDay = day;
    }
  }
  return 0;
}

/**
 * Selects the bars in the chart's range (spec 1 §3.2, spec 2 §3): 'fill' fits as many bars as bar plus gap
 * width allow in `plotWidth` pixels; day ranges take that many trading days; month and year ranges go back by
 * calendar from the last bar (or the end date); Year-to-Date starts at the end's 1 January; Custom uses the
 * start and end dates. An unknown range id falls back to the settings' years, months and days.
 */
export function selectRange(
  times: ArrayLike<number>,
  settings: RangeSettings,
  plotWidth: number,
): VisibleRange {
  const count = times.length;
  if (count === 0) return { start: 0, end: 0 };
  const range = findRange(settings.range);
  const endDate = parseIsoDate(settings.rangeEndDate);
  const end = endDate === undefined ? count : Math.max(1, lowerBound(times, endDate + DAY_MS));
  const lastTime = times[end - 1] as number;
  if (range?.kind === 'barGap') {
    const slot = Math.max(1, settings.rangeBar) + Math.max(0, settings.rangeGap);
    const fit = Math.max(1, Math.floor(plotWidth / slot));
    return { start: Math.max(0, end - fit), end };
  }
  if (range?.kind === 'dates') {
    const startDate =
      range.id === 'ytd'
        ? Date.UTC(new Date(lastTime).getUTCFullYear(), 0, 1)
        : parseIsoDate(settings.rangeStartDate);
    const start = startDate === undefined ? 0 : Math.min(end - 1, lowerBound(times, startDate));
    return { start, end };
  }
  const usePreset = range !== undefined && range.isSimpleRangeSetting;
  const years = usePreset ? range.numberOfYears : settings.rangeYears;
  const months = usePreset ? range.numberOfMonths : settings.rangeMonths;
  const days = usePreset ? range.numberOfDays : settings.rangeDays;
  if (years === 0 && months === 0 && days > 0) return { start: startOfLastDays(times, end, days), end };
  if (years === 0 && months === 0 && days === 0) return { start: 0, end };
  const from = subtractCalendar(lastTime, years, months) - days * DAY_MS;
  // The bar on the boundary date itself belongs to the previous span, so a year of daily bars is ~252, not 253.
  const start = Math.min(end - 1, lowerBound(times, from + 1));
  return { start, end };
}
