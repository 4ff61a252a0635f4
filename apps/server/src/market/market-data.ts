import type { Bars } from '@chartbench/core';
import type { SctrRanks } from '@chartbench/chart-engine';
import type { SymbolInfo } from './types';
import type { OptionsPayload } from './options';

/** Options of a bar request: an inclusive time window (ms UTC) and extended-hours trading for intraday bars. */
export interface BarsOptions {
  readonly start?: number;
  readonly end?: number;
  readonly extendedHours?: boolean;
}

/** The latest quote of a symbol. */
export interface Quote {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
  /** Time of the last trade (ms UTC). */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly previousClose: number;
  readonly change: number;
  readonly changePercent: number;
  readonly volume: number;
}

/** Company info of spec 1 §3.9. */
export interface CompanyInfo {
  readonly symbol: string;
  readonly companyInfo: { exchange: string; isEOD: boolean; name: string; marketRegion?: string };
}

/** One symbol suggestion (spec 3 §3). */
export interface Suggestion {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
}

/** The market-data provider the server's routes and commands read from. */
export interface MarketData {
  /** The catalogue entry of a symbol (built-in or imported), or undefined. */
  findSymbol(symbol: string): SymbolInfo | undefined;
  /** Every symbol of the catalogue. */
  listSymbols(): readonly SymbolInfo[];
  /** Bars of a symbol for a period code of core's PERIODS; throws MarketDataError for bad input. */
  getBars(symbol: string, period: string, options?: BarsOptions): Bars;
  /** The latest quote; throws MarketDataError for an unknown symbol. */
  getQuote(symbol: string): Quote;
  /** Company info of each known symbol, in request order; unknown symbols are left out. */
  companyInfo(symbols: readonly string[]): CompanyInfo[];
  /** Whether an exchange (name such as NASDAQ, TSX, Coinbase) is open at an instant; undefined if unknown. */
  isMarketOpen(exchange: string, at: Date, extendedHours?: boolean): boolean | undefined;
  /** Symbol suggestions for a search text. */
  suggestions(query: string, perPage: number): Suggestion[];
  /** The Symbol Summary record (spec 3 §3) of a symbol, or undefined when unknown. */
  symbolSummary(symbol: string): Record<string, unknown> | undefined;
  /** ChartList summary rows (spec 2 §3) of known symbols, in request order; unknown ones are left out. */
  symbolData(
    symbols: readonly (string | { readonly symbol: string; readonly recid: number })[],
  ): Record<string, unknown>[];
  /** The option chain of an optionable symbol, or undefined. */
  optionChain(symbol: string): OptionsPayload | undefined;
  /** Historical bars as text (Daily, Weekly or Monthly) from `start` (ms UTC), or undefined when unknown. */
  pastDataText(symbol: string, barWidth: 'D' | 'W' | 'M', start?: number): string | undefined;
  /**
   * A symbol's SCTR per daily bar, ranked against every symbol of its SCTR universe (spec 2 §3); undefined for
   * a symbol in no universe. Optional: a provider without it charts the SCTR on a fixed curve of the score.
   */
  sctrRanks?(symbol: string): SctrRanks | undefined;
  /** The current time the provider works with. */
  now(): Date;
}
