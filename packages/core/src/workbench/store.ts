import type { ChartSettings, SavedChart } from '../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings, isLoggedIn } from '../model/index';
import { CONSTANTS, findPeriod } from '../catalogues/index';
import type { Feature } from '../rules/index';
import { buildChartXml, canUse, changeRange, hasUnsavedChartChanges, isValidSymbol, normalizeSymbol, toIsoDate } from '../rules/index';
import { createAutoRefreshState } from './auto-refresh';
import type { ChartEffect, ChartState } from './chart';
import { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
import { historyWrite, pageTitle, readHistoryState, chartFromAddress } from './history';
import { resolveHotkey } from './keyboard';
import { EMPTY_MEMBER_DATA } from './member-data';
import { openModal } from './modal';
import type { CompanyInfo, WorkbenchPorts } from './ports';
import { defaultPreferences } from './preferences';
import { createAutoRefreshSlice } from './store-auto-refresh';
import type { StoreKernel } from './store-kernel';
import { createMemberSlice } from './store-member';
import { createPreferencesSlice, initialPreferences } from './store-preferences';
import { createSessionSlice } from './store-session';
import type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store.types';
import { chooseStartChart, savedChartSettings } from './startup';
import { createSymbolInfoCache } from './symbol-cache';
import type { ToastEffect, ToastsState } from './toasts';
import { EMPTY_TOASTS, fadeToast, removeToast, showToast } from './toasts';

export type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store.types';

/** The state of a new workbench, before its first load. */
export function createInitialState(options: WorkbenchOptions = {}, preferences: WorkbenchState['preferences'] = defaultPreferences(1280)): WorkbenchState {
  const symbol = normalizeSymbol(options.symbol ?? DEFAULT_SYMBOL) || DEFAULT_SYMBOL;
  const member = options.member ?? null;
  return {
    member,
    chart: createChartState(symbol, options.settings ?? createDefaultChartSettings()),
    modal: null,
    toasts: EMPTY_TOASTS,
    authStatus: isLoggedIn(member) ? 'loggedIn' : 'loggedOut',
    memberData: EMPTY_MEMBER_DATA,
    savedChart: null,
    unsavedChanges: false,
    preferences,
    autoRefresh: { ...createAutoRefreshState(member), lastBlocker: null },
    resize: null,
  };
}

/**
 * Creates the headless workbench. Every effect (HTTP, time, storage, cookies, history) goes through `ports`, so
 * the same store runs in a browser, on a server render and in a Node test with a fake clock.
 *
 * @example
 * const workbench = createWorkbench({ api, clock, storage });
 * workbench.actions.submitSymbol('msft');
 */
export function createWorkbench(ports: WorkbenchPorts, options: WorkbenchOptions = {}): Workbench {
  let state = createInitialState(options, initialPreferences({ ports }));
  const listeners = new Set<() => void>();
  const timers = new Set<unknown>();
  let stopHistory: (() => void) | null = null;
  /** The symbol of the history entry being viewed: a new symbol pushes an entry, the same replaces it. */
  let historySymbol: string | null = null;
  let starting = false;
  let sweeping = false;
  const symbolCache = createSymbolInfoCache();
  const savedSettings = new WeakMap<SavedChart, ChartSettings>();
  const today = () => toIsoDate(new Date(ports.clock.now()));

  /** The saved chart stays only while its record is viewed; unsaved changes follow from it (spec 2 §4). */
  function derive(next: WorkbenchState): WorkbenchState {
    const saved = next.savedChart && next.savedChart.recid === next.chart.recid ? next.savedChart : null;
    let unsavedChanges = false;
    if (saved) {
      let settings = savedSettings.get(saved);
      if (!settings) savedSettings.set(saved, (settings = savedChartSettings(saved, today())));
      unsavedChanges = hasUnsavedChartChanges({ symbol: saved.symbol, settings }, next.chart);
    }
    return saved === next.savedChart && unsavedChanges === next.unsavedChanges ? next : { ...next, savedChart: saved, unsavedChanges };
  }

  function setState(next: WorkbenchState): void {
    if (next === state) return;
    state = derive(next);
    for (const listener of [...listeners]) listener();
  }

  function setTimer(callback: () => void, ms: number): unknown {
    const handle = ports.clock.setTimeout(() => {
      timers.delete(handle);
      callback();
    }, ms);
    timers.add(handle);
    return handle;
  }

  const kernel: StoreKernel = {
    ports,
    state: () => state,
    set: setState,
    setTimer,
    clearTimer: (handle) => {
      timers.delete(handle);
      ports.clock.clearTimeout(handle);
    },
    today,
  };

  const setChart = (chart: ChartState) => setState(chart === state.chart ? state : { ...state, chart });
  const setToasts = (toasts: ToastsState) => setState(toasts === state.toasts ? state : { ...state, toasts });

  /** Whether the member may use a feature; if not, opens the dialog the refusal names and says no. */
  function permitted(feature: Feature): boolean {
    const permission = canUse(state.member, feature);
    if (!permission.allowed && permission.modal !== 'none') setState({ ...state, modal: openModal(state.member, permission.modal) });
    return permission.allowed;
  }

  function runToastEffects(effects: readonly ToastEffect[]): void {
    for (const effect of effects) {
      setTimer(() => setToasts(effect.phase === 'fade' ? fadeToast(state.toasts, effect.id) : removeToast(state.toasts, effect.id)), effect.delayMs);
    }
  }

  function toast(color: Parameters<WorkbenchActions['showToast']>[0], message: string): void {
    const [toasts, effects] = showToast(state.toasts, color, message);
    setToasts(toasts);
    runToastEffects(effects);
  }

  function runChartEffects(effects: readonly ChartEffect[]): void {
    for (const effect of effects) {
      if (effect.type === 'lookupSymbol') void lookupSymbol(effect.requestId, effect.symbol);
    }
  }

  function imageUrlOf(chart: ChartState, styleId: string | undefined): string | null {
    try {
      const request = { symbol: chart.symbol, settings: chart.settings, randomNumber: chart.requestedAt };
      return ports.api.chartImageUrl(styleId === undefined ? request : { ...request, styleId });
    } catch {
      // An address that cannot be built is a chart that cannot be shown: the chart-data error screen.
      return null;
    }
  }

  /** What the server knows about a symbol: cached (spec 1 §9), else asked; null info when the lookup failed. */
  async function companyInfoOf(symbol: string): Promise<{ found: boolean; companyInfo: CompanyInfo | null }> {
    const cached = symbolCache.get(symbol);
    if (cached) return { found: true, companyInfo: cached };
    try {
      const infos = await ports.api.getCompaniesInfo([symbol]);
      const entry = infos.find((info) => info.symbol.toUpperCase() === symbol);
      if (entry) symbolCache.set(symbol, entry.companyInfo);
      return { found: entry !== undefined, companyInfo: entry?.companyInfo ?? null };
    } catch {
      // A failed lookup does not prove the symbol unknown (spec 1 §8: it is only logged): let the image decide.
      return { found: true, companyInfo: null };
    }
  }

  /**
   * The temporary style id of a chart's XML, so the image shows every setting (spec 2 §7); undefined when the
   * backend has no style cache, null when it failed (the chart then cannot be shown as asked).
   */
  async function tempStyleOf(chart: ChartState): Promise<string | null | undefined> {
    if (!ports.api.createTempStyle) return undefined;
    try {
      return await ports.api.createTempStyle(buildChartXml({ symbol: chart.symbol, settings: chart.settings }, { today: today() }));
    } catch {
      return null;
    }
  }

  async function lookupSymbol(requestId: number, symbol: string): Promise<void> {
    const chart = state.chart;
    const [{ found, companyInfo }, styleId] = await Promise.all([companyInfoOf(symbol), tempStyleOf(chart)]);
    if (state.chart.requestId !== requestId) return;
    const imageUrl = found && styleId !== null ? imageUrlOf(state.chart, styleId) : null;
    setChart(resolveSymbol(state.chart, { requestId, found, companyInfo, imageUrl }));
  }

  /**
   * Starts a load; `record` writes it to the browser history (not when the load came from history). `saved` is
   * the saved chart it shows (undefined keeps the one being viewed while its record id stays).
   */
  function load(symbol: string, settings: ChartSettings, recid = 0, record = true, saved?: SavedChart | null): void {
    const [chart, effects] = requestChart(state.chart, {
      symbol,
      settings,
      recid,
      symbolIsValid: symbol !== '' && isValidSymbol(symbol),
      requestedAt: ports.clock.now(),
    });
    setState({ ...state, chart, savedChart: saved === undefined ? state.savedChart : saved });
    if (record && ports.navigation) {
      ports.navigation.write(historyWrite(historySymbol, { symbol, settings }));
      historySymbol = symbol;
    }
    runChartEffects(effects);
  }

  const reloadWith = (settings: ChartSettings) => load(state.chart.symbol, settings, state.chart.recid);
  const member = createMemberSlice(kernel, {
    load: (symbol, settings, saved) => load(symbol, settings, saved?.recid ?? 0, true, saved),
    fail: (message) => toast('red', message),
  });
  const session = createSessionSlice(kernel, { onLoggedIn: () => member.loadAfterLogin() });
  const autoRefresh = createAutoRefreshSlice(kernel, () => load(state.chart.symbol, state.chart.settings, state.chart.recid, false));
  const preferences = createPreferencesSlice(kernel, reloadWith);

  /** The first chart, in the order of spec 3 §4 start-up; a chart asked for meanwhile wins. */
  async function loadFirstChart(): Promise<void> {
    if (starting || state.chart.requestId !== 0) return;
    starting = true;
    const navigation = ports.navigation;
    const current = { symbol: state.chart.symbol, settings: state.chart.settings };
    const choice = chooseStartChart({
      search: navigation ? navigation.search() : null,
      historyState: navigation?.state() ?? null,
      current,
      defaultStyle: isLoggedIn(state.member) ? state.memberData.defaultStyle : null,
      today: today(),
    });
    let chart = current;
    if (choice.kind === 'address' && choice.recordId !== null) {
      if (await member.openSavedChart(choice.recordId, choice.querySymbol ?? undefined)) return void (starting = false);
      chart = choice.chart;
    } else if (choice.kind === 'address' && choice.styleId !== null) {
      chart = { symbol: choice.chart.symbol, settings: (await member.styleSettings(choice.styleId)) ?? choice.chart.settings };
    } else if (choice.kind === 'address' || choice.kind === 'history') {
      chart = choice.chart;
    } else if (choice.kind === 'defaultStyle') {
      chart = { symbol: current.symbol, settings: (await member.styleSettings(choice.style.styleCacheId)) ?? current.settings };
    }
    starting = false;
    if (state.chart.requestId === 0) load(chart.symbol, chart.settings);
  }

  function sweepSymbols(): void {
    setTimer(() => {
      symbolCache.sweep();
      sweepSymbols();
    }, CONSTANTS.caches.symbolInfoSweepMs);
  }

  function listenToHistory(): void {
    if (stopHistory || !ports.navigation) return;
    stopHistory = ports.navigation.subscribe(() => {
      const navigation = ports.navigation;
      const current = { symbol: state.chart.symbol, settings: state.chart.settings };
      const chart = navigation ? (readHistoryState(navigation.state()) ?? chartFromAddress(navigation.search(), current, today())) : null;
      if (!chart) return;
      historySymbol = chart.symbol;
      navigation?.setTitle(pageTitle(chart.symbol));
      load(chart.symbol, chart.settings, 0, false);
    });
  }

  /** A user action: it may run the re-login check first (spec 1 §4.1). */
  const user =
    <A extends unknown[], R>(action: (...args: A) => R) =>
    (...args: A): R => {
      session.userInteraction();
      return action(...args);
    };

  const actions: WorkbenchActions = {
    start() {
      listenToHistory();
      autoRefresh.start();
      if (!sweeping) sweepSymbols();
      sweeping = true;
      session.start(() => void loadFirstChart());
    },
    loadChart: user((request = {}) => {
      const symbol = request.symbol === undefined ? state.chart.symbol : normalizeSymbol(request.symbol);
      load(symbol, request.settings ?? state.chart.settings, request.recid ?? 0);
    }),
    submitSymbol: user((input: string) => {
      const symbol = normalizeSymbol(input);
      if (symbol !== '') load(symbol, state.chart.settings);
    }),
    async suggestSymbols(text) {
      const trimmed = text.trim();
      if (trimmed === '' || !ports.api.getSymbolSuggestions) return [];
      try {
        return await ports.api.getSymbolSuggestions(trimmed);
      } catch {
        return [];
      }
    },
    refresh: user(() => load(state.chart.symbol, state.chart.settings, state.chart.recid)),
    setPeriod: user((period: string) => {
      if (findPeriod(period) === undefined || period === state.chart.settings.period) return;
      if (!permitted({ kind: 'period', period })) return;
      reloadWith({ ...state.chart.settings, period });
    }),
    setRange: user((rangeId: string) => {
      if (rangeId === state.chart.settings.range || !permitted({ kind: 'range', range: rangeId })) return;
      const settings = changeRange(state.chart.settings, rangeId, today());
      if (settings !== state.chart.settings) reloadWith(settings);
    }),
    updateSettings: user((settings: ChartSettings) => reloadWith(settings)),
    imageLoaded(requestId) {
      setChart(completeImage(state.chart, requestId));
    },
    imageFailed(requestId) {
      setChart(failImage(state.chart, requestId));
    },
    userInteraction: () => session.userInteraction(),
    loadChartLists: (force) => member.loadChartLists(force),
    loadSavedCharts: (listNum, force) => member.loadSavedCharts(listNum, force),
    loadChartStyles: (force) => member.loadChartStyles(force),
    openSavedChart: user((recid: number) => member.openSavedChart(recid)),
    applyChartStyle: user((style) => member.applyChartStyle(style)),
    applyStyleButton: user((index: number) => member.applyStyleButton(index)),
    setAutoRefresh: user((enabled: boolean) => autoRefresh.setAutoRefresh(enabled)),
    setChartLeftAligned: user((value: boolean) => preferences.setChartLeftAligned(value)),
    setAutoSize: user((value: boolean) => preferences.setAutoSize(value)),
    setInspector: user((on: boolean) => preferences.setInspector(on)),
    savePreferences: user((form) => {
      const autoRefreshValue = preferences.savePreferences(form);
      if (autoRefreshValue !== null) autoRefresh.setAutoRefresh(autoRefreshValue);
    }),
    startResize: user((start) => preferences.startResize(start)),
    resizeTo: (point) => preferences.resizeTo(point),
    endResize: () => preferences.endResize(),
    openModal: user((id, variant) => setState({ ...state, modal: openModal(state.member, id, variant) })),
    closeModal() {
      if (state.modal !== null) setState({ ...state, modal: null });
    },
    showToast: toast,
    dismissToast(id) {
      setToasts(removeToast(state.toasts, id));
    },
    hotkey: user((input) => {
      const command = resolveHotkey(input, { modalOpen: state.modal !== null, dragging: state.resize !== null, annotating: false });
      if (command === 'historyBack') ports.navigation?.back();
      if (command === 'historyForward') ports.navigation?.forward();
      return command;
    }),
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
      session.dispose();
      autoRefresh.dispose();
      for (const handle of timers) ports.clock.clearTimeout(handle);
      timers.clear();
      sweeping = false;
    },
  };
}
