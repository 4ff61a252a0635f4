import { describe, expect, it } from 'vitest';
import { parseSavedChart } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { CANDLE_STYLE, MSFT_CHART, MY_LIST, SPY_CHART, logIn } from '../testing/member-fixtures';
import { selectHasUnsavedWork } from '../selectors/index';
import { itemsOf } from './member-data';

async function loggedIn() {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  await settle();
  ports.api.calls.length = 0;
  return { ports, workbench, state: () => workbench.getState() };
}

const count = (calls: string[], name: string) => calls.filter((call) => call === name).length;

describe('spec 1 §4.4 lazy loading of chart lists and charts', () => {
  it('concurrent loads of one list share one call', async () => {
    const { ports, workbench, state } = await loggedIn();
    await Promise.all([workbench.actions.loadSavedCharts(1), workbench.actions.loadSavedCharts(1)]);
    expect(count(ports.api.calls, 'getSavedCharts 1')).toBe(1);
    expect(state().memberData.savedCharts[1]).toMatchObject({
      status: 'loaded',
      data: [MSFT_CHART, SPY_CHART],
    });
  });

  it('a loaded list is not fetched again unless forced', async () => {
    const { ports, workbench } = await loggedIn();
    await workbench.actions.loadSavedCharts(1);
    await workbench.actions.loadSavedCharts(1);
    expect(count(ports.api.calls, 'getSavedCharts 1')).toBe(1);
    await workbench.actions.loadSavedCharts(1, true);
    expect(count(ports.api.calls, 'getSavedCharts 1')).toBe(2);
  });

  it('a failed first load flags failure with a red toast', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.loadSavedCharts(9);
    expect(state().memberData.savedCharts[9]).toEqual({ status: 'failed' });
    expect(state().toasts.items.at(-1)).toMatchObject({ color: 'red', message: 'Failed to load charts.' });
  });

  it('a failure after a success keeps the charts shown', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadSavedCharts(1);
    ports.api.backend.savedCharts = {};
    await workbench.actions.loadSavedCharts(1, true);
    expect(state().memberData.savedCharts[1]).toMatchObject({
      status: 'loaded',
      data: [MSFT_CHART, SPY_CHART],
    });
  });

  it('ChartLists failing on the first load are flagged failed', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    ports.api.backend.chartLists = new Error('500');
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    await settle();
    expect(workbench.getState().memberData.chartLists.status).toBe('failed');
    expect(workbench.getState().toasts.items.map((t) => t.message)).toContain('Failed to load ChartLists.');
  });

  it('a visitor loads nothing', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    await workbench.actions.loadChartLists();
    await workbench.actions.loadSavedCharts(1);
    expect(ports.api.calls).toEqual([]);
  });

  it('opening a chart by recid refetches it and views it', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadSavedCharts(1);
    const renamed = parseSavedChart({
      recID: 50,
      listNum: 1,
      description: 'Renamed',
      symbol: 'MSFT',
      style: '&p=W&yr=2',
      annotations: '',
      comments: '',
      chartCode: 123,
    });
    ports.api.backend.savedCharts = { 1: [renamed, SPY_CHART] };
    await expect(workbench.actions.openSavedChart(50)).resolves.toBe(true);
    expect(ports.api.calls).toContain('getSavedChart 50');
    expect(itemsOf(state().memberData.savedCharts[1]).map((c) => c.name)).toEqual(['Renamed', 'SPY daily']);
    expect(state().chart).toMatchObject({ symbol: 'MSFT', recid: 50 });
    expect(state().savedChart?.name).toBe('Renamed');
  });

  it('a refetched chart whose list is gone is removed from local state, and not opened', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadSavedCharts(1);
    const moved = parseSavedChart({
      recID: 51,
      listNum: 8,
      description: 'SPY daily',
      symbol: 'SPY',
      style: '&p=D',
      annotations: '',
      comments: '',
      chartCode: 123,
    });
    ports.api.backend.savedCharts = { 1: [MSFT_CHART], 8: [moved] };
    await expect(workbench.actions.openSavedChart(51)).resolves.toBe(false);
    expect(itemsOf(state().memberData.savedCharts[1])).toEqual([MSFT_CHART]);
    expect(state().chart.recid).toBe(0);
  });

  it('a point-and-figure chart is refused', async () => {
    const { ports, workbench, state } = await loggedIn();
    const pnf = parseSavedChart({
      recID: 52,
      listNum: 1,
      description: 'PnF',
      symbol: 'SPY',
      style: 'p123456',
      annotations: '',
      comments: '',
      chartCode: 123,
    });
    ports.api.backend.savedCharts = { 1: [pnf] };
    await expect(workbench.actions.openSavedChart(52)).resolves.toBe(false);
    expect(state().toasts.items.at(-1)?.message).toBe('Failed to load chart.');
  });
});

