import { optionsPayloadRecord, symbolSummaryRecord } from '@chartbench/api-client/contract';
import { parseOptionChain, parseSymbolSuggestions, parseSymbolSummary } from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let visitor: Caller;
beforeAll(async () => {
  env = await startTestServer();
  visitor = env.visitor();
});
afterAll(() => env.close());

describe('spec 1 §7 market-open checks against the server', () => {
  it.each([
    ['NASDAQ on a Wednesday at 10:00 New York time', 'NASDAQ', { d: '20260304', t: '100000' }, true],
    ['NASDAQ on a Saturday', 'NASDAQ', { d: '20260307', t: '100000' }, false],
    ['NASDAQ before the open', 'NASDAQ', { d: '20260304', t: '080000' }, false],
    ['an unknown exchange (refused, then treated as closed)', 'NOWHERE', {}, false],
  ])('%s', async (_case, exchange, at, open) => {
    await expect(visitor.client.isMarketOpen(exchange, at)).resolves.toBe(open);
  });
});

describe('spec 3 §7 quotes and historical data against the server', () => {
  it('returns one quote with a numeric close', async () => {
    const quote = await visitor.client.getQuote('AAPL');
    expect(quote.symbol).toBe('AAPL');
    expect(quote.close).toBeGreaterThan(0);
  });

  it('refuses an unknown symbol', async () => {
    await expect(visitor.client.getQuote('NOSUCHSYMBOL')).rejects.toMatchObject({
      call: 'getQuote',
      kind: 'refused',
    });
  });

  it('returns weekly historical data as text', async () => {
    const text = await visitor.client.getPastData({ ticker: 'MSFT', barwidth: 'W', start: '2025-03-04' });
    expect(text.trim().split('\n').length).toBeGreaterThan(40);
  });

  it('says when no historical data exists', async () => {
    await expect(visitor.client.getPastData({ ticker: 'NOSUCHSYMBOL', barwidth: 'D' })).rejects.toMatchObject(
      {
        status: 404,
        serverMessage: 'Historical price data was not found for the symbol: NOSUCHSYMBOL',
      },
    );
  });
});

describe('spec 3 §7 suggestions, symbol summary and options against the server', () => {
  it('suggests symbols for typed text, at most perPage', async () => {
    const suggestions = await visitor.client.getSymbolSuggestions('micro', 5);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.map((entry) => entry.symbol)).toContain('MSFT');
    expect(parseSymbolSuggestions({ success: true, suggestions }).skipped).toBe(0);
  });

  it('gives an empty list, not an error, when the server refuses the text', async () => {
    await expect(visitor.client.getSymbolSuggestions('x'.repeat(101))).resolves.toEqual([]);
  });

  it('returns the Symbol Summary of a symbol in the contract’s record, read by core', async () => {
    const summary = await visitor.client.getSymbolSummary('AAPL');
    expect(symbolSummaryRecord.safeParse(summary).success).toBe(true);
    expect(parseSymbolSummary(summary)).toMatchObject({ symbol: 'AAPL' });
  });

  it('refuses the Symbol Summary of an unknown symbol with a message', async () => {
    await expect(visitor.client.getSymbolSummary('NOSUCHSYMBOL')).rejects.toMatchObject({
      call: 'getSymbolSummary',
      kind: 'refused',
    });
  });

  it('returns an option chain for an optionable stock and refuses an unknown symbol', async () => {
    const options = await visitor.client.getOptions('AAPL');
    expect(optionsPayloadRecord.safeParse(options).success).toBe(true);
    expect(parseOptionChain({ success: true, options }).expirations.length).toBeGreaterThan(0);
    await expect(visitor.client.getOptions('NOSUCHSYMBOL')).rejects.toMatchObject({
      call: 'getOptions',
      kind: 'refused',
    });
  });
});
