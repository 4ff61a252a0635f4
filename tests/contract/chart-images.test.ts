import { buildChartXml, createDefaultChartSettings } from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let visitor: Caller;
beforeAll(async () => {
  env = await startTestServer();
  visitor = env.visitor();
});
afterAll(() => env.close());

const get = (url: string) => visitor.fetch(url);

describe('spec 1 §2.2 chart image addresses built by the client reach the server’s chart routes', () => {
  it('draws the chart image of a chart query with a temporary style id', async () => {
    const styleId = await visitor.client.createTempStyle(
      buildChartXml({ symbol: 'AAPL', settings: { ...createDefaultChartSettings(), chartType: 'candle' } }),
    );
    const response = await get(visitor.client.chartImageUrl({ s: 'AAPL', p: 'D', yr: 1, i: styleId, r: 1 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('draws a style thumbnail for a sample style id', async () => {
    const response = await get(visitor.client.thumbnailUrl('p1'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('draws the Symbol Summary mini chart', async () => {
    const response = await get(visitor.client.miniChartUrl('MSFT', '6M', 3));
    expect(response.status).toBe(200);
  });

  it('spec 2 §7: returns the inspector text of a chart', async () => {
    const text = await visitor.client.getInspectorText({ s: 'SPY', p: 'D', yr: 1 });
    expect(text.length).toBeGreaterThan(0);
  });

  it('answers an unknown symbol with 404, which the inspector call reports as an ApiError', async () => {
    expect((await get(visitor.client.chartImageUrl({ s: 'NOSUCHSYMBOL', p: 'D' }))).status).toBe(404);
    await expect(visitor.client.getInspectorText({ s: 'NOSUCHSYMBOL', p: 'D' })).rejects.toMatchObject({
      call: 'getInspectorText',
      status: 404,
    });
  });
});
