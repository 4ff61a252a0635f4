import { createApiClient } from './client';
import { SUGGESTION_FRESH_MS, SUGGESTION_MAX_AGE_MS } from './market-calls';
import { fakeFetch } from './test-support';

const clock = () => {
  let time = 5_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('spec 1 §8 market-open check: one request per call (the store’s checker retries once)', () => {
  it('answers the server’s ismarketopen and passes the exchange, the UTC date and time', async () => {
    const server = fakeFetch(() => ({ date: '2026-03-04 10:00', ismarketopen: true }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: () => 42 });
    await expect(client.isMarketOpen('NASDAQ', { d: '20260304', t: '150000' })).resolves.toBe(true);
    expect(server.seen).toHaveLength(1);
    expect(Object.fromEntries(server.seen[0]?.url.searchParams ?? [])).toEqual({
      e: 'NASDAQ',
      randomNumber: '42',
      d: '20260304',
      t: '150000',
    });
  });

  it.each([
    ['a server error', new Response('oops', { status: 500 })],
    ['a refusal', { success: false, message: 'Unknown exchange: X.' }],
    ['the wrong shape', { open: true }],
  ])('rejects after one request on %s', async (_case, answer) => {
    const server = fakeFetch(() => answer);
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: () => 42 });
    await expect(client.isMarketOpen('NASDAQ')).rejects.toThrow();
    expect(server.seen).toHaveLength(1);
  });
});

describe('spec 3 §7, §9 symbol suggestions: cached 1 and 5 minutes, a failure gives an empty list', () => {
  const reply = (symbol: string) => ({
    success: true,
    suggestions: [{ name: `${symbol} Inc.`, exchange: 'NYSE', symbol }],
  });

  it('serves a fresh entry without a request, a stale one while refreshing, an old one after a new request', async () => {
    const time = clock();
    let round = 0;
    const server = fakeFetch(() => reply(`S${round++}`));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: time.now });
    await expect(client.getSymbolSuggestions('ap')).resolves.toEqual(reply('S0').suggestions);
    time.advance(SUGGESTION_FRESH_MS - 1);
    await expect(client.getSymbolSuggestions('AP ')).resolves.toEqual(reply('S0').suggestions);
    expect(server.seen).toHaveLength(1);
    time.advance(1);
    await expect(client.getSymbolSuggestions('ap')).resolves.toEqual(reply('S0').suggestions);
    await flush();
    expect(server.seen).toHaveLength(2);
    await expect(client.getSymbolSuggestions('ap')).resolves.toEqual(reply('S1').suggestions);
    time.advance(SUGGESTION_MAX_AGE_MS);
    await expect(client.getSymbolSuggestions('ap')).resolves.toEqual(reply('S2').suggestions);
    expect(Object.fromEntries(server.seen[0]?.url.searchParams ?? [])).toEqual({
      cmd: 'get-symbol-suggestions',
      q: 'ap',
      perPage: '10',
    });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['success false', () => ({ success: false, message: 'no' })],
    ['a bad shape', () => ({ success: true, suggestions: [{ symbol: 1 }] })],
  ])('gives an empty list after %s, and does not cache it', async (_case, answer) => {
    const answers = [answer, () => reply('OK')];
    const server = fakeFetch(() => answers.shift()?.());
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: clock().now });
    await expect(client.getSymbolSuggestions('ok')).resolves.toEqual([]);
    await expect(client.getSymbolSuggestions('ok')).resolves.toEqual(reply('OK').suggestions);
  });

  it('does not ask for blank text', async () => {
    const server = fakeFetch(() => reply('X'));
    await expect(
      createApiClient({ baseUrl: '', fetch: server.fetch }).getSymbolSuggestions('  '),
    ).resolves.toEqual([]);
    expect(server.seen).toHaveLength(0);
  });
});

describe('spec 3 §7 quotes, historical data, symbol summary and options', () => {
  it('reads the one quote of /quotebrain/quotes and refuses any other count', async () => {
    const quote = { symbol: 'AAPL', close: 231.5 };
    await expect(
      createApiClient({ baseUrl: '', fetch: fakeFetch(() => [quote]).fetch }).getQuote('AAPL'),
    ).resolves.toEqual(quote);
    await expect(
      createApiClient({ baseUrl: '', fetch: fakeFetch(() => [quote, quote]).fetch }).getQuote('AAPL'),
    ).rejects.toMatchObject({ call: 'getQuote', kind: 'shape' });
    await expect(
      createApiClient({
        baseUrl: '',
        fetch: fakeFetch(() => [{ symbol: 'AAPL', close: '1' }]).fetch,
      }).getQuote('AAPL'),
    ).rejects.toMatchObject({ kind: 'shape' });
  });

  it('reads historical data as text and refuses an empty reply', async () => {
    const server = fakeFetch(() => new Response('Date,Open\n2026-03-03,1\n'));
    await expect(
      createApiClient({ baseUrl: '', fetch: server.fetch }).getPastData({
        ticker: 'AAPL',
        barwidth: 'W',
        start: '2025-03-04',
      }),
    ).resolves.toContain('2026-03-03');
    expect(server.seen[0]?.url.searchParams.get('out')).toBe('text');
    const empty = fakeFetch(() => new Response(''));
    await expect(
      createApiClient({ baseUrl: '', fetch: empty.fetch }).getPastData({ ticker: 'AAPL', barwidth: 'D' }),
    ).rejects.toMatchObject({ call: 'getPastData', kind: 'shape' });
  });

  it('asks get-symbol-data for the symbolsummary fields, takes symbols[0] and refuses an empty list', async () => {
    const summary = fakeFetch(() => ({ success: true, symbols: [{ symbol: 'IBM', name: 'IBM' }] }));
    await expect(
      createApiClient({ baseUrl: '', fetch: summary.fetch }).getSymbolSummary('IBM'),
    ).resolves.toEqual({ symbol: 'IBM', name: 'IBM' });
    expect(summary.seen[0]?.url.searchParams.get('optionalFields')).toBe('symbolsummary');
    expect(summary.seen[0]?.url.searchParams.get('symbols')).toBe('IBM');
    await expect(
      createApiClient({
        baseUrl: '',
        fetch: fakeFetch(() => ({ success: true, symbols: [] })).fetch,
      }).getSymbolSummary('IBM'),
    ).rejects.toMatchObject({ call: 'getSymbolSummary' });
  });

  it('posts get-options with s and needs an Expirations list', async () => {
    const server = fakeFetch(() => ({
      success: true,
      options: { Expirations: [], NextEarningsDate: '2026-04-30' },
    }));
    await expect(
      createApiClient({ baseUrl: '', fetch: server.fetch }).getOptions('AAPL'),
    ).resolves.toMatchObject({ Expirations: [] });
    expect(server.seen[0]?.rawBody).toBe('cmd=get-options&s=AAPL');
    await expect(
      createApiClient({
        baseUrl: '',
        fetch: fakeFetch(() => ({ success: true, options: {} })).fetch,
      }).getOptions('AAPL'),
    ).rejects.toMatchObject({ kind: 'shape' });
  });
});
