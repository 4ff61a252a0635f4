import { Hono } from 'hono';
import { buildChartXml, createDefaultChartSettings } from '@chartbench/core';
import { createSyntheticMarketData } from '../market/index';
import { createRenderPool } from './render-pool';
import { chartMember, chartRoutes } from './routes';

const NOW = new Date('2026-03-18T15:00:00Z');
const market = createSyntheticMarketData({ now: () => NOW });
const renderPool = createRenderPool();
afterAll(() => renderPool.close());
const NINE = 'MSFT,SPY,IBM,QQQ,GOOGL,AMZN,NVDA,META,TSLA';

/** The chart routes for a caller of one member type (null: a visitor). */
function appFor(memberType: string | null, styles: Record<string, string> = {}) {
  const app = new Hono();
  const member = memberType === null ? null : chartMember({ chartCode: 9, memberType });
  app.route(
    '/',
    chartRoutes({
      market,
      styleXml: (id) => styles[id],
      now: () => NOW,
      renderPool,
      memberOf: () => Promise.resolve(member),
    }),
  );
  return (path: string) => app.fetch(new Request(`http://localhost${path}`));
}

describe('spec 1 §6 the server holds a chart image to the caller’s level', () => {
  it.each([
    ['a paying-only period', '/c-sc/sc/?s=AAPL&p=1'],
    ['a Pro range', '/c-sc/sc/?s=AAPL&p=D&yr=100'],
    ['nine comparison symbols', `/c-sc/sc/?s=AAPL&p=D&compare=${NINE}`],
  ])('refuses a visitor %s with 403 and the reason', async (_name, path) => {
    const res = await appFor(null)(path);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Not available at your membership level');
  });

  it('draws the same addresses for a Pro member', async () => {
    const get = appFor('PRO');
    for (const path of [
      '/c-sc/sc/?s=AAPL&p=1',
      '/c-sc/sc/?s=AAPL&p=D&yr=100',
      `/c-sc/sc/?s=AAPL&p=D&compare=${NINE}`,
    ]) {
      expect((await get(path)).status).toBe(200);
    }
  });

  it('an unknown member type is read as FREE: four comparison symbols, not nine', async () => {
    const get = appFor('GOLD');
    expect((await get('/c-sc/sc/?s=AAPL&p=D&compare=MSFT,SPY,IBM,QQQ')).status).toBe(200);
    expect((await get(`/c-sc/sc/?s=AAPL&p=D&compare=${NINE}`)).status).toBe(403);
  });

  it('refuses a temporary style that asks for what the level may not have, and keeps the cached answers apart', async () => {
    const styles = {
      t5: buildChartXml({ symbol: 'AAPL', settings: { ...createDefaultChartSettings(), period: '1' } }),
    };
    expect((await appFor(null, styles)('/c-sc/sc/?s=AAPL&i=t5')).status).toBe(403);
    expect((await appFor('BA', styles)('/c-sc/sc/?s=AAPL&i=t5')).status).toBe(200);
  });

  it('draws a permanent style’s thumbnail for a visitor whatever its range', async () => {
    const settings = { ...createDefaultChartSettings(), period: 'W', range: '5y', rangeYears: 5 };
    const styles = { p3: buildChartXml({ symbol: '$SPX', settings }) };
    expect((await appFor(null, styles)('/c-sc/sc?i=p3')).status).toBe(200);
  });
});
