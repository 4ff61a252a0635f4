import { parseChartList } from '@chartbench/core';
import { createSampleOfflineApi } from './createOfflineApi';

const MEMBER = {
  loginCookie: '7.FREE.1.sig',
  record: {
    chartCode: 7,
    firstName: 'Fay',
    lastName: 'Free',
    userId: 'free@example.com',
    memberType: 'FREE',
  },
  chartLists: [parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly: false })],
};

describe('offline member and market calls', () => {
  it('without a member nobody is logged in: login and member calls reject', async () => {
    const api = createSampleOfflineApi();
    await expect(api.loginMember()).rejects.toThrow('Nobody is logged in');
    await expect(api.getMemberWithDefaultStyle()).rejects.toThrow('Nobody is logged in');
    await expect(api.getChartLists()).rejects.toThrow('Nobody is logged in');
  });

  it('with a member, login and the member data answer from it', async () => {
    const api = createSampleOfflineApi({ member: MEMBER });
    await expect(api.loginMember()).resolves.toEqual({ loginCookie: '7.FREE.1.sig' });
    await expect(api.getMemberWithDefaultStyle()).resolves.toEqual({
      member: MEMBER.record,
      defaultChartStyle: null,
    });
    expect((await api.getChartLists()).map((list) => list.name)).toEqual(['Mine']);
    await expect(api.getSavedCharts(3)).rejects.toThrow('There is no ChartList 3');
  });

  it.each([
    ['the start of a symbol', 'ms', ['MSFT']],
    ['a word of the name', 'bitcoin', ['$BTCUSD']],
    ['nothing for blank text', '  ', []],
    ['nothing for an unknown start', 'zz', []],
  ])('suggests symbols by %s', async (_name, text, symbols) => {
    const found = await createSampleOfflineApi().getSymbolSuggestions(text);
    expect(found.map((s) => s.symbol)).toEqual(symbols);
  });

  it('markets are closed unless the api is told they are open', async () => {
    const at = { d: '20260105', t: '153000' };
    await expect(createSampleOfflineApi().isMarketOpen('NASDAQ', at)).resolves.toBe(false);
    await expect(createSampleOfflineApi({ marketOpen: true }).isMarketOpen('NASDAQ', at)).resolves.toBe(true);
  });
});
