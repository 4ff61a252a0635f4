import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createSyntheticMarketData } from '../market/index';
import { barsRoutes, MAX_BAR_COUNT } from './bars-route';

const NOW = new Date('2026-03-18T15:00:00Z');
const market = createSyntheticMarketData({ now: () => NOW });
const app = new Hono().route('/', barsRoutes({ market, now: () => NOW }));
const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://localhost${path}`, { headers }));

interface BarsReply {
  success: boolean;
  symbol: string;
  period: string;
  message?: string;
  bars: Record<'time' | 'open' | 'high' | 'low' | 'close' | 'volume', number[]>;
}

describe('the JSON bars endpoint /c-sc/bars', () => {
  it('answers a symbol’s latest bars as columns, readable from any origin, with an ETag and max-age', async () => {
    const res = await get('/c-sc/bars?s=msft&p=W&n=100');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const reply = (await res.json()) as BarsReply;
    expect(reply).toMatchObject({ success: true, symbol: 'MSFT', period: 'W' });
    expect(reply.bars.close).toHaveLength(100);
    expect(reply.bars.time).toHaveLength(100);
    expect(reply.bars.time[1]! - reply.bars.time[0]!).toBeGreaterThan(5 * 86_400_000);
  });

  it('sends gzip to a client that accepts it, with the same JSON inside', async () => {
    const res = await get('/c-sc/bars?s=AAPL&n=50', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const reply = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as BarsReply;
    expect(reply.bars.open).toHaveLength(50);
  });

  it('answers 304 without a body to a conditional request for the same bars', async () => {
    const first = await get('/c-sc/bars?s=AAPL&n=50');
    const again = await get('/c-sc/bars?s=AAPL&n=50', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it(`never answers more than ${MAX_BAR_COUNT} bars, whatever n asks`, async () => {
    const reply = (await (await get('/c-sc/bars?s=AAPL&p=D&n=999999999')).json()) as BarsReply;
    expect(reply.bars.close.length).toBeLessThanOrEqual(MAX_BAR_COUNT);
  });

  it.each([
    ['/c-sc/bars', 400, 's (symbol) is required.'],
    ['/c-sc/bars?s=AAPL&p=fortnight', 400, 'Unknown period: fortnight.'],
    ['/c-sc/bars?s=AAPL&n=-3', 400, 'n must be a whole number of bars, at least 1.'],
    ['/c-sc/bars?s=NOSUCHTHING', 404, "Hmm, we couldn't find data for NOSUCHTHING"],
  ])('refuses %s with %i and a message', async (path, status, message) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(((await res.json()) as BarsReply).message).toBe(message);
  });
});
