/**
 * Reading the chart page query (spec 1 §2.1, spec 2 §2): every alias, non-chart parameters stripped, each
 * value checked; an invalid value is dropped with an error that names the parameter.
 */
import { findPeriod } from '../../catalogues/periods';
import { clampToMinimumDate, isValidIsoDate } from '../validation/dates';
import { isValidBar, isValidGap, isValidRangeLength, parseStyleId } from '../validation/chart-values';
import { parseRecordId, toFiniteNumber } from '../validation/numbers';
import {
  MAX_COMPARISON_SYMBOLS,
  firstSymbolOf,
  isValidSymbol,
  parseComparisonSymbols,
} from '../validation/symbols';
import type { ChartQuery, ChartQueryInput } from './types';

/** Parameters that are not chart settings and are dropped on read (spec 1 §2.1). */
export const STRIPPED_QUERY_PARAMETERS: readonly string[] = ['uiBelowChart', 'force', 'randomNumber'];

/** Every parameter name each chart query field is read from, in order of preference (spec 1 §2.1). */
export const CHART_QUERY_ALIASES = {
  symbol: ['s'],
  styleId: ['i', 'id'],
  recordId: ['a'],
  period: ['p', 'period', 'barwidth'],
  bar: ['b', 'bar'],
  gap: ['g', 'gap'],
  years: ['yr', 'years'],
  months: ['mn', 'months'],
  days: ['dy', 'days', 'ndays'],
  start: ['st', 'start'],
  end: ['en', 'end'],
  compare: ['compare', 'perfChartSymbolsString'],
  perf: ['perf'],
} as const;

const KNOWN = new Set<string>([...Object.values(CHART_QUERY_ALIASES).flat(), ...STRIPPED_QUERY_PARAMETERS]);

function toEntries(query: ChartQueryInput): Map<string, string> {
  const entries = new Map<string, string>();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' && !entries.has(key)) entries.set(key, value);
  };
  if (query instanceof URLSearchParams) {
    for (const [key, value] of query) add(key, value);
  } else {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) add(key, value[0]);
      else add(key, value);
    }
  }
  return entries;
}

function pick(
  entries: Map<string, string>,
  names: readonly string[],
): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = entries.get(name);
    if (value !== undefined) return { name, value };
  }
  return undefined;
}

function readDate(name: string, value: string, errors: string[]): string | undefined {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'today') return '';
  if (!isValidIsoDate(text)) {
    errors.push(`${name}: '${value}' is not a YYYY-MM-DD date`);
    return undefined;
  }
  return clampToMinimumDate(text);
}

/**
 * Reads a chart page query into checked values (spec 1 §2.1). Each invalid parameter is left out of `query`
 * and explained in `errors` by name; nothing throws.
 * @example readChartQuery(new URLSearchParams('s=msft&p=W&yr=2')).query // { symbol: 'MSFT', period: 'W', years: 2, overrides: {} }
 */
export function readChartQuery(query: ChartQueryInput): { query: ChartQuery; errors: string[] } {
  const entries = toEntries(query);
  const errors: string[] = [];
  const result: ChartQuery = { overrides: {} };
  const A = CHART_QUERY_ALIASES;

  const symbol = pick(entries, A.symbol);
  if (symbol) {
    const value = firstSymbolOf(symbol.value);
    if (isValidSymbol(value)) result.symbol = value;
    else errors.push(`${symbol.name}: '${symbol.value}' is not a valid symbol`);
  }

  const styleId = pick(entries, A.styleId);
  if (styleId) {
    const value = parseStyleId(styleId.value);
    if (value !== null) result.styleId = value;
    else errors.push(`${styleId.name}: '${styleId.value}' is not a style id`);
  }

  const recordId = pick(entries, A.recordId);
  if (recordId) {
    const value = parseRecordId(recordId.value);
    if (value !== null) result.recordId = value;
    else errors.push(`${recordId.name}: '${recordId.value}' is not a positive integer`);
  }

  const period = pick(entries, A.period);
  if (period) {
    const found = findPeriod(period.value);
    if (found) result.period = found.value;
    else errors.push(`${period.name}: '${period.value}' is not a period`);
  }

  const bar = pick(entries, A.bar);
  if (bar) {
    if (isValidBar(bar.value)) result.bar = toFiniteNumber(bar.value) as number;
    else errors.push(`${bar.name}: '${bar.value}' is not a bar value 1-9`);
  }

  const gap = pick(entries, A.gap);
  if (gap) {
    if (isValidGap(gap.value)) result.gap = toFiniteNumber(gap.value) as number;
    else errors.push(`${gap.name}: '${gap.value}' is not a gap value 0-5`);
  }

  for (const part of ['years', 'months', 'days'] as const) {
    const entry = pick(entries, A[part]);
    if (!entry) continue;
    if (isValidRangeLength(part, entry.value)) result[part] = toFiniteNumber(entry.value) as number;
    else errors.push(`${entry.name}: '${entry.value}' is not an allowed number of ${part}`);
  }

  const start = pick(entries, A.start);
  if (start) {
    const value = readDate(start.name, start.value, errors);
    if (value !== undefined) result.start = value;
  }
  const end = pick(entries, A.end);
  if (end) {
    const value = readDate(end.name, end.value, errors);
    if (value !== undefined) result.end = value;
  }
  if (result.start && result.end && result.start >= result.end) {
    errors.push(`st/en: start ${result.start} is not before end ${result.end}`);
    delete result.start;
    delete result.end;
  }

  const compare = pick(entries, A.compare);
  if (compare) {
    const parsed = parseComparisonSymbols(compare.value, 'PRO');
    for (const bad of parsed.invalid) errors.push(`${compare.name}: '${bad}' is not a valid symbol`);
    if (parsed.overLimit.length > 0)
      errors.push(`${compare.name}: more than ${MAX_COMPARISON_SYMBOLS} symbols; extra ones dropped`);
    if (parsed.symbols.length > 0) result.compare = parsed.symbols;
  }

  const perf = pick(entries, A.perf);
  if (perf) {
    const value = perf.value.trim().toLowerCase();
    if (value === 'true' || value === 'false') result.perf = value === 'true';
    else errors.push(`${perf.name}: '${perf.value}' is not true or false`);
  }

  for (const [key, value] of entries) {
    if (!KNOWN.has(key)) result.overrides[key] = value;
  }
  return { query: result, errors };
}
