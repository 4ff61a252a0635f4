import { DAY_MS, MINUTE_MS } from './days';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time of an instant in a time zone, expressed as if that wall clock were UTC. */
export function wallClockMs(zone: string, utcMs: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant at which the wall clock of a zone shows `minute` minutes after midnight of `day`. */
export function zonedToUtc(zone: string, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  // Two passes settle the offset even on the day a zone changes its clocks.
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (wallClockMs(zone, guess) - guess);
  return guess;
}
