import { DEFAULT_MINI_CHART_PERIOD } from '../../../catalogues/index';
import type {
  Load,
  OptionChain,
  OptionExpiration,
  PriceAlert,
  SavedChart,
  SymbolSummary,
} from '../../../model/index';
import type { HistoricalTable, OptionsWidgetState } from '../../../rules/index';

/** An Options mode view (spec 3 §2.8): Straddle by default. */
export type OptionsViewId = 'Straddle' | 'List' | 'OptionsPlay';

/** The Symbol Summary mini chart: its period and the image address for the symbol it was made for. */
export interface MiniChartState {
  /** One of 1D-5Y; 6M by default (spec 3 §2.6). */
  readonly period: string;
  readonly symbol: string;
  readonly isEndOfDay: boolean;
  /** Null until Symbol Summary is first shown. */
  readonly url: string | null;
}

/** Symbol Summary, Historical Price Data and Options (spec 3 §2.6-§2.8, §4). */
export interface MarketModesState {
  /** The summary of `symbol`; loaded with null when the symbol has no summary data. */
  readonly symbolSummary: (Load<SymbolSummary | null> & { readonly symbol: string }) | null;
  readonly miniChart: MiniChartState;
  /** The member's price alerts on the symbol (nothing for a visitor). */
  readonly alertsWithSymbol: Load<readonly PriceAlert[]>;
  /** The member's saved charts of the symbol (nothing for a visitor). */
  readonly chartsWithSymbol: Load<readonly SavedChart[]>;
  /** The historical period shown: D, or W and M for Pro (spec 3 §6). */
  readonly historicalPeriod: 'D' | 'W' | 'M';
  readonly historical: (Load<HistoricalTable> & { readonly symbol: string; readonly period: string }) | null;
  readonly optionsView: OptionsViewId;
  /** The option chain; a refresh replaces the loaded chain without a loading state between. */
  readonly options: (Load<readonly OptionExpiration[]> & { readonly symbol: string }) | null;
  /** Whether `options` came from the Refresh button (a custom strike range is kept, spec 3 §4). */
  readonly optionsIsRefresh: boolean;
  /** The third-party options-analysis widget of the OptionsPlay view. */
  readonly optionsWidget: OptionsWidgetState;
  /**
   * The chain the built-in options analysis (used when the host configures no third-party widget) was
   * initialised with: the strategy view of the OptionsPlay view draws from it. Null otherwise.
   */
  readonly optionsAnalysis: { readonly symbol: string; readonly chain: OptionChain } | null;
}

/** A loaded list without items: what a visitor has. */
export const NO_ITEMS: Load<readonly never[]> = { status: 'loaded', data: [] };

/** The market modes before anything was loaded. */
export const INITIAL_MARKET_MODES: MarketModesState = {
  symbolSummary: null,
  miniChart: { period: DEFAULT_MINI_CHART_PERIOD, symbol: '', isEndOfDay: false, url: null },
  alertsWithSymbol: NO_ITEMS,
  chartsWithSymbol: NO_ITEMS,
  historicalPeriod: 'D',
  historical: null,
  optionsView: 'Straddle',
  options: null,
  optionsIsRefresh: false,
  optionsWidget: { status: 'idle' },
  optionsAnalysis: null,
};
