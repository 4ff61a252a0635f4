import { optionsPayloadRecord, symbolSummaryRecord } from '@chartbench/api-client/contract';
import {
  createMarketOpenChecker,
  parseOptionChain,
  parseSymbolSuggestions,
  parseSymbolSummary,
} from '@chartbench/core';
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
    [
      'NASDAQ on a Wednesday at 10:00 New York time (15:00 UTC)',
      'NASDAQ',
      { d: '20260304', t: '150000' },
      true,
    ],
    ['NASDAQ on a Saturday', 'NASDAQ', { d: '20260307', t: '150000' }, false],
    ['NASDAQ before the open (08:00 New York, 13:00 UTC)', 'NASDAQ', { d: '20260304', t: '130000' }, false],
  ])('%s', async (_case, exchange, at, open) => {
    await expect(visitor.client.isMarketOpen(exchange, at)).resolves.toBe(open);
  });

  it('refuses an unknown exchange', async () => {
    await expect(visitor.client.isMarketOpen('NOWHERE')).rejects.toThrow();
  });
});

describe('spec 1 §8, §9 the workbench’s market-open check, client to server, in one convention (UTC)', () => {
  /** The store's checker at a clock time, on the real server through the api-client; counts the requests. */
  function checkAt(iso: string) {
    let requests = 0;
    const api = {
      isMarketOpen: (exchange: string, at: { d?: string; t?: string }) => {
        requests += 1;
        return visitor.client.isMarketOpen(exchange, at);
      },
    };
    const clock = { now: () => Date.parse(iso), setTimeout: () => 0, clearTimeout: () => undefined };
    const checker = createMarketOpenChecker({ api, clock });
    return { checker, requests: () => requests };
  }

  it.each([
    // Probes are now +15 and -35 minutes; New York is UTC-5 before 8 March 2026 and UTC-4 after.
    ['the US morning, winter (10:00 EST)', '2026-03-04T15:00:00Z', true],
    ['the US afternoon, winter (15:30 EST, 20:30 UTC)', '2026-03-04T20:30:00Z', true],
    ['just after the close, winter (16:40 EST)', '2026-03-04T21:40:00Z', false],
    ['before the open, winter (09:00 EST: no probe reaches 09:30)', '2026-03-04T14:00:00Z', false],
    ['the US afternoon after the DST change (15:30 EDT, 19:30 UTC)', '2026-03-09T19:30:00Z', true],
    ['an hour after the close after the DST change (17:00 EDT, 21:00 UTC)', '2026-03-09T21:00:00Z', false],
    ['the open after the DST change (09:20 EDT: +15 is open)', '2026-03-09T13:20:00Z', true],
    ['a Saturday', '2026-03-07T16:00:00Z', false],
  ])('%s', async (_case, iso, open) => {
    const { checker, requests } = checkAt(iso);
    await expect(checker.isOpen('NASDAQ')).resolves.toBe(open);
    expect(requests()).toBe(2);
    checker.dispose();
  });

  it('a refused check is retried once per probe, then reads closed: two requests a probe (four in all), not four a probe', async () => {
    const { checker, requests } = checkAt('2026-03-04T15:00:00Z');
    await expect(checker.isOpen('NOWHERE')).resolves.toBe(false);
    expect(requests()).toBe(4);
    checker.dispose();
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
