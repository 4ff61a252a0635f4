import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../catalogues/index';
import type { AccountLimitsTable } from '../../model/index';
import { parseChartList } from '../../model/index';
import { LIMIT_MESSAGES } from '../../rules/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { CANDLE_STYLE, MSFT_CHART, MY_LIST, SPY_CHART, logIn, limitsTable } from '../testing/member-fixtures';
import { itemsOf } from '../member/member-data';

const READ_ONLY = parseChartList({ recID: 2, listNum: 2, name: 'Samples', isReadOnly: true });
const FRAMEWORK = parseChartList({ recID: 3, listNum: 3, name: '2026  Market Framework', isReadOnly: false });

async function loggedIn(limits: AccountLimitsTable = limitsTable()) {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  ports.api.backend.chartLists = [MY_LIST, READ_ONLY, FRAMEWORK];
  ports.api.backend.savedCharts = { 1: [MSFT_CHART, SPY_CHART], 2: [], 3: [] };
  ports.api.backend.accountLimits = limits;
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('AAPL'), companyInfo('MSFT')]);
  await settle();
  await workbench.actions.loadChartStyles();
  ports.api.calls.length = 0;
  return { ports, workbench, state: () => workbench.getState() };
}

const lastToast = (state: { toasts: { items: readonly { color: string; message: string }[] } }) =>
  state.toasts.items.at(-1);
const refusal = (message: string) => Object.assign(new Error('refused'), { serverMessage: message });

describe('spec 3 §2.14, §5, §8 add to chart list', () => {
  it('adds the viewed symbol with the chosen ChartStyle: green toast, modal closed, the list reloaded', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.openModal('addToChartList');
    expect(
      await workbench.actions.addToChartList({
        listNum: 1,
        name: ' Apple candles ',
        styleRecid: CANDLE_STYLE.recid,
      }),
    ).toBe(true);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['getStyleXml p400', 'addSavedChart 1 AAPL', 'getSavedCharts 1']),
    );
    const added = itemsOf(state().memberData.savedCharts[1]).find((chart) => chart.symbol === 'AAPL');
    expect(added).toMatchObject({ name: 'Apple candles' });
    expect(added?.style).toContain('id=p400');
    expect(state().modal).toBeNull();
    expect(lastToast(state())).toMatchObject({ color: 'green', message: MESSAGES.chart.symbolSaved });
  });

  it('adds the symbols a mode gave in one call', async () => {
    const { ports, workbench } = await loggedIn();
    expect(
      await workbench.actions.addToChartList({
        listNum: 1,
        name: 'x',
        styleRecid: CANDLE_STYLE.recid,
        symbols: ['nvda', 'GOOGL', 'NVDA'],
      }),
    ).toBe(true);
    expect(ports.api.calls).toContain('addChartsToList 1 NVDA,GOOGL');
  });

  it.each([
    ['read-only', 2, MESSAGES.chartList.readOnly],
    ['framework', 3, MESSAGES.chartList.readOnly],
    ['missing', 9, MESSAGES.common.selectChartList],
  ])('a %s list is refused in yellow and nothing is sent', async (_kind, listNum, message) => {
    const { ports, workbench, state } = await loggedIn();
    expect(
      await workbench.actions.addToChartList({ listNum, name: 'x', styleRecid: CANDLE_STYLE.recid }),
    ).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('add'))).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message });
  });

  it('a full list is refused before the call with the limit message', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxChartsPerChartList: 2 }));
    expect(
      await workbench.actions.addToChartList({ listNum: 1, name: 'x', styleRecid: CANDLE_STYLE.recid }),
    ).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('addSavedChart'))).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: LIMIT_MESSAGES.chartsPerList(2) });
  });

  it('the server refusing anyway shows its limit text; another failure the red message', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.addSavedChart = () => Promise.reject(refusal(LIMIT_MESSAGES.chartsPerList(10)));
    expect(
      await workbench.actions.addToChartList({ listNum: 1, name: 'x', styleRecid: CANDLE_STYLE.recid }),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: LIMIT_MESSAGES.chartsPerList(10) });
    ports.api.addSavedChart = () => Promise.reject(new Error('network'));
    expect(
      await workbench.actions.addToChartList({ listNum: 1, name: 'x', styleRecid: CANDLE_STYLE.recid }),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'red', message: MESSAGES.chart.symbolSaveFailed });
  });

  it('a style whose XML cannot be had fails with the red message', async () => {
    const { ports, workbench, state } = await loggedIn();
    delete ports.api.backend.styleXml.p400;
    expect(
      await workbench.actions.addToChartList({ listNum: 1, name: 'x', styleRecid: CANDLE_STYLE.recid }),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'red', message: MESSAGES.chart.symbolSaveFailed });
  });

  it('a visitor gets create account', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    expect(await workbench.actions.addToChartList({ listNum: 1, name: 'x', styleRecid: 4 })).toBe(false);
    expect(workbench.getState().modal).toMatchObject({ id: 'createAccount' });
  });

  it('a dialog opened while the chart was being added stays open when the reply comes', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.openModal('addToChartList');
    let release: () => void = () => undefined;
    const add = ports.api.addSavedChart.bind(ports.api);
    ports.api.addSavedChart = (chart) => new Promise((resolve) => (release = () => resolve(add(chart))));
    const pending = workbench.actions.addToChartList({
      listNum: 1,
      name: 'x',
      styleRecid: CANDLE_STYLE.recid,
    });
    await settle();
    workbench.actions.openModal('linkToChart');
    release();
    expect(await pending).toBe(true);
    expect(state().modal?.id).toBe('linkToChart');
  });
});

