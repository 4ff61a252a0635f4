import { Hono } from 'hono';
import { createSyntheticMarketData } from '../market/index';
import { cacheKeyQuery } from './image-cache';
import { createRenderPool } from './render-pool';
import { chartMember, chartRoutes } from './routes';

const NOW = new Date('2026-03-18T15:00:00Z');
const renderPool = createRenderPool();
afterAll(() => renderPool.close());

describe('issue 20: the image cache ignores the cache-busting r', () => {
  it('keys a query without r and randomNumber, keeping every drawn parameter', () => {
    expect(cacheKeyQuery(new URLSearchParams('s=AAPL&p=D&yr=1&i=t12&r=1795577457961'))).toBe(
      's=AAPL&p=D&yr=1&i=t12',
    );
    expect(cacheKeyQuery(new URLSearchParams('s=AAPL&randomNumber=5&p=W'))).toBe('s=AAPL&p=W');
  });

  it('draws a chart once for loads that differ only in r, and again for another chart', async () => {
    const market = createSyntheticMarketData({ now: () => NOW });
    let drawings = 0;
    const counted = {
      run: (task: Parameters<typeof renderPool.run>[0]) => ((drawings += 1), renderPool.run(task)),
      close: () => renderPool.close(),
    };
    const app = new Hono();
    const memberOf = () => Promise.resolve(chartMember(null));
    app.route(
      '/',
      chartRoutes({ market, styleXml: () => undefined, now: () => NOW, renderPool: counted, memberOf }),
    );
    const first = await app.request('/c-sc/sc/?s=AAPL&p=D&yr=1&r=1');
    const second = await app.request('/c-sc/sc/?s=AAPL&p=D&yr=1&r=2');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(drawings).toBe(1);
    const other = await app.request('/c-sc/sc/?s=MSFT&p=D&yr=1&r=2');
    expect(other.status).toBe(200);
    expect(drawings).toBe(2);
  });
});
