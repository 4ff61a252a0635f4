import {
  optionsPayloadRecord,
  symbolDataRowRecord,
  symbolSummaryRecord,
} from '@chartbench/api-client/contract';
import { parseOptionChain, parseSymbolSummary } from '@chartbench/core';
import { blackScholes } from './black-scholes';
import { marketCommands, symbolDataRows } from './commands';
import { createSyntheticMarketData, MarketDataError } from './index';
import { RISK_FREE_RATE } from './options';

const NOW = new Date('2026-03-18T15:00:00Z');
const market = createSyntheticMarketData({ now: () => NOW });
const commands = marketCommands({ market, now: () => NOW });
const run = (cmd: string, fields: Record<string, string>) => {
  const handler = commands[cmd];
  if (!handler) throw new Error(`no handler for ${cmd}`);
  return handler(new URLSearchParams({ cmd, ...fields })) as Promise<Record<string, unknown>>;
};

describe('spec 1 §7 get-companies-info', () => {
  it('answers each known symbol with its company info, in order, and leaves unknown symbols out', async () => {
    const reply = await run('get-companies-info', { symbols: 'msft, nosuch,$BTCUSD,VFIAX,RY.TO' });
    expect(reply).toEqual({
      success: true,
      companiesInfo: [
        {
          symbol: 'MSFT',
          companyInfo: {
            exchange: 'NASDAQ',
            isEOD: false,
            name: 'Microsoft Corporation',
            marketRegion: 'US',
          },
        },
        {
          symbol: '$BTCUSD',
          companyInfo: { exchange: 'Coinbase', isEOD: false, name: 'Bitcoin - US Dollar' },
        },
        {
          symbol: 'VFIAX',
          companyInfo: {
            exchange: 'Mutual Fund',
            isEOD: true,
            name: 'Vanguard 500 Index Fund Admiral Shares',
            marketRegion: 'US',
          },
        },
        {
          symbol: 'RY.TO',
          companyInfo: {
            exchange: 'TSX',
            isEOD: false,
            name: 'Royal Bank of Canada',
            marketRegion: 'Canada',
          },
        },
      ],
    });
  });

  it('refuses a request without symbols with a clear message', async () => {
    await expect(run('get-companies-info', {})).rejects.toThrow(MarketDataError);
    await expect(run('get-companies-info', { symbols: '  ' })).rejects.toThrow('symbols is required');
  });
});

describe('spec 3 §7 get-symbol-suggestions', () => {
  it.each([
    ['aapl', 'AAPL'],
    ['micro', 'MSFT'],
    ['bitcoin', '$BTCUSD'],
    ['SPX', '$SPX'],
  ])('puts the best match for %j first (%s)', async (q, symbol) => {
    const reply = await run('get-symbol-suggestions', { q });
    expect(reply.success).toBe(true);
    expect((reply.suggestions as { symbol: string }[])[0]?.symbol).toBe(symbol);
  });

  it('returns perPage suggestions (default 10) with name, exchange and symbol', async () => {
    const all = (await run('get-symbol-suggestions', { q: 'a' })).suggestions as object[];
    expect(all).toHaveLength(10);
    expect(all[0]).toEqual({
      symbol: expect.any(String),
      name: expect.any(String),
      exchange: expect.any(String),
    });
    expect((await run('get-symbol-suggestions', { q: 'a', perPage: '3' })).suggestions).toHaveLength(3);
    await expect(run('get-symbol-suggestions', { q: 'a', perPage: 'x' })).rejects.toThrow('perPage');
  });
});

describe('spec 3 §3 get-symbol-data symbolsummary', () => {
  it.each([['AAPL'], ['SPY'], ['$SPX'], ['$BTCUSD'], ['HSBA.L']])(
    'answers the Symbol Summary of %s in the contract shape, which core parses',
    async (symbol) => {
      const reply = await run('get-symbol-data', { optionalFields: 'symbolsummary', symbols: symbol });
      const record = (reply.symbols as unknown[])[0];
      expect(symbolSummaryRecord.safeParse(record).error).toBeUndefined();
      const summary = parseSymbolSummary(record);
      expect(summary.symbol).toBe(symbol);
      expect(summary.close).toBe(market.getQuote(symbol).close);
    },
  );

  it('gives a company its fundamentals: earnings with estimates, dividends, SCTR history and profile', async () => {
    const record =
      (
        (await run('get-symbol-data', { optionalFields: 'symbolsummary', symbols: 'AAPL' }))
          .symbols as Record<string, unknown>[]
      )[0] ?? {};
    const summary = parseSymbolSummary(record);
    expect(summary.quarterlyEarnings.length).toBeGreaterThanOrEqual(8);
    expect(summary.annualEarnings.length).toBeGreaterThanOrEqual(4);
    expect(summary.sctrHistory.length).toBeGreaterThan(40);
    expect(summary.countryCode).toBe(4);
    expect(summary.description).toContain('Cupertino');
    expect(summary.nextEarningsDate! > '2026-03-18').toBe(true);
    expect(summary.lastEarningsDate! <= '2026-03-18').toBe(true);
    expect(record.marketCap).toBeGreaterThan(1e12);
  });

  it('says plainly when a symbol is unknown', async () => {
    await expect(
      run('get-symbol-data', { optionalFields: 'symbolsummary', symbols: 'NOSUCH' }),
    ).rejects.toThrow('No Symbol Summary for NOSUCH');
  });
});

