import { Hono } from 'hono';
import { createSyntheticMarketData } from '../market/index';
import { createRenderPool } from './render-pool';
import { chartRoutes } from './routes';

const NOW = new Date('2026-03-18T15:00:00Z');

const renderPool = createRenderPool();
afterAll(() => renderPool.close());

function buildApp() {
  const market = createSyntheticMarketData({ now: () => NOW });
  const app = new Hono();
  app.route('/', chartRoutes({ market, styleXml: () => undefined, now: () => NOW, renderPool }));
  return app;
}

const get = (app: Hono, path: string) => app.fetch(new Request(`http://localhost${path}`));

describe('spec 2 §3 main symbol prefix flags on the chart image', () => {
  const app = buildApp();

  it.each([['_AAPL'], ['-AAPL'], ['_-AAPL']])('draws %s from the bars of AAPL', async (symbol) => {
    const res = await get(app, `/c-sc/sc/?s=${encodeURIComponent(symbol)}&p=D&yr=1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('AAPL');
  });

  it('marks the inverted scale in the drawing, not in the data', async () => {
    expect(await (await get(app, '/c-sc/sc/?s=-AAPL&p=D&yr=1')).text()).toContain('(inverted)');
    expect(await (await get(app, '/c-sc/sc/?s=AAPL&p=D&yr=1')).text()).not.toContain('(inverted)');
  });

  it('still answers 404 for an unknown symbol behind a flag', async () => {
    const res = await get(app, '/c-sc/sc/?s=_NOSUCHSYM&p=D');
    expect(res.status).toBe(404);
  });
});
