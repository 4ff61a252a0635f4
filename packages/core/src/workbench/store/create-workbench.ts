import type { ChartSettings, SavedChart } from '../../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings, isLoggedIn } from '../../model/index';
import type { EmailFields } from '../../rules/index';
import { drawnChartSettings, normalizeSymbol, toIsoDate } from '../../rules/index';
import { ANNOTATION_INACTIVE } from '../annotation/annotation';
import { createAnnotationSlice } from '../annotation/annotation.slice';
import { createAutoRefreshState } from '../auto-refresh/auto-refresh';
import { createAutoRefreshSlice } from '../auto-refresh/auto-refresh.slice';
import { createChartImageSlice } from '../chart/chart-image.slice';
import { createChartSlice } from '../chart/chart.slice';
import { createChartState } from '../chart/chart.transitions';
import { createMemberWritesSlice } from '../charts/member-writes.slice';
import { createHistorySlice } from '../history/history.slice';
import { INSPECTOR_OFF } from '../inspector/inspector-state';
import { createInspectorSlice } from '../inspector/inspector.slice';
import { createKeyboardSlice } from '../keyboard/keyboard.slice';
import { createListWritesSlice } from '../lists/list-writes.slice';
import { EMPTY_MEMBER_DATA } from '../member/member-data';
import { createMemberSlice } from '../member/member.slice';
import { createViewedSavedChart } from '../member/viewed-saved-chart';
import { deriveViewedStyle } from '../member/viewed-style';
import { createModalSlice } from '../modal/modal.slice';
import type { ModesStore } from '../modes/modes.store';
import { createModesStore } from '../modes/modes.store';
import { readUiBelowChart } from '../modes/ui-below-chart';
import type { WorkbenchPorts } from '../ports/workbench-ports';
import { defaultPreferences } from '../preferences/preferences';
import {
  createPreferencesSlice,
  initialPreferences,
  serverPreferences,
} from '../preferences/preferences.slice';
import { createSessionSlice } from '../session/session.slice';
import { createShareSlice } from '../share/share.slice';
import { createStartupSlice } from '../startup/startup.slice';
import { createStyleButtonsSlice } from '../style-buttons/style-buttons.slice';
import { EMPTY_TOASTS } from '../toasts/toasts';
import { createToastsSlice } from '../toasts/toasts.slice';
import type { StoreKernel } from './kernel.types';
import { createTimerSet } from './timers';
import type { WorkbenchActions, WorkbenchCore, WorkbenchOptions, WorkbenchState } from './workbench.types';

