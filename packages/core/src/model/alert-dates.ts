/**
 * Alert dates (spec 3 §5): last-fired times read from the server and shown as 'D Mon YYYY, h:mmam/pm'.
 * Times without an offset are wall-clock times and are kept as such (held in a Date's UTC fields).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function validDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 Feb into March: a day that moved did not exist.
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/**
 * Reads a last-fired time: 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS]' or with 'T' and an optional Z or offset
 * (converted to UTC), or the display form 'D Mon YYYY, h:mmam'. Null when unreadable.
 */
export function parseAlertDate(text: string): Date | null {
  const value = text.trim();
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = iso;
    const date = validDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    if (!date || !zone || zone === 'Z') return date;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[+:-]/g, '');
    const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    return new Date(date.getTime() - offsetMinutes * 60_000);
  }
  const shown = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4}), (\d{1,2}):(\d{2})(am|pm)$/i.exec(value);
  if (shown) {
    const [, d, mon, y, h, mi, half] = shown;
    const month = MONTHS.findIndex((name) => name.toLowerCase() === mon!.toLowerCase()) + 1;
    const hour12 = Number(h);
    if (month === 0 || hour12 < 1 || hour12 > 12) return null;
    const hour = (hour12 % 12) + (half!.toLowerCase() === 'pm' ? 12 : 0);
    return validDate(Number(y), month, Number(d), hour, Number(mi), 0);
  }
  return null;
}

/**
 * Formats a time as 'D Mon YYYY, h:mmam/pm' (spec 3 §5) from its UTC fields, or in a time zone when given
 * (predefined alerts are shown in US Eastern, spec 3 §2.5).
 * @example formatAlertDate(new Date(Date.UTC(2024, 2, 5, 15, 7))) // '5 Mar 2024, 3:07pm'
 */
export function formatAlertDate(date: Date, timeZone?: string): string {
  let year = date.getUTCFullYear();
  let month = date.getUTCMonth();
  let day = date.getUTCDate();
  let hour = date.getUTCHours();
  let minute = date.getUTCMinutes();
  if (timeZone) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    year = part('year');
    month = part('month') - 1;
    day = part('day');
    hour = part('hour') % 24;
    minute = part('minute');
  }
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${day} ${MONTHS[month]} ${year}, ${hour12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}
