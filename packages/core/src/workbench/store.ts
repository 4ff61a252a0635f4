import type { ChartSettings } from '../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings } from '../model/index';
import { findPeriod } from '../catalogues/index';
import type { Feature } from '../rules/index';
import { canUse, changeRange, isValidSymbol, normalizeSymbol, toIsoDate } from '../rules/index';
import type { ChartEffect, ChartState } from './chart';
import { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
import type { HistoryChart } from './history';
import { chartFromAddress, historyWrite, pageTitle, readHistoryState } from './history';
import { resolveHotkey } from './keyboard';
import { openModal } from './modal';
import type { CompanyInfo, WorkbenchPorts } from './ports';
import type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store.types';
import type { ToastEffect, ToastsState } from './toasts';
import { EMPTY_TOASTS, fadeToast, removeToast, showToast } from './toasts';

export type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store.types';

/** The state of a new workbench, before its first load. */
export function createInitialState(options: WorkbenchOptions = {}): WorkbenchState {
  const symbol = normalizeSymbol(options.symbol ?? DEFAULT_SYMBOL) || DEFAULT_SYMBOL;
  return {
    member: options.member ?? null,
    chart: createChartState(symbol, options.settings ?? createDefaultChartSettings()),
    modal: null,
    toasts: EMPTY_TOASTS,
  };
}

/**
 * Creates the headless workbench. Every effect (HTTP, time, storage, history) goes through `ports`, so the
 * same store runs in a browser, on a server render and in a Node test with a fake clock.
 *
 * @example
 * const workbench = createWorkbench({ api, clock, storage });
 * workbench.actions.submitSymbol('msft');
 */
export function createWorkbench(ports: WorkbenchPorts, options: WorkbenchOptions = {}): Workbench {
  let state = createInitialState(options);
  const listeners = new Set<() => void>();
  const timers = new Set<unknown>();
  let stopHistory: (() => void) | null = null;
  /** The symbol of the history entry being viewed: a new symbol pushes an entry, the same replaces it. */
  let historySymbol: string | null = null;

  function setState(next: WorkbenchState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  const setChart = (chart: ChartState) => setState(chart === state.chart ? state : { ...state, chart });
  const setToasts = (toasts: ToastsState) => setState(toasts === state.toasts ? state : { ...state, toasts });
  const today = () => toIsoDate(new Date(ports.clock.now()));

  /** Whether the member may use a feature; if not, opens the dialog the refusal names and says no. */
  function permitted(feature: Feature): boolean {
    const permission = canUse(state.member, feature);
    if (!permission.allowed && permission.modal !== 'none') setState({ ...state, modal: openModal(state.member, permission.modal) });
    return permission.allowed;
  }

  function runToastEffects(effects: readonly ToastEffect[]): void {
    for (const effect of effects) {
      const handle = ports.clock.setTimeout(() => {
        timers.delete(handle);
        setToasts(effect.phase === 'fade' ? fadeToast(state.toasts, effect.id) : removeToast(state.toasts, effect.id));
      }, effect.delayMs);
      timers.add(handle);
    }
  }

  function runChartEffects(effects: readonly ChartEffect[]): void {
    for (const effect of effects) {
      if (effect.type === 'lookupSymbol') void lookupSymbol(effect.requestId, effect.symbol);
    }
  }

  function imageUrlOf(chart: ChartState): string | null {
    try {
      return ports.api.chartImageUrl({ symbol: chart.symbol, settings: chart.settings, randomNumber: chart.requestedAt });
    } catch {
      // An address that cannot be built is a chart that cannot be shown: the chart-data error screen.
      return null;
    }
  }

  async function lookupSymbol(requestId: number, symbol: string): Promise<void> {
    let found = true;
    let companyInfo: CompanyInfo | null = null;
    try {
      const infos = await ports.api.getCompaniesInfo([symbol]);
      const entry = infos.find((info) => info.symbol.toUpperCase() === symbol);
      found = entry !== undefined;
      companyInfo = entry?.companyInfo ?? null;
    } catch {
      // A failed lookup does not prove the symbol unknown (spec 1 §8: it is only logged): let the image decide.
    }
    if (state.chart.requestId !== requestId) return;
    const imageUrl = found ? imageUrlOf(state.chart) : null;
    setChart(resolveSymbol(state.chart, { requestId, found, companyInfo, imageUrl }));
  }

  /** Starts a load; `record` writes it to the browser history (not when the load came from history). */
  function load(symbol: string, settings: ChartSettings, recid = 0, record = true): void {
    const [chart, effects] = requestChart(state.chart, {
      symbol,
      settings,
      recid,
      symbolIsValid: symbol !== '' && isValidSymbol(symbol),
      requestedAt: ports.clock.now(),
    });
    setChart(chart);
    if (record && ports.navigation) {
      ports.navigation.write(historyWrite(historySymbol, { symbol, settings }));
      historySymbol = symbol;
    }
    runChartEffects(effects);
  }

  /** The chart the current history entry or page address names, if any. */
  function chartFromNavigation(): HistoryChart | null {
    const navigation = ports.navigation;
    if (!navigation) return null;
    const current = { symbol: state.chart.symbol, settings: state.chart.settings };
    return readHistoryState(navigation.state()) ?? chartFromAddress(navigation.search(), current, today());
  }

  function listenToHistory(): void {
    if (stopHistory || !ports.navigation) return;
    stopHistory = ports.navigation.subscribe(() => {
      const chart = chartFromNavigation();
      if (!chart) return;
      historySymbol = chart.symbol;
      ports.navigation?.setTitle(pageTitle(chart.symbol));
      load(chart.symbol, chart.settings, 0, false);
    });
  }

  const actions: WorkbenchActions = {
    start() {
      listenToHistory();
      if (state.chart.requestId !== 0) return;
      const chart = chartFromNavigation() ?? { symbol: state.chart.symbol, settings: state.chart.settings };
      load(chart.symbol, chart.settings);
    },
    loadChart(request = {}) {
      const symbol = request.symbol === undefined ? state.chart.symbol : normalizeSymbol(request.symbol);
      load(symbol, request.settings ?? state.chart.settings, request.recid ?? 0);
    },
    submitSymbol(input) {
      const symbol = normalizeSymbol(input);
      if (symbol !== '') load(symbol, state.chart.settings);
    },
    async suggestSymbols(text) {
      const trimmed = text.trim();
      if (trimmed === '' || !ports.api.getSymbolSuggestions) return [];
      try {
        return await ports.api.getSymbolSuggestions(trimmed);
      } catch {
        return [];
      }
    },
    refresh() {
      load(state.chart.symbol, state.chart.settings, state.chart.recid);
    },
    setPeriod(period) {
      if (findPeriod(period) === undefined || period === state.chart.settings.period) return;
      if (!permitted({ kind: 'period', period })) return;
      load(state.chart.symbol, { ...state.chart.settings, period }, state.chart.recid);
    },
    setRange(rangeId) {
      if (rangeId === state.chart.settings.range || !permitted({ kind: 'range', range: rangeId })) return;
      const settings = changeRange(state.chart.settings, rangeId, today());
      if (settings !== state.chart.settings) load(state.chart.symbol, settings, state.chart.recid);
    },
    updateSettings(settings) {
      load(state.chart.symbol, settings, state.chart.recid);
    },
    imageLoaded(requestId) {
      setChart(completeImage(state.chart, requestId));
    },
    imageFailed(requestId) {
      setChart(failImage(state.chart, requestId));
    },
    openModal(id, variant) {
      setState({ ...state, modal: openModal(state.member, id, variant) });
    },
    closeModal() {
      if (state.modal !== null) setState({ ...state, modal: null });
    },
    showToast(color, message) {
      const [toasts, effects] = showToast(state.toasts, color, message);
      setToasts(toasts);
      runToastEffects(effects);
    },
    dismissToast(id) {
      setToasts(removeToast(state.toasts, id));
    },
    hotkey(input) {
      const command = resolveHotkey(input, { modalOpen: state.modal !== null, dragging: false, annotating: false });
      if (command === 'historyBack') ports.navigation?.back();
      if (command === 'historyForward') ports.navigation?.forward();
      return command;
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    dispose() {
      stopHistory?.();
      stopHistory = null;
      for (const handle of timers) ports.clock.clearTimeout(handle);
      timers.clear();
    },
  };
}
