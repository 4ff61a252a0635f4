/**
 * The range slider's calendar (spec 2 §4): dates as YYYY-MM-DD strings, trading days (weekends and the
 * holidays Jan 1 and Dec 25, with their observed Mondays, skipped) and the period boundaries the slider
 * steps to.
 */
import {
  addDays,
  addMonths,
  addQuarters,
  addYears,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  getDay,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from 'date-fns';
import { formatIsoDate } from '../validation/dates';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a YYYY-MM-DD string as a local calendar day, or null (a day the calendar does not have, such as
 * 2026-02-30, or the year 0). Read by hand rather than with date-fns' `parse`: the slider reads these on every
 * render of the first view, and a format-string parse cost milliseconds per call there (issue #20).
 */
export function toDay(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // setFullYear, not the Date constructor, which reads the years 0 to 99 as 1900 to 1999.
  const day = new Date(2000, 0, 1);
  day.setFullYear(year, month, date);
  const exists = year > 0 && day.getFullYear() === year && day.getMonth() === month && day.getDate() === date;
  return exists ? day : null;
}

/** Writes a calendar day as YYYY-MM-DD (its local date, as {@link toDay} reads it). */
export function fromDay(day: Date): string {
  return formatIsoDate(day.getFullYear(), day.getMonth() + 1, day.getDate());
}

/** Moves a YYYY-MM-DD date by whole days. */
export function shiftDays(iso: string, days: number): string {
  const day = toDay(iso);
  return day ? fromDay(addDays(day, days)) : iso;
}

function isFixedHoliday(month: number, date: number): boolean {
  return (month === 0 && date === 1) || (month === 11 && date === 25);
}

/** Whether a day is Jan 1 or Dec 25, or the Monday observed for one that fell on the weekend before. */
export function isSliderHoliday(iso: string): boolean {
  const day = toDay(iso);
  if (!day) return false;
  if (isFixedHoliday(day.getMonth(), day.getDate())) return true;
  if (getDay(day) !== 1) return false;
  // A Monday is observed for a holiday on the Saturday or Sunday just before it.
  return [addDays(day, -1), addDays(day, -2)].some((d) => isFixedHoliday(d.getMonth(), d.getDate()));
}

/** Whether a day is neither a weekend day nor a slider holiday. */
export function isTradingDay(iso: string): boolean {
  const day = toDay(iso);
  if (!day) return false;
  const weekday = getDay(day);
  return weekday !== 0 && weekday !== 6 && !isSliderHoliday(iso);
}

/** The nearest trading day from `iso` going in `direction` (the day itself when it trades). */
export function toTradingDay(iso: string, direction: 1 | -1): string {
  let day = iso;
  for (let i = 0; i < 10 && !isTradingDay(day); i += 1) day = shiftDays(day, direction);
  return day;
}

/** How the slider steps for a period: by week, month, quarter, year, or by one weekday. */
export type SliderStepUnit = 'week' | 'month' | 'quarter' | 'year' | 'weekday';

/** The step unit of a period code (spec 2 §4): W, M, Q, Y; anything else (daily, intraday) steps a weekday. */
export function sliderStepUnit(period: string): SliderStepUnit {
  return (
    ({ W: 'week', M: 'month', Q: 'quarter', Y: 'year' } as const)[period as 'W' | 'M' | 'Q' | 'Y'] ??
    'weekday'
  );
}

/** Which edge of the window a date belongs to: starts snap to period starts, ends to period ends. */
export type SliderEdge = 'start' | 'end';

/**
 * The next (or previous) period boundary strictly after (or before) a date, before trading-day adjustment:
 * Mondays / Fridays, month starts / ends, quarter starts / ends, year starts / ends.
 */
export function nextBoundary(
  iso: string,
  unit: Exclude<SliderStepUnit, 'weekday'>,
  edge: SliderEdge,
  direction: 1 | -1,
): string {
  const day = toDay(iso) ?? new Date(2000, 0, 1);
  if (unit === 'week') {
    const target = edge === 'start' ? 1 : 5;
    let d = addDays(day, direction);
    while (getDay(d) !== target) d = addDays(d, direction);
    return fromDay(d);
  }
  const shift = { month: addMonths, quarter: addQuarters, year: addYears }[unit];
  const startOf = { month: startOfMonth, quarter: startOfQuarter, year: startOfYear }[unit];
  const endOf = { month: endOfMonth, quarter: endOfQuarter, year: endOfYear }[unit];
  const snap = (d: Date) => (edge === 'start' ? startOf(d) : endOf(d));
  const same = snap(day);
  const sameIso = fromDay(same);
  if (direction === 1 ? sameIso > iso : sameIso < iso) return sameIso;
  return fromDay(snap(shift(day, direction)));
}
