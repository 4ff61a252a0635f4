const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short English month name of a month index (0-11). */
export function monthName(month: number): string {
  return MONTHS[month] ?? '';
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
