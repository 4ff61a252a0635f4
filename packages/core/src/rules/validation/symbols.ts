/**
 * Symbols (spec 1 §5.3, spec 2 §5, spec 3 §4-§5): the validity rule, the normalisations of the symbol box,
 * the alert and summary boxes, composite splitting, comparison lists and the user-defined index suffix.
 */

/** Comparison symbols kept for paying members (spec 1 §9). */
export const MAX_COMPARISON_SYMBOLS = 9;
/** Comparison symbols kept for free members and visitors (spec 1 §9). */
export const MAX_COMPARISON_SYMBOLS_FREE = 4;

/**
 * Whether a symbol is acceptable (spec 1 §5.3): not empty, no whitespace, no leading or trailing colon, no
 * leading '--' or trailing '-', and none of '::', '---', '-:', ':--'.
 */
export function isValidSymbol(symbol: string): boolean {
  if (typeof symbol !== 'string' || symbol === '') return false;
  if (/\s/.test(symbol)) return false;
  if (symbol.startsWith(':') || symbol.endsWith(':')) return false;
  if (symbol.startsWith('--') || symbol.endsWith('-')) return false;
  return !['::', '---', '-:', ':--'].some((part) => symbol.includes(part));
}

/**
 * Normalises a symbol typed or passed by a user (spec 1 §2.1, §5.3; spec 2 §5; spec 3 §5): whitespace,
 * backslashes, quotes and percent signs removed, upper-cased, suffixes .N and .X dropped, .A and .B written
 * as /A and /B. The result may still be invalid: check it with isValidSymbol.
 * @example normalizeSymbol(' brk.b ') // 'BRK/B'
 */
