import { CONSTANTS, findPeriod, PERF_CHART_TYPE_VALUE } from '../../catalogues/index';
import type { ChartSettings, SavedChart } from '../../model/index';
import { memberLevel } from '../../model/index';
import {
  applySymbolKind,
  changeRange,
  isCryptoSymbol,
  isValidSymbol,
  normalizeSymbol,
  parseSymbolEntry,
} from '../../rules/index';
import type { SymbolSuggestion } from '../../model/index';
import type { HistorySlice } from '../history/history.slice';
import type { ModalSlice } from '../modal/modal.slice';
import type { StoreKernel } from '../store/kernel.types';
import type { ChartEffect, ChartState } from './chart.transitions';
import {
  completeImage,
  failImage,
  requestChart,
  resolveSymbol,
  styleKeepsSavedChart,
  timeOutImage,
} from './chart.transitions';
import type { ChartImageSlice } from './chart-image.slice';
import { blocksChartLoading } from '../annotation/annotation';

/** What the chart slice needs from the rest of the store. */
export interface ChartSliceDeps {
  readonly chartImage: ChartImageSlice;
  readonly history: HistorySlice;
  readonly modal: ModalSlice;
}

/**
 * The chart being viewed (spec 2 §4): loads (the newest wins), the symbol lookup and its crypto period switch,
 * Go and refresh with their one-second lock (spec 3 §4, §9), periods and ranges with their refusals (spec 2 §6).
 */
