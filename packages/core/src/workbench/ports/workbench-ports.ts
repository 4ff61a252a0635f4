import type {
  AccountLimitsTable,
  ChartList,
  ChartSettings,
  ChartStyle,
  SavedChart,
  SymbolSuggestion,
} from '../../model/index';
import type { HistoryWrite } from '../history/history';
import type { WorkbenchModesApi } from '../modes/modes.port';

/** A UTC date and time without separators, as ismarketopen takes them (spec 1 §7; UTC on both sides, issue #16). */
export interface MarketOpenInstant {
  /** YYYYMMDD */
  readonly d: string;
  /** HHMMSS */
  readonly t: string;
}

/** What the server knows about one symbol (spec 1 §3.9). */
export interface CompanyInfo {
  readonly exchange: string;
  /** End-of-day data only: no intraday charts. */
  readonly isEOD: boolean;
  readonly name: string;
  readonly marketRegion?: string;
}

/** One entry of a get-companies-info reply: a symbol the server has data for. */
export interface SymbolCompanyInfo {
  readonly symbol: string;
  readonly companyInfo: CompanyInfo;
}

/** What the chart image URL is built from: the chart being viewed, plus a cache-busting number. */
export interface ChartImageRequest {
  readonly symbol: string;
  readonly settings: ChartSettings;
  /** Makes a refresh of the same chart a new URL (spec 1 §2.2, `r`). */
  readonly randomNumber?: number;
  /**
   * The temporary style cache id of the chart's XML (`i`, spec 1 §2.2): the server draws every setting from it,
   * not only those the query carries. Absent when the backend has no style cache.
   */
  readonly styleId?: string;
  /** A saved chart whose ChartNotes the server draws into the image (`a`): thumbnails, share links, e-mail, print. */
  readonly recordId?: number;
  /** The image names its saved chart (`a`) but leaves its ChartNotes out (`notes=no`): the workbench draws them. */
  readonly withoutNotes?: boolean;
}

/** The member record and their default ChartStyle, fetched together in one batch (spec 1 §4.1, §7). */
export interface MemberWithDefaultStyle {
  /** The member record as the server sends it; core's `parseMember` reads it with the login cookie. */
  readonly member: unknown;
  /** The member's default ChartStyle, or null when they have none or it could not be read. */
  readonly defaultChartStyle: ChartStyle | null;
}

/**
 * The member and market calls of the backend. A host that charts images only may leave them out (see
 * {@link WorkbenchApi}); `@chartbench/api-client`, the offline api and the test fakes implement all of them.
 */
export interface WorkbenchMemberApi {
  /** The signed login cookie of the caller; rejects when nobody is logged in (spec 1 §4.1). */
  loginMember(): Promise<{ readonly loginCookie: string }>;
  /** The member and their default style in one batch (spec 1 §4.1, §7); rejects when there is no member. */
  getMemberWithDefaultStyle(): Promise<MemberWithDefaultStyle>;
  /** Whether an exchange is open at a UTC date and time (spec 1 §7, §9). */
  isMarketOpen(exchange: string, at: MarketOpenInstant): Promise<boolean>;
  /** Symbol suggestions for typed text (spec 3 §5, §7). */
  getSymbolSuggestions(text: string): Promise<readonly SymbolSuggestion[]>;
  /** The member's ChartLists, in menu order (spec 1 §3.7). */
  getChartLists(): Promise<readonly ChartList[]>;
  /** The saved charts of one ChartList (spec 1 §3.8, §4.4). */
  getSavedCharts(listNum: number): Promise<readonly SavedChart[]>;
  /** One saved chart by record id (spec 2 §4, loading by record id). */
  getSavedChart(recid: number): Promise<SavedChart>;
  /** The member's ChartStyles; the style buttons are the styles with a slot (spec 1 §3.6). */
  getChartStyles(): Promise<readonly ChartStyle[]>;
  /** A temporary style cache id for chart XML (spec 2 §7); the same XML within 20 s shares one id. */
  createTempStyle(xml: string): Promise<string>;
  /** The chart XML a style cache id stands for (spec 2 §7), read with core's `parseChartXml`. */
  getStyleXml(styleCacheId: string): Promise<string>;
  /** The limits of every member type (spec 1 §3.10); unknown limits are -1. */
  getAccountLimits(): Promise<AccountLimitsTable>;
}

/** A chart to save into a list (spec 3 §4, §7 add-favorite). */
export interface NewSavedChart {
  readonly listNum: number;
  readonly symbol: string;
  readonly name: string;
  readonly comments: string;
  /** The chart's settings as a query string with a leading ampersand (spec 1 §3.8). */
  readonly style: string;
}

/** The fields of a saved chart to change; absent fields stay (spec 3 §7 update-favorite). */
export interface SavedChartChanges {
  readonly name?: string;
  readonly comments?: string;
  readonly style?: string;
  /** The ChartNotes document as stored (core's `serializeAnnotations`); '' removes every drawing. */
  readonly annotations?: string;
}

