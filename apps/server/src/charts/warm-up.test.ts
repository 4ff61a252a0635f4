import { Hono } from 'hono';
import { createSyntheticMarketData } from '../market/index';
import { createRenderPool } from './render-pool';
import { chartMember, chartRoutes } from './routes';
import { defaultChartPath, warmDefaultChart } from './warm-up';

const NOW = new Date('2026-03-18T15:00:00Z');
const renderPool = createRenderPool();
afterAll(() => renderPool.close());

describe('issue 20: the default chart is drawn once at start-up', () => {
  it("asks for the chart a visitor's Workbench opens with", () => {
    expect(defaultChartPath()).toBe('/c-sc/sc/?s=AAPL&p=D&yr=1');
  });

  it('draws it through the chart route, which then answers it from its image cache', async () => {
    const market = createSyntheticMarketData({ now: () => NOW });
    const app = new Hono();
    const memberOf = () => Promise.resolve(chartMember(null));
    let drawings = 0;
    const counted = {
      run: (task: Parameters<typeof renderPool.run>[0]) => ((drawings += 1), renderPool.run(task)),
      close: () => renderPool.close(),
    };
    app.route(
      '/',
      chartRoutes({ market, styleXml: () => undefined, now: () => NOW, renderPool: counted, memberOf }),
    );
    const paths: string[] = [];
    const drawn = await warmDefaultChart((path) => {
      paths.push(path);
      return app.request(path);
    });
    expect(drawn).toBe(true);
    expect(paths).toEqual([defaultChartPath()]);
    const again = await app.request(defaultChartPath());
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('image/svg+xml');
    // The visitor's request for the same address costs a cache lookup, not a second drawing.
    expect(drawings).toBe(1);
  });

  it('gives up after its time bound and on a failure, without throwing', async () => {
    const started = Date.now();
    expect(await warmDefaultChart(() => new Promise<Response>(() => undefined), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await warmDefaultChart(() => Promise.reject(new Error('render pool closed')))).toBe(false);
    expect(await warmDefaultChart(() => new Response('Not found', { status: 404 }))).toBe(false);
  });
});