describe('spec 1 §4.2, spec 3 §8 apply ChartStyle to charts', () => {
  it('updates every chart of the list: green, closed, the list reloaded', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.openModal('applyChartStyleToCharts', undefined, { listNum: 1 });
    expect(state().modal).toMatchObject({ id: 'applyChartStyleToCharts', target: { listNum: 1 } });
    const result = await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid });
    expect(result).toEqual({ ok: true, updated: 2, failed: 0 });
    expect(ports.api.calls).toEqual(expect.arrayContaining(['updateSavedChart 50', 'updateSavedChart 51']));
    expect(ports.api.backend.savedCharts[1]?.every((chart) => chart.style.includes('id=p400'))).toBe(true);
    expect(lastToast(state())).toMatchObject({ color: 'green', message: MESSAGES.applyStyle.succeeded });
    expect(state().modal).toBeNull();
  });

  it('only the charts asked for', async () => {
    const { ports, workbench } = await loggedIn();
    expect(
      await workbench.actions.applyStyleToCharts({
        listNum: 1,
        styleRecid: CANDLE_STYLE.recid,
        recids: [51],
      }),
    ).toEqual({ ok: true, updated: 1, failed: 0 });
    expect(ports.api.calls).not.toContain('updateSavedChart 50');
  });

  it('some charts failing is the yellow partial result', async () => {
    const { ports, workbench, state } = await loggedIn();
    const update = ports.api.updateSavedChart.bind(ports.api);
    ports.api.updateSavedChart = (recid, changes) =>
      recid === 50 ? Promise.reject(new Error('no')) : update(recid, changes);
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: true, updated: 1, failed: 1 });
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: MESSAGES.applyStyle.someFailed });
  });

  it('no chart updated is yellow; an empty list too', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add('updateSavedChart');
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: true, updated: 0, failed: 2 });
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: MESSAGES.applyStyle.noneUpdated });
  });

  it('spec 1 §7 uses batched calls when the backend has them: one call for the charts, partial results yellow', async () => {
    const { ports, workbench, state } = await loggedIn();
    const batches: Array<readonly number[]> = [];
    Object.assign(ports.api, {
      updateSavedChartStyles: async (recids: readonly number[], style: string) => {
        batches.push(recids);
        expect(style).toContain('id=p400');
        return recids.map((recid) => recid !== 50);
      },
    });
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: true, updated: 1, failed: 1 });
    expect(batches).toEqual([[50, 51]]);
    expect(ports.api.calls.some((call) => call.startsWith('updateSavedChart'))).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: MESSAGES.applyStyle.someFailed });
  });

  it('batched calls that all fail to get through are the red failure', async () => {
    const { ports, workbench, state } = await loggedIn();
    Object.assign(ports.api, { updateSavedChartStyles: () => Promise.reject(new Error('down')) });
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: false });
    expect(lastToast(state())).toMatchObject({ color: 'red', message: MESSAGES.applyStyle.failed });
  });

  it('a style that cannot be read is the red failure and the modal stays', async () => {
    const { ports, workbench, state } = await loggedIn();
    workbench.actions.openModal('applyChartStyleToCharts');
    delete ports.api.backend.styleXml.p400;
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: false });
    expect(lastToast(state())).toMatchObject({ color: 'red', message: MESSAGES.applyStyle.failed });
    expect(state().modal?.id).toBe('applyChartStyleToCharts');
  });

  it('a read-only list is refused in yellow with the exact message and nothing is written (spec 1 §4.2)', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(
      await workbench.actions.applyStyleToCharts({ listNum: 2, styleRecid: CANDLE_STYLE.recid }),
    ).toEqual({ ok: false });
    expect(lastToast(state())).toMatchObject({
      color: 'yellow',
      message: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    });
    expect(ports.api.calls.some((call) => call.startsWith('updateSavedChart'))).toBe(false);
  });

  it('the viewed chart of the list is opened again with its new style; a newer chart on screen stays', async () => {
    const { workbench, state } = await loggedIn();
    expect(await workbench.actions.openSavedChart(50)).toBe(true);
    expect(state().chart.settings.chartType).not.toBe('candle');
    await workbench.actions.applyStyleToCharts({ listNum: 1, styleRecid: CANDLE_STYLE.recid });
    await settle();
    expect(state().chart.recid).toBe(50);
    expect(state().chart.settings.chartType).toBe('candle');
    expect(state().unsavedChanges).toBe(false);
  });

  it('a chart asked for while applying is newer: it stays on screen', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(await workbench.actions.openSavedChart(50)).toBe(true);
    let release: () => void = () => undefined;
    const update = ports.api.updateSavedChart.bind(ports.api);
    ports.api.updateSavedChart = (recid, changes) =>
      new Promise((resolve) => (release = () => resolve(update(recid, changes))));
    const pending = workbench.actions.applyStyleToCharts({
      listNum: 1,
      styleRecid: CANDLE_STYLE.recid,
      recids: [50],
    });
    await settle();
    workbench.actions.loadChart({ symbol: 'SPY' });
    release();
    await pending;
    expect(state().chart.symbol).toBe('SPY');
  });
});
