import { parseChartList, parseChartStyle } from '@chartbench/core';
import { createSampleOfflineApi } from './createOfflineApi';

const DEFAULT_STYLE = parseChartStyle({
  recID: 3,
  styleID: 'p3',
  description: '>>Default<<',
  color: '',
  location: 0,
  label: '',
});

function member() {
  return {
    loginCookie: '7.FREE.1.sig',
    record: {
      chartCode: 7,
      firstName: 'Fay',
      lastName: 'Free',
      userId: 'free@example.com',
      memberType: 'FREE',
    },
    chartLists: [parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly: false })],
    savedCharts: { 0: [] },
    chartStyles: [DEFAULT_STYLE],
    defaultChartStyle: DEFAULT_STYLE,
  };
}

describe('spec 3 §7 offline member writes', () => {
  it('a saved chart is read back, renamed, moved and deleted; the options object stays as given', async () => {
    const options = member();
    const api = createSampleOfflineApi({ member: options });
    const saved = await api.addSavedChart({
      listNum: 0,
      symbol: 'MSFT',
      name: 'Daily',
      comments: '',
      style: '&p=D&yr=1',
    });
    expect(saved).toMatchObject({ listNum: 0, symbol: 'MSFT', name: 'Daily', chartCode: 7 });
    expect(await api.getSavedChart(saved.recid)).toEqual(saved);
    await api.updateSavedChart(saved.recid, { name: 'Renamed' });
    expect((await api.getSavedCharts(0)).map((chart) => chart.name)).toEqual(['Renamed']);
    const list = await api.createChartList('Tech');
    expect(list).toMatchObject({ listNum: 1, name: 'Tech' });
    await api.moveSavedChart(saved.recid, list.listNum);
    expect(await api.getSavedCharts(0)).toEqual([]);
    expect((await api.getSavedCharts(1)).map((chart) => chart.recid)).toEqual([saved.recid]);
    await api.deleteSavedChart(saved.recid);
    await expect(api.getSavedChart(saved.recid)).rejects.toThrow('There is no saved chart');
    expect(options.savedCharts[0]).toEqual([]);
    expect(options.chartLists).toHaveLength(1);
  });

  it('writes to what does not exist reject', async () => {
    const api = createSampleOfflineApi({ member: member() });
    await expect(
      api.addSavedChart({ listNum: 9, symbol: 'MSFT', name: 'x', comments: '', style: '&p=D' }),
    ).rejects.toThrow('There is no ChartList 9');
    await expect(api.updateSavedChart(404, { name: 'x' })).rejects.toThrow('There is no saved chart 404');
    await expect(api.deleteChartStyle(404)).rejects.toThrow('There is no ChartStyle 404');
    await expect(api.setDefaultChartStyle(404)).rejects.toThrow('There is no ChartStyle 404');
  });

  it('a visitor cannot write', async () => {
    const api = createSampleOfflineApi();
    await expect(api.createChartList('x')).rejects.toThrow('Nobody is logged in');
  });

  it('styles: a permanent id keeps its XML, a new style can become the default, the default cannot be deleted', async () => {
    const api = createSampleOfflineApi({ member: member() });
    const id = await api.createPermanentStyle('<chart/>');
    await expect(api.getStyleXml(id)).resolves.toBe('<chart/>');
    const style = await api.addChartStyle('Mine', id);
    await api.updateChartStyle(style.recid, 'Mine 2', id);
    expect((await api.getChartStyles()).map((s) => s.name)).toEqual(['>>Default<<', 'Mine 2']);
    await expect(api.deleteChartStyle(3)).rejects.toThrow('default ChartStyle cannot be deleted');
    await api.setDefaultChartStyle(style.recid);
    expect((await api.getMemberWithDefaultStyle()).defaultChartStyle?.recid).toBe(style.recid);
    await api.deleteChartStyle(3);
    expect((await api.getChartStyles()).map((s) => s.recid)).toEqual([style.recid]);
  });

  it('a list is filled with one chart per symbol', async () => {
    const api = createSampleOfflineApi({ member: member() });
    await api.addChartsToList(0, ['NVDA', 'AMD'], '&p=W');
    expect((await api.getSavedCharts(0)).map((chart) => [chart.symbol, chart.style])).toEqual([
      ['NVDA', '&p=W'],
      ['AMD', '&p=W'],
    ]);
    await expect(api.addChartsToList(5, ['NVDA'], '&p=W')).rejects.toThrow('There is no ChartList 5');
  });

  it('StyleButtons: added, moved to another style, cleared; a style without a button cannot hand one on', async () => {
    const api = createSampleOfflineApi({ member: member() });
    const other = await api.addChartStyle('Other', 'p9');
    await api.addStyleButton({ styleCacheId: 'p3', index: 2, color: 'green', label: 'D' });
    expect((await api.getChartStyles()).map((s) => s.buttonIndex)).toEqual([2, -1]);
    await api.changeStyleButtonStyle('p3', other.styleCacheId);
    expect((await api.getChartStyles()).map((s) => [s.buttonIndex, s.buttonLabel])).toEqual([
      [-1, ''],
      [2, 'D'],
    ]);
    await api.deleteStyleButton(other.styleCacheId);
    expect((await api.getChartStyles()).map((s) => s.buttonIndex)).toEqual([-1, -1]);
    await expect(api.changeStyleButtonStyle('p3', 'p9')).rejects.toThrow('has no StyleButton');
  });
});
