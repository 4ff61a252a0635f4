import type { OptionChain, OptionExpiration, SavedChart, SymbolSummary } from '../../../model/index';
import type { HistoricalTable, OptionsWidgetConfig, PastDataRequest } from '../../../rules/index';

/** What a Symbol Summary mini chart is drawn from (spec 3 §2.6, §7). */
export interface MiniChartRequest {
  readonly symbol: string;
  /** One of the mini chart periods 1D-5Y. */
  readonly period: string;
  /** Whether the symbol has end-of-day data only (its intraday periods are drawn from daily bars). */
  readonly isEndOfDay: boolean;
  /** Makes a later load of the same chart a new address. */
  readonly randomNumber: number;
}

/** Saved charts of one symbol, with the count of invalid entries dropped when the backend knows it. */
export type SavedChartsWithSymbol = readonly SavedChart[] & { readonly skipped?: number };

/** The market-data calls of the backend (spec 3 §7) the Symbol Summary, Historical Price Data and Options modes use. */
export interface WorkbenchMarketModesApi {
  /** The Symbol Summary of one symbol; null when the server has none for it. */
  getSymbolSummary(symbol: string): Promise<SymbolSummary | null>;
  /**
   * The member's saved charts of one symbol (get-favorites-by-symbol); invalid entries are left out, and their
   * count may ride along as `skipped` so that the workbench logs it (spec 3 §7: a warning is logged).
   */
  getSavedChartsWithSymbol(symbol: string): Promise<SavedChartsWithSymbol>;
  /** The address of the Symbol Summary mini chart image (GET /c-sc/sc with s, w=520, i and randomNumber). */
  miniChartUrl(request: MiniChartRequest): string;
  /** The historical price table (GET /quotebrain/pastdata); rejects with core's HistoricalDataError when unreadable. */
  getHistoricalTable(request: PastDataRequest): Promise<HistoricalTable>;
  /** The option chain's expirations of a symbol (get-options); rejects when the server has none. */
  getOptionExpirations(symbol: string): Promise<readonly OptionExpiration[]>;
  /**
   * Loads and starts the third-party options-analysis widget with its configuration (spec 3 §7); resolves once it
   * runs. A host without a provider leaves it out and the OptionsPlay view lists what the widget would offer.
   */
  loadOptionsWidget?(config: OptionsWidgetConfig): Promise<void>;
  /**
   * The whole option chain of a symbol with the underlying it was priced on (get-options): the built-in options
   * analysis, used when `loadOptionsWidget` is left out, initialises its strategy view from it.
   */
  getOptionChain?(symbol: string): Promise<OptionChain>;
}
