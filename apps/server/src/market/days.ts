/**
 * Calendar days as integers (days since 1970-01-01, UTC) and the small date arithmetic the calendars need.
 * Integers keep 35 years of sessions in a typed array and make day lookups a subtraction.
 */

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;
/** Milliseconds in a minute. */
export const MINUTE_MS = 60_000;

/** The day number of a YYYY-MM-DD date, or NaN when it is not a real date. */
export function dayFromIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return Number.NaN;
  return ms / DAY_MS;
}

/** The day number of a calendar date given as numbers (month 1-12). */
export function dayFromParts(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The YYYY-MM-DD text of a day number. */
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number containing an instant (UTC). */
export function dayOfMs(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** The weekday of a day number: 0 Sunday to 6 Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** The n-th (1-based) given weekday of a month; n = -1 gives the last one. */
export function nthWeekday(year: number, month: number, wd: number, n: number): number {
  if (n > 0) {
    const first = dayFromParts(year, month, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayFromParts(year, month + 1, 0);
  return last - ((weekday(last) - wd + 7) % 7);
}

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromParts(year, month, day);
}
