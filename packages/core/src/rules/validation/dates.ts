/**
 * Dates and times (spec 1 §5.2): YYYY-MM-DD with real day counts, user input in four shapes, two-digit years,
 * the 1900-01-01 floor, HH:MM:SS times and minute shifts.
 */

/** The oldest date the product charts (spec 1 §9). */
export const MINIMUM_DATE = '1900-01-01';
/** Earliest year accepted from user input (spec 1 §5.2). */
export const MIN_INPUT_YEAR = 1900;
/** Latest year accepted from user input (spec 1 §5.2). */
export const MAX_INPUT_YEAR = 2100;
/** Largest minute shift accepted, in either direction (spec 1 §5.2). */
export const MAX_MINUTE_SHIFT = 360;

/** Whether a year is a leap year in the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Formats calendar fields as YYYY-MM-DD. */
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether a string is a YYYY-MM-DD date that exists on the calendar (spec 1 §5.2). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Clamps a valid YYYY-MM-DD date to the 1900-01-01 floor (spec 1 §5.2); ISO strings order as dates. */
export function clampToMinimumDate(isoDate: string): string {
  return isoDate < MINIMUM_DATE ? MINIMUM_DATE : isoDate;
}

/** A calendar day given either as a YYYY-MM-DD string or as a Date read in local time. */
export type CalendarDay = Date | string;

/** The YYYY-MM-DD form of a calendar day; a Date is read by its local calendar fields. */
export function toIsoDate(day: CalendarDay): string {
  if (typeof day === 'string') {
    if (!isValidIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
    return day;
  }
  if (Number.isNaN(day.getTime())) throw new RangeError('Invalid Date');
  return formatIsoDate(day.getFullYear(), day.getMonth() + 1, day.getDate());
}

/**
 * Resolves a two-digit year against today's: below the next decade boundary it is this century, else the
 * previous one (spec 1 §5.2; in 2026, 29 is 2029 and 30 is 1930).
 */
export function resolveTwoDigitYear(twoDigits: number, todayYear: number): number {
  const century = Math.floor(todayYear / 100) * 100;
  const nextDecadeBoundary = (Math.floor((todayYear % 100) / 10) + 1) * 10;
  return twoDigits < nextDecadeBoundary ? century + twoDigits : century - 100 + twoDigits;
}

/**
 * Reads a date typed by a user (spec 1 §5.2): Y-M-D or Y/M/D with a four-digit year and 1-2 digit month and
 * day, M-D-Y or M/D/Y with a 2-4 digit year, or the word 'today'. Gives 'YYYY-MM-DD', or null when the text
 * is not a real date in 1900-2100. Throws RangeError only when `today` itself is not a date.
 * @example parseUserDate('2/29/24', '2026-05-01') // '2024-02-29'
 */
export function parseUserDate(input: string, today: CalendarDay): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const todayIso = toIsoDate(today);
  if (text.toLowerCase() === 'today') return todayIso;
  let year: number;
  let month: number;
  let day: number;
  const ymd = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
  const mdy = /^(\d{1,2})([-/])(\d{1,2})\2(\d{2,4})$/.exec(text);
  if (ymd) {
    year = Number(ymd[1]);
    month = Number(ymd[3]);
    day = Number(ymd[4]);
  } else if (mdy) {
    const yearText = mdy[4] as string;
    month = Number(mdy[1]);
    day = Number(mdy[3]);
    year =
      yearText.length === 2
        ? resolveTwoDigitYear(Number(yearText), Number(todayIso.slice(0, 4)))
        : Number(yearText);
  } else {
    return null;
  }
  if (year < MIN_INPUT_YEAR || year > MAX_INPUT_YEAR) return null;
  if (!isRealDay(year, month, day)) return null;
  return formatIsoDate(year, month, day);
}

/** Whether a string is a time HH:MM:SS with hours below 24 and minutes and seconds below 60 (spec 1 §5.2). */
export function isValidTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  return Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3]) < 60;
}

/** Whether a minute shift is a whole number of at most 360 minutes either way (spec 1 §5.2). */
export function isValidMinuteShift(minutes: unknown): boolean {
  return typeof minutes === 'number' && Number.isInteger(minutes) && Math.abs(minutes) <= MAX_MINUTE_SHIFT;
}
