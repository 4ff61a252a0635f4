import { createApiClient } from './client';
import { fakeFetch } from './test-support';
import { createWorkbenchApi } from './workbench-api';

const MEMBER = {
  chartCode: 7,
  firstName: 'Fay',
  lastName: 'Free',
  fullName: 'Fay Free',
  memberRT: 0,
  hasOptionsAddOn: false,
};
const SIX = {
  autoRefreshIntervalSec: 300,
  maxSharpChartWidthPx: 1024,
  maxChartLists: 5,
  maxChartsPerChartList: 100,
  maxChartStyles: 10,
  maxPriceAlerts: 5,
};

function apiAnswering(answer: unknown) {
  const server = fakeFetch(() => answer);
  return createWorkbenchApi(createApiClient({ baseUrl: 'http://h', fetch: server.fetch }));
}

describe('spec 1 §3.5 a member record as lenient as the spec (another backend than ours)', () => {
  it('reads userID as the e-mail and an unknown member type as FREE', async () => {
    const api = apiAnswering({
      success: true,
      responses: [
        { success: true, member: { ...MEMBER, userID: 'fay@example.com', memberType: 'GOLD' } },
        { success: false },
      ],
    });
    const reply = await api.getMemberWithDefaultStyle();
    expect(reply.member).toMatchObject({ chartCode: 7, userId: 'fay@example.com', memberType: 'FREE' });
  });
});

describe('spec 1 §3.10 /memberTypes.json with the spec’s six fields is valid', () => {
  it('gives the limits of the four member types without a style-button maximum', async () => {
    const api = apiAnswering({ FREE: SIX, BA: SIX, XT: SIX, PRO: { ...SIX, maxChartLists: 50 } });
    const limits = await api.getAccountLimits();
    expect(limits).toMatchObject({
      isKnown: true,
      byMemberType: { PRO: { maxChartLists: 50 }, FREE: { maxPriceAlerts: 5 } },
    });
  });
});

describe('spec 1 §5, §8 one malformed list item is skipped and counted, not the whole list refused', () => {
  const good = { recID: 1, listNum: 1, name: 'Mine', isReadOnly: false };

  it('reads the valid ChartLists and reports the one skipped', async () => {
    const reports: unknown[] = [];
    const server = fakeFetch(() => ({
      success: true,
      chartLists: [good, { recID: 'two', name: 7 }, { ...good, recID: 3, listNum: 3, name: 'Other' }],
    }));
    const client = createApiClient({
      baseUrl: 'http://h',
      fetch: server.fetch,
      onSkippedItems: (report) => reports.push(report),
    });
    const lists = await createWorkbenchApi(client).getChartLists();
    expect(lists.map((l) => l.name)).toEqual(['Mine', 'Other']);
    expect(reports).toEqual([{ call: 'getChartLists', field: 'chartLists', skipped: 1 }]);
  });

  it('reads the valid ChartStyles of a list with one broken record', async () => {
    const style = {
      recID: 9,
      styleID: 'p9',
      description: 'Nine',
      color: '',
      location: 0,
      label: '',
      chartCode: 7,
    };
    const api = apiAnswering({ success: true, chartStyles: [style, null, { ...style, recID: 'x' }] });
    await expect(api.getChartStyles()).resolves.toMatchObject([{ recid: 9, name: 'Nine' }]);
  });

  it('spec 2 §3 reads a ChartStyle without button fields and keeps its search tags and overrides', async () => {
    const api = apiAnswering({
      success: true,
      chartStyles: [
        {
          recID: 9,
          styleID: 'p9',
          description: 'Nine',
          searchTags: ['trend'],
          styleCacheSettingsOverrides: '&p=W',
          temporaryName: 42,
        },
      ],
    });
    await expect(api.getChartStyles()).resolves.toMatchObject([
      {
        recid: 9,
        buttonIndex: -1,
        searchTags: ['trend'],
        styleCacheSettingsOverrides: '&p=W',
        temporaryName: '42',
        htmlSanitizedName: 'Nine',
      },
    ]);
  });
});
