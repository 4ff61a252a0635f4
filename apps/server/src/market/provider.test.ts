import type { Bars } from '@chartbench/core';
import { PERIODS } from '@chartbench/core';
import { createSyntheticMarketData, MarketDataError, SYMBOLS } from './index';
import { isTradingDay } from './calendar';
import { DAY_MS, weekday } from './days';

const at = (iso: string) => () => new Date(iso);
const NOW = '2026-03-18T15:00:00Z';

function checkOhlc(bars: Bars): void {
  for (let i = 0; i < bars.close.length; i++) {
    const [o, h, l, c] = [bars.open[i] ?? 0, bars.high[i] ?? 0, bars.low[i] ?? 0, bars.close[i] ?? 0];
    expect(h).toBeGreaterThanOrEqual(Math.max(o, c));
    expect(l).toBeLessThanOrEqual(Math.min(o, c));
    expect(l).toBeGreaterThan(0);
    if (i > 0) expect(bars.time[i] ?? 0).toBeGreaterThan(bars.time[i - 1] ?? 0);
  }
}

describe('issue 5 market data: deterministic synthetic bars', () => {
  it('gives the same bars for the same symbol from two providers', () => {
    const a = createSyntheticMarketData({ now: at(NOW) }).getBars('MSFT', 'D');
    const b = createSyntheticMarketData({ now: at(NOW) }).getBars('MSFT', 'D');
    expect(b).toEqual(a);
  });

  it('keeps past bars unchanged when time moves on', () => {
    const early = createSyntheticMarketData({ now: at('2026-02-02T22:00:00Z') }).getBars('AAPL', 'D');
    const later = createSyntheticMarketData({ now: at('2026-11-02T22:00:00Z') }).getBars('AAPL', 'D');
    const n = early.close.length;
    expect(later.close.length).toBeGreaterThan(n);
    expect(later.close.subarray(0, n)).toEqual(early.close);
    expect(later.time.subarray(0, n)).toEqual(early.time);
  });

  it('differs between symbols', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    expect(market.getBars('KO', 'D').close.slice(-20)).not.toEqual(
      market.getBars('PEP', 'D').close.slice(-20),
    );
  });

  it.each([
    ['AAPL', 243.5],
    ['$SPX', 5942],
    ['$BTCUSD', 96400],
  ])('pins %s to its catalogue price on the anchor day 2026-01-02', (symbol, price) => {
    const bars = createSyntheticMarketData({ now: at(NOW) }).getBars(symbol, 'D', {
      start: Date.UTC(2026, 0, 2),
      end: Date.UTC(2026, 0, 2),
    });
    expect(bars.close[0]).toBeCloseTo(price, 2);
  });

  it('starts daily bars in 1990, or on the listing day when later', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    expect(new Date(market.getBars('AAPL', 'D').time[0] ?? 0).toISOString().slice(0, 10)).toBe('1990-01-02');
    expect(new Date(market.getBars('META', 'D').time[0] ?? 0).toISOString().slice(0, 10)).toBe('2012-05-18');
  });

  it('has weekday sessions without US holidays for US symbols and every day for crypto', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    const aapl = market.getBars('AAPL', 'D');
    for (const time of aapl.time) {
      const day = time / DAY_MS;
      expect(isTradingDay('US', day)).toBe(true);
      expect([0, 6]).not.toContain(weekday(day));
    }
    const btc = market.getBars('$BTCUSD', 'D', { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 11, 31) });
    expect(btc.close.length).toBe(365);
  });

  it.each(SYMBOLS.map((info) => [info.symbol]))('%s has sound OHLC bars', (symbol) => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    checkOhlc(market.getBars(symbol, 'D', { start: Date.UTC(2024, 0, 1) }));
  });

  it('keeps prices in a realistic range', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    const last = (symbol: string) => market.getQuote(symbol).close;
    expect(last('$BTCUSD')).toBeGreaterThan(10_000);
    expect(last('$BTCUSD')).toBeLessThan(1_000_000);
    expect(last('$SPX')).toBeGreaterThan(1000);
    expect(last('$SPX')).toBeLessThan(20_000);
    expect(last('AAPL')).toBeGreaterThan(50);
    expect(last('AAPL')).toBeLessThan(1000);
    const closed = { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 11, 31) };
    const adv = market.getBars('$NYADV', 'D', closed).close;
    const dec = market.getBars('$NYDEC', 'D', closed).close;
    adv.forEach((a, i) => expect(a + (dec[i] ?? 0)).toBeGreaterThan(3000));
    adv.forEach((a, i) => expect(a + (dec[i] ?? 0)).toBeLessThan(3200));
  });

  it('rejects an unknown symbol and an unknown period with MarketDataError', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    expect(() => market.getBars('NOPE', 'D')).toThrow(MarketDataError);
    expect(() => market.getBars('AAPL', '7')).toThrow(/Unknown period/);
  });

  it('generates 35 years of daily bars from scratch for many symbols', () => {
    const market = createSyntheticMarketData({ now: at(NOW) });
    for (const info of SYMBOLS) expect(market.getBars(info.symbol, 'D').close.length).toBeGreaterThan(100);
  });
});

describe('issue 5 market data: aggregation to every period', () => {
  const market = createSyntheticMarketData({ now: at(NOW) });

  it.each(PERIODS.filter((p) => !p.isCryptoOnly).map((p) => [p.value]))(
    'AAPL has bars for period %s',
    (period) => {
      const bars = market.getBars('AAPL', period);
      expect(bars.close.length).toBeGreaterThan(0);
      checkOhlc(bars);
    },
  );

  it('crypto has 240-minute bars, six per day', () => {
    const bars = market.getBars('$BTCUSD', '240', {
      start: Date.UTC(2026, 2, 10),
      end: Date.UTC(2026, 2, 12) - 1,
    });
    expect(bars.close.length).toBe(12);
  });

  it('weekly bars aggregate the daily bars of their week', () => {
    const daily = market.getBars('AAPL', 'D', { start: Date.UTC(2026, 0, 5), end: Date.UTC(2026, 0, 9) });
    const weekly = market.getBars('AAPL', 'W', { start: Date.UTC(2026, 0, 5), end: Date.UTC(2026, 0, 9) });
    expect(weekly.close.length).toBe(1);
    expect(weekly.open[0]).toBe(daily.open[0]);
    expect(weekly.close[0]).toBe(daily.close[4]);
    expect(weekly.high[0]).toBe(Math.max(...daily.high));
    expect(weekly.low[0]).toBe(Math.min(...daily.low));
    expect(weekly.volume[0]).toBe(daily.volume.reduce((a, b) => a + b, 0));
  });

  it.each([
    ['M', 12],
    ['Q', 4],
    ['Y', 1],
  ])('period %s splits 2025 into %i bars', (period, count) => {
    expect(
      market.getBars('MSFT', period, { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 11, 31) }).close
        .length,
    ).toBe(count);
  });
});
