import { createApiClient } from './client';
import { fakeFetch, type SeenRequest } from './test-support';
import { createWorkbenchApi } from './workbench-api';

const FAVORITE = {
  recID: 9,
  listNum: 1,
  description: 'Mine',
  symbol: 'MSFT',
  style: '&p=D&yr=1',
  annotations: '',
  comments: 'c',
  chartCode: 7,
};
const PRICE_ALERT = {
  recid: 4,
  alert: 'AAPL below 201.5',
  alertpaused: 'no',
  symbol: 'AAPL',
  alertPrice: 201.5,
  price: 210,
  direction: 'D',
  notificationType: 5,
  isRunning: true,
};
const STYLE = {
  recID: 3,
  styleID: 'p123',
  description: 'Mine',
  color: '',
  location: 0,
  label: '',
  chartCode: 7,
};

function apiAnswering(answer: (request: SeenRequest) => unknown) {
  const server = fakeFetch(answer);
  return {
    api: createWorkbenchApi(createApiClient({ baseUrl: 'http://h', fetch: server.fetch })),
    seen: server.seen,
  };
}

const cmdOf = (request: SeenRequest | undefined) =>
  request?.body.get('cmd') ?? request?.url.searchParams.get('cmd');
const field = (request: SeenRequest | undefined, name: string) =>
  request?.body.get(name) ?? request?.url.searchParams.get(name);

describe("core's WorkbenchApi member writes over HTTP (spec 3 §7)", () => {
  it('add-favorite sends the list, symbol, name, comments and style and reads the saved chart with core', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true, favorite: FAVORITE }));
    const saved = await api.addSavedChart({
      listNum: 1,
      symbol: 'MSFT',
      name: 'Mine',
      comments: 'c',
      style: '&p=D&yr=1',
    });
    expect(saved).toMatchObject({ recid: 9, listNum: 1, name: 'Mine', symbol: 'MSFT', comments: 'c' });
    expect(cmdOf(seen[0])).toBe('add-favorite');
    expect(['listnum', 'symbol', 'desc', 'comments', 'style'].map((name) => field(seen[0], name))).toEqual([
      '1',
      'MSFT',
      'Mine',
      'c',
      '&p=D&yr=1',
    ]);
  });

  it('update-favorite sends only the fields that change', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true }));
    await api.updateSavedChart(9, { name: 'New' });
    expect(cmdOf(seen[0])).toBe('update-favorite');
    expect(field(seen[0], 'desc')).toBe('New');
    expect(field(seen[0], 'style')).toBeFalsy();
    expect(field(seen[0], 'comments')).toBeFalsy();
  });

  it('update-favorite carries the ChartNotes document in annotations', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true }));
    await api.updateSavedChart(9, { annotations: '{"version":1,"drawings":[]}' });
    expect(field(seen[0], 'annotations')).toBe('{"version":1,"drawings":[]}');
    expect(field(seen[0], 'desc')).toBeFalsy();
  });

  it.each([
    [
      'move-favorite',
      (api: ReturnType<typeof createWorkbenchApi>) => api.moveSavedChart(9, 2),
      { recid: '9', listnum: '2' },
    ],
    [
      'delete-favorite',
      (api: ReturnType<typeof createWorkbenchApi>) => api.deleteSavedChart(9),
      { recid: '9' },
    ],
    [
      'update-chartstyle',
      (api: ReturnType<typeof createWorkbenchApi>) => api.updateChartStyle(3, 'Renamed', 'p5'),
      { recid: '3', desc: 'Renamed', styleid: 'p5' },
    ],
    [
      'delete-chartstyle',
      (api: ReturnType<typeof createWorkbenchApi>) => api.deleteChartStyle(3),
      { recid: '3' },
    ],
    [
      'set-default-chartstyle',
      (api: ReturnType<typeof createWorkbenchApi>) => api.setDefaultChartStyle(3),
      { recid: '3' },
    ],
    [
      'add-stylebutton',
      (api: ReturnType<typeof createWorkbenchApi>) =>
        api.addStyleButton({ styleCacheId: 'p5', index: 0, color: 'darkBlue', label: 'WK' }),
      { styleid: 'p5', location: '1', color: 'Dark Blue', label: 'WK' },
    ],
    [
      'update-stylebutton',
      (api: ReturnType<typeof createWorkbenchApi>) =>
        api.updateStyleButton({ styleCacheId: 'p5', index: 11, color: 'green', label: '' }),
      { styleid: 'p5', location: '12', color: 'Green' },
    ],
    [
      'delete-stylebutton',
      (api: ReturnType<typeof createWorkbenchApi>) => api.deleteStyleButton('p5'),
      { styleid: 'p5' },
    ],
    [
      'change-stylebutton-style',
      (api: ReturnType<typeof createWorkbenchApi>) => api.changeStyleButtonStyle('p5', 'p6'),
      { styleid: 'p5', 'new-styleid': 'p6' },
    ],
    [
      'add-favorites-bulk',
      (api: ReturnType<typeof createWorkbenchApi>) => api.addChartsToList(4, ['NVDA', 'AMD'], '&p=D'),
      { listNum: '4', symbols: 'NVDA,AMD', style: '&p=D' },
    ],
    [
      'add-pricealert',
      (api: ReturnType<typeof createWorkbenchApi>) =>
        api.createPriceAlert({
          symbol: 'AAPL',
          price: 201.5,
          direction: 'D',
          message: 'm',
          notificationType: 5,
        }),
      { symbol: 'AAPL', alertPrice: '201.5', alertDirection: 'D', notes: 'm', notificationType: '5' },
    ],
  ] as const)(
    '%s sends its fields and resolves on success, rejects on success false',
    async (cmd, call, fields) => {
      const ok = apiAnswering((request) =>
        cmdOf(request) === 'add-pricealert' ? { success: true, priceAlert: PRICE_ALERT } : { success: true },
      );
      await expect(call(ok.api)).resolves.toBeUndefined();
      expect(cmdOf(ok.seen[0])).toBe(cmd);
      for (const [name, value] of Object.entries(fields)) expect(field(ok.seen[0], name)).toBe(value);
      const refused = apiAnswering(() => ({ success: false, message: 'no' }));
      await expect(call(refused.api)).rejects.toThrow();
    },
  );

  it('add-chartstyle and add-chartlist answer with the new style and list read by core', async () => {
    const { api, seen } = apiAnswering((request) =>
      cmdOf(request) === 'add-chartstyle'
        ? { success: true, chartStyle: STYLE }
        : {
            success: true,
            chartList: { recID: 8, listNum: 4, name: 'Tech', isReadOnly: false, chartCode: 7 },
          },
    );
    await expect(api.addChartStyle('Mine', 'p123')).resolves.toMatchObject({
      recid: 3,
      name: 'Mine',
      styleCacheId: 'p123',
    });
    expect([field(seen[0], 'desc'), field(seen[0], 'styleid')]).toEqual(['Mine', 'p123']);
    await expect(api.createChartList('Tech')).resolves.toMatchObject({
      listNum: 4,
      name: 'Tech',
      isReadOnly: false,
    });
    expect(cmdOf(seen[1])).toBe('add-chartlist');
  });

  it('a saved chart reply core cannot read rejects', async () => {
    const { api } = apiAnswering(() => ({ success: true, favorite: { ...FAVORITE, description: ' ' } }));
    await expect(
      api.addSavedChart({ listNum: 1, symbol: 'MSFT', name: 'x', comments: '', style: '&p=D' }),
    ).rejects.toThrow();
  });
});