describe('spec 3 §3 ChartList summary rows (symbolDataRows)', () => {
  it('builds one row per known symbol with the spec fields, keeping recids and leaving unknown symbols out', () => {
    const rows = symbolDataRows(['AAPL', { symbol: 'SPY', recid: 12 }, 'NOSUCH', '$BTCUSD'], market);
    expect(rows.map((row) => row.symbol)).toEqual(['AAPL', 'SPY', '$BTCUSD']);
    expect(rows[1]?.recid).toBe(12);
    for (const row of rows) expect(symbolDataRowRecord.safeParse(row).error).toBeUndefined();
  });
});

describe('spec 3 §7 get-options', () => {
  it('answers a chain in the contract shape, which core parses', async () => {
    const reply = await run('get-options', { s: 'aapl' });
    expect(optionsPayloadRecord.safeParse(reply.options).error).toBeUndefined();
    const chain = parseOptionChain(reply);
    expect(chain.skipped).toBe(0);
    expect(chain.expirations.length).toBeGreaterThanOrEqual(10);
    expect(chain.nextEarningsDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is consistent with the underlying price: put-call parity, implied volatility and greeks', async () => {
    const spot = market.getQuote('AAPL').close;
    const reply = await run('get-options', { s: 'AAPL' });
    const payload = optionsPayloadRecord.parse(reply.options);
    const q = 0.42 / 100;
    let checked = 0;
    for (const expiration of payload.Expirations) {
      const years = Math.max(expiration.DaysToExpire, 0.5) / 365;
      expiration.Calls.forEach((call, i) => {
        const put = expiration.Puts[i];
        if (!put || call.Bid === 0 || put.Bid === 0) return;
        expect(put.StrikePrice).toBe(call.StrikePrice);
        const parity = spot * Math.exp(-q * years) - call.StrikePrice * Math.exp(-RISK_FREE_RATE * years);
        expect(Math.abs(call.Mid - put.Mid - parity)).toBeLessThan(0.02);
        const repriced = blackScholes('call', {
          spot,
          strike: call.StrikePrice,
          years,
          rate: RISK_FREE_RATE,
          dividendYield: q,
          volatility: call.ImpVol,
        });
        expect(Math.abs(repriced.price - call.Mid)).toBeLessThan(0.01);
        expect(call.Delta - put.Delta).toBeCloseTo(Math.exp(-q * years), 3);
        expect(call.InTheMoney).toBe(call.StrikePrice < spot);
        expect(put.InTheMoney).toBe(put.StrikePrice > spot);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("says the chain is derived from the symbol's own bars and gives the underlying it was priced on", async () => {
    const reply = await run('get-options', { s: 'AAPL' });
    const { Underlying } = optionsPayloadRecord.parse(reply.options);
    expect(Underlying).toMatchObject({
      Symbol: 'AAPL',
      Last: market.getQuote('AAPL').close,
      RiskFreeRate: RISK_FREE_RATE,
      Source: 'model',
    });
    expect(Underlying?.HistoricalVolatility).toBeGreaterThan(0.01);
    expect(Underlying?.HistoricalVolatility).toBeLessThan(2);
    expect(parseOptionChain(reply).underlying?.last).toBe(Underlying?.Last);
  });

  it('refuses a symbol longer than any symbol before looking it up', async () => {
    await expect(run('get-options', { s: 'A'.repeat(41) })).rejects.toThrow('s: s (symbol) is too long');
  });

  it.each([['$BTCUSD'], ['NOSUCH'], ['VFIAX']])('refuses %s with a clear message', async (s) => {
    await expect(run('get-options', { s })).rejects.toThrow(`Option quotes are not available for ${s}`);
  });
});
