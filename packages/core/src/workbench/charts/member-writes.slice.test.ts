import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../catalogues/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { CANDLE_STYLE, MSFT_CHART, MY_LIST, WEEKLY_STYLE, logIn } from '../testing/member-fixtures';
import { itemsOf } from '../member/member-data';

async function loggedIn(options: { defaultStyle?: boolean } = { defaultStyle: false }) {
  const ports = createFakePorts();
  logIn(ports, options);
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('AAPL'), companyInfo('MSFT')]);
  await settle();
  await workbench.actions.loadSavedCharts(1);
  ports.api.calls.length = 0;
  return { ports, workbench, state: () => workbench.getState() };
}

const lastToast = (state: { toasts: { items: readonly { color: string; message: string }[] } }) =>
  state.toasts.items.at(-1);

describe('spec 3 §4 save chart', () => {
  it('saves a new chart: green toast, modal closed, lists refreshed, the saved chart loaded', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.openModal('saveChart', 'saveAsNewChart');
    const symbol = state().chart.symbol;
    const saved = await workbench.actions.saveChart({
      mode: 'saveAsNewChart',
      listNum: 1,
      name: 'My chart',
      comments: 'note',
    });
    expect(saved).toBe(true);
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your chart has been saved!',
    });
    expect(state().modal).toBeNull();
    expect(ports.api.calls).toEqual(
      expect.arrayContaining([`addSavedChart 1 ${symbol}`, 'getChartLists', 'getSavedCharts 1']),
    );
    expect(state().savedChart).toMatchObject({ name: 'My chart', comments: 'note', listNum: 1, symbol });
    expect(state().chart.recid).toBe(state().savedChart?.recid);
    expect(state().unsavedChanges).toBe(false);
    expect(itemsOf(state().memberData.savedCharts[1]).map((chart) => chart.name)).toContain('My chart');
  });

  it('every setting is kept through the permanent style of the chart XML: Save turns grey and reopening restores them', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'candle' });
    expect(
      await workbench.actions.saveChart({
        mode: 'saveAsNewChart',
        listNum: 1,
        name: 'Candles',
        comments: '',
      }),
    ).toBe(true);
    expect(ports.api.calls).toContain('createPermanentStyle');
    expect(state().savedChart?.style).toMatch(/^&p=D&yr=1&id=p\d+$/);
    expect(state().unsavedChanges).toBe(false);
    const recid = state().savedChart!.recid;
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'ohlc' });
    expect(state().unsavedChanges).toBe(true);
    expect(await workbench.actions.openSavedChart(recid)).toBe(true);
    expect(state().chart.settings.chartType).toBe('candle');
    expect(state().unsavedChanges).toBe(false);
  });

  it('a permanent style that cannot be made fails the save', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add('createPermanentStyle');
    expect(
      await workbench.actions.saveChart({ mode: 'saveAsNewChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('addSavedChart'))).toBe(false);
    expect(lastToast(state())?.message).toBe('Failed to save chart. Please try again.');
  });

  it('a failed save keeps the modal open with the red toast and loads nothing', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add('addSavedChart');
    workbench.actions.openModal('saveChart', 'saveAsNewChart');
    const requestId = state().chart.requestId;
    expect(
      await workbench.actions.saveChart({ mode: 'saveAsNewChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({
      color: 'red',
      message: 'Failed to save chart. Please try again.',
    });
    expect(state().modal?.id).toBe('saveChart');
    expect(state().chart.requestId).toBe(requestId);
  });

  it('updates the viewed saved chart and moves it to another list', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.openSavedChart(MSFT_CHART.recid);
    expect(
      await workbench.actions.saveChart({ mode: 'saveChart', listNum: 1, name: 'MSFT again', comments: '' }),
    ).toBe(true);
    expect(ports.api.calls).toContain('updateSavedChart 50');
    expect(state().savedChart?.name).toBe('MSFT again');
    ports.api.backend.savedCharts[2] = [];
    expect(await workbench.actions.saveChart({ mode: 'moveChart', listNum: 2, name: '', comments: '' })).toBe(
      true,
    );
    expect(ports.api.calls).toEqual(expect.arrayContaining(['moveSavedChart 50 2', 'getSavedCharts 2']));
    expect(state().savedChart?.listNum).toBe(2);
    expect(itemsOf(state().memberData.savedCharts[1]).some((chart) => chart.recid === 50)).toBe(false);
  });

  it('update without a viewed saved chart fails', async () => {
    const { workbench, state } = await loggedIn();
    expect(
      await workbench.actions.saveChart({ mode: 'saveChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(lastToast(state())?.message).toBe(MESSAGES.chart.saveFailed);
  });

  it('a visitor gets create account and nothing is sent', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    expect(
      await workbench.actions.saveChart({ mode: 'saveAsNewChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(workbench.getState().modal?.id).toBe('createAccount');
    expect(ports.api.calls.some((call) => call.startsWith('addSavedChart'))).toBe(false);
  });

  it('a backend without the write fails with the red toast', async () => {
    const { ports, workbench, state } = await loggedIn();
    Object.assign(ports.api, { addSavedChart: undefined });
    expect(
      await workbench.actions.saveChart({ mode: 'saveAsNewChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(lastToast(state())?.message).toBe(MESSAGES.chart.saveFailed);
  });
});

describe('spec 3 §4, §8 save ChartStyle and default style', () => {
  it('saves a new style from the chart XML and reloads the styles', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'saveAsNew',
        name: 'Mine',
        styleRecid: null,
        setAsDefault: false,
      }),
    ).toBe(true);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['createPermanentStyle', 'addChartStyle Mine', 'getChartStyles']),
    );
    expect(itemsOf(state().memberData.chartStyles).map((style) => style.name)).toContain('Mine');
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your ChartStyle has been saved!',
    });
  });

  it('updates an existing style and sets it as default', async () => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadChartStyles();
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'updateExisting',
        name: '',
        styleRecid: CANDLE_STYLE.recid,
        setAsDefault: true,
      }),
    ).toBe(true);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['updateChartStyle 4 Candles', 'setDefaultChartStyle 4']),
    );
    expect(state().memberData.defaultStyle?.recid).toBe(4);
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your default ChartStyle has been saved!',
    });
  });

  it.each([
    ['createPermanentStyle', 'Failed to save ChartStyle. Please try again.'],
    ['addChartStyle', 'Failed to save ChartStyle. Please try again.'],
    ['setDefaultChartStyle', 'Failed to set default ChartStyle.'],
  ])('%s failing shows %s', async (call, message) => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add(call);
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'saveAsNew',
        name: 'Mine',
        styleRecid: null,
        setAsDefault: true,
      }),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'red', message });
  });
});

