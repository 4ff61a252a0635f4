import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings, parseChartList, type SampleChartStyles } from '../../../model/index';
import { buildChartXml, parseChartListSummaryRow, type ChartListSummaryRow } from '../../../rules/index';
import { createWorkbench } from '../../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../../testing/fake-ports';
import { MSFT_CHART, MY_LIST, SPY_CHART, CANDLE_STYLE, logIn } from '../../testing/member-fixtures';
import { itemsOf } from '../../member/member-data';

const FRAMEWORK = parseChartList({ recID: 9, listNum: 0, name: '2024  Sectors', isReadOnly: true });
const READ_ONLY = parseChartList({ recID: 2, listNum: 2, name: 'Picks', isReadOnly: true });
const row = (symbol: string, recid: number): ChartListSummaryRow =>
  parseChartListSummaryRow({ symbol, recid, name: `${symbol} Inc.` });
const SAMPLES: SampleChartStyles = {
  skippedGroups: 0,
  skippedRecords: 0,
  groups: [
    {
      id: 'basicCharts',
      title: 'Basic Charts',
      styles: [
        {
          styleId: 's1',
          title: 'Line',
          pcode: 'p1',
          description: '',
          rootSymbol: '$SPX',
          sharpChartArguments: '',
          isForPayingMembersOnly: false,
          shouldLoadRootSymbol: true,
        },
      ],
    },
  ],
};
const LINE_SETTINGS = { ...createDefaultChartSettings(), chartType: 'lineThick', period: 'W' };

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/** A workbench viewing MSFT, for a visitor or the test member, whose summary and sample calls the test answers. */
async function viewing({ member = true } = {}) {
  const ports = createFakePorts();
  if (member) logIn(ports, { defaultStyle: false });
  ports.api.backend.chartLists = [FRAMEWORK, MY_LIST, READ_ONLY];
  ports.api.backend.savedCharts = { 1: [MSFT_CHART, SPY_CHART], 2: [] };
  ports.api.backend.styleXml = {
    ...ports.api.backend.styleXml,
    p1: buildChartXml({ symbol: '$SPX', settings: LINE_SETTINGS }),
  };
  const summaries: (Pending<readonly ChartListSummaryRow[]> & { listNum: number })[] = [];
  const samples: Pending<SampleChartStyles>[] = [];
  ports.api.getChartListSummary = (listNum) =>
    new Promise((resolve, reject) => summaries.push({ listNum, resolve, reject }));
  ports.api.getSampleChartStyles = () => new Promise((resolve, reject) => samples.push({ resolve, reject }));
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('MSFT')]);
  await settle();
  await settle();
  // The panel is on screen: the modes store follows the workbench from now on.
  workbench.modes.subscribe(() => undefined);
  const lists = () => workbench.modes.getState().lists;
  return {
    ports,
    workbench,
    summaries,
    samples,
    lists,
    toast: () => workbench.getState().toasts.items.at(-1),
  };
}

