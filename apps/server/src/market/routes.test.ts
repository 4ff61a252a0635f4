import { Hono } from 'hono';
import { getQuote, quoteRecord } from '@chartbench/api-client/contract';
import { parseBarsCsv } from './csv';
import { createSyntheticMarketData } from './index';
import { marketRoutes } from './routes';

function buildApp(iso: string) {
  const now = () => new Date(iso);
  const app = new Hono();
  app.route('/', marketRoutes({ market: createSyntheticMarketData({ now }), now }));
  return app;
}

const get = (app: Hono, path: string) => app.fetch(new Request(`http://localhost${path}`));
// Wednesday 18 March 2026, 11:00 in New York.
const app = buildApp('2026-03-18T15:00:00Z');

describe('spec 1 §7 /quotebrain/ismarketopen', () => {
  it.each([
    ['e=NASDAQ&randomNumber=1', '2026-03-18 11:00:00', true],
    // d and t are UTC (issue #16: one convention with the workbench); the reply's date is the exchange's clock.
    ['e=NYSE&d=20260321&t=150000', '2026-03-21 11:00:00', false],
    ['e=NYSE&d=20260403&t=150000', '2026-04-03 11:00:00', false],
    ['e=NYSE&d=20260318&t=133000', '2026-03-18 09:30:00', true],
    ['e=NYSE&d=20260318&t=132959', '2026-03-18 09:29:59', false],
    ['e=NYSE&d=20260318&t=200000', '2026-03-18 16:00:00', false],
    // The US afternoon: 15:30 in New York is 19:30 UTC (EDT), open; read as New York time it was after the close.
    ['e=NYSE&d=20260318&t=193000', '2026-03-18 15:30:00', true],
    // Before and after the US DST change (8 March 2026): 10:00 in New York is 15:00 UTC, then 14:00 UTC.
    ['e=NYSE&d=20260306&t=150000', '2026-03-06 10:00:00', true],
    ['e=NYSE&d=20260306&t=143000', '2026-03-06 09:30:00', true],
    ['e=NYSE&d=20260309&t=140000', '2026-03-09 10:00:00', true],
    ['e=NYSE&d=20260309&t=131500', '2026-03-09 09:15:00', false],
    ['e=Coinbase&d=20260321&t=030000', '2026-03-21 03:00:00', true],
    ['e=LSE&d=20260318&t=080000', '2026-03-18 08:00:00', true],
    ['e=TSX&d=20260216&t=170000', '2026-02-16 12:00:00', false],
  ])('%s -> date %s, open %s', async (query, date, open) => {
    const res = await get(app, `/quotebrain/ismarketopen?${query}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ date, ismarketopen: open });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['', 'e (exchange) is required.'],
    ['e=MOON', 'Unknown exchange: MOON.'],
    ['e=NYSE&d=20261399', "d: '20261399' is not a YYYYMMDD date."],
    ['e=NYSE&t=250000', "t: '250000' is not an HHMMSS time."],
    ['e=NYSE&t=126000', "t: '126000' is not an HHMMSS time."],
    ['e=NYSE&t=120060', "t: '120060' is not an HHMMSS time."],
  ])('answers %j with 400 and the reason', async (query, message) => {
    const res = await get(app, `/quotebrain/ismarketopen?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message });
  });
});

describe('spec 3 §7 /quotebrain/quotes', () => {
  it('answers an array of exactly one quote with a numeric close', async () => {
    const res = await get(app, '/quotebrain/quotes?s=aapl&f=json&randomNumber=5');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(getQuote.reply.safeParse(body).success).toBe(true);
    expect(quoteRecord.parse((body as unknown[])[0]).symbol).toBe('AAPL');
  });

  it.each([
    ['s=NOSUCH', 404],
    ['s=', 400],
    ['s=AAPL&f=xml', 400],
  ])('answers %s with %i', async (query, status) => {
    const res = await get(app, `/quotebrain/quotes?${query}`);
    expect(res.status).toBe(status);
    expect((await res.json()).success).toBe(false);
  });
});

describe('spec 3 §7 /quotebrain/pastdata', () => {
  it.each([
    ['D', 250, 256],
    ['W', 52, 54],
    ['M', 12, 13],
  ])('answers barwidth %s as text that the importer reads back', async (barwidth, min, max) => {
    const res = await get(
      app,
      `/quotebrain/pastdata?ticker=msft&start=2025-03-18&barwidth=${barwidth}&out=text&memberrt=0&randomNumber=1`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text.startsWith('Date,Open,High,Low,Close,Volume\n')).toBe(true);
    const { bars, errors } = parseBarsCsv(text);
    expect(errors).toEqual([]);
    expect(bars.length).toBeGreaterThanOrEqual(min);
    expect(bars.length).toBeLessThanOrEqual(max);
  });

  it('answers an unknown ticker with the spec message', async () => {
    const res = await get(app, '/quotebrain/pastdata?ticker=NOSUCH&barwidth=D&out=text');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Historical price data was not found for the symbol: NOSUCH');
  });

  it.each([
    ['ticker=AAPL&barwidth=Q', "barwidth: 'Q' is not one of D, W, M."],
    ['ticker=AAPL&barwidth=D&start=yesterday', "start: 'yesterday' is not a YYYY-MM-DD date."],
    ['barwidth=D', 'ticker is required.'],
  ])('answers %s with 400 and the reason', async (query, message) => {
    const res = await get(app, `/quotebrain/pastdata?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(message);
  });
});
