import { CALENDARS, calendarOfExchange, isOpenAt, isTradingDay, sessionOf, tradingDays } from './calendar';
import { dayFromIso, isoFromDay } from './days';
import { holidaysOf } from './holidays';

const day = dayFromIso;
const holidayList = (calendar: Parameters<typeof holidaysOf>[0], year: number) =>
  [...holidaysOf(calendar, year)]
    .filter((d) => new Date(d * 86_400_000).getUTCFullYear() === year)
    .sort((a, b) => a - b)
    .map(isoFromDay);

describe('issue 5 market data: exchange calendars', () => {
  it.each([
    [
      2025,
      [
        '2025-01-01',
        '2025-01-09',
        '2025-01-20',
        '2025-02-17',
        '2025-04-18',
        '2025-05-26',
        '2025-06-19',
        '2025-07-04',
        '2025-09-01',
        '2025-11-27',
        '2025-12-25',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-04-03',
        '2026-05-25',
        '2026-06-19',
        '2026-07-03',
        '2026-09-07',
        '2026-11-26',
        '2026-12-25',
      ],
    ],
    [
      2021,
      [
        '2021-01-01',
        '2021-01-18',
        '2021-02-15',
        '2021-04-02',
        '2021-05-31',
        '2021-07-05',
        '2021-09-06',
        '2021-11-25',
        '2021-12-24',
      ],
    ],
  ])('US (NYSE) holidays of %i, observed on the nearest weekday', (year, expected) => {
    expect(holidayList('US', year)).toEqual(expected);
  });

  it('keeps 31 December 2021 open when New Year 2022 falls on a Saturday', () => {
    expect(isTradingDay('US', day('2021-12-31'))).toBe(true);
  });

  it.each([
    [
      'LSE',
      2025,
      [
        '2025-01-01',
        '2025-04-18',
        '2025-04-21',
        '2025-05-05',
        '2025-05-26',
        '2025-08-25',
        '2025-12-25',
        '2025-12-26',
      ],
    ],
    [
      'TSX',
      2025,
      [
        '2025-01-01',
        '2025-02-17',
        '2025-04-18',
        '2025-05-19',
        '2025-07-01',
        '2025-08-04',
        '2025-09-01',
        '2025-10-13',
        '2025-12-25',
        '2025-12-26',
      ],
    ],
    [
      'LSE',
      2021,
      [
        '2021-01-01',
        '2021-04-02',
        '2021-04-05',
        '2021-05-03',
        '2021-05-31',
        '2021-08-30',
        '2021-12-27',
        '2021-12-28',
      ],
    ],
  ] as const)('%s holidays of %i', (calendar, year, expected) => {
    expect(holidayList(calendar, year)).toEqual(expected);
  });

  it('trades crypto every day of the year, weekends and holidays included', () => {
    expect(tradingDays('CRYPTO', day('2025-01-01'), day('2025-12-31')).length).toBe(365);
    expect(tradingDays('US', day('2025-01-01'), day('2025-12-31')).length).toBe(250);
  });

  it.each([
    // Winter (EST, UTC-5) and summer (EDT, UTC-4) hours of the US session, and a 13:00 half day.
    ['US', '2026-01-06', '2026-01-06T14:30:00.000Z', '2026-01-06T21:00:00.000Z'],
    ['US', '2026-07-06', '2026-07-06T13:30:00.000Z', '2026-07-06T20:00:00.000Z'],
    ['US', '2025-11-28', '2025-11-28T14:30:00.000Z', '2025-11-28T18:00:00.000Z'],
    ['LSE', '2026-07-06', '2026-07-06T07:00:00.000Z', '2026-07-06T15:30:00.000Z'],
    ['NSE', '2026-07-06', '2026-07-06T03:45:00.000Z', '2026-07-06T10:00:00.000Z'],
    ['TSX', '2026-01-06', '2026-01-06T14:30:00.000Z', '2026-01-06T21:00:00.000Z'],
    ['CRYPTO', '2026-01-03', '2026-01-03T00:00:00.000Z', '2026-01-04T00:00:00.000Z'],
  ] as const)('%s session of %s runs from %s to %s', (calendar, date, open, close) => {
    const session = sessionOf(calendar, day(date));
    expect(session && new Date(session.open).toISOString()).toBe(open);
    expect(session && new Date(session.close).toISOString()).toBe(close);
  });

  it('has US extended hours from 04:00 to 20:00 New York time', () => {
    const session = sessionOf('US', day('2026-01-06'));
    expect(session && new Date(session.preOpen).toISOString()).toBe('2026-01-06T09:00:00.000Z');
    expect(session && new Date(session.postClose).toISOString()).toBe('2026-01-07T01:00:00.000Z');
    expect(CALENDARS.US.zone).toBe('America/New_York');
  });

  it.each([
    ['NASDAQ', '2026-01-06T15:00:00Z', false, true],
    ['NYSE', '2026-01-06T14:29:00Z', false, false],
    ['NYSE', '2026-01-06T14:29:00Z', true, true],
    ['NASDAQ', '2026-01-06T21:00:00Z', false, false],
    ['NASDAQ', '2026-01-10T15:00:00Z', false, false],
    ['NASDAQ', '2025-12-25T15:00:00Z', false, false],
    ['Coinbase', '2025-12-25T15:00:00Z', false, true],
    ['CRYPTO', '2026-01-10T03:00:00Z', false, true],
    ['LSE', '2026-01-06T08:00:00Z', false, true],
    ['TSX', '2026-02-16T15:00:00Z', false, false],
  ] as const)('%s at %s (extended %s) is open: %s', (exchange, at, extended, open) => {
    const calendar = calendarOfExchange(exchange);
    expect(calendar).toBeDefined();
    expect(isOpenAt(calendar ?? 'US', Date.parse(at), extended)).toBe(open);
  });

  it('does not know an exchange it has no calendar for', () => {
    expect(calendarOfExchange('MOON')).toBeUndefined();
  });
});
