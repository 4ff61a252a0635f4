import {
  isLoggedIn,
  isSymbolSummarySupported,
  type Load,
  type PriceAlert,
  type SavedChart,
  type SymbolSummary,
} from '../../../model/index';
import { miniChartPeriod } from '../../../rules/index';
import { miniChartSettings } from './market-modes-mini-chart';
import { NO_ITEMS, type MarketModesState } from './market-modes-state';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

/** A cached summary is shown without a request this long, and shown while it is fetched again up to the maximum (spec 3 §9). */
export const SUMMARY_CACHE_FRESH_MS = 60_000;
/** The maximum age of a cached summary (spec 3 §9). */
export const SUMMARY_CACHE_MAX_AGE_MS = 5 * 60_000;

/**
 * How a cached Symbol Summary or per-symbol ChartList entry of this age is used (spec 3 §9: 1 minute, 5 minutes
 * maximum age): shown alone while fresh, shown and fetched again in the background until the maximum, then fetched
 * as a new load.
 */
export function cachedEntryUse(ageMs: number): 'fresh' | 'refresh' | 'expired' {
  if (!(ageMs >= 0) || ageMs >= SUMMARY_CACHE_MAX_AGE_MS) return 'expired';
  return ageMs < SUMMARY_CACHE_FRESH_MS ? 'fresh' : 'refresh';
}

/** The warning logged for invalid get-favorites-by-symbol entries (spec 3 §7). */
export function droppedChartsWarning(symbol: string, skipped: number): string {
  return `Dropped ${skipped} invalid saved chart(s) of ${symbol} from get-favorites-by-symbol.`;
}

/**
 * The Symbol Summary part of the market modes (spec 3 §2.6, §4): the summary of the chart's symbol while the mode
 * is shown (reloaded only when the symbol changed; a newer symbol drops an older reply), its mini chart, and the
 * member's price alerts and saved charts of the symbol.
 */
