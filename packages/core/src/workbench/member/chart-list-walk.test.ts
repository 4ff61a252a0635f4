import { describe, expect, it } from 'vitest';
import { parseChartList, parseSavedChart } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakeNavigation, createFakePorts, settle } from '../testing/fake-ports';
import { CHART_CODE, MSFT_CHART, SPY_CHART, logIn } from '../testing/member-fixtures';

const PNF_CHART = parseSavedChart({
  recID: 52,
  listNum: 1,
  description: 'Apple P&F',
  symbol: 'AAPL',
  style: 'p77',
  annotations: '',
  comments: '',
  chartCode: CHART_CODE,
});
const OTHER_LIST = parseChartList({ recID: 2, listNum: 2, name: 'Other', isReadOnly: false });
const IBM_CHART = parseSavedChart({
  recID: 60,
  listNum: 2,
  description: 'IBM',
  symbol: 'IBM',
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: CHART_CODE,
});

async function member(search = '') {
  const ports = { ...createFakePorts(), navigation: createFakeNavigation(search) };
  logIn(ports, { defaultStyle: false });
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  await settle();
  const known = async (symbol: string) => {
    await settle();
    ports.api.lookups.at(-1)?.resolve([companyInfo(symbol)]);
    await settle();
  };
  return { ports, workbench, known, state: () => workbench.getState() };
}

describe('spec 1 §2.2 a saved point-and-figure chart opens its own workbench', () => {
  it('in the same window, at /freecharts/pnf.php with c and listNum, with no "Failed to load chart."', async () => {
    const { ports, workbench, state } = await member();
    ports.api.backend.savedCharts = { 1: [MSFT_CHART, PNF_CHART] };
    const before = state().chart;
    await expect(workbench.actions.openSavedChart(52)).resolves.toBe(false);
    expect(ports.navigation.opened).toEqual(['/freecharts/pnf.php?c=AAPL,p77&listNum=1']);
    expect(state().toasts.items).toEqual([]);
    expect(state().chart.requestId).toBe(before.requestId);
  });

  it('without a way to leave the page it is refused as before', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    ports.api.backend.savedCharts = { 1: [PNF_CHART] };
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    await expect(workbench.actions.openSavedChart(52)).resolves.toBe(false);
    expect(workbench.getState().toasts.items.at(-1)).toMatchObject({ message: 'Failed to load chart.' });
  });
});

describe('spec 3 §2.1, spec 1 §2.2 the viewed saved chart is in the address and the image request (a=recid)', () => {
  it('opening a saved chart writes a=recid into the address; an unsaved chart has none', async () => {
    const { ports, workbench, known } = await member();
    await workbench.actions.openSavedChart(50);
    await known('MSFT');
    expect(ports.navigation.search()).toContain('a=50');
    const image = ports.api.imageRequests.at(-1);
    expect(image).toMatchObject({ symbol: 'MSFT', recordId: 50, withoutNotes: true });
    workbench.actions.submitSymbol('IBM');
    expect(ports.navigation.search()).not.toContain('a=');
  });

  it('a reload of that address reopens the saved chart', async () => {
    const { workbench, known, state } = await member('?s=MSFT&p=W&yr=2&a=50');
    await known('MSFT');
    expect(state().savedChart?.recid).toBe(50);
    expect(state().chart).toMatchObject({ symbol: 'MSFT', recid: 50 });
    workbench.dispose();
  });
});

describe('spec 2 §4 keyboard: the arrows walk the selected ChartList and wrap', () => {
  const press = (key: string, mods: { ctrlKey?: boolean } = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    inControl: false,
    ...mods,
  });

  it('from an unsaved chart, right opens the first chart, right again the next, and right wraps to the first', async () => {
    const { workbench, state } = await member();
    expect(workbench.actions.hotkey(press('ArrowRight'))).toBe('nextChart');
    await settle();
    expect(state().chart.recid).toBe(MSFT_CHART.recid);
    workbench.actions.hotkey(press('ArrowDown'));
    await settle();
    expect(state().chart.recid).toBe(SPY_CHART.recid);
    workbench.actions.hotkey(press('.', { ctrlKey: true }));
    await settle();
    expect(state().chart.recid).toBe(MSFT_CHART.recid);
    workbench.actions.hotkey(press(',', { ctrlKey: true }));
    await settle();
    expect(state().chart.recid).toBe(SPY_CHART.recid);
  });

  it('walks the list picked in the ChartList menu, not the viewed chart’s', async () => {
    const { ports, workbench, state } = await member();
    ports.api.backend.chartLists = [...(ports.api.backend.chartLists as []), OTHER_LIST];
    ports.api.backend.savedCharts = { 1: [MSFT_CHART, SPY_CHART], 2: [IBM_CHART] };
    await workbench.actions.loadChartLists(true);
    await workbench.actions.openSavedChart(50);
    await workbench.actions.pickChartList(2);
    workbench.actions.hotkey(press('ArrowLeft'));
    await settle();
    expect(state().chart).toMatchObject({ symbol: 'IBM', recid: 60 });
  });

  it('a visitor’s arrows are not hotkeys (the page scrolls)', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    expect(workbench.actions.hotkey(press('ArrowRight'))).toBeNull();
  });
});