describe('spec 3 §5, §8 create ChartList and price alert', () => {
  it('creates a list filled with the symbols', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(await workbench.actions.createChartList({ name: ' Tech ', symbols: 'nvda amd' })).toBe(true);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['createChartList Tech', 'addChartsToList 2 NVDA,AMD', 'getChartLists']),
    );
    expect(itemsOf(state().memberData.chartLists).map((list) => list.name)).toContain('Tech');
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your ChartList has been created!',
    });
  });

  it.each([
    ['createChartList', 'red', 'Failed to create ChartList. Please try again.', false],
    [
      'addChartsToList',
      'yellow',
      'ChartList created successfully, but an error occurred while populating.',
      true,
    ],
  ])('%s failing gives a %s toast', async (call, color, message, result) => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add(call);
    expect(await workbench.actions.createChartList({ name: 'Tech', symbols: 'NVDA' })).toBe(result);
    expect(lastToast(state())).toMatchObject({ color, message });
  });

  it.each([
    [false, 'green', 'Success! Your alert has been created!'],
    [true, 'red', 'Failed to create alert. Please try again.'],
  ])('a price alert (failing %s) shows its %s toast', async (fails, color, message) => {
    const { ports, workbench, state } = await loggedIn();
    if (fails) ports.api.backend.failingWrites.add('createPriceAlert');
    const values = { symbol: 'AAPL', price: 200, direction: 'U' as const, message: '', notificationType: 5 };
    expect(await workbench.actions.createPriceAlert(values)).toBe(!fails);
    expect(ports.api.backend.priceAlerts).toEqual(
      fails ? [] : [{ symbol: 'AAPL', price: 200, direction: 'U', message: '', notificationType: 5 }],
    );
    expect(lastToast(state())).toMatchObject({ color, message });
  });
});

