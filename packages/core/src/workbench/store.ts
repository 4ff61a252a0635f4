import type { ChartSettings } from '../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings } from '../model/index';
import type { ModalId } from '../catalogues/index';
import { findPeriod } from '../catalogues/index';
import type { Member } from '../model/index';
import type { Feature } from '../rules/index';
import { canUse, changeRange, isValidSymbol, normalizeSymbol, toIsoDate } from '../rules/index';
import type { ChartEffect, ChartState } from './chart';
import { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
import type { ModalState } from './modal';
import { openModal } from './modal';
import type { CompanyInfo, WorkbenchPorts } from './ports';

/** The whole workbench, one immutable value per moment. */
export interface WorkbenchState {
  /** The logged-in member, or null for a visitor (who is treated as free). */
  readonly member: Member | null;
  readonly chart: ChartState;
  readonly modal: ModalState;
}

/** Everything the workbench can be asked to do. Components call these; they hold no rules themselves. */
export interface WorkbenchActions {
  /** Loads the first chart, once; later calls do nothing. Hosts call it after mounting, never while rendering. */
  start(): void;
  /** Loads a chart; omitted parts keep the chart being viewed. The newest load wins (spec 2 §4). */
  loadChart(request?: { symbol?: string; settings?: ChartSettings; recid?: number }): void;
  /** Charts what the user typed in a symbol field; blank input is ignored (spec 3 §5, symbol entry). */
  submitSymbol(input: string): void;
  /** Loads the chart being viewed again, with a new image address. */
  refresh(): void;
  /**
   * Chooses a period (a chart-engine code such as `D`, `W`, `60`) and reloads the chart. A period the member
   * may not use opens the create-account or upgrade modal instead (spec 2 §6).
   */
  setPeriod(period: string): void;
  /**
   * Chooses a range by id, resetting its values to the range's defaults (spec 2 §4), and reloads the chart. A
   * range the member may not use opens the create-account or upgrade modal instead (spec 2 §6).
   */
  setRange(rangeId: string): void;
  /** Opens a modal (a visitor asking for a login-only one gets create-account instead). */
  openModal(id: ModalId, variant?: string): void;
  /** Closes the open modal. */
  closeModal(): void;
  /** Replaces the chart settings and reloads the chart. */
  updateSettings(settings: ChartSettings): void;
  /** The image of load `requestId` has loaded. */
  imageLoaded(requestId: number): void;
  /** The image of load `requestId` failed to load. */
  imageFailed(requestId: number): void;
}

/** A headless workbench: read the state, watch it change, and act on it. */
export interface Workbench {
  getState(): WorkbenchState;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  readonly actions: WorkbenchActions;
}

/** Where a new workbench starts. */
export interface WorkbenchOptions {
  /** The first symbol; the platform default (AAPL) when omitted. */
  readonly symbol?: string;
  /** The first chart settings; the platform default chart when omitted. */
  readonly settings?: ChartSettings;
  /** The member already known (e.g. rendered on the server for a logged-in page); a visitor when omitted. */
  readonly member?: Member | null;
}

/** The state of a new workbench, before its first load. */
export function createInitialState(options: WorkbenchOptions = {}): WorkbenchState {
  const symbol = normalizeSymbol(options.symbol ?? DEFAULT_SYMBOL) || DEFAULT_SYMBOL;
  return {
    member: options.member ?? null,
    chart: createChartState(symbol, options.settings ?? createDefaultChartSettings()),
    modal: null,
  };
}

/**
 * Creates the headless workbench. Every effect (HTTP, time, storage) goes through `ports`, so the same store
 * runs in a browser, on a server render and in a Node test with a fake clock.
 *
 * @example
 * const workbench = createWorkbench({ api: createApiClient({ baseUrl: '' }), clock, storage });
 * workbench.actions.submitSymbol('msft');
 */
export function createWorkbench(ports: WorkbenchPorts, options: WorkbenchOptions = {}): Workbench {
  let state = createInitialState(options);
  const listeners = new Set<() => void>();

  function setState(next: WorkbenchState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function setChart(chart: ChartState): void {
    if (chart !== state.chart) setState({ ...state, chart });
  }

  /** Whether the member may use a feature; if not, opens the dialog the refusal names and says no. */
  function permitted(feature: Feature): boolean {
    const permission = canUse(state.member, feature);
    if (!permission.allowed && permission.modal !== 'none') setState({ ...state, modal: openModal(state.member, permission.modal) });
    return permission.allowed;
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

  function load(symbol: string, settings: ChartSettings, recid = 0): void {
    const [chart, effects] = requestChart(state.chart, {
      symbol,
      settings,
      recid,
      symbolIsValid: symbol !== '' && isValidSymbol(symbol),
      requestedAt: ports.clock.now(),
    });
    setChart(chart);
    runChartEffects(effects);
  }

  const actions: WorkbenchActions = {
    start() {
      if (state.chart.requestId === 0) load(state.chart.symbol, state.chart.settings);
    },
    loadChart(request = {}) {
      const symbol = request.symbol === undefined ? state.chart.symbol : normalizeSymbol(request.symbol);
      load(symbol, request.settings ?? state.chart.settings, request.recid ?? 0);
    },
    submitSymbol(input) {
      const symbol = normalizeSymbol(input);
      if (symbol === '') return;
      load(symbol, state.chart.settings);
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
      const settings = changeRange(state.chart.settings, rangeId, toIsoDate(new Date(ports.clock.now())));
      if (settings !== state.chart.settings) load(state.chart.symbol, settings, state.chart.recid);
    },
    updateSettings(settings) {
      load(state.chart.symbol, settings, state.chart.recid);
    },
    openModal(id, variant) {
      setState({ ...state, modal: openModal(state.member, id, variant) });
    },
    closeModal() {
      if (state.modal !== null) setState({ ...state, modal: null });
    },
    imageLoaded(requestId) {
      setChart(completeImage(state.chart, requestId));
    },
    imageFailed(requestId) {
      setChart(failImage(state.chart, requestId));
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
  };
}
