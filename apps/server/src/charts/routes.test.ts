import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { sampleAnnotations } from '@chartbench/chart-engine';
import { buildChartXml, createDefaultChartSettings, parseInspectorText } from '@chartbench/core';
import { createSyntheticMarketData } from '../market/index';
import { createRenderPool } from './render-pool';
import { chartMember, chartRoutes } from './routes';

const NOW = new Date('2026-03-18T15:00:00Z');
const renderPool = createRenderPool();
afterAll(() => renderPool.close());

function buildApp(styles: Record<string, string> = {}) {
  const market = createSyntheticMarketData({ now: () => NOW });
  const app = new Hono();
  // A Pro member: these tests are about drawing; the level gates have their own (chart-gates.test.ts).
  const memberOf = () => Promise.resolve(chartMember({ chartCode: 7, memberType: 'PRO' }));
  app.route('/', chartRoutes({ market, styleXml: (id) => styles[id], now: () => NOW, renderPool, memberOf }));
  return app;
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://localhost${path}`, { headers }));

describe('spec 1 §2.2 chart image /c-sc/sc/', () => {
  const app = buildApp();

  it('draws AAPL as a valid SVG document', async () => {
    const res = await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1&mn=0&dy=0');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const svg = await res.text();
    expect(svg.startsWith('<svg') || svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });

  it.each([
    ['/c-sc/sc/?s=MSFT&p=W&yr=2'],
    ['/c-sc/sc?s=$SPX&p=M&yr=10'],
    ['/c-sc/sc/?s=$BTCUSD&p=D&mn=6'],
    ['/c-sc/sc/?s=spy&dy=15'],
  ])('draws %s', async (path) => {
    const res = await get(app, path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</svg>');
  });

  it('answers PNG with the PNG signature for img=png and for an Accept header that asks for PNG', async () => {
    for (const [path, headers] of [
      ['/c-sc/sc/?s=AAPL&img=png', {}],
      ['/c-sc/sc/?s=AAPL', { accept: 'image/png' }],
    ] as const) {
      const res = await get(app, path, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });

  it('sends the SVG compressed to a client that accepts it (brotli, else gzip): the same chart in about a third of the bytes', async () => {
    const path = '/c-sc/sc/?s=AAPL&p=D&yr=1&mn=0&dy=0';
    const plain = await get(app, path);
    const svg = Buffer.from(await plain.arrayBuffer());
    const tag = plain.headers.get('etag')!;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await get(app, path, { 'accept-encoding': accepted });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
      const body = Buffer.from(await res.arrayBuffer());
      expect(decode(body).equals(svg)).toBe(true);
      expect(body.length).toBeLessThan(svg.length * 0.4);
      // Each encoding has its own entity tag, and any of them the browser holds answers 304.
      expect(res.headers.get('etag')).toBe(`${tag.slice(0, -1)}-${encoding}"`);
      for (const held of [tag, res.headers.get('etag')!]) {
        const again = await get(app, path, { 'accept-encoding': accepted, 'if-none-match': held });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(res.headers.get('etag'));
      }
    }
    // A client that refuses both, and a PNG (compressed already), get the bytes as drawn.
    const refused = await get(app, path, { 'accept-encoding': 'gzip;q=0, br;q=0, identity' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await refused.arrayBuffer()).equals(svg)).toBe(true);
    const png = await get(app, `${path}&img=png`, { 'accept-encoding': 'gzip, br' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers an unknown symbol with 404 and a small SVG saying so', async () => {
    const res = await get(app, '/c-sc/sc/?s=NOSUCH&p=D');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('couldn&apos;t find data for NOSUCH');
  });

  it('answers a bad period with 400 and the reason', async () => {
    const res = await get(app, '/c-sc/sc/?s=AAPL&p=7&img=text&inspector=yes');
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^Bad chart parameters\np/);
  });

  it('returns inspector text that core parses', async () => {
    const res = await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1&img=text&inspector=yes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const parsed = parseInspectorText(await res.text());
    expect(parsed.bars.length).toBeGreaterThan(100);
  });

  it('draws a style thumbnail from the style id alone, and 404s an unknown style id', async () => {
    const xml = buildChartXml({
      symbol: 'MSFT',
      settings: { ...createDefaultChartSettings(), chartType: 'candle' },
    });
    const styled = buildApp({ p42: xml });
    const res = await get(styled, '/c-sc/sc?i=p42');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/width="280"/);
    expect((await get(styled, '/c-sc/sc?i=p43')).status).toBe(404);
  });
});

describe('spec 1 §2.2 point-and-figure image /pnf/chart', () => {
  const app = buildApp();

  it.each([
    ['/pnf/chart?c=AAPL,P&pnf=y'],
    ['/pnf/chart?c=$SPX,PWTADANRBO[PA][D][F1!3!!!2!20]&pnf=y'],
    ['/pnf/chart?c=MSFT,P&pnf=y&box=5&rev=2&yr=3'],
  ])('draws %s', async (path) => {
    const res = await get(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('</svg>');
  });

  it('answers PNG when asked', async () => {
    const res = await get(app, '/pnf/chart?c=AAPL,P&pnf=y&img=png');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each([
    ['/pnf/chart?c=NOSUCH,P&pnf=y', 404, "couldn't find data for NOSUCH"],
    ['/pnf/chart?pnf=y', 400, 'the symbol is required'],
    ['/pnf/chart?c=AAPL,P&box=-1', 400, "box: '-1' is not a positive box size"],
    ['/pnf/chart?c=AAPL,P&rev=12', 400, "rev: '12' is not a whole number from 1 to 9"],
    ['/pnf/chart?c=AAPL,X', 400, 'not a point-and-figure style'],
  ])('answers %s with %i and the reason', async (path, status, reason) => {
    const res = await get(app, `${path}&img=text&inspector=yes`);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(reason);
  });
});

describe('spec 3 §8 charts of end-of-day symbols and comparisons', () => {
  const app = buildApp();

  it('answers an intraday chart of an end-of-day symbol with 404 and the no-intraday message', async () => {
    const res = await get(app, '/c-sc/sc/?s=VFIAX&p=5&img=text&inspector=yes');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Unfortunately we don't have intraday data for VFIAX");
  });

  it('draws an intraday PerfChart and leaves out a comparison symbol that has no intraday bars', async () => {
    const res = await get(app, '/c-sc/sc/?s=AAPL&p=15&dy=5&compare=MSFT,VFIAX');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</svg>');
  });
});

describe('spec 1 §2.2 the saved chart `a` draws its ChartNotes, unless `notes=no` (the workbench draws them)', () => {
  const market = createSyntheticMarketData({ now: () => NOW });
  const bars = market.getBars('AAPL', 'D', { start: NOW.getTime() - 365 * 86_400_000 });
  const notes = JSON.stringify(sampleAnnotations(bars, 4));
  const app = new Hono();
  app.route(
    '/',
    chartRoutes({
      market,
      styleXml: () => undefined,
      annotationsOf: (recid) =>
        Promise.resolve(recid === 9 ? { symbol: 'AAPL', annotations: notes } : undefined),
      now: () => NOW,
      renderPool,
    }),
  );

  it('a=9 draws the notes into the image; a=9&notes=no draws the bare chart', async () => {
    const bare = await (await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1&r=1')).text();
    const withNotes = await (await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1&a=9&r=1')).text();
    const without = await (await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1&a=9&notes=no&r=1')).text();
    expect(withNotes).not.toBe(bare);
    expect(withNotes.length).toBeGreaterThan(bare.length);
    expect(without).toBe(bare);
  });
});
