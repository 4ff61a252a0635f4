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

/** {@link wallClockMs} as the zone's formatter gives it (tens of microseconds a call). */
function formattedWallClockMs(zone: string, utcMs: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Zones change their offset on quarter-hour instants of UTC (one check below makes sure). */
const SPAN_MS = 15 * MINUTE_MS;
/** The largest instant a Date holds, either side of 1970. */
const MAX_DATE_MS = 8.64e15;
/** Offsets kept per zone and span; the map starts afresh past this many (a span is a few bytes). */
const MAX_SPANS = 20_000;
/** The zone's UTC offset through each span it was asked about; NaN when it changes inside the span. */
const offsets = new Map<string, number>();

/**
 * The wall-clock time of an instant in a time zone, expressed as if that wall clock were UTC (to the second,
 * as the formatter gives it). A chart request asks this some twenty times, so the zone's offset is kept per
 * quarter hour: the formatter is read only at the span's two ends, and only when they agree is the offset used
 * for every instant between them.
 */
export function wallClockMs(zone: string, utcMs: number): number {
  const start = Math.floor(utcMs / SPAN_MS) * SPAN_MS;
  // Near the ends of the Date range a span's ends may lie outside it: those instants are read directly.
  if (!(Math.abs(start) + SPAN_MS <= MAX_DATE_MS)) return formattedWallClockMs(zone, utcMs);
  const key = `${zone} ${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = formattedWallClockMs(zone, start) - start;
    const end = start + SPAN_MS - 1000;
    if (formattedWallClockMs(zone, end) - end !== offset) offset = NaN;
    if (offsets.size >= MAX_SPANS) offsets.clear();
    offsets.set(key, offset);
  }
  if (Number.isNaN(offset)) return formattedWallClockMs(zone, utcMs);
  // Whole seconds, as the formatter reads them (the offset itself is whole seconds).
  return Math.floor(utcMs / 1000) * 1000 + offset;
}

/** The instant at which the wall clock of a zone shows `minute` minutes after midnight of `day`. */
export function zonedToUtc(zone: string, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  // Two passes settle the offset even on the day a zone changes its clocks.
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (wallClockMs(zone, guess) - guess);
  return guess;
}
