import type { CalendarId } from './types';
import { dayFromIso, dayFromParts, easterSunday, nthWeekday, weekday } from './days';

const MON = 1;
const THU = 4;

/** A US-style observance: Saturday moves to Friday, Sunday to Monday. */
function observedUs(day: number): number {
  const wd = weekday(day);
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

/** A weekend holiday moves to the next weekday that is not already taken. */
function substitute(days: number[]): number[] {
  const out: number[] = [];
  for (const day of days) {
    let d = day;
    while (weekday(d) === 0 || weekday(d) === 6 || out.includes(d)) d++;
    out.push(d);
  }
  return out;
}

// Unscheduled NYSE closures (national mourning, 9/11, Hurricane Sandy).
const US_SPECIAL_CLOSURES = [
  '1994-04-27',
  '2001-09-11',
  '2001-09-12',
  '2001-09-13',
  '2001-09-14',
  '2004-06-11',
  '2007-01-02',
  '2012-10-29',
  '2012-10-30',
  '2018-12-05',
  '2025-01-09',
].map(dayFromIso);

function usHolidays(year: number): number[] {
  const days: number[] = [];
  const newYear = dayFromParts(year, 1, 1);
  // NYSE does not close on Friday 31 December when New Year's Day falls on a Saturday.
  if (weekday(newYear) !== 6) days.push(observedUs(newYear));
  if (year >= 1998) days.push(nthWeekday(year, 1, MON, 3));
  days.push(nthWeekday(year, 2, MON, 3));
  days.push(easterSunday(year) - 2);
  days.push(nthWeekday(year, 5, MON, -1));
  if (year >= 2022) days.push(observedUs(dayFromParts(year, 6, 19)));
  days.push(observedUs(dayFromParts(year, 7, 4)));
  days.push(nthWeekday(year, 9, MON, 1));
  days.push(nthWeekday(year, 11, THU, 4));
  days.push(observedUs(dayFromParts(year, 12, 25)));
  return days;
}

function tsxHolidays(year: number): number[] {
  const days = substitute([dayFromParts(year, 1, 1)]);
  if (year >= 2008) days.push(nthWeekday(year, 2, MON, 3));
  days.push(easterSunday(year) - 2);
  // Victoria Day: the Monday before 25 May.
  const may25 = dayFromParts(year, 5, 25);
  days.push(may25 - ((weekday(may25) - MON + 7) % 7 || 7));
  days.push(...substitute([dayFromParts(year, 7, 1)]));
  days.push(nthWeekday(year, 8, MON, 1));
  days.push(nthWeekday(year, 9, MON, 1));
  days.push(nthWeekday(year, 10, MON, 2));
  days.push(...substitute([dayFromParts(year, 12, 25), dayFromParts(year, 12, 26)]));
  return days;
}

function lseHolidays(year: number): number[] {
  const easter = easterSunday(year);
  return [
    ...substitute([dayFromParts(year, 1, 1)]),
    easter - 2,
    easter + 1,
    nthWeekday(year, 5, MON, 1),
    nthWeekday(year, 5, MON, -1),
    nthWeekday(year, 8, MON, -1),
    ...substitute([dayFromParts(year, 12, 25), dayFromParts(year, 12, 26)]),
  ];
}

function nseHolidays(year: number): number[] {
  // The fixed-date national holidays; the lunar festivals vary each year and are not modelled.
  return [
    [1, 26],
    [5, 1],
    [8, 15],
    [10, 2],
    [12, 25],
  ].map(([m, d]) => dayFromParts(year, m ?? 1, d ?? 1));
}

const cache = new Map<string, ReadonlySet<number>>();

/** The exchange holidays (full closures on weekdays) of a calendar in a year. */
export function holidaysOf(calendar: CalendarId, year: number): ReadonlySet<number> {
  const key = `${calendar}:${year}`;
  let set = cache.get(key);
  if (!set) {
    let days: number[] = [];
    if (calendar === 'US') days = [...usHolidays(year), ...US_SPECIAL_CLOSURES];
    else if (calendar === 'TSX') days = tsxHolidays(year);
    else if (calendar === 'LSE') days = lseHolidays(year);
    else if (calendar === 'NSE') days = nseHolidays(year);
    set = new Set(days);
    cache.set(key, set);
  }
  return set;
}

/** US half days (13:00 close): the day after Thanksgiving, Christmas Eve and the eve of Independence Day. */
export function isUsEarlyClose(day: number, year: number): boolean {
  const holidays = holidaysOf('US', year);
  if (holidays.has(day)) return false;
  const wd = weekday(day);
  if (wd === 0 || wd === 6) return false;
  if (day === nthWeekday(year, 11, THU, 4) + 1) return true;
  if (day === dayFromParts(year, 12, 24)) return true;
  return (
    day === dayFromParts(year, 7, 3) &&
    !holidays.has(dayFromParts(year, 7, 4)) &&
    weekday(dayFromParts(year, 7, 4)) !== 6
  );
}
