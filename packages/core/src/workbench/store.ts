import type { ChartSettings, SavedChart } from '../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings, isLoggedIn } from '../model/index';
import { CONSTANTS, findPeriod } from '../catalogues/index';
import type { EmailFields, Feature } from '../rules/index';
import {
  applySymbolKind,
  canUse,
  changeRange,
  hasUnsavedChartChanges,
  isCryptoSymbol,
  isSavedChartReadOnly,
  isValidSymbol,
  normalizeSymbol,
  saveChartVariant,
  toIsoDate,
} from '../rules/index';
import { createAutoRefreshState } from './auto-refresh';
import type { ChartEffect, ChartState } from './chart';
import { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
import { historyWrite, pageTitle, readHistoryState, chartFromAddress } from './history';
import { resolveHotkey, styleButtonIndexOf } from './keyboard';
import { upperBarDisabled } from './upper-bar';
import { EMPTY_MEMBER_DATA, itemsOf } from './member-data';
import { openModal } from './modal';
import type { WorkbenchPorts } from './ports';
import { defaultPreferences } from './preferences';
import { createAutoRefreshSlice } from './store-auto-refresh';
import type { StoreKernel } from './store-kernel';
import { createTimerSet } from './timers';
import { createMemberSlice } from './store-member';
import { createMemberWritesSlice } from './store-member-writes';
import { createShareSlice } from './store-share';
import { createListWritesSlice } from './store-list-writes';
import { createStyleButtonsSlice } from './store-style-buttons';
import { createPreferencesSlice, initialPreferences } from './store-preferences';
import { createSessionSlice } from './store-session';
import { createStartupSlice } from './store-startup';
import { createChartImageSlice } from './store-chart-image';
import { createInspectorSlice, INSPECTOR_OFF } from './store-inspector';
import { createModesStore } from './modes/modes-store';
import type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store.types';
import { savedChartSettings } from './startup';
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
    refreshLocked: false,
    inspector: INSPECTOR_OFF,
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
  const timers = createTimerSet(ports.clock);
  let stopHistory: (() => void) | null = null;
  /** The symbol of the history entry being viewed: a new symbol pushes an entry, the same replaces it. */
  let historySymbol: string | null = null;
  const savedSettings = new WeakMap<SavedChart, ChartSettings>();
  const today = () => toIsoDate(new Date(ports.clock.now()));

  /** The saved chart stays only while its record is viewed; unsaved changes follow from it (spec 2 §4). */
  function derive(next: WorkbenchState): WorkbenchState {
    const saved = next.savedChart && next.savedChart.recid === next.chart.recid ? next.savedChart : null;
    let unsavedChanges = false;
    if (saved) {
      let settings = savedSettings.get(saved);
      if (!settings) {
        // A renamed or re-commented record of the same chart keeps the settings it was opened with: its style query
        // alone may not carry them all, and reading it again would show changes nobody made.
        const previous = state.savedChart;
        const kept = previous && previous.recid === saved.recid && previous.style === saved.style ? savedSettings.get(previous) : undefined;
        savedSettings.set(saved, (settings = kept ?? savedChartSettings(saved, today())));
      }
      unsavedChanges = hasUnsavedChartChanges({ symbol: saved.symbol, settings }, next.chart);
    }
    return saved === next.savedChart && unsavedChanges === next.unsavedChanges ? next : { ...next, savedChart: saved, unsavedChanges };
  }

  let inspectorSync: (() => void) | null = null;
  function setState(next: WorkbenchState): void {
    if (next === state) return;
    state = derive(next);
    for (const listener of [...listeners]) listener();
    // The inspector follows the chart on screen and the preference; its own changes settle at once.
    inspectorSync?.();
  }

  const setTimer = timers.set;

  const kernel: StoreKernel = {
    ports,
    state: () => state,
    set: setState,
    setTimer,
    clearTimer: timers.clear,
    today,
  };

  const chartImage = createChartImageSlice(kernel);
  inspectorSync = createInspectorSlice(kernel, (requestId) => chartImage.imageRequest(requestId)).sync;
  const setChart = (chart: ChartState) => setState(chart === state.chart ? state : { ...state, chart });
  const setToasts = (toasts: ToastsState) => setState(toasts === state.toasts ? state : { ...state, toasts });

  /** Go/refresh blocks repeat clicks for a second (spec 3 §4, §9); false while the lock holds. */
  function takeRefreshLock(): boolean {
    if (state.refreshLocked) return false;
    setState({ ...state, refreshLocked: true });
    setTimer(() => setState({ ...state, refreshLocked: false }), CONSTANTS.navigation.refreshLockMs);
    return true;
  }

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
      if (effect.type === 'lookupSymbol') void lookupSymbol(effect.requestId);
    }
  }

  async function lookupSymbol(requestId: number): Promise<void> {
    const result = await chartImage.lookup(requestId, state.chart);
    if (state.chart.requestId !== requestId) return;
    // A period only the other kind of symbol has becomes the default before an image is asked for (spec 2 §4).
    const kept = state.chart.settings;
    const isCrypto = result.found ? isCryptoSymbol(result.companyInfo) : null;
    const settings = isCrypto === null ? kept : applySymbolKind(kept, isCrypto);
    if (settings !== kept) load(state.chart.symbol, settings, state.chart.recid);
    else setChart(resolveSymbol(state.chart, result));
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

  /** Views a chart as `saved` (null: unsaved); its saved version is these settings, which the query may not carry in full. */
  const loadSaved = (symbol: string, settings: ChartSettings, saved: SavedChart | null) => {
    if (saved) savedSettings.set(saved, settings);
    load(symbol, settings, saved?.recid ?? 0, true, saved);
  };
  const reloadWith = (settings: ChartSettings) => load(state.chart.symbol, settings, state.chart.recid);
  const member = createMemberSlice(kernel, {
    load: loadSaved,
    fail: (message) => toast('red', message),
  });
  const writes = createMemberWritesSlice(kernel, {
    member,
    load: loadSaved,
    toast,
  });
  const styleButtons = createStyleButtonsSlice(kernel, { member, toast });
  const listWrites = createListWritesSlice(kernel, { member, toast });
  const share = createShareSlice(kernel);
  const session = createSessionSlice(kernel, { onLoggedIn: () => member.loadAfterLogin() });
  const autoRefresh = createAutoRefreshSlice(kernel, () => load(state.chart.symbol, state.chart.settings, state.chart.recid, false));
  const preferences = createPreferencesSlice(kernel, reloadWith);
  const startup = createStartupSlice(kernel, member, (symbol, settings) => load(symbol, settings));

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

  /**
   * Ctrl+S and Ctrl+Shift+S (spec 3 §4, §5, §8): Save saves the viewed saved chart at once when it is in a list
   * that is not read-only (the keyboard save toasts); otherwise, and for Save As, the save-as-new modal opens (a
   * visitor gets create account). Not while Save is disabled.
   */
  function saveHotkey(command: 'save' | 'saveAs'): void {
    const saved = state.savedChart;
    const lists = itemsOf(state.memberData.chartLists);
    if (upperBarDisabled(state.chart, { readOnlyChart: isSavedChartReadOnly(saved, lists) }).save) return;
    if (command === 'save' && saved && saveChartVariant(saved, lists) === 'saveChart' && isLoggedIn(state.member)) {
      void writes.saveChart({ mode: 'saveChart', listNum: saved.listNum, name: saved.name, comments: saved.comments });
      return;
    }
    setState({ ...state, modal: openModal(state.member, 'saveChart', 'saveAsNewChart') });
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
      chartImage.start();
      session.start(() => startup.loadFirstChart());
    },
    loadChart: user((request = {}) => {
      const symbol = request.symbol === undefined ? state.chart.symbol : normalizeSymbol(request.symbol);
      load(symbol, request.settings ?? state.chart.settings, request.recid ?? 0);
    }),
    submitSymbol: user((input: string) => {
      const symbol = normalizeSymbol(input);
      // Go on the symbol being viewed is a refresh, and takes the refresh lock.
      if (symbol !== '' && (symbol !== state.chart.symbol || takeRefreshLock())) load(symbol, state.chart.settings);
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
    refresh: user(() => {
      if (takeRefreshLock()) load(state.chart.symbol, state.chart.settings, state.chart.recid);
    }),
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
    saveChart: user((request) => writes.saveChart(request)),
    saveChartStyle: user((request) => writes.saveChartStyle(request)),
    setDefaultChartStyle: user((recid: number) => writes.setDefaultChartStyle(recid)),
    createChartList: user((request) => writes.createChartList(request)),
    createPriceAlert: user((values) => writes.createPriceAlert(values)),
    renameSavedChart: user((recid: number, name: string) => writes.renameChart(recid, name)),
    saveChartComments: user((recid: number, comments: string) => writes.saveComments(recid, comments)),
    deleteSavedChart: user((recid: number) => writes.deleteChart(recid)),
    renameChartStyle: user((recid: number, name: string) => writes.renameStyle(recid, name)),
    deleteChartStyle: user((recid: number) => writes.deleteStyle(recid)),
    saveStyleButton: user((request, editingIndex) => styleButtons.saveStyleButton(request, editingIndex)),
    clearStyleButton: user((index: number) => styleButtons.clearStyleButton(index)),
    addToChartList: user((request) => listWrites.addToChartList(request)),
    applyStyleToCharts: user((request) => listWrites.applyStyleToCharts(request)),
    createChartLink: (pageUrl: string) => share.createChartLink(pageUrl),
    shortenChartLink: (longUrl: string) => share.shortenChartLink(longUrl),
    emailChart: user((fields: EmailFields, pageUrl: string) => share.emailChart(fields, pageUrl)),
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
    openModal: user((id, variant, target) => setState({ ...state, modal: openModal(state.member, id, variant, target) })),
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
      else if (command === 'historyForward') ports.navigation?.forward();
      else if (command === 'save' || command === 'saveAs') saveHotkey(command);
      const button = styleButtonIndexOf(command);
      if (button !== null) void member.applyStyleButton(button);
      return command;
    }),
  };

  const chartStore: Omit<Workbench, 'modes'> = {
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
      timers.clearAll();
      chartImage.dispose();
    },
  };
  const modes = createModesStore(chartStore, ports);
  return {
    ...chartStore,
    modes,
    dispose() {
      modes.dispose();
      chartStore.dispose();
    },
  };
}
