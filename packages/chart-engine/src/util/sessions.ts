const HOUR_MS = 3_600_000;

/** UTC time of the nth (1-based) Sunday of a month at a UTC hour. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, day, utcHour);
}

/**
 * Offset of US Eastern time from UTC at a moment, in ms (-4 h in daylight saving time, else -5 h). US rules
 * since 2007: from the second Sunday of March 02:00 local to the first Sunday of November 02:00 local.
 */
export function easternOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const start = nthSunday(year, 2, 2, 7);
  const end = nthSunday(year, 10, 1, 6);
  return time >= start && time < end ? -4 * HOUR_MS : -5 * HOUR_MS;
}

/** Whether a bar starting at `time` lies inside the regular US session, 09:30 to 16:00 Eastern. */
export function isRegularSession(time: number): boolean {
  const local = time + easternOffset(time);
  const minutes = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
  return minutes >= 9 * 60 + 30 && minutes < 16 * 60;
}

/** Crypto pairs such as $BTCUSD trade around the clock and have no sessions to shade or drop. */
export function tradesAroundTheClock(symbol: string): boolean {
  return /^\$[A-Z0-9]{2,6}(USD|USDT|EUR|BTC)$/.test(symbol.replace(/^[-_]+/, '').toUpperCase());
}