describe('spec 3 §2.11 ChartList Summary rows', () => {
  it('loads the rows of the first list that is not a framework list while the mode is shown', async () => {
    const { workbench, summaries, lists } = await viewing();
    expect(summaries).toHaveLength(0);
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    expect(summaries.map((call) => call.listNum)).toEqual([1]);
    expect(lists().summary).toEqual({ listNum: 1, load: { status: 'loading' } });
    summaries[0]?.resolve([row('MSFT', 50)]);
    await settle();
    expect(lists().summary).toEqual({ listNum: 1, load: { status: 'loaded', data: [row('MSFT', 50)] } });
  });

  it('shows the failure when the rows cannot be loaded', async () => {
    const { workbench, summaries, lists } = await viewing();
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    summaries[0]?.reject(new Error('offline'));
    await settle();
    expect(lists().summary).toEqual({ listNum: 1, load: { status: 'failed' } });
  });

  it('does not ask again for failed rows on every change of the workbench, only when the mode is shown again', async () => {
    const { workbench, summaries } = await viewing();
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    summaries[0]?.reject(new Error('offline'));
    await settle();
    workbench.actions.showToast('blue', 'Something else happened');
    workbench.actions.loadChart({ symbol: 'SPY' });
    await settle();
    expect(summaries).toHaveLength(1);
    workbench.modes.actions.selectMode('chartSettings');
    workbench.modes.actions.selectMode('chartListSummary');
    expect(summaries).toHaveLength(2);
  });

  it('drops the reply of an older list when a newer list was chosen', async () => {
    const { workbench, summaries, lists } = await viewing();
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    workbench.modes.actions.selectList(2);
    expect(summaries.map((call) => call.listNum)).toEqual([1, 2]);
    summaries[1]?.resolve([]);
    summaries[0]?.resolve([row('MSFT', 50)]);
    await settle();
    expect(lists().summary).toEqual({ listNum: 2, load: { status: 'loaded', data: [] } });
  });

  it.each([
    ['a framework list', 0],
    ['a list the member does not have', 77],
  ])('never selects %s', async (_name, listNum) => {
    const { workbench, lists } = await viewing();
    workbench.modes.actions.selectList(listNum);
    expect(lists().selectedListNum).toBeNull();
  });

  it('loads nothing for a visitor', async () => {
    const { workbench, summaries, ports } = await viewing({ member: false });
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    expect(summaries).toHaveLength(0);
    expect(ports.api.calls).not.toContain('getChartLists');
  });

  it('loads the clicked symbol’s saved chart, or only the symbol with Load Symbol Only', async () => {
    const { workbench, ports } = await viewing();
    workbench.modes.actions.loadSummarySymbol(row('SPY', 51));
    await settle();
    expect(ports.api.calls).toContain('getSavedChart 51');
    expect(workbench.getState().chart.recid).toBe(51);
    workbench.modes.actions.setLoadSymbolOnly(true);
    const settings = workbench.getState().chart.settings;
    workbench.modes.actions.loadSummarySymbol(row('MSFT', 50));
    expect(workbench.getState().chart).toMatchObject({ symbol: 'MSFT', recid: 0, settings });
  });
});

describe('spec 2 §6, §7 Apply ChartStyle from the summary and Chart Settings', () => {
  it('loads the list, then opens the Apply ChartStyle to Charts dialog for the chosen rows', async () => {
    const { workbench, ports } = await viewing();
    await workbench.modes.actions.applyStyleToRows([51]);
    expect(ports.api.calls).toContain('getSavedCharts 1');
    expect(workbench.getState().modal).toMatchObject({
      id: 'applyChartStyleToCharts',
      target: { listNum: 1, recids: [51] },
    });
  });

  it('refuses a read-only list in yellow', async () => {
    const { workbench, toast } = await viewing();
    workbench.modes.actions.selectMode('chartListSummary');
    await settle();
    workbench.modes.actions.selectList(2);
    await workbench.modes.actions.applyStyleToRows([]);
    expect(workbench.getState().modal).toBeNull();
    expect(toast()).toMatchObject({
      color: 'yellow',
      message: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    });
  });

  it('sends a visitor to create an account', async () => {
    const { workbench } = await viewing({ member: false });
    await workbench.modes.actions.applyStyleToRows([]);
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });

  it('Apply ChartStyle to All asks for a list while no saved chart is viewed, and opens the dialog on the viewed chart’s list', async () => {
    const { workbench, toast } = await viewing();
    await workbench.modes.actions.applyStyleToAll();
    expect(toast()).toMatchObject({ color: 'yellow', message: 'Please select a ChartList.' });
    await workbench.actions.openSavedChart(50);
    await workbench.modes.actions.applyStyleToAll();
    expect(workbench.getState().modal).toEqual({
      id: 'applyChartStyleToCharts',
      variant: '',
      target: { listNum: 1 },
    });
  });
});

