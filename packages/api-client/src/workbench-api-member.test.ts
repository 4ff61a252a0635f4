import { createApiClient } from './client';
import { fakeFetch, type SeenRequest } from './test-support';
import { createWorkbenchApi } from './workbench-api';

const MEMBER = {
  chartCode: 7,
  firstName: 'Fay',
  lastName: 'Free',
  fullName: 'Fay Free',
  userId: 'free@example.com',
  memberType: 'FREE',
  memberRT: 0,
  hasOptionsAddOn: false,
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

const cmdOf = (request: SeenRequest) => request.body.get('cmd') ?? request.url.searchParams.get('cmd');

describe("core's WorkbenchApi member calls over HTTP (spec 1 §4.1, §7)", () => {
  it('login-member gives the login cookie', async () => {
    const { api } = apiAnswering(() => ({ success: true, loginCookie: '7.FREE.1.sig' }));
    await expect(api.loginMember()).resolves.toEqual({ loginCookie: '7.FREE.1.sig' });
  });

  it('the get-member batch gives the member record and the default style read by core', async () => {
    const { api, seen } = apiAnswering(() => ({
      success: true,
      responses: [
        { success: true, member: MEMBER },
        { success: true, chartStyle: STYLE },
      ],
    }));
    const reply = await api.getMemberWithDefaultStyle();
    expect(cmdOf(seen[0]!)).toBe('batch');
    expect(reply.member).toMatchObject({ chartCode: 7, userId: 'free@example.com' });
    expect(reply.defaultChartStyle).toMatchObject({ recid: 3, name: 'Mine', styleCacheId: 'p123' });
  });

  it('a default style core rejects (not a permanent id) is no default style', async () => {
    const { api } = apiAnswering(() => ({
      success: true,
      responses: [
        { success: true, member: MEMBER },
        { success: true, chartStyle: { ...STYLE, styleID: 't9' } },
      ],
    }));
    await expect(api.getMemberWithDefaultStyle()).resolves.toMatchObject({ defaultChartStyle: null });
  });

  it('lists, saved charts and styles are read with core’s parsers: invalid items skipped, lists sorted', async () => {
    const { api, seen } = apiAnswering((request) => {
      const cmd = cmdOf(request);
      if (cmd === 'get-chartlists')
        return {
          success: true,
          chartLists: [
            { recID: 2, listNum: 1, name: 'Zeta', isReadOnly: false },
            { recID: 1, listNum: 0, name: 'Alpha', isReadOnly: false },
          ],
        };
      if (cmd === 'get-favorites')
        return {
          success: true,
          favorites: [
            {
              recID: 5,
              listNum: 1,
              description: 'Daily',
              symbol: 'MSFT',
              style: '&p=D',
              annotations: '',
              comments: '',
              chartCode: 7,
            },
            {
              recID: 6,
              listNum: 1,
              description: ' ',
              symbol: 'X',
              style: '&p=D',
              annotations: '',
              comments: '',
              chartCode: 7,
            },
          ],
        };
      if (cmd === 'get-chartstyles')
        return { success: true, chartStyles: [STYLE, { ...STYLE, recID: 4, styleID: 'bad' }] };
      return { success: false };
    });
    expect((await api.getChartLists()).map((list) => list.name)).toEqual(['Alpha', 'Zeta']);
    expect((await api.getSavedCharts(1)).map((chart) => chart.recid)).toEqual([5]);
    expect(seen.at(-1)?.body.get('listnum')).toBe('1');
    expect((await api.getChartStyles()).map((style) => style.recid)).toEqual([3]);
  });

  it('ismarketopen passes the exchange and the UTC date and time', async () => {
    const { api, seen } = apiAnswering(() => ({ date: '2026-01-05 15:30', ismarketopen: true }));
    await expect(api.isMarketOpen('NASDAQ', { d: '20260105', t: '153000' })).resolves.toBe(true);
    const query = seen[0]!.url.searchParams;
    expect([query.get('e'), query.get('d'), query.get('t')]).toEqual(['NASDAQ', '20260105', '153000']);
  });

  it('a failed member call rejects, so the store can treat the user as a visitor', async () => {
    const { api } = apiAnswering(() => ({ success: false, message: 'Not logged in' }));
    await expect(api.loginMember()).rejects.toThrow();
    await expect(api.getChartLists()).rejects.toThrow();
  });
});

describe("core's WorkbenchApi chart image with a temporary style (spec 1 §2.2, spec 2 §7)", () => {
  it('creates a temporary style of the XML and puts its id in the image address as i', async () => {
    const { api, seen } = apiAnswering(() => new Response('t42', { status: 200 }));
    const styleId = await api.createTempStyle('<chart/>');
    expect(styleId).toBe('t42');
    expect(seen[0]?.body.get('cmd')).toBe('createtempstyle');
    const { createDefaultChartSettings } = await import('@chartbench/core');
    const url = new URL(
      api.chartImageUrl({ symbol: 'AAPL', settings: createDefaultChartSettings(), styleId, randomNumber: 1 }),
    );
    expect(url.searchParams.get('i')).toBe('t42');
  });
});
