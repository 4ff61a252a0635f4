import { BOOTSTRAP_FRESH_MS } from './bootstrap-seed';
import { createApiClient } from './client';
import { readPageBootstrap, serializePageBootstrap, type PageBootstrap } from './contract/index';
import { fakeFetch } from './test-support';

const BOOTSTRAP: PageBootstrap = {
  firstChart: {
    xml: '<sharpchart/>',
    styleId: 't42',
    companiesInfo: [{ symbol: 'MSFT', companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Microsoft' } }],
    imageUrl: '/c-sc/sc/?s=MSFT&p=W&yr=1&i=t42&r=111',
  },
};

function setup() {
  let time = 1_000_000;
  const server = fakeFetch(async (request) =>
    request.url.pathname === '/stylecache/cache'
      ? new Response('t77')
      : { success: true, companiesInfo: BOOTSTRAP.firstChart.companiesInfo },
  );
  const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: () => time, bootstrap: BOOTSTRAP });
  return { client, server, advance: (ms: number) => (time += ms) };
}

describe('issue 20: the page bootstrap answers the first chart without requests', () => {
  it("gives the page's style id for the page's XML and company information for its symbol, no request made", async () => {
    const { client, server } = setup();
    await expect(client.createTempStyle('<sharpchart/>')).resolves.toBe('t42');
    await expect(client.getCompaniesInfo(['msft'])).resolves.toEqual(BOOTSTRAP.firstChart.companiesInfo);
    expect(server.seen).toEqual([]);
    // Other XML and other symbols are asked for.
    await expect(client.createTempStyle('<sharpchart a="1"/>')).resolves.toBe('t77');
    await client.getCompaniesInfo(['MSFT', 'IBM']);
    expect(server.seen).toHaveLength(2);
  });

  it('asks the server again once the bootstrap is 20 s old, as for any temporary style', async () => {
    const { client, server, advance } = setup();
    advance(BOOTSTRAP_FRESH_MS);
    await expect(client.createTempStyle('<sharpchart/>')).resolves.toBe('t77');
    expect(server.seen).toHaveLength(1);
  });

  it('hands out the preloaded image address once, for the same chart whatever its r', () => {
    const { client } = setup();
    const query = { s: 'MSFT', p: 'W', yr: '1', i: 't42' };
    expect(client.chartImageUrl({ ...query, s: 'IBM', r: '5' })).toBe('/c-sc/sc/?s=IBM&p=W&yr=1&i=t42&r=5');
    expect(client.chartImageUrl({ ...query, r: '999' })).toBe(BOOTSTRAP.firstChart.imageUrl);
    // A refresh of the same chart is a new address.
    expect(client.chartImageUrl({ ...query, r: '1000' })).toBe('/c-sc/sc/?s=MSFT&p=W&yr=1&i=t42&r=1000');
  });

  it('reads back what it wrote, and nothing from text that is not a bootstrap', () => {
    expect(readPageBootstrap(serializePageBootstrap(BOOTSTRAP))).toEqual(BOOTSTRAP);
    expect(readPageBootstrap('{"firstChart":{"styleId":"p1"}}')).toBeUndefined();
    expect(readPageBootstrap('not json')).toBeUndefined();
    expect(readPageBootstrap(null)).toBeUndefined();
  });
});