describe('spec 2 §4 ChartStyle Library', () => {
  it('loads the sample catalogue once and the member’s styles when shown', async () => {
    const { workbench, samples, lists, ports } = await viewing();
    workbench.modes.actions.selectMode('chartStyleLibrary');
    await settle();
    expect(samples).toHaveLength(1);
    expect(ports.api.calls).toContain('getChartStyles');
    samples[0]?.resolve(SAMPLES);
    await settle();
    expect(lists().samples).toEqual({ status: 'loaded', data: SAMPLES.groups });
    workbench.modes.actions.selectMode('chartSettings');
    workbench.modes.actions.selectMode('chartStyleLibrary');
    expect(samples).toHaveLength(1);
  });

  it('spec 1 §8 logs the invalid sample records left out of the catalogue', async () => {
    const { workbench, samples, lists, ports } = await viewing();
    workbench.modes.actions.selectMode('chartStyleLibrary');
    await settle();
    samples[0]?.resolve({ ...SAMPLES, skippedRecords: 2, skippedGroups: 1 });
    await settle();
    expect(lists().samples).toEqual({ status: 'loaded', data: SAMPLES.groups });
    expect(ports.log.lines).toContain(
      'warn: Sample ChartStyles: 2 invalid record(s) and 1 invalid group(s) skipped.',
    );
  });

  it('tries the catalogue again after a failure, the next time the library is shown', async () => {
    const { workbench, samples, lists } = await viewing({ member: false });
    workbench.modes.actions.selectMode('chartStyleLibrary');
    samples[0]?.reject(new Error('offline'));
    await settle();
    expect(lists().samples).toEqual({ status: 'failed' });
    workbench.modes.actions.selectMode('chartSettings');
    workbench.modes.actions.selectMode('chartStyleLibrary');
    expect(samples).toHaveLength(2);
  });

  it('loads a sample with its root symbol from its style XML', async () => {
    const { workbench } = await viewing({ member: false });
    const sample = SAMPLES.groups[0]!.styles[0]!;
    await expect(workbench.modes.actions.loadSampleStyle(sample, '$SPX')).resolves.toBe(true);
    expect(workbench.getState().chart).toMatchObject({
      symbol: '$SPX',
      settings: { chartType: 'lineThick', period: 'W' },
    });
  });

  it('keeps the symbol for a sample without one, and shows a red toast when its XML cannot be had', async () => {
    const { workbench, toast } = await viewing({ member: false });
    const sample = SAMPLES.groups[0]!.styles[0]!;
    await workbench.modes.actions.loadSampleStyle(sample, null);
    expect(workbench.getState().chart).toMatchObject({
      symbol: 'MSFT',
      settings: { chartType: 'lineThick' },
    });
    await expect(workbench.modes.actions.loadSampleStyle({ ...sample, pcode: 'p999' }, null)).resolves.toBe(
      false,
    );
    expect(toast()).toMatchObject({ color: 'red', message: 'Failed to load ChartStyle.' });
  });

  it('loads a member’s style onto the chart', async () => {
    const { workbench } = await viewing();
    await expect(workbench.modes.actions.loadChartStyle(CANDLE_STYLE)).resolves.toBe(true);
    expect(workbench.getState().chart.settings.chartType).toBe('candle');
  });
});

