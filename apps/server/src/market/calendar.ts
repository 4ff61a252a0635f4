import type { CalendarId } from './types';
import { DAY_MS, weekday, yearOfDay } from './days';
import { holidaysOf, isUsEarlyClose } from './holidays';
import { wallClockMs, zonedToUtc } from './timezone';

/** The hours of a trading calendar, in minutes after local midnight. */
export interface CalendarHours {
  readonly id: CalendarId;
  readonly zone: string;
  readonly open: number;
  readonly close: number;
  /** Extended-hours trading window (equal to open/close where there is none). */
  readonly preOpen: number;
  readonly postClose: number;
  readonly earlyClose: number;
  readonly tradesWeekends: boolean;
}

/** Every calendar with its zone and hours. */
export const CALENDARS: Readonly<Record<CalendarId, CalendarHours>> = {
  US: {
    id: 'US',
    zone: 'America/New_York',
    open: 570,
    close: 960,
    preOpen: 240,
    postClose: 1200,
    earlyClose: 780,
    tradesWeekends: false,
  },
  TSX: {
    id: 'TSX',
    zone: 'America/Toronto',
    open: 570,
    close: 960,
    preOpen: 570,
    postClose: 960,
    earlyClose: 960,
    tradesWeekends: false,
  },
  LSE: {
    id: 'LSE',
    zone: 'Europe/London',
    open: 480,
    close: 990,
    preOpen: 480,
    postClose: 990,
    earlyClose: 750,
    tradesWeekends: false,
  },
  NSE: {
    id: 'NSE',
    zone: 'Asia/Kolkata',
    open: 555,
    close: 930,
    preOpen: 555,
    postClose: 930,
    earlyClose: 930,
    tradesWeekends: false,
  },
  CRYPTO: {
    id: 'CRYPTO',
    zone: 'UTC',
    open: 0,
    close: 1440,
    preOpen: 0,
    postClose: 1440,
    earlyClose: 1440,
    tradesWeekends: true,
  },
};

/** One trading session: its day and its boundaries as UTC instants. */
export interface Session {
  readonly day: number;
  readonly preOpen: number;
  readonly open: number;
  readonly close: number;
  readonly postClose: number;
}

/** Whether the calendar trades on a day (weekends and holidays excluded). */
export function isTradingDay(calendar: CalendarId, day: number): boolean {
  if (calendar === 'CRYPTO') return true;
  const wd = weekday(day);
  if (wd === 0 || wd === 6) return false;
  return !holidaysOf(calendar, yearOfDay(day)).has(day);
}

const dayCache = new Map<CalendarId, { first: number; days: Int32Array }>();

function computeTradingDays(calendar: CalendarId, first: number, last: number): Int32Array {
  const days = new Int32Array(Math.max(0, last - first + 1));
  let n = 0;
  for (let day = first; day <= last; day++) if (isTradingDay(calendar, day)) days[n++] = day;
  return days.slice(0, n);
}

/**
 * The trading days from `first` to `last` inclusive, in order. Days from 1990 to the end of next year are
 * computed once per calendar; the result is a view when it falls inside them.
 */
export function tradingDays(calendar: CalendarId, first: number, last: number): Int32Array {
  let cached = dayCache.get(calendar);
  if (!cached) {
    const from = Date.UTC(1990, 0, 1) / DAY_MS;
    const to = Date.UTC(new Date().getUTCFullYear() + 2, 0, 1) / DAY_MS;
    cached = { first: from, days: computeTradingDays(calendar, from, to) };
    dayCache.set(calendar, cached);
  }
  const all = cached.days;
  const lastCached = all[all.length - 1] ?? cached.first;
  if (first < cached.first || last > lastCached) return computeTradingDays(calendar, first, last);
  return all.subarray(lowerBound(all, first), lowerBound(all, last + 1));
}

function lowerBound(days: Int32Array, value: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function closeMinute(hours: CalendarHours, day: number): number {
  if (hours.id === 'US' && isUsEarlyClose(day, yearOfDay(day))) return hours.earlyClose;
  if (hours.id === 'LSE') {
    // London closes at 12:30 on Christmas Eve and New Year's Eve when they are trading days.
    const date = new Date(day * DAY_MS);
    const md = `${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
    if (md === '12-24' || md === '12-31') return hours.earlyClose;
  }
  return hours.close;
}

/** Sessions already worked out, by calendar and day: a chart request asks for the same few days again. */
const sessions = new Map<string, Session | undefined>();
/** Past this many the map starts afresh (a chart asks for recent days; this is years of every calendar). */
const MAX_SESSIONS = 20_000;

/** The session of a calendar on a day, or undefined when it does not trade (shared and frozen: worked out once). */
export function sessionOf(calendar: CalendarId, day: number): Session | undefined {
  const key = `${calendar} ${day}`;
  if (sessions.has(key)) return sessions.get(key);
  const computed = computeSession(calendar, day);
  const session = computed && Object.freeze(computed);
  if (sessions.size >= MAX_SESSIONS) sessions.clear();
  sessions.set(key, session);
  return session;
}

function computeSession(calendar: CalendarId, day: number): Session | undefined {
  if (!isTradingDay(calendar, day)) return undefined;
  const hours = CALENDARS[calendar];
  const close = closeMinute(hours, day);
  const at = (minute: number) => zonedToUtc(hours.zone, day, minute);
  return {
    day,
    preOpen: at(hours.preOpen),
    open: at(hours.open),
    close: at(close),
    // Early-close days end extended trading with the shortened session's usual four hours at most.
    postClose: at(close === hours.close ? hours.postClose : Math.min(hours.postClose, close + 240)),
  };
}

/** The local calendar day (in the calendar's zone) that contains an instant. */
export function localDayOf(calendar: CalendarId, ms: number): number {
  return Math.floor(wallClockMs(CALENDARS[calendar].zone, ms) / DAY_MS);
}

/** Whether the calendar's regular (or, with `extended`, extended) session is open at an instant. */
export function isOpenAt(calendar: CalendarId, ms: number, extended = false): boolean {
  const session = sessionOf(calendar, localDayOf(calendar, ms));
  if (!session) return false;
  return extended
    ? ms >= session.preOpen && ms < session.postClose
    : ms >= session.open && ms < session.close;
}

const EXCHANGE_CALENDARS: Record<string, CalendarId> = {
  NASDAQ: 'US',
  NYSE: 'US',
  'NYSE ARCA': 'US',
  NYSEARCA: 'US',
  ARCA: 'US',
  AMEX: 'US',
  'NYSE AMERICAN': 'US',
  BATS: 'US',
  CBOE: 'US',
  INDEX: 'US',
  INDX: 'US',
  'MUTUAL FUND': 'US',
  IMPORTED: 'US',
  US: 'US',
  TSX: 'TSX',
  TSE: 'TSX',
  TORONTO: 'TSX',
  LSE: 'LSE',
  LONDON: 'LSE',
  NSE: 'NSE',
  INDIA: 'NSE',
  CRYPTO: 'CRYPTO',
  COINBASE: 'CRYPTO',
};

/** The calendar of an exchange name (case-insensitive), or undefined for an unknown exchange. */
export function calendarOfExchange(exchange: string): CalendarId | undefined {
  return EXCHANGE_CALENDARS[exchange.trim().toUpperCase()];
}