describe('spec 3 §4 optimistic renames and deletes', () => {
  it('a rename shows at once and stays after success', async () => {
    const { workbench, state } = await loggedIn();
    const renaming = workbench.actions.renameSavedChart(50, 'Renamed');
    expect(itemsOf(state().memberData.savedCharts[1])[0]?.name).toBe('Renamed');
    expect(await renaming).toBe(true);
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your chart has been updated!',
    });
  });

  it('spec 2 §5 after a successful rename the chart is fetched again: the server’s name is shown', async () => {
    const { ports, workbench, state } = await loggedIn();
    const update = ports.api.updateSavedChart.bind(ports.api);
    // A backend that cuts names shorter than the workbench does.
    ports.api.updateSavedChart = (recid, changes) =>
      update(recid, { ...changes, name: changes.name?.slice(0, 5) });
    await expect(workbench.actions.renameSavedChart(50, 'Renamed')).resolves.toBe(true);
    expect(ports.api.calls).toContain('getSavedChart 50');
    expect(itemsOf(state().memberData.savedCharts[1])[0]?.name).toBe('Renam');
  });

  it('spec 1 §4.7 a chart in a read-only list is renamed on screen only: no update is sent', async () => {
    const ports = createFakePorts();
    logIn(ports);
    ports.api.backend.chartLists = [{ ...MY_LIST, isReadOnly: true }];
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    ports.api.lookups.shift()?.resolve([companyInfo('AAPL'), companyInfo('MSFT')]);
    await settle();
    await workbench.actions.loadChartLists();
    await workbench.actions.loadSavedCharts(1);
    ports.api.calls.length = 0;
    await expect(workbench.actions.renameSavedChart(50, 'Renamed')).resolves.toBe(true);
    expect(itemsOf(workbench.getState().memberData.savedCharts[1])[0]?.name).toBe('Renamed');
    expect(ports.api.calls.filter((call) => /updateSavedChart|getSavedChart /.test(call))).toEqual([]);
  });

  it('spec 1 §5.6 saving over a chart never sends an empty style', async () => {
    const { ports, workbench } = await loggedIn();
    await workbench.actions.openSavedChart(50);
    const sent: (string | undefined)[] = [];
    const update = ports.api.updateSavedChart.bind(ports.api);
    ports.api.updateSavedChart = (recid, changes) => {
      sent.push(changes.style);
      return update(recid, changes);
    };
    await workbench.actions.saveChart({
      mode: 'saveChart',
      listNum: 1,
      name: 'Microsoft weekly',
      comments: '',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^&\S+=/);
  });

  it('a failed rename is rolled back from the server', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add('updateSavedChart');
    const renaming = workbench.actions.renameSavedChart(50, 'Renamed');
    expect(itemsOf(state().memberData.savedCharts[1])[0]?.name).toBe('Renamed');
    expect(await renaming).toBe(false);
    expect(itemsOf(state().memberData.savedCharts[1])[0]?.name).toBe('Microsoft weekly');
    expect(lastToast(state())).toMatchObject({ color: 'red', message: 'Failed to update chart.' });
  });

  it('a delete removes the chart at once; the viewed chart stays on screen unsaved', async () => {
    const { workbench, state } = await loggedIn();
    await workbench.actions.openSavedChart(50);
    expect(state().savedChart?.recid).toBe(50);
    const deleting = workbench.actions.deleteSavedChart(50);
    expect(itemsOf(state().memberData.savedCharts[1]).map((chart) => chart.recid)).toEqual([51]);
    expect(await deleting).toBe(true);
    expect(state().savedChart).toBeNull();
    expect(state().chart.symbol).toBe('MSFT');
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your chart has been deleted!',
    });
  });

  it('a failed delete re-syncs the list from the server', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add('deleteSavedChart');
    expect(await workbench.actions.deleteSavedChart(50)).toBe(false);
    expect(itemsOf(state().memberData.savedCharts[1]).map((chart) => chart.recid)).toEqual([50, 51]);
    expect(lastToast(state())).toMatchObject({ color: 'red', message: 'Failed to delete chart.' });
  });

  it.each([
    ['renameChartStyle', 'updateChartStyle', 'Failed to update ChartStyle.'],
    ['deleteChartStyle', 'deleteChartStyle', 'Failed to delete ChartStyle.'],
  ] as const)('a failed %s reloads the styles from the server', async (action, call, message) => {
    const { ports, workbench, state } = await loggedIn();
    await workbench.actions.loadChartStyles();
    ports.api.backend.failingWrites.add(call);
    const running =
      action === 'renameChartStyle'
        ? workbench.actions.renameChartStyle(4, 'New')
        : workbench.actions.deleteChartStyle(4);
    expect(itemsOf(state().memberData.chartStyles).find((style) => style.recid === 4)?.name).not.toBe(
      'Candles',
    );
    expect(await running).toBe(false);
    expect(itemsOf(state().memberData.chartStyles).find((style) => style.recid === 4)?.name).toBe('Candles');
    expect(lastToast(state())).toMatchObject({ color: 'red', message });
  });

  it('the default ChartStyle is never deleted', async () => {
    const { ports, workbench, state } = await loggedIn({ defaultStyle: true });
    await workbench.actions.loadChartStyles();
    expect(await workbench.actions.deleteChartStyle(WEEKLY_STYLE.recid)).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('deleteChartStyle'))).toBe(false);
    expect(itemsOf(state().memberData.chartStyles)).toHaveLength(2);
    expect(lastToast(state())?.color).toBe('red');
  });
});