/** A price alert to create (spec 3 §5, §7 add-pricealert). */
export interface NewPriceAlert {
  readonly symbol: string;
  readonly price: number;
  readonly direction: 'U' | 'D';
  readonly message: string;
  /** The sum of the notification bits: email 1, text 2, site 4. */
  readonly notificationType: number;
}

/** A StyleButton as the add and update calls send it (spec 1 §3.6, §7). */
export interface StyleButtonWrite {
  /** The permanent style cache id of the style the button applies. */
  readonly styleCacheId: string;
  /** The slot, 0-11. */
  readonly index: number;
  /** The colour id of core's StyleButton colour catalogue. */
  readonly color: string;
  /** The label, without whitespace. */
  readonly label: string;
}

/**
 * The member writes of the backend (spec 3 §7): saved charts, ChartStyles, ChartLists and price alerts. Optional
 * like the reads: without them the dialogs that write cannot save.
 */
export interface WorkbenchMemberWriteApi {
  /** Saves a new chart and answers with its record. */
  addSavedChart(chart: NewSavedChart): Promise<SavedChart>;
  updateSavedChart(recid: number, changes: SavedChartChanges): Promise<void>;
  /** Moves a saved chart to another list. */
  moveSavedChart(recid: number, listNum: number): Promise<void>;
  deleteSavedChart(recid: number): Promise<void>;
  /** A permanent style cache id for chart XML (members only, spec 2 §7). */
  createPermanentStyle(xml: string): Promise<string>;
  /** Saves a permanent style id under a name and answers with the new ChartStyle. */
  addChartStyle(name: string, styleCacheId: string): Promise<ChartStyle>;
  /** Renames a ChartStyle and points it at a (new) permanent style id. */
  updateChartStyle(recid: number, name: string, styleCacheId: string): Promise<void>;
  deleteChartStyle(recid: number): Promise<void>;
  setDefaultChartStyle(recid: number): Promise<void>;
  /** Creates an empty ChartList and answers with it. */
  createChartList(name: string): Promise<ChartList>;
  /** Adds one chart per symbol to a list, all with one style query. */
  addChartsToList(listNum: number, symbols: readonly string[], style: string): Promise<void>;
  createPriceAlert(alert: NewPriceAlert): Promise<void>;
  /** Puts a style on a StyleButton slot. */
  addStyleButton(button: StyleButtonWrite): Promise<void>;
  /** Changes the slot, colour or label of a style's button. */
  updateStyleButton(button: StyleButtonWrite): Promise<void>;
  /** Clears the button of a style. */
  deleteStyleButton(styleCacheId: string): Promise<void>;
  /** Moves a button from one style to another. */
  changeStyleButtonStyle(fromStyleCacheId: string, toStyleCacheId: string): Promise<void>;
}

/**
 * Batched writes (spec 1 §7: the batch call also carries update-favorite calls): many charts' styles in a few
 * requests. Optional even on a writable backend: without it each chart is updated with its own call.
 */
export interface WorkbenchBatchWriteApi {
  /** Sets the style query of each chart; answers, in order, whether each was updated; rejects when no request got through. */
  updateSavedChartStyles(recids: readonly number[], style: string): Promise<readonly boolean[]>;
}

/** An e-mail of the viewed chart (spec 3 §7 sendemail): the address, the links and the member's comments. */
export interface ChartEmail {
  readonly toEmail: string;
  /** The (short) link that opens the chart in the workbench. */
  readonly linkWorkbenchShort: string;
  /** The chart image address. */
  readonly linkChart: string;
  readonly comments: string;
}

/**
 * The sharing calls of the backend (spec 3 §4, §7): optional like the member calls; without them Share Chart uses
 * the long link and Email Chart cannot send.
 */
export interface WorkbenchShareApi {
  /** A short link for a long one; rejects or answers the long link itself when shortening failed. */
  shortenUrl(longUrl: string): Promise<string>;
  /** Sends the chart by e-mail; rejects when the server did not send it. */
  sendChartEmail(email: ChartEmail): Promise<void>;
  /**
   * "Make permanent" (spec 3 §7: POST /stylecache/cache with id and chartcode=-99): the permanent style id of a
   * style cache id; ids starting with p are already permanent. The share link's `id` comes from it.
   */
  makeStylePermanent?(styleCacheId: string): Promise<string>;
}

/** The inspector call of the backend (spec 2 §7): the inspector text of a chart image. */
export interface WorkbenchInspectorApi {
  /** The inspector text of the chart image of `request` (the image address with img=text and inspector=yes). */
  getInspectorText(request: ChartImageRequest): Promise<string>;
}

