import { HistoricalDataError, pastDataRequest, symbolSummaryView } from '@chartbench/core';
import { SAMPLE_SYMBOLS } from './createOfflineApi';
import { createOfflineMarketApi } from './offlineMarket';

const now = <T>(value: T) => Promise.resolve(value);
const draws: string[] = [];
const market = (member?: Parameters<typeof createOfflineMarketApi>[1]) =>
  createOfflineMarketApi(SAMPLE_SYMBOLS, member, now, (symbol, settings) => {
    draws.push(`${symbol} ${settings.period}`);
    return `data:${symbol}`;
  });

describe('the offline market modes’ calls (spec 3 §7 answered from synthetic bars)', () => {
  it('summarises a known symbol from its bars and has none for an unknown one', async () => {
    const summary = await market().getSymbolSummary('aapl');
    expect(summary).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc. (synthetic data)',
      exchange: 'NASDAQ',
    });
    expect(summary?.close).toBeGreaterThan(0);
    await expect(market().getSymbolSummary('ZZZ')).resolves.toBeNull();
    expect(symbolSummaryView('ZZZ', { status: 'loaded', symbol: 'ZZZ', data: null })).toEqual({
      status: 'loaded',
      data: null,
    });
  });

  it('draws the mini chart with the period’s bars', () => {
    expect(market().miniChartUrl({ symbol: 'MSFT', period: '5Y', isEndOfDay: false, randomNumber: 1 })).toBe(
      'data:MSFT',
    );
    expect(draws.at(-1)).toBe('MSFT W');
  });

  it.each([
    ['D', 240, 266],
    ['W', 255, 265],
    ['M', 175, 185],
  ] as const)('answers %s history newest first over its length', async (period, least, most) => {
    const table = await market().getHistoricalTable(pastDataRequest('SPY', period, '2026-11-20'));
    expect(table.columns).toEqual(['Date', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(table.rows.length).toBeGreaterThanOrEqual(least);
    expect(table.rows.length).toBeLessThanOrEqual(most);
    expect((table.rows[0]?.[0] ?? '') > (table.rows[1]?.[0] ?? '')).toBe(true);
  });

  it('refuses history for an unknown symbol with the not-found error', async () => {
    await expect(
      market().getHistoricalTable(pastDataRequest('ZZZ', 'D', '2026-11-20')),
    ).rejects.toBeInstanceOf(HistoricalDataError);
  });

  it('has three expirations of eleven strikes around the close, and no options for an index', async () => {
    const expirations = await market().getOptionExpirations('AAPL');
    expect(expirations.map((e) => e.daysToExpire)).toEqual([7, 14, 28]);
    expect(expirations[0]?.calls).toHaveLength(11);
    expect(
      expirations[0]?.calls.some((c) => c.inTheMoney) && expirations[0]?.puts.some((c) => c.inTheMoney),
    ).toBe(true);
    await expect(market().getOptionExpirations('$SPX')).rejects.toThrow('No option quotes');
  });

  it('gives the built-in strategy view a chain with its underlying: last close and a positive volatility', async () => {
    const chain = await market().getOptionChain?.('AAPL');
    expect(chain?.expirations).toHaveLength(3);
    expect(chain?.underlying?.symbol).toBe('AAPL');
    expect(chain?.underlying?.last).toBeGreaterThan(0);
    expect(chain?.underlying?.historicalVolatility).toBeGreaterThanOrEqual(0.05);
    expect(chain?.underlying?.source).toBe('offline');
    await expect(market().getOptionChain?.('$SPX')).rejects.toThrow('No option quotes');
  });

  it('gives a member’s charts of the symbol and rejects a visitor', async () => {
    const chart = { recid: 5, listNum: 1, name: 'MSFT weekly', symbol: 'MSFT' } as never;
    const other = { recid: 6, listNum: 1, name: 'SPY', symbol: 'SPY' } as never;
    const member = {
      loginCookie: '1.FREE.1.s',
      record: { chartCode: 1 },
      savedCharts: { 1: [chart, other] },
    };
    await expect(market(member).getSavedChartsWithSymbol('msft')).resolves.toEqual([chart]);
    await expect(market().getSavedChartsWithSymbol('MSFT')).rejects.toThrow('Nobody is logged in');
  });
});
