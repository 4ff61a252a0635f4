import { createDefaultChartSettings } from '@chartbench/core';
import { createApiClient } from './client';
import { fakeFetch } from './test-support';
import { createWorkbenchApi } from './workbench-api';

describe("core's WorkbenchApi port over HTTP", () => {
  it('builds the chart image URL from the chart with core’s query builder', () => {
    const api = createWorkbenchApi(
      createApiClient({ baseUrl: 'http://h', fetch: fakeFetch(() => ({})).fetch }),
    );
    const url = new URL(
      api.chartImageUrl({
        symbol: 'MSFT',
        settings: { ...createDefaultChartSettings(), period: 'W' },
        randomNumber: 9,
      }),
    );
    expect(url.pathname).toBe('/c-sc/sc/');
    expect(url.searchParams.get('s')).toBe('MSFT');
    expect(url.searchParams.get('p')).toBe('W');
    expect(url.searchParams.get('r')).toBe('9');
  });

  it('answers companies info through the client', async () => {
    const info = { symbol: 'MSFT', companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Microsoft' } };
    const api = createWorkbenchApi(
      createApiClient({
        baseUrl: '',
        fetch: fakeFetch(() => ({ success: true, companiesInfo: [info] })).fetch,
      }),
    );
    await expect(api.getCompaniesInfo(['MSFT'])).resolves.toEqual([info]);
  });
});
