import { createSyntheticMarketData, MarketDataError } from './index';
import { sessionOf } from './calendar';
import { DAY_MS, MINUTE_MS } from './days';
import { INTRADAY_SESSIONS } from './series';

const NOW = new Date('2026-03-18T15:00:00Z');
const market = createSyntheticMarketData({ now: () => NOW });

/** Groups 1-minute bars by UTC day (US sessions never cross midnight UTC) and aggregates each group. */
function dailyFromMinutes(symbol: string) {
  const minutes = market.getBars(symbol, '1');
  const days = new Map<number, { open: number; high: number; low: number; close: number; volume: number }>();
  for (let i = 0; i < minutes.close.length; i++) {
    const day = Math.floor((minutes.time[i] ?? 0) / DAY_MS);
    const entry = days.get(day);
    const [o, h, l, c, v] = [
      minutes.open[i] ?? 0,
      minutes.high[i] ?? 0,
      minutes.low[i] ?? 0,
      minutes.close[i] ?? 0,
      minutes.volume[i] ?? 0,
    ];
    if (!entry) days.set(day, { open: o, high: h, low: l, close: c, volume: v });
    else
      Object.assign(entry, {
        high: Math.max(entry.high, h),
        low: Math.min(entry.low, l),
        close: c,
        volume: entry.volume + v,
      });
  }
  return days;
}

describe('issue 5 market data: intraday bars agree with daily bars', () => {
  it.each([['AAPL'], ['SPY'], ['$SPX'], ['XOM']])(
    "%s: each session of 1-minute bars aggregates to that day's daily bar",
    (symbol) => {
      const sessions = dailyFromMinutes(symbol);
      expect(sessions.size).toBe(INTRADAY_SESSIONS);
      const daily = market.getBars(symbol, 'D', { start: Math.min(...sessions.keys()) * DAY_MS });
      expect(daily.close.length).toBe(INTRADAY_SESSIONS);
      daily.time.forEach((time, i) => {
        const fromMinutes = sessions.get(time / DAY_MS);
        expect(fromMinutes).toEqual({
          open: daily.open[i],
          high: daily.high[i],
          low: daily.low[i],
          close: daily.close[i],
          volume: daily.volume[i],
        });
      });
    },
  );

  it("builds today's daily bar from the minutes traded so far, and its last minute is the current one", () => {
    const minutes = market.getBars('AAPL', '1');
    const last = minutes.time[minutes.time.length - 1] ?? 0;
    expect(last).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - last).toBeLessThan(MINUTE_MS);
    expect(market.getQuote('AAPL').close).toBe(minutes.close[minutes.close.length - 1]);
  });

  it('leaves today out before the open', () => {
    const before = createSyntheticMarketData({ now: () => new Date('2026-03-18T12:00:00Z') });
    const daily = before.getBars('AAPL', 'D');
    expect(new Date(daily.time[daily.time.length - 1] ?? 0).toISOString().slice(0, 10)).toBe('2026-03-17');
  });

  it('has bars only during exchange hours, plus pre- and post-market with extended hours', () => {
    const regular = market.getBars('MSFT', '1', {
      start: Date.UTC(2026, 2, 17),
      end: Date.UTC(2026, 2, 18) - 1,
    });
    const session = sessionOf('US', Date.UTC(2026, 2, 17) / DAY_MS);
    expect(regular.close.length).toBe(390);
    expect(regular.time[0]).toBe(session?.open);
    const extended = market.getBars('MSFT', '1', {
      start: Date.UTC(2026, 2, 17),
      end: Date.UTC(2026, 2, 18, 6),
      extendedHours: true,
    });
    expect(extended.close.length).toBe(16 * 60);
    expect(extended.time[0]).toBe(session?.preOpen);
  });

  it.each([
    ['39', 10],
    ['65', 6],
    ['78', 5],
    ['130', 3],
    ['195', 2],
    ['60', 7],
    ['30', 13],
  ])('period %s gives %i bars per full US session, aligned to the open', (period, perSession) => {
    const bars = market.getBars('AAPL', period, {
      start: Date.UTC(2026, 2, 17),
      end: Date.UTC(2026, 2, 18) - 1,
    });
    expect(bars.close.length).toBe(perSession);
    expect(new Date(bars.time[0] ?? 0).toISOString()).toBe('2026-03-17T13:30:00.000Z');
  });

  it('trades crypto around the clock in 1-minute bars', () => {
    const bars = market.getBars('$ETHUSD', '1', {
      start: Date.UTC(2026, 2, 14),
      end: Date.UTC(2026, 2, 15) - 1,
    });
    expect(bars.close.length).toBe(1440);
  });

  it('refuses intraday bars for an end-of-day symbol', () => {
    expect(() => market.getBars('VFIAX', '5')).toThrow(MarketDataError);
    expect(() => market.getBars('VFIAX', '5')).toThrow("Unfortunately we don't have intraday data for VFIAX");
    expect(market.getBars('VFIAX', 'D').close.length).toBeGreaterThan(1000);
  });
});

describe('issue 5 market data: intraday determinism', () => {
  it('gives a past session the same minutes whatever the time of the request', () => {
    const window = { start: Date.UTC(2026, 2, 16), end: Date.UTC(2026, 2, 17) - 1 };
    const early = createSyntheticMarketData({ now: () => new Date('2026-03-17T02:00:00Z') }).getBars(
      'NVDA',
      '5',
      window,
    );
    const later = createSyntheticMarketData({ now: () => new Date('2026-03-18T15:00:00Z') }).getBars(
      'NVDA',
      '5',
      window,
    );
    expect(early.close.length).toBe(78);
    expect(later).toEqual(early);
  });
});
