import { addIndexChartCode, stripIndexChartCode } from '../validation/symbols';

/**
 * The main symbol's prefix flags (spec 2 §3): `_` means not adjusted for dividends, `-` means the main price
 * scale is inverted; they combine (`_-IBM`). Written in that canonical order; read in either order.
 */
export interface SymbolFlags {
  /** The symbol without its prefix flags. */
  symbol: string;
  /** Adjusted for dividends (no `_` prefix). */
  adjusted: boolean;
  /** Main price scale inverted (`-` prefix). */
  inverted: boolean;
}

/** Splits a main symbol into its bare symbol and its prefix flags. */
export function parseSymbolFlags(input: string): SymbolFlags {
  let rest = input.trim();
  let adjusted = true;
  let inverted = false;
  for (let i = 0; i < 2; i += 1) {
    if (rest.startsWith('_') && adjusted) {
      adjusted = false;
      rest = rest.slice(1);
    } else if (rest.startsWith('-') && !inverted) {
      inverted = true;
      rest = rest.slice(1);
    }
  }
  return { symbol: rest, adjusted, inverted };
}

/** Writes a main symbol with its prefix flags in canonical order (`_` then `-`). */
export function formatSymbolFlags(flags: SymbolFlags): string {
  return `${flags.adjusted ? '' : '_'}${flags.inverted ? '-' : ''}${flags.symbol}`;
}

/** Rewrites the prefix for the Adjust For Dividends checkbox (spec 2 §3). */
export function setAdjustedForDividends(symbol: string, adjusted: boolean): string {
  return formatSymbolFlags({ ...parseSymbolFlags(symbol), adjusted });
}

/** Rewrites the prefix for the Invert Main Price Scale checkbox (spec 2 §3). */
export function setInvertedScale(symbol: string, inverted: boolean): string {
  return formatSymbolFlags({ ...parseSymbolFlags(symbol), inverted });
}

/**
 * The symbol the backend is asked for (spec 1 §5.3): a user-defined index (`@MINE`) of a logged-in member
 * carries the member's chart code (`@MINE-123`), whatever `_`/`-` flags the chart has; every other symbol, and
 * a visitor's, is asked for as it is. The chart, its address and its name keep the symbol without the code.
 */
export function backendSymbol(symbol: string, chartCode: number | null | undefined): string {
  const flags = parseSymbolFlags(symbol);
  const withCode = addIndexChartCode(flags.symbol, chartCode);
  return withCode === flags.symbol ? symbol : formatSymbolFlags({ ...flags, symbol: withCode });
}

/**
 * The inverse of {@link backendSymbol} for a symbol that comes back (a saved chart, an address): a user index
 * loses its `-<chartCode>` suffix (spec 1 §5.3), its `_`/`-` flags stay. With no chart code known, any trailing
 * `-digits` of a user index is the suffix.
 * @example frontendSymbol('_@MINE-123', 123) // '_@MINE'
 */
export function frontendSymbol(symbol: string, chartCode?: number | null): string {
  const flags = parseSymbolFlags(symbol);
  const bare = stripIndexChartCode(flags.symbol, chartCode);
  return bare === flags.symbol ? symbol : formatSymbolFlags({ ...flags, symbol: bare });
}
