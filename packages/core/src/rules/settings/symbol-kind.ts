import type { PeriodOption } from '../../catalogues/index';
import { PERIODS } from '../../catalogues/index';

/** What the symbol lookup says of a symbol (the get-companies-info reply, cached per symbol by the store). */
export interface SymbolKindSource {
  readonly exchange: string;
}

/**
 * Venues whose listings are cryptocurrencies. The crypto lookup of spec 2 §5 is the symbol lookup the chart
 * already makes (company information, cached per symbol), read through its exchange.
 */
export const CRYPTO_EXCHANGES: readonly string[] = [
  'Coinbase',
  'Binance',
  'Kraken',
  'Bitstamp',
  'Gemini',
  'Crypto',
];

/**
 * Whether a symbol is a cryptocurrency: true or false once its lookup answered, null while unknown (still
 * loading, or the lookup failed), when no period is hidden (spec 2 §5).
 */
export function isCryptoSymbol(info: SymbolKindSource | null): boolean | null {
  if (info === null) return null;
  const exchange = info.exchange.trim().toLowerCase();
  return CRYPTO_EXCHANGES.some((venue) => venue.toLowerCase() === exchange);
}

/**
 * The periods the period menus offer for a symbol (spec 2 §3, spec 3 §5): a crypto symbol shows the crypto-only
 * periods and not the non-crypto-only ones, any other symbol the reverse; an unknown kind shows them all.
 */
export function periodsForSymbolKind(isCrypto: boolean | null): readonly PeriodOption[] {
  if (isCrypto === null) return PERIODS;
  return PERIODS.filter((period) => (isCrypto ? !period.isNonCryptoOnly : !period.isCryptoOnly));
}
