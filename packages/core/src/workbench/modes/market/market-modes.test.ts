import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../catalogues/index';
import { symbolSummaryView } from '../../../rules/index';
import { settle } from '../../testing/fake-ports';
import { MSFT_CHART } from '../../testing/member-fixtures';
import { createMarketModes, INITIAL_MARKET_MODES, type MarketModesState } from './market-modes';
import { summaryOf, viewing } from './market-modes.fixtures';
import { cachedEntryUse, droppedChartsWarning } from './market-modes-summary';
import type { WorkbenchMarketModesApi } from './market.port';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

describe('spec 3 §4 Symbol Summary follows the chart symbol while shown', () => {
  it('loads nothing until the mode is shown, then the summary of the chart symbol', async () => {
    const t = await viewing();
    expect(t.summaries.pending).toHaveLength(0);
    t.workbench.modes.actions.selectMode('symbolSummary');
    expect(t.market().symbolSummary).toEqual({ status: 'loading', symbol: 'MSFT' });
    t.summaries.pending[0]!.resolve(summaryOf('MSFT'));
    await settle();
    expect(symbolSummaryView('MSFT', t.market().symbolSummary)).toMatchObject({
      status: 'loaded',
      data: { summary: { name: 'MSFT Inc.' } },
    });
  });

  it('drops the reply of an older symbol when a newer one was asked for', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.show('AAPL');
    await settle();
    expect(t.summaries.pending.map((call) => call.arg)).toEqual(['MSFT', 'AAPL']);
    t.summaries.pending[1]!.resolve(summaryOf('AAPL'));
    t.summaries.pending[0]!.resolve(summaryOf('MSFT'));
    await settle();
    expect(t.market().symbolSummary).toMatchObject({ status: 'loaded', symbol: 'AAPL' });
  });

  it('serves a summary younger than a minute from the cache, refreshes it in the background up to five minutes, and reloads after', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.summaries.pending[0]!.resolve(summaryOf('MSFT'));
    await settle();
    const away = () => {
      t.show('AAPL');
      t.show('MSFT');
    };
    away();
    await settle();
    expect(t.summaries.pending.map((call) => call.arg)).toEqual(['MSFT', 'AAPL']);
    expect(t.market().symbolSummary).toMatchObject({ status: 'loaded', symbol: 'MSFT' });
    t.ports.clock.advance(2 * 60_000);
    away();
    await settle();
    expect(t.summaries.pending.map((call) => call.arg)).toEqual(['MSFT', 'AAPL', 'AAPL', 'MSFT']);
    expect(t.market().symbolSummary).toMatchObject({ status: 'loaded', symbol: 'MSFT' });
    t.ports.clock.advance(6 * 60_000);
    away();
    expect(t.market().symbolSummary).toEqual({ status: 'loading', symbol: 'MSFT' });
  });

  it('shows the error message after a failed load, and loads again on reload', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.summaries.pending[0]!.reject(new Error('500'));
    await settle();
    expect(symbolSummaryView('MSFT', t.market().symbolSummary)).toEqual({
      status: 'failed',
      error: MESSAGES.symbolSummary.loadFailed,
    });
    t.workbench.modes.actions.reloadSymbolSummary();
    expect(t.summaries.pending).toHaveLength(2);
    expect(t.market().symbolSummary).toEqual({ status: 'loading', symbol: 'MSFT' });
  });

  it('gives the not-found message for a symbol that turned out not to exist, without a call', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.show('NOPE');
    await settle();
    expect(t.summaries.pending.map((call) => call.arg)).toEqual(['MSFT', 'NOPE']);
    expect(t.workbench.getState().chart.status).toBe('invalidSymbol');
    expect(symbolSummaryView('NOPE', t.market().symbolSummary)).toEqual({ status: 'loaded', data: null });
  });
});

describe('spec 3 §2.6, §7 the Symbol Summary mini chart', () => {
  it('starts on 6M from the port, and a period button draws another', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    expect(t.market().miniChart).toMatchObject({ period: '6M', url: '/mini?s=MSFT&period=6M&eod=false' });
    t.workbench.modes.actions.selectMiniChartPeriod('1Y');
    expect(t.market().miniChart.url).toBe('/mini?s=MSFT&period=1Y&eod=false');
    t.workbench.modes.actions.selectMiniChartPeriod('2Y');
    expect(t.market().miniChart.period).toBe('6M');
    expect(t.miniCharts.at(-1)?.randomNumber).toBe(t.ports.clock.now());
  });

  it('tells the port an end-of-day symbol, and follows a new symbol', async () => {
    const t = await viewing({ eod: true });
    t.workbench.modes.actions.selectMode('symbolSummary');
    expect(t.market().miniChart.url).toBe('/mini?s=MSFT&period=6M&eod=true');
    t.show('AAPL');
    await settle();
    expect(t.market().miniChart.url).toBe('/mini?s=AAPL&period=6M&eod=false');
  });

  it('falls back to the chart image address with the period’s bars when the port has no mini chart', async () => {
    const t = await viewing();
    delete (t.ports.api as Partial<WorkbenchMarketModesApi>).miniChartUrl;
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.workbench.modes.actions.selectMiniChartPeriod('5Y');
    const request = t.ports.api.imageRequests.at(-1);
    expect(request).toMatchObject({ symbol: 'MSFT', settings: { period: 'W', rangeYears: 5 } });
  });
});