/**
 * The backend as the workbench sees it. `@chartbench/api-client` implements it over HTTP; an in-memory
 * implementation can draw charts without a server. The member and market calls are optional: without them
 * the user is a visitor, no suggestions are offered and auto-refresh never finds a market open.
 */
export interface WorkbenchApi
  extends
    Partial<WorkbenchMemberApi>,
    Partial<WorkbenchMemberWriteApi>,
    Partial<WorkbenchShareApi>,
    Partial<WorkbenchModesApi>,
    Partial<WorkbenchInspectorApi>,
    Partial<WorkbenchBatchWriteApi> {
  /** Company information for the symbols the server knows; unknown symbols are left out of the list. */
  getCompaniesInfo(symbols: readonly string[]): Promise<readonly SymbolCompanyInfo[]>;
  /** The address of the chart image of this chart. */
  chartImageUrl(request: ChartImageRequest): string;
}

/** A backend with every read call: what the HTTP client, the offline api and the test fakes provide. */
export type FullWorkbenchApi = WorkbenchApi & WorkbenchMemberApi;

/** A backend with every read and write call. */
export type WritableWorkbenchApi = FullWorkbenchApi & WorkbenchMemberWriteApi;

/** A backend with every call, sharing included. */
export type SharingWorkbenchApi = WritableWorkbenchApi & WorkbenchShareApi;

/** A backend with every call the workbench and its modes make: what the HTTP client provides. */
export type CompleteWorkbenchApi = SharingWorkbenchApi &
  WorkbenchModesApi &
  WorkbenchInspectorApi &
  WorkbenchBatchWriteApi;

/** Time, injected so tests run on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Local key-value storage for preferences (localStorage in a browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page address and the browser history (window.location and window.history in a browser). */
export interface NavigationPort {
  /** The current page query, e.g. `?s=AAPL&p=W`. */
  search(): string;
  /** The state object of the current history entry. */
  state(): unknown;
  /** Pushes or replaces a history entry and sets the page title. */
  write(entry: HistoryWrite): void;
  /** Sets the page title (after moving through history, which does not restore it). */
  setTitle(title: string): void;
  back(): void;
  forward(): void;
  /**
   * Leaves the workbench for another page of the site in the same window (location.assign in a browser): a
   * point-and-figure chart opens its own workbench (spec 1 §2.2). Without it such charts cannot be opened.
   */
  open?(url: string): void;
  /** Calls `listener` after the user moves through history (popstate); returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** Browser cookies (document.cookie in a browser): the login cookies are read, the inspector cookie written. */
export interface CookiePort {
  get(name: string): string | null;
  /** Sets a cookie; `null` deletes it. `expiresAt` (ms since the epoch) sets when it expires. */
  set(name: string, value: string | null, options?: { readonly expiresAt?: number }): void;
}

/** The page around the workbench: its width and a hard reload. */
export interface PagePort {
  /** The width of the page body in px (the auto-size default, spec 1 §4.6). */
  bodyWidth(): number;
  /** A hard page refresh (location.reload in a browser), forced by the login checks of spec 1 §4.1. */
  reload(): void;
}

/**
 * Where the workbench reports what the user is not shown but a developer should see (the specification's "logged":
 * a failed symbol lookup, dropped notifications, a failed dismissal, inspector data that could not be read).
 * The browser ports write to the console.
 */
export interface LogPort {
  /** Detail for developers tracing a flow; dropped at the default level (info). */
  debug(message: string, detail?: unknown): void;
  /** Something worth knowing that is not a fault. */
  info(message: string, detail?: unknown): void;
  /** Something went wrong and the user was not told (a dropped item, a failed background call). */
  warn(message: string, detail?: unknown): void;
  /** A failure of something the user asked for that the specification only logs. */
  error(message: string, detail?: unknown): void;
}

/**
 * Loads the notes tool's code (spec 2 §7: the chart notes scripts; here a lazily loaded chunk). Rejects when it
 * cannot be loaded; the store tries up to 3 times (spec 2 §9) before giving up with 'Failed to load ChartNotes.'.
 */
export interface NotesToolPort {
  load(): Promise<unknown>;
}

/** Everything the workbench store reaches outside itself through. */
export interface WorkbenchPorts {
  readonly api: WorkbenchApi;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** The address bar and history; without it the workbench leaves the page address alone. */
  readonly navigation?: NavigationPort;
  /** Cookies; without them nobody can log in (there is no login cookie) and the inspector cookie is not kept. */
  readonly cookies?: CookiePort;
  /** The page; without it the body is taken as 1280 px wide and the page is never reloaded. */
  readonly page?: PagePort;
  /** Warnings and errors for developers; without it they are dropped. */
  readonly log?: LogPort;
  /** The notes tool's code; without it annotation mode cannot open ('Failed to load ChartNotes.'). */
  readonly notesTool?: NotesToolPort;
}
