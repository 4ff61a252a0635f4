import { wallClockMs } from './timezone';

/** The wall clock as the zone's formatter reads it, field by field (what wallClockMs must always give). */
function formatted(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

describe('wallClockMs (zone offsets kept per quarter hour)', () => {
  it.each([
    ['America/New_York', Date.UTC(2026, 2, 8, 7, 0)],
    ['America/New_York', Date.UTC(2026, 10, 1, 6, 0)],
    ['America/Toronto', Date.UTC(2026, 2, 8, 7, 0)],
    ['Europe/London', Date.UTC(2026, 2, 29, 1, 0)],
    ['Asia/Kolkata', Date.UTC(2026, 5, 1, 3, 30)],
    ['UTC', Date.UTC(1990, 0, 1)],
  ])('%s reads as the formatter does on each side of %d, to the second', (zone, change) => {
    for (let ms = change - 40 * 60_000; ms <= change + 40 * 60_000; ms += 59_999) {
      expect(wallClockMs(zone, ms)).toBe(formatted(zone, ms));
      // A second reading comes from the kept offset; it must agree as well.
      expect(wallClockMs(zone, ms + 1)).toBe(formatted(zone, ms + 1));
    }
  });

  it('shows the change of clocks in New York at 2:00 local time (3:00 EDT)', () => {
    const change = Date.UTC(2026, 2, 8, 7, 0);
    expect(new Date(wallClockMs('America/New_York', change - 1000)).toISOString()).toBe(
      '2026-03-08T01:59:59.000Z',
    );
    expect(new Date(wallClockMs('America/New_York', change)).toISOString()).toBe('2026-03-08T03:00:00.000Z');
  });

  it('reads the last instants a Date holds as the formatter does (their span would end outside the range)', () => {
    expect(wallClockMs('America/New_York', 8.64e15)).toBe(formatted('America/New_York', 8.64e15));
    expect(wallClockMs('UTC', -8.64e15)).toBe(formatted('UTC', -8.64e15));
    expect(() => wallClockMs('UTC', Number.NaN)).toThrow(RangeError);
  });
});
