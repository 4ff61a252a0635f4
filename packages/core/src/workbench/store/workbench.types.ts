import type { LogLevel, ModalId, ToastColor } from '../../catalogues/index';
import type { ChartSettings, ChartStyle, Member, SavedChart, SymbolSuggestion } from '../../model/index';
import type { AuthStatus } from '../session/auth-session';
import type { AutoRefreshBlocker, AutoRefreshState } from '../auto-refresh/auto-refresh';
import type { ChartState } from '../chart/chart.transitions';
import type { MemberDataState } from '../member/member-data';
import type { ViewedStyle } from '../member/viewed-style.types';
import type { PreferencesForm, PreferencesState } from '../preferences/preferences';
import type { ResizeStart, ResizeState } from '../resize/resize';
import type { HotkeyCommand, KeyInput } from '../keyboard/keyboard';
import type { ModalState, ModalTarget } from '../modal/modal';
import type { EmailFields, PriceAlertFormValues } from '../../rules/index';
import type {
  CreateChartListRequest,
  SaveChartRequest,
  SaveChartStyleRequest,
} from '../charts/member-writes.types';
import type { StyleButtonRequest } from '../style-buttons/style-buttons.types';
import type { AddToChartListRequest, ApplyStyleToChartsRequest } from '../lists/list-writes.types';
import type { ApplyStyleResult } from '../../rules/index';
import type { ToastsState } from '../toasts/toasts';
import type { InspectorState } from '../inspector/inspector-state';
import type { AnnotationLayoutState, AnnotationModeState, AnnotationRefusal } from '../annotation/annotation';
import type { ShownChart } from '../startup/first-chart';

/** What a pointer drag moves, besides the chart's resize handle. */
export type PointerDrag = 'settingsRow' | 'rangeSlider';

/** The whole workbench, one immutable value per moment. */
export interface WorkbenchState {
  /** The logged-in member, or null for a visitor (who is treated as free). */
  readonly member: Member | null;
  readonly chart: ChartState;
  readonly modal: ModalState;
  readonly toasts: ToastsState;
  /** Where the login stands (spec 1 §4.1): `checking` while login-member and the get-member batch run. */
  readonly authStatus: AuthStatus;
  /** The member's lists, saved charts, styles, style buttons, default style and limits (empty for a visitor). */
  readonly memberData: MemberDataState;
  /** The saved chart being viewed (its record id is `chart.recid`), or null for an unsaved chart. */
  readonly savedChart: SavedChart | null;
  /**
   * Whether the viewed saved chart differs from its saved version (spec 2 §4): Save is green when true, grey
   * with a check when false. Always false when no saved chart is viewed.
   */
  readonly unsavedChanges: boolean;
  /**
   * The member's ChartStyle being viewed: the one last applied from the ChartStyles menu, a StyleButton or the
   * library (or just saved), until a saved chart is opened or the style is deleted; null otherwise.
   */
  readonly viewedStyle: ViewedStyle | null;
  /** Whether the chart's settings differ from the viewed ChartStyle's (spec 2 §4). False without one. */
  readonly styleUnsavedChanges: boolean;
  /** Workbench preferences (spec 1 §4.6). */
  readonly preferences: PreferencesState;
  /**
   * The width in px of the body the workbench lays out in (spec 1 §2.4): with Auto-Size Charts on, its
   * breakpoint decides the size the chart is drawn at.
   */
  readonly bodyWidth: number;
  /** Auto-refresh (spec 1 §4.3) and why the last tick did not refresh (null after a refresh or before any tick). */
  readonly autoRefresh: AutoRefreshState & { readonly lastBlocker: AutoRefreshBlocker | null };
  /**
   * A pointer drag in progress that is not a resize: a settings row being moved or the range slider's window
   * or handles. Hotkeys are off meanwhile (spec 3 §5), as while resizing. Null otherwise.
   */
  readonly pointerDrag: PointerDrag | null;
  /** A resize by dragging in progress (spec 1 §4.5), or null. */
  readonly resize: ResizeState | null;
  /** Go/refresh was just used: repeat refreshes are ignored for a second (spec 3 §4, §9 refresh lock). */
  readonly refreshLocked: boolean;
  /** The inspector's data for the chart on screen, while the inspector is on (spec 2 §7). */
  readonly inspector: InspectorState;
  /** Annotation mode (spec 2 §4): the notes tool's state while it opens, runs and closes. */
  readonly annotation: AnnotationModeState;
  /** The layout (inspector data) the ChartNotes are placed by, while annotating or showing saved drawings. */
  readonly annotationLayout: AnnotationLayoutState;
}