export function normalizeSymbol(input: string): string {
  if (typeof input !== 'string') return '';
  const cleaned = input.replace(/[\s\\'"%\u2018\u2019\u201c\u201d]/g, '').toUpperCase();
  return cleaned.replace(/(\.[NX])+$/, '').replace(/\.([AB])$/, '/$1');
}

/**
 * Normalises the symbol of the price-alert form and of Symbol Summary (spec 3 §4-§5): whitespace removed,
 * leading hyphens and underscores removed, upper-cased.
 */
export function normalizeEntrySymbol(input: string): string {
  if (typeof input !== 'string') return '';
  return input
    .replace(/\s/g, '')
    .replace(/^[-_]+/, '')
    .toUpperCase();
}

/** The first symbol of a comma list, normalised (spec 1 §2.1: the `s` parameter). */
export function firstSymbolOf(input: string): string {
  for (const part of input.split(',')) {
    const symbol = normalizeSymbol(part);
    if (symbol !== '') return symbol;
  }
  return '';
}

/** The unique parts of a composite symbol such as a ratio 'A:B' or a difference 'A-B' (spec 1 §5.3). */
export function splitCompositeSymbol(symbol: string): string[] {
  const parts = symbol
    .split(/[:-]/)
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

/** A member level for limits: a member type or a visitor. */
export type MemberLevelInput = 'FREE' | 'BA' | 'XT' | 'PRO' | 'VISITOR' | null | undefined;

/** The most comparison symbols a member level keeps (spec 1 §6: free and visitors 4, others 9). */
export function maxComparisonSymbols(memberType: MemberLevelInput): number {
  return memberType === 'BA' || memberType === 'XT' || memberType === 'PRO'
    ? MAX_COMPARISON_SYMBOLS
    : MAX_COMPARISON_SYMBOLS_FREE;
}

/** The outcome of reading a comparison symbol list: what is kept, and what was dropped and why. */
export interface ComparisonSymbolsResult {
  /** Normalised, valid, unique symbols, in input order, at most the member's maximum. */
  readonly symbols: string[];
  /** Entries that are not valid symbols after normalisation. */
  readonly invalid: string[];
  /** Valid unique symbols beyond the member's maximum. */
  readonly overLimit: string[];
}

/**
 * Reads comparison symbols (spec 1 §5.3): split on commas, normalised, blanks removed, de-duplicated, at most
 * 9 kept (4 for free members and visitors).
 */
export function parseComparisonSymbols(
  input: string | readonly string[],
  memberType: MemberLevelInput,
): ComparisonSymbolsResult {
  const entries =
    typeof input === 'string' ? input.split(',') : input.flatMap((entry) => String(entry).split(','));
  const limit = maxComparisonSymbols(memberType);
  const symbols: string[] = [];
  const invalid: string[] = [];
  const overLimit: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const symbol = normalizeSymbol(entry);
    if (symbol === '' || seen.has(symbol)) continue;
    seen.add(symbol);
    if (!isValidSymbol(symbol)) invalid.push(symbol);
    else if (symbols.length < limit) symbols.push(symbol);
    else overLimit.push(symbol);
  }
  return { symbols, invalid, overLimit };
}

/** Whether a symbol is a user-defined index (it starts with @). */
export function isUserIndexSymbol(symbol: string): boolean {
  return symbol.startsWith('@');
}

/**
 * Appends the member's chart code to a user-defined index symbol (spec 1 §5.3): '@MINE' becomes '@MINE-123'
 * when logged in. Other symbols, a missing chart code, or a symbol already carrying it are returned as given.
 */
export function addIndexChartCode(symbol: string, chartCode: number | null | undefined): string {
  if (!isUserIndexSymbol(symbol) || !chartCode || chartCode <= 0) return symbol;
  const suffix = `-${chartCode}`;
  return symbol.endsWith(suffix) ? symbol : `${symbol}${suffix}`;
}

/**
 * Strips the chart code suffix from a user-defined index symbol read back from the server (spec 1 §5.3). With
 * a chart code only that suffix is removed; without one any trailing '-digits' is.
 */
export function stripIndexChartCode(symbol: string, chartCode?: number | null): string {
  if (!isUserIndexSymbol(symbol)) return symbol;
  if (chartCode && chartCode > 0) {
    const suffix = `-${chartCode}`;
    return symbol.endsWith(suffix) && symbol.length > suffix.length + 1
      ? symbol.slice(0, -suffix.length)
      : symbol;
  }
  return symbol.replace(/^(@.+?)-\d+$/, '$1');
}

/**
 * Whether a member may chart a symbol as far as user-defined indexes go (spec 1 §5.3): an index is its
 * owner's, named with their chart code (`@MINE-123`); anyone else, a visitor included, may not chart it.
 * Symbols that are not user indexes are everyone's.
 */
export function mayChartUserIndex(symbol: string, chartCode: number | null | undefined): boolean {
  if (!isUserIndexSymbol(symbol)) return true;
  return !!chartCode && chartCode > 0 && symbol.endsWith(`-${chartCode}`);
}

/** What the symbol box submits: the main symbol and, with more than one, the PerfChart symbols. */
export interface SymbolEntry {
  readonly symbol: string;
  /** The extra symbols (valid, unique, capped); a non-empty list makes the chart a PerfChart (spec 3 §5). */
  readonly compare: string[];
  /** Entries that were not valid symbols. */
  readonly invalid: string[];
}

/**
 * Reads the symbol box on submit (spec 3 §5): backslashes and whitespace removed, upper-cased, split on commas;
 * the first valid symbol is the chart's, the others (capped per member) become comparison symbols. Null when
 * nothing valid was typed (empty input is ignored).
 */
export function parseSymbolEntry(input: string, memberType: MemberLevelInput): SymbolEntry | null {
  const parsed = parseComparisonSymbols(input, 'PRO');
  const [symbol, ...rest] = parsed.symbols;
  if (symbol === undefined) return null;
  const others = parseComparisonSymbols([...rest, ...parsed.overLimit].join(','), memberType);
  return { symbol, compare: others.symbols, invalid: parsed.invalid };
}