describe('spec 2 §4 the newest opening of a saved chart wins', () => {
  it.each([
    ['the older answers first', [50, 51]],
    ['the newer answers first', [51, 50]],
  ])('the chart opened last is viewed when %s', async (_case, order) => {
    const { ports, workbench, state } = await loggedIn();
    const waiting = new Map<number, () => void>();
    const original = ports.api.getSavedChart.bind(ports.api);
    ports.api.getSavedChart = (recid: number) =>
      new Promise((resolve, reject) => waiting.set(recid, () => original(recid).then(resolve, reject)));
    const older = workbench.actions.openSavedChart(50);
    const newer = workbench.actions.openSavedChart(51);
    for (const recid of order) {
      waiting.get(recid)?.();
      await settle();
    }
    await expect(older).resolves.toBe(false);
    await expect(newer).resolves.toBe(true);
    expect(state().chart).toMatchObject({ symbol: 'SPY', recid: 51 });
    expect(state().toasts.items).toEqual([]);
  });
});

describe('spec 2 §4 unsaved changes of the viewed saved chart (Save green or grey)', () => {
  it('a saved chart just opened has none; a changed period has; changing it back has none again', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.openSavedChart(50);
    expect(state().unsavedChanges).toBe(false);
    workbench.actions.setPeriod('D');
    expect(state().unsavedChanges).toBe(true);
    workbench.actions.setPeriod('W');
    expect(state().unsavedChanges).toBe(false);
  });

  it('a new symbol leaves the saved chart: nothing is being viewed, so nothing is unsaved', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.openSavedChart(50);
    workbench.actions.submitSymbol('IBM');
    expect(state().savedChart).toBeNull();
    expect(state().unsavedChanges).toBe(false);
  });
});

describe('spec 2 §4 unsaved changes of the viewed ChartStyle', () => {
  it('a style just applied is viewed with none; a changed setting has; changing it back has none again', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    expect(state().viewedStyle).toMatchObject({ recid: 4, name: 'Candles' });
    expect(state().styleUnsavedChanges).toBe(false);
    expect(selectHasUnsavedWork(state())).toBe(false);
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'line' });
    expect(state().styleUnsavedChanges).toBe(true);
    expect(selectHasUnsavedWork(state())).toBe(true);
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'candle' });
    expect(state().styleUnsavedChanges).toBe(false);
  });

  it('a new symbol keeps the style viewed (a style has no symbol); opening a saved chart ends it', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.applyStyleButton(1);
    workbench.actions.submitSymbol('IBM');
    expect(state().viewedStyle?.recid).toBe(4);
    expect(state().styleUnsavedChanges).toBe(false);
    await workbench.actions.openSavedChart(50);
    expect(state().viewedStyle).toBeNull();
    expect(state().styleUnsavedChanges).toBe(false);
  });

  it('saving over the viewed style leaves no unsaved changes', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'line' });
    expect(state().styleUnsavedChanges).toBe(true);
    const ok = await workbench.actions.saveChartStyle({
      mode: 'updateExisting',
      name: '',
      styleRecid: 4,
      setAsDefault: false,
    });
    expect(ok).toBe(true);
    expect(state().viewedStyle?.recid).toBe(4);
    expect(state().styleUnsavedChanges).toBe(false);
  });
});

describe('spec 2 §9 the parsed-style cache in the store', () => {
  it('applying a style again within 10 s reads no XML; after 10 s it is read again', async () => {
    const { ports, workbench } = await loggedIn();
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    await workbench.actions.applyStyleButton(1);
    expect(count(ports.api.calls, 'getStyleXml p400')).toBe(1);
    workbench.actions.openSavedChart(50);
    await settle();
    ports.clock.advance(10_001);
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    expect(count(ports.api.calls, 'getStyleXml p400')).toBe(2);
  });

  it('the viewed style’s entry is kept alive past 10 s', async () => {
    const { ports, workbench } = await loggedIn();
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    ports.clock.advance(60_000);
    await workbench.actions.applyChartStyle(CANDLE_STYLE);
    expect(count(ports.api.calls, 'getStyleXml p400')).toBe(1);
  });
});

