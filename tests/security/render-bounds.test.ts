import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChartXml,
  createDefaultChartSettings,
  DEFAULT_SYMBOL,
  drawableSettingsProblems,
} from '@chartbench/core';
import { ChartBoundsError, createSampleBars, renderChart, renko } from '@chartbench/chart-engine';
import { startTestServer, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => server.visitor().fetch(path);

describe('issue #14 item 1: no request makes a render allocate without bound', () => {
  it.each([
    ['a box of 0.0001', '/pnf/chart?c=AAPL,P&box=0.0001'],
    ['a box of 1e-300', '/pnf/chart?c=AAPL,P&box=1e-300'],
  ])('refuses a point-and-figure chart with %s as a 400 image naming the box', async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('box size');
  });

  it('refuses a temporary style with 2147483647 extra bars, before drawing', async () => {
    const settings = { ...createDefaultChartSettings(), rangeExtraBars: 2147483647 };
    const xml = buildChartXml({ symbol: DEFAULT_SYMBOL, settings });
    const styleId = await server.visitor().client.createTempStyle(xml);
    const response = await get(`/c-sc/sc?s=AAPL&i=${styleId}&img=text&inspector=yes`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Extra bars must be from 0 to \d+/);
  });

  it('refuses a Renko box of 0.00001 in a style', async () => {
    const settings = {
      ...createDefaultChartSettings(),
      chartType: 'renko',
      renkoBoxSize: 0.00001,
      renkoUnit: 'points' as const,
    };
    const styleId = await server
      .visitor()
      .client.createTempStyle(buildChartXml({ symbol: 'AAPL', settings }));
    const response = await get(`/c-sc/sc?s=AAPL&i=${styleId}&img=text&inspector=yes`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Renko box size');
  });

  it('core names every bound a chart breaks at its pixel width', () => {
    const settings = { ...createDefaultChartSettings(), rangeExtraBars: 901 };
    expect(drawableSettingsProblems(settings, { width: 900 })).toEqual([
      expect.stringContaining('Extra bars must be from 0 to 900'),
    ]);
    expect(drawableSettingsProblems({ ...settings, rangeExtraBars: 900 }, { width: 900 })).toEqual([]);
    expect(
      drawableSettingsProblems({ ...settings, chartSize: 'custom', customWidth: 1e9, customHeight: 400 })[0],
    ).toContain('chart size');
  });

  it('the engine checks again, and renko stops at its brick bound even when called alone', () => {
    const bars = createSampleBars({ seed: 1, count: 300 });
    const settings = {
      ...createDefaultChartSettings(),
      chartType: 'renko',
      renkoBoxSize: 1e-9,
      renkoUnit: 'points' as const,
    };
    expect(() => renderChart({ symbol: 'AAPL', settings, bars, width: 900 })).toThrow(ChartBoundsError);
    expect(() => renko(bars, 1e-12, 'close', 1000)).toThrow(ChartBoundsError);
  });
});