export function createChartSlice(kernel: StoreKernel, { chartImage, history, modal }: ChartSliceDeps) {
  const { ports } = kernel;
  const state = () => kernel.state();
  const setChart = (chart: ChartState) =>
    kernel.set(chart === state().chart ? state() : { ...state(), chart });
  /** The render timeout of the newest load (spec 2 §5, §8); an older load's is cancelled. */
  let renderTimer: unknown = null;

  /** Times the newest load out when its image has not shown within 30 s: the timeout message, not "Loading". */
  function startRenderTimeout(requestId: number): void {
    if (renderTimer !== null) kernel.clearTimer(renderTimer);
    renderTimer = kernel.setTimer(() => {
      renderTimer = null;
      const before = state().chart;
      const next = timeOutImage(before, requestId);
      if (next === before) return;
      ports.log?.error('The chart image did not render within 30 seconds.', before.imageUrl);
      setChart(next);
    }, CONSTANTS.chartImage.renderTimeoutMs);
  }

  /** Go/refresh blocks repeat clicks for a second (spec 3 §4, §9); false while the lock holds. */
  function takeRefreshLock(): boolean {
    if (state().refreshLocked) return false;
    kernel.set({ ...state(), refreshLocked: true });
    kernel.setTimer(
      () => kernel.set({ ...state(), refreshLocked: false }),
      CONSTANTS.navigation.refreshLockMs,
    );
    return true;
  }

  function runChartEffects(effects: readonly ChartEffect[]): void {
    for (const effect of effects) {
      if (effect.type === 'lookupSymbol') void lookupSymbol(effect.requestId);
    }
  }

  async function lookupSymbol(requestId: number): Promise<void> {
    const result = await chartImage.lookup(requestId, state().chart);
    const { chart } = state();
    if (chart.requestId !== requestId) return;
    // A period only the other kind of symbol has becomes the default before an image is asked for (spec 2 §4).
    const kept = chart.settings;
    const isCrypto = result.found ? isCryptoSymbol(result.companyInfo) : null;
    const settings = isCrypto === null ? kept : applySymbolKind(kept, isCrypto);
    if (settings !== kept) load(chart.symbol, settings, chart.recid);
    else setChart(resolveSymbol(chart, result));
  }

  /**
   * Starts a load; `record` writes it to the browser history (not when the load came from history). `saved` is
   * the saved chart it shows (undefined keeps the one being viewed while its record id stays).
   */
  function load(
    symbol: string,
    settings: ChartSettings,
    recid = 0,
    record = true,
    saved?: SavedChart | null,
  ): void {
    // While annotating the chart under the drawings stays put; closing (deactivating) reloads it (spec 2 §4).
    if (blocksChartLoading(state().annotation)) return;
    const [chart, effects] = requestChart(state().chart, {
      symbol,
      settings,
      recid,
      symbolIsValid: symbol !== '' && isValidSymbol(symbol),
      requestedAt: ports.clock.now(),
    });
    kernel.set({ ...state(), chart, savedChart: saved === undefined ? state().savedChart : saved });
    if (record) history.record({ symbol, settings, recid });
    if (chart.status === 'loading') startRenderTimeout(chart.requestId);
    runChartEffects(effects);
  }

  /** Loads the chart being viewed again with other settings. */
  const reloadWith = (settings: ChartSettings) => load(state().chart.symbol, settings, state().chart.recid);

  return {
    load,
    reloadWith,
    /** Loads a chart; omitted parts keep the chart being viewed. */
    loadChart(request: { symbol?: string; settings?: ChartSettings; recid?: number } = {}): void {
      const { chart } = state();
      const symbol = request.symbol === undefined ? chart.symbol : normalizeSymbol(request.symbol);
      load(symbol, request.settings ?? chart.settings, request.recid ?? 0);
    },
    /** Loads a ChartStyle's settings; the saved chart being viewed stays unless the symbol changes (spec 2 §4). */
    loadStyle(settings: ChartSettings, symbolInput?: string): void {
      const { chart } = state();
      const symbol = symbolInput === undefined ? chart.symbol : normalizeSymbol(symbolInput);
      const keep = styleKeepsSavedChart(chart.symbol, symbol);
      load(symbol, settings, keep ? chart.recid : 0, true, keep ? undefined : null);
    },
    /**
     * Charts what the user typed in a symbol field; blank input is ignored. A comma list (`AAPL,MSFT`) charts
     * its first symbol as a PerfChart of the others, capped at the member's maximum (spec 3 §5, spec 1 §5.3).
     */
    submitSymbol(input: string): void {
      if (input.includes(',')) {
        const entry = parseSymbolEntry(input, memberLevel(state().member));
        if (!entry) return;
        const { settings } = state().chart;
        if (entry.compare.length === 0) return load(entry.symbol, settings);
        const perfChartSymbols = entry.compare.map((symbol, index) => ({ id: index + 1, symbol }));
        return load(entry.symbol, { ...settings, chartType: PERF_CHART_TYPE_VALUE, perfChartSymbols });
      }
      const symbol = normalizeSymbol(input);
      // Go on the symbol being viewed is a refresh, and takes the refresh lock.
      if (symbol !== '' && (symbol !== state().chart.symbol || takeRefreshLock()))
        load(symbol, state().chart.settings);
    },
    /** Symbol suggestions for typed text; none for blank text, a backend without them or a failed request. */
    async suggestSymbols(text: string): Promise<readonly SymbolSuggestion[]> {
      const trimmed = text.trim();
      if (trimmed === '' || !ports.api.getSymbolSuggestions) return [];
      try {
        return await ports.api.getSymbolSuggestions(trimmed);
      } catch {
        return [];
      }
    },
    /** Loads the chart being viewed again, unless the refresh lock holds. */
    refresh(): void {
      const { chart } = state();
      if (takeRefreshLock()) load(chart.symbol, chart.settings, chart.recid);
    },
    /** Chooses a period and reloads, or opens the refusal dialog. */
    setPeriod(period: string): void {
      if (findPeriod(period) === undefined || period === state().chart.settings.period) return;
      if (!modal.permitted({ kind: 'period', period })) return;
      reloadWith({ ...state().chart.settings, period });
    },
    /** Chooses a range, reset to its defaults, and reloads, or opens the refusal dialog. */
    setRange(rangeId: string): void {
      if (rangeId === state().chart.settings.range || !modal.permitted({ kind: 'range', range: rangeId }))
        return;
      const settings = changeRange(state().chart.settings, rangeId, kernel.today());
      if (settings !== state().chart.settings) reloadWith(settings);
    },
    /** The image of load `requestId` has loaded. */
    imageLoaded(requestId: number): void {
      setChart(completeImage(state().chart, requestId));
    },
    /**
     * The image of load `requestId` failed to load, was aborted or cancelled: it is hidden, the load counts as
     * complete, and the failure is logged only (spec 3 §8).
     */
    imageFailed(requestId: number): void {
      const before = state().chart;
      const next = failImage(before, requestId);
      if (next === before) return;
      ports.log?.error('The chart image failed to load.', before.imageUrl);
      setChart(next);
    },
  };
}

/** The chart slice of a store. */
export type ChartSlice = ReturnType<typeof createChartSlice>;