describe('spec 3 §2.10 ChartList Library', () => {
  it('loads the charts of the shown list while shown, and of a newly chosen list', async () => {
    const { workbench, ports } = await viewing();
    workbench.modes.actions.selectMode('chartListLibrary');
    await settle();
    expect(ports.api.calls).toContain('getSavedCharts 1');
    workbench.modes.actions.selectList(2);
    await settle();
    expect(ports.api.calls).toContain('getSavedCharts 2');
  });

  it('does not ask again for a list whose charts failed on every change of the workbench', async () => {
    const { workbench, ports } = await viewing();
    ports.api.backend.savedCharts = {};
    workbench.modes.actions.selectMode('chartListLibrary');
    await settle();
    workbench.actions.loadChart({ symbol: 'SPY' });
    await settle();
    expect(ports.api.calls.filter((call) => call === 'getSavedCharts 1')).toHaveLength(1);
    expect(
      workbench.getState().toasts.items.filter((toast) => toast.message === 'Failed to load charts.'),
    ).toHaveLength(1);
  });

  it('draws a chart’s thumbnail from its saved settings at the largest thumbnail size', async () => {
    const { workbench, ports } = await viewing();
    const url = workbench.modes.actions.chartThumbnailUrl(MSFT_CHART);
    expect(url).toContain('s=MSFT&p=W');
    expect(ports.api.imageRequests.at(-1)?.settings).toMatchObject({
      chartSize: 'custom',
      customWidth: 280,
      customHeight: 175,
    });
  });

  it('gives no thumbnail address when the backend cannot draw the chart', async () => {
    const { workbench, ports } = await viewing();
    ports.api.chartImageUrl = () => {
      throw new Error('No data for MSFT');
    };
    expect(workbench.modes.actions.chartThumbnailUrl(MSFT_CHART)).toBe('');
  });

  it('draws a style thumbnail from its style id with the chart drawn with the style where the port has no thumbnail call', async () => {
    const { workbench, ports } = await viewing();
    expect(workbench.modes.actions.styleThumbnailUrl('p400')).toContain('&i=p400');
    ports.api.styleThumbnailUrl = (id) => `/c-sc/sc?i=${id}`;
    expect(workbench.modes.actions.styleThumbnailUrl('p400')).toBe('/c-sc/sc?i=p400');
  });

  it('opens a chosen chart', async () => {
    const { workbench } = await viewing();
    workbench.modes.actions.loadLibraryChart(SPY_CHART);
    await settle();
    expect(workbench.getState().savedChart?.recid).toBe(51);
  });
});

