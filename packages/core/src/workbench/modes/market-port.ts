import type { SymbolSummary } from '../../model/index';

/** The market-data calls of the backend (spec 3 §7) the Symbol Summary, Historical Price Data and Options modes use. */
export interface WorkbenchMarketModesApi {
  /** The Symbol Summary of one symbol; null when the server has none for it. */
  getSymbolSummary(symbol: string): Promise<SymbolSummary | null>;
}
