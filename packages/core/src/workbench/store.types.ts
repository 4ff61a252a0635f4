import type { ModalId, ToastColor } from '../catalogues/index';
import type { ChartSettings, Member, SymbolSuggestion } from '../model/index';
import type { ChartState } from './chart';
import type { HotkeyCommand, KeyInput } from './keyboard';
import type { ModalState } from './modal';
import type { ToastsState } from './toasts';

/** The whole workbench, one immutable value per moment. */
export interface WorkbenchState {
  /** The logged-in member, or null for a visitor (who is treated as free). */
  readonly member: Member | null;
  readonly chart: ChartState;
  readonly modal: ModalState;
  readonly toasts: ToastsState;
}

/** Everything the workbench can be asked to do. Components call these; they hold no rules themselves. */
export interface WorkbenchActions {
  /**
   * Loads the first chart, once: from the history entry or the page address when there is a navigation port
   * (spec 3 §4 start-up), else the chart the workbench was created with. Hosts call it after mounting.
   */
  start(): void;
  /** Loads a chart; omitted parts keep the chart being viewed. The newest load wins (spec 2 §4). */
  loadChart(request?: { symbol?: string; settings?: ChartSettings; recid?: number }): void;
  /** Charts what the user typed in a symbol field; blank input is ignored (spec 3 §5, symbol entry). */
  submitSymbol(input: string): void;
  /**
   * Symbol suggestions for typed text (spec 3 §5, autosuggest). Blank text, a backend without suggestions or
   * a failed request give an empty list: suggestions are a help, never an error.
   */
  suggestSymbols(text: string): Promise<readonly SymbolSuggestion[]>;
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
  /** Replaces the chart settings and reloads the chart. */
  updateSettings(settings: ChartSettings): void;
  /** The image of load `requestId` has loaded. */
  imageLoaded(requestId: number): void;
  /** The image of load `requestId` failed to load. */
  imageFailed(requestId: number): void;
  /** Opens a modal (a visitor asking for a login-only one gets create-account instead). */
  openModal(id: ModalId, variant?: string): void;
  /** Closes the open modal. */
  closeModal(): void;
  /** Shows a toast for 5 s, fading over the last second (spec 1 §4.8). */
  showToast(color: ToastColor, message: string): void;
  /** Removes a toast at once (its dismiss button). */
  dismissToast(id: number): void;
  /**
   * Handles a key press: runs history back/forward itself and returns the command, so the caller can prevent
   * the browser's default and, for `focusSymbol`, focus the symbol field. Null when the key is not a hotkey now.
   */
  hotkey(input: KeyInput): HotkeyCommand | null;
}

/** A headless workbench: read the state, watch it change, and act on it. */
export interface Workbench {
  getState(): WorkbenchState;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  readonly actions: WorkbenchActions;
  /** Stops listening to history and cancels pending timers; `start()` resumes listening. */
  dispose(): void;
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