/** Everything the workbench can be asked to do. Components call these; they hold no rules themselves. */
export interface WorkbenchActions {
  /**
   * Loads the first chart, once: from the history entry or the page address when there is a navigation port
   * (spec 3 §4 start-up), else the chart the workbench was created with. Hosts call it after mounting, or
   * before rendering (a page that wants its first chart in its first frame). Calling it again before
   * `dispose()` does nothing.
   */
  start(): void;
  /** Loads a chart; omitted parts keep the chart being viewed. The newest load wins (spec 2 §4). */
  loadChart(request?: { symbol?: string; settings?: ChartSettings; recid?: number }): void;
  /**
   * Loads a ChartStyle's settings onto `symbol` (default: the symbol being viewed). The saved chart being viewed
   * stays unless the symbol changes (spec 2 §4).
   */
  loadStyle(settings: ChartSettings, symbol?: string): void;
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
  /**
   * Tells the store the user did something (a click or key press anywhere in the workbench): 30 s after load a
   * logged-in member's login is re-checked, at most every 30 s (spec 1 §4.1). The user actions call it too.
   */
  userInteraction(): void;
  /** Loads the member's ChartLists if not loaded yet (or again with `force`); concurrent loads share one call (spec 1 §4.4). */
  loadChartLists(force?: boolean): Promise<void>;
  /** Loads the saved charts of one list if not loaded yet (or again with `force`); concurrent loads share one call. */
  loadSavedCharts(listNum: number, force?: boolean): Promise<void>;
  /** Loads the member's ChartStyles and style buttons if not loaded yet (or again with `force`). */
  loadChartStyles(force?: boolean): Promise<void>;
  /**
   * Refetches a saved chart and views it (spec 1 §4.4, spec 3 §4): refused (red toast, nothing else changes)
   * when it is not found; a point-and-figure chart opens its own workbench page in the same window (spec 1
   * §2.2, through the navigation port); a chart whose list is gone is dropped from the lists.
   * Resolves with whether the chart is now being viewed.
   */
  openSavedChart(recid: number): Promise<boolean>;
  /** Picks the ChartList the Chart menu shows and previous/next walk, and loads its charts (spec 1 §4.4). */
  pickChartList(listNum: number): Promise<void>;
  /**
   * Opens the next or previous chart of the selected ChartList, wrapping at either end (spec 2 §4 keyboard,
   * spec 3 §2.13 buttons). Resolves whether a chart was opened.
   */
  walkChartList(direction: 'previous' | 'next'): Promise<boolean>;
  /** Loads a ChartStyle onto the symbol being viewed (its chart XML gives the settings); a failure shows a red toast. */
  applyChartStyle(style: ChartStyle): Promise<boolean>;
  /** Applies the StyleButton in slot `index` (0-11, Ctrl+1..9 use 0-8); an empty slot does nothing. */
  applyStyleButton(index: number): Promise<boolean>;
  /**
   * Saves the viewed chart (spec 3 §4): as a new chart, over the viewed saved chart, or moved to another list.
   * On success: a green toast, the modal closed, the lists refreshed and the saved chart loaded. Resolves false
   * after 'Failed to save chart. Please try again.' (red), or for a visitor after opening create account.
   */
  saveChart(request: SaveChartRequest): Promise<boolean>;
  /** Saves the chart's settings as a new ChartStyle or over an existing one, and as the default when asked (spec 3 §4). */
  saveChartStyle(request: SaveChartStyleRequest): Promise<boolean>;
  /** Makes a ChartStyle the member's default (spec 3 §8 default style messages). */
  setDefaultChartStyle(recid: number): Promise<boolean>;
  /** Creates a ChartList, filled with one chart per symbol given (yellow toast when only the filling fails). */
  createChartList(request: CreateChartListRequest): Promise<boolean>;
  /** Creates a price alert from the checked form values (spec 3 §5). */
  createPriceAlert(values: PriceAlertFormValues): Promise<boolean>;
  /**
   * Saves the comments of a saved chart (spec 3 §4 Chart Comments; `comments` as the server keeps them). On success
   * the chart's record in the lists, and the viewed saved chart when it is this one, carry them, so a later Save
   * keeps them. Resolves whether the server saved them; it shows no toast (the comments box shows the outcome).
   */
  saveChartComments(recid: number, comments: string): Promise<boolean>;
  /** Renames a saved chart at once; a failure re-syncs it from the server (spec 3 §4). */
  renameSavedChart(recid: number, name: string): Promise<boolean>;
  /** Deletes a saved chart from the lists at once; a failure re-syncs the lists from the server (spec 3 §4). */
  deleteSavedChart(recid: number): Promise<boolean>;
  /** Renames a ChartStyle at once; a failure reloads the styles from the server. */
  renameChartStyle(recid: number, name: string): Promise<boolean>;
  /** Deletes a ChartStyle at once (never the default); a failure reloads the styles from the server. */
  deleteChartStyle(recid: number): Promise<boolean>;
  /** Adds a StyleButton (`editingIndex` null) or saves the one on that slot (spec 1 §3.6, spec 3 §8). */
  saveStyleButton(request: StyleButtonRequest, editingIndex: number | null): Promise<boolean>;
  /** Clears the StyleButton on a slot (0-11). */
  clearStyleButton(index: number): Promise<boolean>;
  /**
   * Adds the viewed symbol (or the request's symbols) to a ChartList with a ChartStyle (spec 3 §2.14, §5, §8):
   * read-only lists and a full list refused in yellow before any call; a server refusal shown as it is.
   */
  addToChartList(request: AddToChartListRequest): Promise<boolean>;
  /**
   * Applies a ChartStyle to the charts of a ChartList (spec 1 §4.2; spec 3 §8): read-only lists refused in
   * yellow; the outcome toasted green (all), yellow (some or none) or red (failed) and returned.
   */
  applyStyleToCharts(request: ApplyStyleToChartsRequest): Promise<ApplyStyleResult>;
  /**
   * The long link of the viewed chart (spec 3 §5 share link) on `pageUrl`, the page address without its query:
   * s, id (a new permanent style id of the chart), compare, perf and a. Null when it cannot be made.
   */
  createChartLink(pageUrl: string): Promise<string | null>;
  /** The short link of a long one (spec 3 §4); null when shortening failed, so the long link is used. */
  shortenChartLink(longUrl: string): Promise<string | null>;
  /** E-mails the viewed chart's link and image (spec 3 §4, §7); resolves whether the server sent it. */
  emailChart(fields: EmailFields, pageUrl: string): Promise<boolean>;
  /** Switches auto-refresh; a visitor switching it on gets the create-account modal instead (spec 1 §4.3). */
  setAutoRefresh(enabled: boolean): void;
  /** Sets the chart alignment (spec 1 §4.6); saved locally. */
  setChartLeftAligned(value: boolean): void;
  /**
   * Sets auto-size charts (spec 1 §4.6); switching it on turns the inspector off. The chart reloads when the
   * size it is drawn at changes (the body's breakpoint size, spec 1 §2.4).
   */
  setAutoSize(value: boolean): void;
  /**
   * The body the workbench lays out in is now `width` px wide (spec 1 §2.4); with Auto-Size Charts on, a
   * breakpoint with another chart size reloads the chart at that size.
   */
  setBodyWidth(width: number): void;
  /** Switches the inspector (kept in the `inspector` cookie); not while auto-size is on (spec 1 §4.6). */
  setInspector(on: boolean): void;
  /**
   * Saves the Workbench Preferences form (spec 3 §4): a visitor asking for a not-left-aligned chart or
   * auto-refresh gets the create-account modal and those two are not saved; auto-size still is.
   */
  savePreferences(form: PreferencesForm): void;
  /** Mouse down on the resize handle (spec 1 §4.5); a visitor gets the create-account modal instead. */
  startResize(start: ResizeStart): void;
  /** Mouse move while resizing: the dragged size follows the pointer. */
  resizeTo(point: { readonly x: number; readonly y: number }): void;
  /** Mouse up: the chart size becomes Custom with the dragged size (less 150 with a zoom thumbnail) and reloads. */
  endResize(): void;
  /** A settings row or the range slider starts (`drag`) or stops (null) being dragged: hotkeys wait meanwhile. */
  setPointerDrag(drag: PointerDrag | null): void;
  /**
   * Opens a modal (a visitor asking for a login-only one gets create-account instead); `target` is what it acts
   * on when not the viewed chart: a list and charts, symbols, a ChartStyle or a StyleButton slot.
   */
  openModal(id: ModalId, variant?: string, target?: ModalTarget): void;
  /** Closes the open modal. */
  closeModal(): void;
  /** Shows a toast for 5 s, fading over the last second (spec 1 §4.8). */
  showToast(color: ToastColor, message: string): void;
  /** Removes a toast at once (its dismiss button). */
  dismissToast(id: number): void;
  /**
   * Writes to the log port what the specification logs without showing (spec 3 §8: a failed image copy, an
   * image that did not load); nothing when the host gave no log port.
   */
  log(level: LogLevel, message: string, detail?: unknown): void;
  /**
   * Handles a key press: runs history back/forward itself and returns the command, so the caller can prevent
   * the browser's default and, for `focusSymbol`, focus the symbol field. Null when the key is not a hotkey now.
   */
  hotkey(input: KeyInput): HotkeyCommand | null;
  /**
   * Opens annotation mode (spec 2 §4): resolves null once the notes tool is active, the refusal when it may not
   * open, or 'failed' when the tool could not be loaded ('Failed to load ChartNotes.' shown, chart refreshed).
   */
  openAnnotation(): Promise<AnnotationRefusal | 'failed' | null>;
  /**
   * Closes annotation mode with the edited document as stored (core's `serializeAnnotations`), or null to discard
   * the edits: a member's drawings are saved with the chart (a new chart saved first) and the chart reloads; a
   * visitor who drew is offered an account; a read-only chart keeps what it had. Resolves whether they were saved.
   */
  closeAnnotation(text: string | null): Promise<boolean>;
}

/** The workbench without the panel below the chart: what the modes store follows. */
export interface WorkbenchCore {
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
  /**
   * When true, the first state has the preferences a server render sees (nothing saved, a desktop-wide page)
   * and `start()`, run after the page mounts, reads the saved preferences and the page width: a page rendered
   * on the server hydrates with the same first frame. Read at creation when omitted.
   */
  readonly preferencesAfterStart?: boolean;
  /**
   * The first chart as the page already shows it (a server-rendered page that named its image, issue #20):
   * the first state holds it, loading with its image address (request 0), so the first frame shows that image,
   * and `start()` loads it again, which finds the same image. Its symbol and settings stand in for `symbol` and
   * `settings`.
   */
  readonly shownChart?: ShownChart;
}
