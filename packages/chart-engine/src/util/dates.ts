const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short English month name of a month index (0-11). */
export function monthName(month: number): string {
  return MONTHS[month] ?? '';
}

const DAY_MS = 86_400_000;
const MAX_DATE_MS = 8.64e15;

/**
 * The UTC year and month (0-11) of a time, as `Date` gives them, in plain arithmetic (the proleptic Gregorian
 * calendar; H. Hinnant's civil_from_days). A date axis reads them for every bar, and a `Date` for each was most of
 * the axis's time.
 */
export function utcYearMonth(time: number): { year: number; month: number } {
  // Outside the range of a Date (and NaN), as Date answers.
  if (!(Math.abs(time) <= MAX_DATE_MS)) return { year: NaN, month: NaN };
  const days = Math.floor(time / DAY_MS) + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  // Months counted from March, so that February's leap day ends the year.
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = fromMarch < 10 ? fromMarch + 2 : fromMarch - 10;
  return { year: yearOfEra + era * 400 + (month <= 1 ? 1 : 0), month };
}

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** 'YYYY-MM-DD' of a UTC time. */
export function isoDate(time: number): string {
  const d = new Date(time);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'D Mon YYYY' of a UTC time, for legends and quote headers. */
export function displayDate(time: number): string {
  const d = new Date(time);
  return `${d.getUTCDate()} ${monthName(d.getUTCMonth())} ${d.getUTCFullYear()}`;
}

/** 'HH:MM' of a UTC time. */
export function displayTime(time: number): string {
  const d = new Date(time);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Parses 'YYYY-MM-DD' to a UTC time, or undefined for anything else. */
export function parseIsoDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return isoDate(time) === text ? time : undefined;
}