describe('spec 1 §3.6 ChartStyles and style buttons', () => {
  it('the style buttons fill their slots after login', async () => {
    const { state } = await loggedIn();
    expect(state().memberData.chartStyles.status).toBe('loaded');
    expect(state().memberData.styleButtons[1]).toEqual(CANDLE_STYLE);
    expect(state().memberData.styleButtons.filter(Boolean)).toHaveLength(2);
    expect(itemsOf(state().memberData.chartLists)).toEqual([MY_LIST]);
  });

  it('a style button loads its style onto the symbol being viewed', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.lookups[0]?.resolve([companyInfo('AAPL')]);
    await expect(workbench.actions.applyStyleButton(1)).resolves.toBe(true);
    expect(state().chart).toMatchObject({ symbol: 'AAPL', settings: { chartType: 'candle' } });
    await expect(workbench.actions.applyStyleButton(5)).resolves.toBe(false);
  });

  it('a style whose XML cannot be had shows a red toast and leaves the chart', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.styleXml = {};
    const before = state().chart;
    await expect(workbench.actions.applyChartStyle(CANDLE_STYLE)).resolves.toBe(false);
    expect(state().chart).toBe(before);
    expect(state().toasts.items.at(-1)).toMatchObject({
      color: 'red',
      message: 'Failed to load ChartStyle.',
    });
  });
});

describe('spec 3 §5 save and StyleButton hotkeys in the store', () => {
  const ctrl = (key: string, shiftKey = false) => ({
    key,
    ctrlKey: true,
    metaKey: false,
    shiftKey,
    altKey: false,
    inControl: false,
  });

  it('Ctrl+S saves the viewed saved chart at once with the keyboard save toast; Ctrl+Shift+S opens Save As', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadChartLists(true);
    await workbench.actions.openSavedChart(50);
    ports.api.lookups.at(-1)?.resolve([companyInfo('MSFT')]);
    await settle();
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'candle' });
    expect(state().unsavedChanges).toBe(true);
    expect(workbench.actions.hotkey(ctrl('s'))).toBe('save');
    await settle();
    expect(state().modal).toBeNull();
    expect(ports.api.calls).toContain('updateSavedChart 50');
    expect(state().toasts.items.at(-1)).toMatchObject({
      color: 'green',
      message: 'Success! Your chart has been saved!',
    });
    expect(state().unsavedChanges).toBe(false);
    ports.api.backend.failingWrites.add('updateSavedChart');
    workbench.actions.hotkey(ctrl('s'));
    await settle();
    expect(state().toasts.items.at(-1)).toMatchObject({
      color: 'red',
      message: 'Failed to save chart. Please try again.',
    });
    expect(workbench.actions.hotkey(ctrl('S', true))).toBe('saveAs');
    expect(state().modal).toEqual({ id: 'saveChart', variant: 'saveAsNewChart' });
  });

  it('Ctrl+S on an unsaved chart forces save-as-new; a visitor gets create-account', async () => {
    const { workbench, state } = await loggedIn();
    workbench.actions.hotkey(ctrl('s'));
    expect(state().modal).toEqual({ id: 'saveChart', variant: 'saveAsNewChart' });
    const visitor = createWorkbench(createFakePorts());
    visitor.actions.hotkey(ctrl('s'));
    expect(visitor.getState().modal?.id).toBe('createAccount');
  });

  it('Ctrl+S does nothing while Save is disabled (a symbol not found)', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.submitSymbol('NOPE');
    ports.api.lookups.at(-1)?.resolve([]);
    await settle();
    workbench.actions.hotkey(ctrl('s'));
    expect(state().modal).toBeNull();
  });

  it('Ctrl+2 applies the StyleButton in slot 2', async () => {
    const { workbench, state } = await loggedIn();
    expect(workbench.actions.hotkey(ctrl('2'))).toBe('styleButton2');
    await settle();
    expect(state().chart.settings.chartType).toBe('candle');
  });
});
