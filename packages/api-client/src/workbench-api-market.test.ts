import { HistoricalDataError, pastDataRequest } from '@chartbench/core';
import { createApiClient } from './client';
import { fakeFetch, type FakeAnswer, type SeenRequest } from './test-support';
import { marketModesApi } from './workbench-api-market';

const apiAnswering = (answer: (request: SeenRequest) => FakeAnswer) => {
  const server = fakeFetch(answer);
  return {
    api: marketModesApi(createApiClient({ baseUrl: 'http://h', fetch: server.fetch })),
    seen: server.seen,
  };
};

const chart = (recID: number, symbol: string) => ({
  recID,
  listNum: 1,
  description: `${symbol} daily`,
  symbol,
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: 7,
});

describe('spec 3 §7 the market modes’ port over HTTP', () => {
  it('reads the Symbol Summary with core’s parser, and a refused symbol has none', async () => {
    const { api, seen } = apiAnswering((request) =>
      request.url.searchParams.get('symbols') === 'IBM'
        ? { success: true, symbols: [{ symbol: 'IBM', name: 'IBM Corp', close: 150 }] }
        : { success: false, message: 'No Symbol Summary for ZZZ' },
    );
    await expect(api.getSymbolSummary('IBM')).resolves.toMatchObject({ symbol: 'IBM', name: 'IBM Corp' });
    expect(seen[0]?.url.searchParams.get('cmd')).toBe('get-symbol-data');
    await expect(api.getSymbolSummary('ZZZ')).resolves.toBeNull();
  });

  it('lets a failed Symbol Summary request reject (the mode shows its error)', async () => {
    const { api } = apiAnswering(() => new Response('down', { status: 500 }));
    await expect(api.getSymbolSummary('IBM')).rejects.toMatchObject({
      call: 'getSymbolSummary',
      kind: 'http',
    });
  });

  it('asks get-favorites-by-symbol for the member’s charts of a symbol and leaves out invalid ones, counted', async () => {
    const { api, seen } = apiAnswering(() => ({
      success: true,
      favorites: [chart(5, 'MSFT'), { ...chart(6, 'MSFT'), listNum: -1 }],
    }));
    const charts = await api.getSavedChartsWithSymbol('MSFT');
    expect([...charts]).toMatchObject([{ recid: 5, symbol: 'MSFT' }]);
    // The dropped entry is counted for core's warning (spec 3 §7).
    expect(charts.skipped).toBe(1);
    expect(seen[0]?.url.searchParams.get('cmd')).toBe('get-favorites-by-symbol');
    expect(seen[0]?.url.searchParams.get('symbol')).toBe('MSFT');
  });

  it.each([
    ['6M', false, { i: 'p1', p: 'D', mn: '6' }],
    ['5Y', false, { i: 'p2', p: 'W', yr: '5' }],
    ['1D', false, { i: 'p1', p: '5', dy: '1' }],
    ['1D', true, { i: 'p1', p: 'D', mn: '1' }],
  ] as const)(
    'draws the %s mini chart (end of day %s) at /c-sc/sc with s, w=520, its template and bars',
    (period, isEndOfDay, fields) => {
      const { api } = apiAnswering(() => ({}));
      const url = new URL(api.miniChartUrl({ symbol: 'AAPL', period, isEndOfDay, randomNumber: 42 }));
      expect(url.pathname).toMatch(/^\/c-sc\/sc\/?$/);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        s: 'AAPL',
        w: '520',
        randomNumber: '42',
        ...fields,
      });
    },
  );

  it('asks pastdata for the request’s ticker, start and bar width as text, and reads the table', async () => {
    const { api, seen } = apiAnswering(() => new Response('Date,Close\n2026-01-02,10.5\n2026-01-05,11\n'));
    const table = await api.getHistoricalTable(pastDataRequest('AAPL', 'W', '2026-03-04', '9'));
    expect(table).toEqual({
      columns: ['Date', 'Close'],
      rows: [
        ['2026-01-02', '10.5'],
        ['2026-01-05', '11'],
      ],
    });
    const params = seen[0]?.url.searchParams;
    expect([
      params?.get('ticker'),
      params?.get('start'),
      params?.get('barwidth'),
      params?.get('out'),
      params?.get('memberrt'),
    ]).toEqual(['AAPL', '2021-03-04', 'W', 'text', '9']);
  });

  it('rejects a history without rows with the not-found error', async () => {
    const { api } = apiAnswering(() => new Response('Date,Close\n'));
    await expect(api.getHistoricalTable(pastDataRequest('AAPL', 'D', '2026-03-04'))).rejects.toBeInstanceOf(
      HistoricalDataError,
    );
  });

  it('reads the option chain’s expirations with core’s parser; a refused symbol rejects', async () => {
    const expiration = {
      ExpirationDate: '2026-04-17',
      Calls: [{ Symbol: 'C1', StrikePrice: 100 }],
      Puts: [],
    };
    const { api } = apiAnswering((request) =>
      request.body.get('s') === 'AAPL'
        ? { success: true, options: { Expirations: [expiration] } }
        : { success: false, message: 'Option quotes are not available' },
    );
    await expect(api.getOptionExpirations('AAPL')).resolves.toMatchObject([
      { expirationDate: '2026-04-17', calls: [{ strikePrice: 100 }] },
    ]);
    await expect(api.getOptionExpirations('$SPX')).rejects.toMatchObject({
      call: 'getOptions',
      kind: 'refused',
    });
  });

  it('gives the whole chain with the underlying it was priced on for the built-in options analysis', async () => {
    const { api } = apiAnswering(() => ({
      success: true,
      options: {
        Expirations: [
          { ExpirationDate: '2026-04-17', Calls: [{ Symbol: 'C1', StrikePrice: 100 }], Puts: [] },
        ],
        Underlying: {
          Symbol: 'AAPL',
          Last: 101.5,
          HistoricalVolatility: 0.3,
          RiskFreeRate: 0.043,
          DividendYield: 0,
          Source: 'model',
        },
      },
    }));
    const chain = await api.getOptionChain?.('AAPL');
    expect(chain?.underlying).toMatchObject({ symbol: 'AAPL', last: 101.5, source: 'model' });
    expect(chain?.expirations).toHaveLength(1);
  });
});
