import type { ChartSettings } from '../model/index';
import type { HistoryWrite } from './history';

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
}

/**
 * The backend as the workbench sees it. `@chartbench/api-client` implements it over HTTP; an in-memory
 * implementation can draw charts without a server.
 */
export interface WorkbenchApi {
  /** Company information for the symbols the server knows; unknown symbols are left out of the list. */
  getCompaniesInfo(symbols: readonly string[]): Promise<readonly SymbolCompanyInfo[]>;
  /** The address of the chart image of this chart. */
  chartImageUrl(request: ChartImageRequest): string;
}

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
  /** Calls `listener` after the user moves through history (popstate); returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** Everything the workbench store reaches outside itself through. */
export interface WorkbenchPorts {
  readonly api: WorkbenchApi;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** The address bar and history; without it the workbench leaves the page address alone. */
  readonly navigation?: NavigationPort;
}
