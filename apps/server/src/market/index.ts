/**
 * Market data for the reference server: the symbol catalogue, exchange calendars and the deterministic
 * synthetic provider (imported bars from SQLite win over synthetic ones).
 */
export type { MarketData, BarsOptions, Quote, CompanyInfo, Suggestion } from './market-data';
export type { SymbolInfo, CalendarId, SymbolKind, SctrUniverse, MarketDataErrorCode } from './types';
export { MarketDataError } from './types';
export { createSyntheticMarketData, type SyntheticMarketDataOptions } from './provider';
export { SYMBOLS, findSymbol } from './symbols/index';
