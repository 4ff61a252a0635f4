import { createApiClient } from './client';
import { ApiError } from './errors';
import { fakeFetch } from './test-support';

const AAPL = { symbol: 'AAPL', companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Apple Inc.' } };

describe('spec 1 §7 get-companies-info', () => {
  it('posts the symbols as a form and returns the checked list', async () => {
    const server = fakeFetch(() => ({ success: true, companiesInfo: [AAPL] }));
    const client = createApiClient({ baseUrl: 'http://server.test/', fetch: server.fetch });
    await expect(client.getCompaniesInfo(['AAPL', 'MSFT'])).resolves.toEqual([AAPL]);
    const [request] = server.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/json/api');
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      cmd: 'get-companies-info',
      symbols: 'AAPL,MSFT',
    });
  });

  it('is retried once after a failure', async () => {
    const server = fakeFetch((_request, index) => {
      if (index === 0) throw new TypeError('network down');
      return { success: true, companiesInfo: [AAPL] };
    });
    const client = createApiClient({ baseUrl: '', fetch: server.fetch });
    await expect(client.getCompaniesInfo(['AAPL'])).resolves.toEqual([AAPL]);
    expect(server.seen).toHaveLength(2);
  });

  it('fails with an ApiError naming the call after the second failure', async () => {
    const server = fakeFetch(() => ({ success: false, message: 'No such symbols.' }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch });
    const error = await client.getCompaniesInfo(['ZZZZ']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      call: 'getCompaniesInfo',
      kind: 'refused',
      serverMessage: 'No such symbols.',
    });
    expect(server.seen).toHaveLength(2);
  });

  it('spec 1 §8 skips an entry of the wrong shape and keeps the others', async () => {
    const server = fakeFetch(() => ({ success: true, companiesInfo: [{ symbol: 'AAPL' }] }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch });
    await expect(client.getCompaniesInfo(['AAPL'])).resolves.toEqual([]);
  });

  it('treats a reply of the wrong shape as a failure', async () => {
    const server = fakeFetch(() => ({ success: true, companiesInfo: { symbol: 'AAPL' } }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch });
    await expect(client.getCompaniesInfo(['AAPL'])).rejects.toMatchObject({
      call: 'getCompaniesInfo',
      kind: 'shape',
    });
  });
});

describe('spec 1 §2.2 chart image URL', () => {
  it('puts the chart query on /c-sc/sc/ and leaves out empty fields', () => {
    const client = createApiClient({ baseUrl: 'http://server.test', fetch: fakeFetch(() => ({})).fetch });
    expect(client.chartImageUrl({ s: 'AAPL', p: 'D', yr: 1, mn: undefined, r: 123 })).toBe(
      'http://server.test/c-sc/sc/?s=AAPL&p=D&yr=1&r=123',
    );
  });
});