export type { PointerDrag, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './workbench.types';

/** The body width taken when the page does not say (no page port, a server render): a desktop page. */
const DEFAULT_BODY_WIDTH = 1280;

/** A headless workbench: read the state, watch it change, and act on it. */
export interface Workbench extends WorkbenchCore {
  /** The panel below the chart: the mode shown and each mode's data (spec 3 §2.2), following this workbench. */
  readonly modes: ModesStore;
}

/** The state of a new workbench, before its first load. */
export function createInitialState(
  options: WorkbenchOptions = {},
  preferences: WorkbenchState['preferences'] = defaultPreferences(DEFAULT_BODY_WIDTH),
  bodyWidth = DEFAULT_BODY_WIDTH,
): WorkbenchState {
  const symbol = normalizeSymbol(options.symbol ?? DEFAULT_SYMBOL) || DEFAULT_SYMBOL;
  const member = options.member ?? null;
  const shown = options.shownChart;
  return {
    member,
    chart: shown
      ? // Still loading: the browser may not have the image yet, and what waits for a loaded chart (ads) waits.
        {
          ...createChartState(shown.symbol, shown.settings),
          companyInfo: shown.companyInfo,
          imageUrl: shown.imageUrl,
        }
      : createChartState(symbol, options.settings ?? createDefaultChartSettings()),
    modal: null,
    toasts: EMPTY_TOASTS,
    authStatus: isLoggedIn(member) ? 'loggedIn' : 'loggedOut',
    memberData: EMPTY_MEMBER_DATA,
    savedChart: null,
    unsavedChanges: false,
    viewedStyle: null,
    styleUnsavedChanges: false,
    preferences,
    bodyWidth,
    autoRefresh: { ...createAutoRefreshState(member), lastBlocker: null },
    resize: null,
    pointerDrag: null,
    refreshLocked: false,
    inspector: INSPECTOR_OFF,
    annotation: ANNOTATION_INACTIVE,
    annotationLayout: null,
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
  let state = createInitialState(
    options,
    options.preferencesAfterStart ? serverPreferences() : initialPreferences({ ports }),
    // A server render knows no page width: start from the default and let the host report the width after mount.
    options.preferencesAfterStart ? DEFAULT_BODY_WIDTH : (ports.page?.bodyWidth() ?? DEFAULT_BODY_WIDTH),
  );
  const listeners = new Set<() => void>();
  const timers = createTimerSet(ports.clock);
  const today = () => toIsoDate(new Date(ports.clock.now()));
  const viewedSavedChart = createViewedSavedChart(today);

  let inspectorSync: (() => void) | null = null;
  let layoutSync: (() => void) | null = null;
  function setState(next: WorkbenchState): void {
    if (next === state) return;
    state = deriveViewedStyle(viewedSavedChart.derive(state, next));
    for (const listener of [...listeners]) listener();
    // The inspector follows the chart on screen and the preference; its own changes settle at once.
    inspectorSync?.();
    layoutSync?.();
  }

  const kernel: StoreKernel = {
    ports,
    state: () => state,
    set: setState,
    setTimer: timers.set,
    clearTimer: timers.clear,
    today,
  };

  const chartImage = createChartImageSlice(kernel);
  inspectorSync = createInspectorSlice(kernel, (requestId) => chartImage.imageRequest(requestId)).sync;
  const toasts = createToastsSlice(kernel);
  const modal = createModalSlice(kernel);
  const history = createHistorySlice(kernel);
  const chart = createChartSlice(kernel, { chartImage, history, modal });
  /** Views a chart as `saved` (null: unsaved); its saved version is these settings, which the query may not carry in full. */
  const loadSaved = (symbol: string, settings: ChartSettings, saved: SavedChart | null) => {
    if (saved) viewedSavedChart.remember(saved, settings);
    // A saved chart opened or saved is what is viewed now, not a ChartStyle.
    if (state.viewedStyle) setState({ ...state, viewedStyle: null });
    chart.load(symbol, settings, saved?.recid ?? 0, true, saved);
  };
  const member = createMemberSlice(kernel, {
    load: loadSaved,
    loadStyle: (settings) => chart.loadStyle(settings),
    fail: (message) => toasts.toast('red', message),
  });
  const writes = createMemberWritesSlice(kernel, { member, load: loadSaved, toast: toasts.toast });
  const styleButtons = createStyleButtonsSlice(kernel, { member, toast: toasts.toast });
  const listWrites = createListWritesSlice(kernel, { member, toast: toasts.toast });
  const share = createShareSlice(kernel);
  const session = createSessionSlice(kernel, { onLoggedIn: () => member.loadAfterLogin() });
  const autoRefresh = createAutoRefreshSlice(kernel, () =>
    chart.load(state.chart.symbol, state.chart.settings, state.chart.recid, false),
  );
  const preferences = createPreferencesSlice(kernel, chart.reloadWith);
  const startup = createStartupSlice(kernel, member, (symbol, settings) => chart.load(symbol, settings));
  const annotation = createAnnotationSlice(kernel, {
    refresh: () => chart.load(state.chart.symbol, state.chart.settings, state.chart.recid, false),
    imageRequest: (requestId) => chartImage.imageRequest(requestId),
    saveChart: writes.saveChart,
    toast: toasts.toast,
  });
  layoutSync = annotation.sync;
  const keyboard = createKeyboardSlice(kernel, {
    saveChart: writes.saveChart,
    applyStyleButton: member.applyStyleButton,
    walkChartList: member.walkChartList,
  });

  /** The size the chart is drawn at (Auto-Size Charts, spec 1 §2.4, §4.6). */
  const drawnSize = () =>
    drawnChartSettings(state.chart.settings, {
      autoSize: state.preferences.autoSize,
      bodyWidth: state.bodyWidth,
    }).chartSize;
  /** Runs a layout change; when the size the chart is drawn at changed, the chart reloads at the new size. */
  const relayout = (change: () => void) => {
    const before = drawnSize();
    change();
    if (drawnSize() !== before)
      chart.load(state.chart.symbol, state.chart.settings, state.chart.recid, false);
  };

  /** A user action: it may run the re-login check first (spec 1 §4.1). */
  const user =
    <A extends unknown[], R>(action: (...args: A) => R) =>
    (...args: A): R => {
      session.userInteraction();
      return action(...args);
    };

  // Whether start() ran since the workbench was created or last disposed: a host may start it before rendering
  // (issue #20: the first chart's requests, or its page bootstrap, are answered before the first frame), and the
  // provider it then hands it to starts it again after mounting, which must not listen to history twice.
  let running = false;
  const actions: WorkbenchActions = {
    start() {
      if (running) return;
      running = true;
      if (options.preferencesAfterStart) preferences.loadSaved();
      history.listen((entry) => chart.load(entry.symbol, entry.settings, 0, false));
      autoRefresh.start();
      chartImage.start();
      // The address may pick the UI below the chart (spec 3 §2.1): the options-play value opens Options on it.
      // Read before the first chart rewrites the address (that parameter is not a chart setting).
      const ui = readUiBelowChart(ports.navigation ? ports.navigation.search() : null);
      session.start(() => startup.loadFirstChart());
      if (ui) {
        modes.actions.selectOptionsView(ui.optionsView);
        modes.actions.selectMode(ui.mode);
      }
    },
    loadChart: user((request = {}) => chart.loadChart(request)),
    loadStyle: user((settings: ChartSettings, symbol?: string) => chart.loadStyle(settings, symbol)),
    submitSymbol: user((input: string) => chart.submitSymbol(input)),
    suggestSymbols: (text) => chart.suggestSymbols(text),
    refresh: user(() => chart.refresh()),
    setPeriod: user((period: string) => chart.setPeriod(period)),
    setRange: user((rangeId: string) => chart.setRange(rangeId)),
    updateSettings: user((settings: ChartSettings) => chart.reloadWith(settings)),
    imageLoaded: (requestId) => chart.imageLoaded(requestId),
    imageFailed: (requestId) => chart.imageFailed(requestId),
    userInteraction: () => session.userInteraction(),
    loadChartLists: (force) => member.loadChartLists(force),
    loadSavedCharts: (listNum, force) => member.loadSavedCharts(listNum, force),
    loadChartStyles: (force) => member.loadChartStyles(force),
    openSavedChart: user((recid: number) => member.openSavedChart(recid)),
    pickChartList: user((listNum: number) => member.pickChartList(listNum)),
    walkChartList: user((direction: 'previous' | 'next') => member.walkChartList(direction)),
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
    setAutoSize: user((value: boolean) => relayout(() => preferences.setAutoSize(value))),
    setBodyWidth: (width: number) =>
      relayout(() => {
        if (Number.isFinite(width) && width > 0 && width !== state.bodyWidth)
          setState({ ...state, bodyWidth: width });
      }),
    setInspector: user((on: boolean) => preferences.setInspector(on)),
    savePreferences: user((form) => {
      let autoRefreshValue: boolean | null = null;
      relayout(() => (autoRefreshValue = preferences.savePreferences(form)));
      if (autoRefreshValue !== null) autoRefresh.setAutoRefresh(autoRefreshValue);
    }),
    startResize: user((start) => preferences.startResize(start)),
    resizeTo: (point) => preferences.resizeTo(point),
    endResize: () => preferences.endResize(),
    setPointerDrag: (drag) => {
      if (state.pointerDrag !== drag) setState({ ...state, pointerDrag: drag });
    },
    openModal: user((id, variant, target) => modal.open(id, variant, target)),
    closeModal: () => modal.close(),
    showToast: toasts.toast,
    dismissToast: (id) => toasts.dismiss(id),
    log: (level, message, detail) => ports.log?.[level](message, detail),
    hotkey: user((input) => keyboard.hotkey(input)),
    openAnnotation: user(() => annotation.open()),
    closeAnnotation: user((text: string | null) => annotation.close(text)),
  };

  const chartStore: WorkbenchCore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    dispose() {
      running = false;
      history.dispose();
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
