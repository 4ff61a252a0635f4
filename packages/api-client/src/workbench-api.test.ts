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

  it('shortens a link through the shortener, and answers the long link when it fails (spec 3 §4)', async () => {
    const { fetch, seen } = fakeFetch((request, index) =>
      index === 0 ? { success: true, shortURL: 'https://sho.rt/a' } : new Response('down', { status: 500 }),
    );
    const api = createWorkbenchApi(createApiClient({ baseUrl: 'http://h', fetch }));
    await expect(api.shortenUrl('http://h/?s=MSFT&id=p1')).resolves.toBe('https://sho.rt/a');
    expect(JSON.parse(seen[0]?.rawBody ?? '{}')).toEqual({ longURL: 'http://h/?s=MSFT&id=p1' });
    await expect(api.shortenUrl('http://h/?s=MSFT&id=p1')).resolves.toBe('http://h/?s=MSFT&id=p1');
  });

  it('sends the chart e-mail as sendemail with its links and comments, and rejects a reply that is not html (spec 3 §7)', async () => {
    const { fetch, seen } = fakeFetch((_request, index) =>
      index === 0
        ? new Response('<p>sent</p>', { headers: { 'content-type': 'text/html' } })
        : { success: false, message: 'no mail' },
    );
    const api = createWorkbenchApi(createApiClient({ baseUrl: 'http://h', fetch }));
    const email = {
      toEmail: 'ann@example.com',
      linkWorkbenchShort: 'https://sho.rt/a',
      linkChart: 'http://h/c-sc/sc/?s=MSFT',
      comments: 'Look',
    };
    await expect(api.sendChartEmail(email)).resolves.toBeUndefined();
    const query = seen[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ cmd: 'sendemail', ...email, option: 'html' });
    await expect(api.sendChartEmail(email)).rejects.toThrow('no mail');
  });
});