describe('spec 3 §4, §8 Chart Comments', () => {
  it('saves the viewed chart’s comments with the success message', async () => {
    const { workbench, ports, lists } = await viewing();
    await workbench.actions.openSavedChart(50);
    await expect(workbench.modes.actions.saveComments('Breakout\nwatch')).resolves.toBe(true);
    expect(ports.api.calls).toContain('updateSavedChart 50');
    // Stored with br tags for newlines (spec 1 §3.8).
    expect(ports.api.backend.savedCharts[1]?.find((chart) => chart.recid === 50)?.comments).toBe(
      'Breakout<br>watch',
    );
    expect(lists()).toMatchObject({
      commentsSaving: false,
      commentsResult: { tone: 'success', message: 'Success! Your comments have been saved!' },
    });
  });

  it('refreshes the workbench’s record of the chart, so a later Save keeps the new comments', async () => {
    const { workbench, lists } = await viewing();
    await workbench.actions.openSavedChart(50);
    await workbench.modes.actions.saveComments('Breakout watch');
    await settle();
    expect(workbench.getState().savedChart).toMatchObject({ recid: 50, comments: 'Breakout watch' });
    expect(lists().commentsResult).toEqual({
      tone: 'success',
      message: 'Success! Your comments have been saved!',
    });
  });

  it('spec 1 §3.8 comments with line breaks are shown as text, not with literal br tags, and saved again as br', async () => {
    const { workbench, ports } = await viewing();
    await workbench.actions.loadSavedCharts(1);
    await workbench.actions.openSavedChart(50);
    await workbench.modes.actions.saveComments('Breakout\nwatch');
    await settle();
    expect(workbench.getState().savedChart?.comments).toBe('Breakout\nwatch');
    const listed = itemsOf(workbench.getState().memberData.savedCharts[1]).find((c) => c.recid === 50);
    expect(listed?.comments).toBe('Breakout\nwatch');
    const state = workbench.getState();
    await workbench.actions.saveChart({
      mode: 'saveChart',
      listNum: 1,
      name: state.savedChart?.name ?? '',
      comments: state.savedChart?.comments ?? '',
    });
    expect(ports.api.backend.savedCharts[1]?.find((chart) => chart.recid === 50)?.comments).toBe(
      'Breakout<br>watch',
    );
  });

  it('keeps unsaved setting changes: nothing is reloaded, and the record carries the comments for a later Save', async () => {
    const { workbench, ports } = await viewing();
    await workbench.actions.loadSavedCharts(1);
    await workbench.actions.openSavedChart(50);
    await settle();
    workbench.actions.updateSettings({ ...workbench.getState().chart.settings, chartType: 'candle' });
    expect(workbench.getState().unsavedChanges).toBe(true);
    ports.api.calls.length = 0;
    await workbench.modes.actions.saveComments('Kept');
    await settle();
    expect(ports.api.calls).toEqual(['updateSavedChart 50']);
    expect(workbench.getState().chart.settings.chartType).toBe('candle');
    expect(workbench.getState().unsavedChanges).toBe(true);
    expect(workbench.getState().savedChart?.comments).toBe('Kept');
    expect(
      itemsOf(workbench.getState().memberData.savedCharts[1]).find((chart) => chart.recid === 50)?.comments,
    ).toBe('Kept');
  });

  it('a saved chart re-commented with no other change still has no unsaved changes', async () => {
    const { workbench } = await viewing();
    await workbench.actions.openSavedChart(50);
    await settle();
    expect(workbench.getState().unsavedChanges).toBe(false);
    await workbench.modes.actions.saveComments('Note');
    expect(workbench.getState().savedChart?.comments).toBe('Note');
    expect(workbench.getState().unsavedChanges).toBe(false);
  });

  it('shows the failure message when the save fails', async () => {
    const { workbench, ports, lists } = await viewing();
    await workbench.actions.openSavedChart(50);
    ports.api.backend.failingWrites.add('updateSavedChart');
    await expect(workbench.modes.actions.saveComments('x')).resolves.toBe(false);
    expect(lists().commentsResult).toEqual({
      tone: 'danger',
      message: 'Failed to save comments. Please try again.',
    });
    expect(lists().savedComments).toEqual({});
  });

  it.each([
    ['a visitor to create an account', false, 'createAccount'],
    ['a member viewing an unsaved chart to Save Chart', true, 'saveChart'],
  ])('sends %s', async (_name, member, modal) => {
    const { workbench } = await viewing({ member });
    await expect(workbench.modes.actions.saveComments('x')).resolves.toBe(false);
    expect(workbench.getState().modal?.id).toBe(modal);
  });

  it('clears the result when another chart is viewed', async () => {
    const { workbench, lists } = await viewing();
    await workbench.actions.openSavedChart(50);
    await workbench.modes.actions.saveComments('x');
    await settle();
    await workbench.actions.openSavedChart(51);
    expect(lists().commentsResult).toBeNull();
  });
});

describe('spec 3 §2.2 the list modes follow the member', () => {
  it('loads the rows once the login check finds a member while the summary is shown', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    const summaries: number[] = [];
    ports.api.getChartListSummary = (listNum) => {
      summaries.push(listNum);
      return Promise.resolve([row('MSFT', 50)]);
    };
    const workbench = createWorkbench(ports, { symbol: 'MSFT' });
    workbench.actions.start();
    workbench.modes.actions.selectMode('chartListSummary');
    expect(workbench.getState().member).toBeNull();
    expect(summaries).toEqual([]);
    await settle();
    await settle();
    expect(workbench.getState().member).not.toBeNull();
    expect(summaries).toEqual([1]);
    expect(workbench.modes.getState().lists.summary).toEqual({
      listNum: 1,
      load: { status: 'loaded', data: [row('MSFT', 50)] },
    });
  });
});
