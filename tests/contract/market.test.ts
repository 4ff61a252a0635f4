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
    await expect(visitor.client.getQuote('NOSUCHSYMBOL')).rejects.toMatchObject({ call: 'getQuote', kind: 'refused' });
  });

  it('returns weekly historical data as text', async () => {
    const text = await visitor.client.getPastData({ ticker: 'MSFT', barwidth: 'W', start: '2025-03-04' });
    expect(text.trim().split('\n').length).toBeGreaterThan(40);
  });

  it('says when no historical data exists', async () => {
    await expect(visitor.client.getPastData({ ticker: 'NOSUCHSYMBOL', barwidth: 'D' })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Historical price data was not found for the symbol: NOSUCHSYMBOL',
    });
  });
});