export function createSummaryPart(kernel: ModesGroupKernel<MarketModesState>) {
  const cache = new Map<string, { readonly at: number; readonly summary: SymbolSummary | null }>();
  // The member's saved charts of a symbol by chart code and symbol (spec 3 §9: the per-symbol ChartList cache).
  const chartsCache = new Map<string, { readonly at: number; readonly items: readonly SavedChart[] }>();
  let summaryToken = 0;
  let listsToken = 0;
  let listsKey: string | null = null;
  const api = () => kernel.ports.api;
  const now = () => kernel.ports.clock.now();
  const patch = (part: Partial<MarketModesState>) => kernel.set({ ...kernel.state(), ...part });

  function fetchSummary(symbol: string, showLoading: boolean): void {
    const token = ++summaryToken;
    const call = api().getSymbolSummary;
    if (showLoading) patch({ symbolSummary: { status: 'loading', symbol } });
    const request = call
      ? call.call(api(), symbol)
      : Promise.reject(new Error('the backend has no symbol summaries'));
    request.then(
      (summary) => {
        cache.set(symbol, { at: now(), summary });
        if (token === summaryToken) patch({ symbolSummary: { status: 'loaded', symbol, data: summary } });
      },
      () => {
        // A background refresh that fails keeps the cached summary shown.
        if (token === summaryToken && showLoading) patch({ symbolSummary: { status: 'failed', symbol } });
      },
    );
  }

  function loadSummary(symbol: string, force: boolean): void {
    const cached = force ? undefined : cache.get(symbol);
    const use = cachedEntryUse(cached ? now() - cached.at : Infinity);
    if (cached && use !== 'expired') {
      summaryToken += 1;
      patch({ symbolSummary: { status: 'loaded', symbol, data: cached.summary } });
      if (use === 'refresh') fetchSummary(symbol, false);
      return;
    }
    fetchSummary(symbol, true);
  }

  function updateMiniChart(context: ModesContext): void {
    const state = kernel.state();
    const isEndOfDay = context.workbench.chart.companyInfo?.isEOD === true;
    const period = miniChartPeriod(state.miniChart.period);
    const current = state.miniChart;
    if (current.url !== null && current.symbol === context.symbol && current.isEndOfDay === isEndOfDay)
      return;
    patch({
      miniChart: {
        period,
        symbol: context.symbol,
        isEndOfDay,
        url: miniChartUrl(context.symbol, period, isEndOfDay),
      },
    });
  }

  function miniChartUrl(symbol: string, period: string, isEndOfDay: boolean): string {
    const port = api();
    const randomNumber = now();
    if (port.miniChartUrl) return port.miniChartUrl({ symbol, period, isEndOfDay, randomNumber });
    return port.chartImageUrl({ symbol, settings: miniChartSettings(period, isEndOfDay), randomNumber });
  }

  function listLoad<T>(
    call: (() => Promise<readonly T[]>) | null,
    token: number,
    key: 'alertsWithSymbol' | 'chartsWithSymbol',
    background = false,
  ): void {
    const settle = (load: Load<readonly T[]>) => {
      if (token === listsToken) patch({ [key]: load } as Partial<MarketModesState>);
    };
    if (!call) {
      if (!background) settle({ status: 'failed' });
      return;
    }
    call().then(
      (items) => settle({ status: 'loaded', data: items }),
      // A background refresh that fails keeps the cached list shown.
      () => background || settle({ status: 'failed' }),
    );
  }

  function loadMemberLists(context: ModesContext): void {
    const member = context.member;
    if (!isLoggedIn(member)) {
      if (listsKey === null && kernel.state().alertsWithSymbol === NO_ITEMS) return;
      listsKey = null;
      listsToken += 1;
      patch({ alertsWithSymbol: NO_ITEMS, chartsWithSymbol: NO_ITEMS });
      return;
    }
    const key = `${member.chartCode}|${context.symbol}`;
    if (key === listsKey) return;
    listsKey = key;
    const token = ++listsToken;
    const symbol = context.symbol;
    const port = api();
    const cachedCharts = chartsCache.get(key);
    const chartsUse = cachedEntryUse(cachedCharts ? now() - cachedCharts.at : Infinity);
    patch({
      alertsWithSymbol: { status: 'loading' },
      chartsWithSymbol:
        cachedCharts && chartsUse !== 'expired'
          ? { status: 'loaded', data: cachedCharts.items }
          : { status: 'loading' },
    });
    const alerts = port.getPriceAlerts;
    const charts = port.getSavedChartsWithSymbol;
    listLoad<PriceAlert>(
      alerts
        ? async () =>
            (await alerts.call(port)).filter((alert) => alert.symbol.toUpperCase() === symbol.toUpperCase())
        : null,
      token,
      'alertsWithSymbol',
    );
    if (chartsUse === 'fresh') return;
    listLoad<SavedChart>(
      charts
        ? async () => {
            const items = await charts.call(port, symbol);
            // Spec 3 §7: invalid favorites-by-symbol entries are dropped with a warning logged.
            if (items.skipped) kernel.ports.log?.warn(droppedChartsWarning(symbol, items.skipped));
            chartsCache.set(key, { at: now(), items: [...items] });
            return [...items];
          }
        : null,
      token,
      'chartsWithSymbol',
      chartsUse === 'refresh',
    );
  }

  return {
    /** Loads what Symbol Summary shows when it is shown; a logout clears the member's lists at once. */
    sync(context: ModesContext, previous: ModesContext | null): void {
      if (previous?.member && !context.member) {
        listsKey = null;
        listsToken += 1;
        patch({ alertsWithSymbol: NO_ITEMS, chartsWithSymbol: NO_ITEMS });
      }
      if (context.mode !== 'symbolSummary') return;
      const symbol = context.symbol;
      if (!context.symbolFound) {
        summaryToken += 1;
        const load = kernel.state().symbolSummary;
        if (load?.symbol !== symbol || load.status !== 'loaded')
          patch({ symbolSummary: { status: 'loaded', symbol, data: null } });
        return;
      }
      if (!isSymbolSummarySupported(symbol)) return;
      if (kernel.state().symbolSummary?.symbol !== symbol) loadSummary(symbol, false);
      updateMiniChart(context);
      loadMemberLists(context);
    },
    reload(): void {
      const context = kernel.context();
      if (
        context.mode !== 'symbolSummary' ||
        !context.symbolFound ||
        !isSymbolSummarySupported(context.symbol)
      )
        return;
      loadSummary(context.symbol, true);
      listsKey = null;
      loadMemberLists(context);
    },
    selectMiniChartPeriod(value: string): void {
      const context = kernel.context();
      const period = miniChartPeriod(value);
      const isEndOfDay = context.workbench.chart.companyInfo?.isEOD === true;
      if (period === kernel.state().miniChart.period && kernel.state().miniChart.symbol === context.symbol)
        return;
      patch({
        miniChart: {
          period,
          symbol: context.symbol,
          isEndOfDay,
          url: miniChartUrl(context.symbol, period, isEndOfDay),
        },
      });
    },
    dispose(): void {
      summaryToken += 1;
      listsToken += 1;
    },
  };
}
