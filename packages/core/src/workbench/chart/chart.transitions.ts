import { produce } from 'immer';
import type { ChartSettings } from '../../model/index';
import type { CompanyInfo } from '../ports/workbench-ports';

/**
 * Where the chart being viewed is in its load: looking the symbol up and fetching the image (`loading`), shown
 * (`loaded`), the image could not be asked for (`error`), the image did not load, was aborted or cancelled
 * (`imageHidden`: the load is complete and the image hidden, spec 3 §8), or the server has no data for the
 * symbol (`invalidSymbol`), or the image was not shown within the render timeout (`timedOut`, spec 2 §5, §8).
 */
export type ChartStatus = 'loading' | 'loaded' | 'error' | 'imageHidden' | 'invalidSymbol' | 'timedOut';

/** The chart being viewed (spec 2 §4, chart loading). */
export interface ChartState {
  /** The symbol as entered after normalisation; for an invalid symbol, what the user typed. */
  readonly symbol: string;
  readonly settings: ChartSettings;
  readonly status: ChartStatus;
  /** Id of the newest load. A result carrying an older id is stale and dropped. */
  readonly requestId: number;
  /** When the newest load was asked for (clock time, ms). */
  readonly requestedAt: number;
  /** What the server knows about the symbol; null until looked up, or when the lookup itself failed. */
  readonly companyInfo: CompanyInfo | null;
  /** The image of the newest load, once its symbol is known. */
  readonly imageUrl: string | null;
  /** Saved chart record id being viewed; 0 for none. */
  readonly recid: number;
}

/** Something the store must do outside itself after a chart transition. */
export type ChartEffect = {
  readonly type: 'lookupSymbol';
  readonly requestId: number;
  readonly symbol: string;
};

/** A transition's result: the next state and the effects to run, in order. */
export type Transition<S, E> = readonly [S, readonly E[]];

/** The chart slice before any load: the given chart, waiting for its first load. */
export function createChartState(symbol: string, settings: ChartSettings): ChartState {
  return {
    symbol,
    settings,
    status: 'loading',
    requestId: 0,
    requestedAt: 0,
    companyInfo: null,
    imageUrl: null,
    recid: 0,
  };
}

/**
 * Whether the chart's image is the one its page was served with (issue #20): the first state of a store created
 * with `shownChart`, before the workbench has asked for any image. It is on screen already, so it is shown as it
 * is, not as an image on its way, and stays while the start-up loads the chart again.
 */
export function isServedChartImage(chart: ChartState): boolean {
  return chart.requestId === 0 && chart.imageUrl !== null;
}

/** What a new load asks for. `symbolIsValid` is the syntax check of spec 1 §5.3, done by the caller. */
export interface ChartRequest {
  readonly symbol: string;
  readonly settings: ChartSettings;
  readonly symbolIsValid: boolean;
  readonly requestedAt: number;
  /** Saved chart record id; 0 (the default) when the chart is not a saved one. */
  readonly recid?: number;
}

/**
 * Starts a load that supersedes every earlier one (spec 2 §4). A symbol that fails the syntax check goes
 * straight to the invalid-symbol screen without asking the server.
 */
export function requestChart(state: ChartState, request: ChartRequest): Transition<ChartState, ChartEffect> {
  const requestId = state.requestId + 1;
  const next = produce(state, (draft) => {
    draft.symbol = request.symbol;
    draft.settings = request.settings;
    draft.requestId = requestId;
    draft.requestedAt = request.requestedAt;
    draft.recid = request.recid ?? 0;
    draft.companyInfo = null;
    draft.imageUrl = null;
    draft.status = request.symbolIsValid ? 'loading' : 'invalidSymbol';
  });
  const effects: ChartEffect[] = request.symbolIsValid
    ? [{ type: 'lookupSymbol', requestId, symbol: request.symbol }]
    : [];
  return [next, effects];
}

/**
 * The symbol lookup of one load finished. `found: false` means the server has no data for it. When the
 * lookup itself failed, `found` is true and `companyInfo` null: the image is still asked for, and decides.
 */
export interface SymbolLookupResult {
  readonly requestId: number;
  readonly found: boolean;
  readonly companyInfo: CompanyInfo | null;
  /** The image URL to show if the symbol was found; null when it could not be built (a chart-data error). */
  readonly imageUrl: string | null;
}

/** Applies a lookup result, or drops it when a newer load has started. */
export function resolveSymbol(state: ChartState, result: SymbolLookupResult): ChartState {
  if (result.requestId !== state.requestId || state.status !== 'loading') return state;
  return produce(state, (draft) => {
    draft.companyInfo = result.companyInfo;
    if (!result.found) draft.status = 'invalidSymbol';
    else if (result.imageUrl === null) draft.status = 'error';
    else draft.imageUrl = result.imageUrl;
  });
}

/** The image of a load finished loading; dropped when stale. */
export function completeImage(state: ChartState, requestId: number): ChartState {
  if (requestId !== state.requestId || state.status !== 'loading' || state.imageUrl === null) return state;
  return produce(state, (draft) => {
    draft.status = 'loaded';
  });
}

/** The image of a load failed (error, abort or cancel, spec 3 §8); dropped when stale. */
export function failImage(state: ChartState, requestId: number): ChartState {
  if (requestId !== state.requestId || state.status !== 'loading' || state.imageUrl === null) return state;
  return produce(state, (draft) => {
    draft.status = 'imageHidden';
  });
}

/**
 * The load has not shown its image within the render timeout (spec 2 §5 "must render within 30 seconds", §8
 * "timeout if the chart image is not rendered after 30000 ms"): it stops loading and shows the timeout
 * message instead of "Loading chart..." forever. Dropped when stale or when the load already ended.
 */
export function timeOutImage(state: ChartState, requestId: number): ChartState {
  if (requestId !== state.requestId || state.status !== 'loading') return state;
  return produce(state, (draft) => {
    draft.status = 'timedOut';
  });
}

/**
 * Whether loading a ChartStyle keeps the saved chart being viewed (spec 2 §4: its record id is cleared only if
 * the symbol changes). Symbols compare as normalised by the caller.
 */
export function styleKeepsSavedChart(viewedSymbol: string, nextSymbol: string): boolean {
  return viewedSymbol === nextSymbol;
}
