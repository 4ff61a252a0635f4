/**
 * The shapes the market-data provider works with: catalogue entries, exchange calendars and the errors it
 * raises. Bars themselves are core's columnar `Bars`.
 */

/** A trading calendar: the sessions, hours and holidays shared by a group of exchanges. */
export type CalendarId = 'US' | 'TSX' | 'LSE' | 'NSE' | 'CRYPTO';

/** What a symbol is, which decides how its bars are generated. */
export type SymbolKind = 'stock' | 'etf' | 'fund' | 'index' | 'volatility' | 'breadth' | 'crypto';

/** The SCTR universe of a symbol (spec 3 §2.6). */
export type SctrUniverse = 'lrg' | 'mid' | 'sml' | 'etf' | 'tsx' | 'lse' | 'nse' | '';

/** One entry of the symbol catalogue: identity, listing and the parameters of its synthetic prices. */
export interface SymbolInfo {
  readonly symbol: string;
  readonly name: string;
  /** Exchange as shown to users (NASDAQ, NYSE, NYSE Arca, Index, Coinbase, TSX, LSE, NSE, Mutual Fund). */
  readonly exchange: string;
  readonly calendar: CalendarId;
  readonly kind: SymbolKind;
  readonly sector: string;
  readonly industry: string;
  /** ISO country code: US, CA, GB or IN. */
  readonly country: string;
  /** End-of-day only: no intraday bars. */
  readonly isEOD: boolean;
  /** First trading day, YYYY-MM-DD (bars start here or in 1990, whichever is later). */
  readonly listed: string;
  /** The price on the anchor day (2026-01-02), in the symbol's currency. */
  readonly price: number;
  /** Annual drift of the log price. */
  readonly growth: number;
  /** Annual volatility of the log price. */
  readonly volatility: number;
  /** Sensitivity to the broad-market factor. */
  readonly beta: number;
  /** Average daily volume on the anchor day (shares or units); 0 for indexes without volume. */
  readonly averageVolume: number;
  /** Market capitalisation in currency units; 0 where it does not apply. */
  readonly marketCap: number;
  /** Trailing price/earnings ratio; 0 where it does not apply. */
  readonly peRatio: number;
  /** Dividend yield in percent. */
  readonly dividendYield: number;
  readonly employees: number;
  readonly city: string;
  readonly state: string;
  readonly website: string;
  readonly sctrUniverse: SctrUniverse;
  readonly hasOptions: boolean;
}

/** Why the provider could not answer. */
export type MarketDataErrorCode = 'unknownSymbol' | 'badPeriod' | 'noIntraday' | 'badDate' | 'badRequest';

/** An expected failure of a market-data call, with a message fit to show to a user. */
export class MarketDataError extends Error {
  /** Creates the error with its code and user-facing message. */
  constructor(
    readonly code: MarketDataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}
