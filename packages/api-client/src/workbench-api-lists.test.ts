import { createApiClient } from './client';
import { fakeFetch } from './test-support';
import { LIST_SUMMARY_FIELDS, listModesApi } from './workbench-api-lists';

/** A get-symbol-data row as the server sends it (spec 2 §3). */
const ROW = {
  recid: 50,
  symbol: 'msft',
  name: 'Microsoft &amp; Co',
  sector: 'Technology',
  industry: 'Software',
  last: 410.5,
  change: 2.25,
  percentChange: 0.55,
  changeBarGradientCoefficient: 0.4,
  volume: 1_000_000,
  marketCap: 3_000_000_000_000,
  sctr: 71.2,
  universe: 'LRG',
  universeNumericSize: 2,
  nextEarnings: '2026-01-28',
  nextEarningsNumeric: 20260128,
  earningsTime: 'AMC',
  lastEarnings: '2025-10-28',
  dividendTTM: 3.1,
  yieldTTM: 0.75,
  dividendFTM: 3.3,
  yieldFTM: 0.8,
  dividendExDate: '2025-11-20',
  date: '2026-01-05',
  dateNumeric: 20260105,
};

const SAMPLE = {
  title: 'Line',
  pcode: 'p2',
  description: 'Weekly line',
  symbol: '$SPX',
  sharpChartArguments: '',
  membersOnly: false,
  shouldLoadSymbol: true,
};

const apiAnswering = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, seen } = fakeFetch(answer);
  return { api: listModesApi(createApiClient({ baseUrl: 'http://h', fetch })), seen };
};

describe('spec 3 §7 the list modes port over HTTP', () => {
  it('asks get-symbol-data for the list (ln) with the summary fields and reads the rows with core’s parser', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true, symbols: [ROW] }));
    const rows = await api.getChartListSummary(3);
    expect(seen[0]?.body.get('cmd')).toBe('get-symbol-data');
    expect(seen[0]?.body.get('ln')).toBe('3');
    expect(seen[0]?.body.get('optionalFields')).toBe(LIST_SUMMARY_FIELDS);
    expect(rows).toEqual([
      expect.objectContaining({
        recid: 50,
        symbol: 'MSFT',
        name: 'Microsoft & Co',
        universe: 'lrg',
        sctr: 71.2,
      }),
    ]);
  });

  it.each([
    ['a reply with success false', { success: false, message: 'No such ChartList.' }],
    ['a reply of the wrong shape', { success: true, symbols: 'MSFT' }],
  ])('rejects %s', async (_name, reply) => {
    const { api } = apiAnswering(() => reply);
    await expect(api.getChartListSummary(3)).rejects.toThrow();
  });

  it('spec 1 §8 skips a summary row of the wrong shape and keeps the list', async () => {
    const { api } = apiAnswering(() => ({ success: true, symbols: [{ symbol: 'MSFT' }] }));
    await expect(api.getChartListSummary(3)).resolves.toEqual([]);
  });

  it('reads the sample catalogue into groups titled from their ids (spec 2 §3, §7)', async () => {
    const { api, seen } = apiAnswering(() => ({ basicCharts: { s2: SAMPLE } }));
    const catalogue = await api.getSampleChartStyles();
    expect(seen[0]?.url.pathname).toBe('/freecharts/sample/chartstyles.json');
    expect(catalogue.groups).toEqual([
      expect.objectContaining({
        id: 'basicCharts',
        title: 'Basic Charts',
        styles: [
          expect.objectContaining({
            styleId: 's2',
            pcode: 'p2',
            rootSymbol: '$SPX',
            shouldLoadRootSymbol: true,
          }),
        ],
      }),
    ]);
  });

  it('spec 2 §3 reads a sample record with only its title and pcode', async () => {
    const { api } = apiAnswering(() => ({ basicCharts: { s3: { title: 'Bare', pcode: 'p3' } } }));
    const catalogue = await api.getSampleChartStyles();
    expect(catalogue.groups[0]?.styles).toEqual([
      expect.objectContaining({ styleId: 's3', pcode: 'p3', rootSymbol: '', shouldLoadRootSymbol: false }),
    ]);
  });

  it('draws a ChartStyle thumbnail from its style id alone (spec 1 §2.2)', () => {
    const { api } = apiAnswering(() => ({}));
    const url = new URL(api.styleThumbnailUrl('p12'));
    expect(url.pathname).toBe('/c-sc/sc');
    expect(Object.fromEntries(url.searchParams)).toEqual({ i: 'p12' });
  });

  it('rejects a sample catalogue that fails to load', async () => {
    const { api } = apiAnswering(() => new Response('down', { status: 500 }));
    await expect(api.getSampleChartStyles()).rejects.toThrow();
  });
});