describe('spec 3 §2.6, §6 alerts and ChartLists with the symbol, member actions', () => {
  it('gives a visitor empty lists without calls; Add to ChartList and Create Alert ask to create an account', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('symbolSummary');
    expect(t.market().alertsWithSymbol).toEqual({ status: 'loaded', data: [] });
    expect(t.charts.pending).toHaveLength(0);
    expect(t.alertCalls()).toBe(0);
    t.workbench.modes.actions.addSymbolToChartList();
    expect(t.workbench.getState().modal?.id).toBe('createAccount');
  });

  it('loads a member’s alerts on the symbol and charts of it; the actions open their dialogs', async () => {
    const t = await viewing({ member: 'free' });
    t.workbench.modes.actions.selectMode('symbolSummary');
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loading' });
    t.charts.pending[0]!.resolve([MSFT_CHART]);
    await settle();
    expect(t.market().alertsWithSymbol).toMatchObject({
      status: 'loaded',
      data: [{ recid: 1, symbol: 'MSFT' }],
    });
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loaded', data: [MSFT_CHART] });
    t.workbench.modes.actions.addSymbolToChartList();
    expect(t.workbench.getState().modal).toMatchObject({
      id: 'addToChartList',
      target: { symbols: ['MSFT'] },
    });
    t.workbench.actions.closeModal();
    t.workbench.modes.actions.createAlertForSymbol();
    expect(t.workbench.getState().modal?.id).toBe('createPriceAlert');
  });

  it('spec 3 §9 serves the charts of a symbol from the per-symbol cache for a minute, refreshes them up to five, then reloads', async () => {
    const t = await viewing({ member: 'free' });
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.charts.pending[0]!.resolve([MSFT_CHART]);
    await settle();
    const away = async () => {
      t.show('AAPL');
      await settle();
      t.charts.pending.at(-1)!.resolve([]);
      t.show('MSFT');
      await settle();
    };
    await away();
    // Back on MSFT within the minute: the cached charts, no new call.
    expect(t.charts.pending.map((call) => call.arg)).toEqual(['MSFT', 'AAPL']);
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loaded', data: [MSFT_CHART] });
    t.ports.clock.advance(2 * 60_000);
    await away();
    // Older than a minute: shown at once and asked again in the background.
    expect(t.charts.pending.map((call) => call.arg)).toEqual(['MSFT', 'AAPL', 'AAPL', 'MSFT']);
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loaded', data: [MSFT_CHART] });
    t.charts.pending.at(-1)!.resolve([]);
    await settle();
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loaded', data: [] });
    t.ports.clock.advance(6 * 60_000);
    t.show('AAPL');
    await settle();
    t.show('MSFT');
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loading' });
  });

  it.each([
    [0, 'fresh'],
    [59_999, 'fresh'],
    [60_000, 'refresh'],
    [299_999, 'refresh'],
    [300_000, 'expired'],
    [Infinity, 'expired'],
  ] as const)('spec 3 §9 a cached entry %i ms old is %s', (age, use) => {
    expect(cachedEntryUse(age)).toBe(use);
  });

  it('spec 3 §7 logs a warning for dropped get-favorites-by-symbol entries', async () => {
    const t = await viewing({ member: 'free' });
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.charts.pending[0]!.resolve(Object.assign([MSFT_CHART], { skipped: 2 }));
    await settle();
    expect(t.market().chartsWithSymbol).toEqual({ status: 'loaded', data: [MSFT_CHART] });
    expect(t.ports.log.lines).toContain(`warn: ${droppedChartsWarning('MSFT', 2)}`);
  });

  it('flags a failed ChartLists load', async () => {
    const t = await viewing({ member: 'free' });
    t.workbench.modes.actions.selectMode('symbolSummary');
    t.charts.pending[0]!.reject(new Error('500'));
    await settle();
    expect(t.market().chartsWithSymbol).toEqual({ status: 'failed' });
  });

  it('clears the lists on logout and drops a reply that arrives after it', async () => {
    const t = await viewing({ member: 'free' });
    // The workbench reloads the page on logout (spec 1 §4.1), so the change of member is driven on the group itself.
    let state = INITIAL_MARKET_MODES;
    let context: ModesContext = {
      mode: 'symbolSummary',
      symbol: 'MSFT',
      symbolFound: true,
      member: t.workbench.getState().member,
      workbench: t.workbench.getState(),
    };
    const kernel: ModesGroupKernel<MarketModesState> = {
      ports: t.ports,
      workbench: t.workbench,
      state: () => state,
      set: (next) => void (state = next),
      context: () => context,
      setTimer: (callback, ms) => t.ports.clock.setTimeout(callback, ms),
      clearTimer: (handle) => t.ports.clock.clearTimeout(handle),
    };
    const group = createMarketModes(kernel);
    group.sync(context, null);
    const before = context;
    context = { ...context, member: null };
    group.sync(context, before);
    t.charts.pending.at(-1)!.resolve([MSFT_CHART]);
    await settle();
    expect(state.chartsWithSymbol).toEqual({ status: 'loaded', data: [] });
    expect(state.alertsWithSymbol).toEqual({ status: 'loaded', data: [] });
  });
});
