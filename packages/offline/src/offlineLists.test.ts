import { parseChartListSummaryRows, parseSavedCharts } from '@chartbench/core';
import { createOfflineListsApi } from './offlineLists';

const ROWS = parseChartListSummaryRows([{ recid: 1, symbol: 'AAPL', name: 'Apple' }]).items;

describe('the offline list-mode calls (spec 3 §7)', () => {
  it('answers the rows of a known list and refuses an unknown one', async () => {
    const api = createOfflineListsApi({ summaryRows: { 4: ROWS } });
    await expect(api.getChartListSummary(4)).resolves.toEqual(ROWS);
    await expect(api.getChartListSummary(5)).rejects.toThrow('No such ChartList: 5');
  });

  it('answers one row per saved chart of the member’s lists when given no rows', async () => {
    const charts = parseSavedCharts([
      { recID: 7, listNum: 3, description: 'Apple daily', symbol: '_AAPL', style: '&p=D' },
    ]).items;
    const rows = await createOfflineListsApi({}, { 3: charts }).getChartListSummary(3);
    expect(rows).toEqual([
      expect.objectContaining({ recid: 7, symbol: 'AAPL', name: 'Apple daily', date: '' }),
    ]);
  });

  it('answers the sample catalogue, an empty one by default, or fails with the given error', async () => {
    await expect(createOfflineListsApi().getSampleChartStyles()).resolves.toEqual({
      groups: [],
      skippedGroups: 0,
      skippedRecords: 0,
    });
    await expect(
      createOfflineListsApi({ samples: new Error('down') }).getSampleChartStyles(),
    ).rejects.toThrow('down');
  });

  it('draws style thumbnails with the given picture', () => {
    expect(createOfflineListsApi({ thumbnail: (id) => `pic:${id}` }).styleThumbnailUrl('p1')).toBe('pic:p1');
    expect(createOfflineListsApi().styleThumbnailUrl('p1')).toMatch(/^data:image\/svg\+xml/);
  });
});
