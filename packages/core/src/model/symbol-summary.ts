/**
 * Symbol Summary (spec 3 §3, §5): the symbol is required; unsupported symbols (@ prefix, ':' or '-') have no
 * summary; fiscal periods, earnings rows and the SCTR band follow spec 3 §5.
 */
import { z } from 'zod';
import { nonBlankTextField, optionalNumberField, optionalTextField } from './fields';
import { ModelParseError, parseWith } from './parse-list';
import {
  SUMMARY_PLAIN_SHAPE,
  readExtendedHours,
  readPerformance,
  type SummaryExtendedHours,
  type SummaryNumberFields,
  type SummaryPerformance,
  type SummaryTextFields,
} from './symbol-summary-fields';

/** A fiscal period read from text: year 1000-9999 and quarter 1-4, or the raw text kept (spec 3 §5). */
export type FiscalPeriod =
  { readonly year: number; readonly quarter?: number; readonly text: string } | { readonly text: string };

/** One earnings row (spec 3 §3). */
export interface EarningsRow {
  readonly fiscalPeriod: FiscalPeriod;
  readonly actualRevenue?: number;
  readonly estimatedRevenue?: number;
  readonly actualEps?: number;
  readonly estimatedEps?: number;
  readonly earnings?: number;
}

/** A point of SCTR history. */
export interface SctrPoint {
  readonly date: string;
  readonly value: number;
}

/** A moving average with the close's percent difference from it. */
export interface MovingAverageValue {
  readonly value: number;
  /** (close - average) / average * 100, when both are known. */
  readonly percentDifference?: number;
}

/** The Symbol Summary of one symbol (spec 3 §3). Numbers the server left out are undefined. */
export interface SymbolSummary extends SummaryNumberFields, SummaryTextFields {
  readonly symbol: string;
  readonly name?: string;
  readonly countryCode?: number;
  readonly exchange?: string;
  readonly sector?: string;
  readonly industry?: string;
  readonly marketCap?: number;
  readonly close?: number;
  readonly change?: number;
  readonly changePercent?: number;
  /** Kept only when above zero (spec 3 §3). */
  readonly volume?: number;
  readonly averageVolume50?: number;
  readonly peRatio?: number;
  readonly eps?: number;
  readonly open?: number;
  readonly previousClose?: number;
  readonly dayRange?: string;
  /** From the comma-separated yearRange. */
  readonly fiftyTwoWeekRange?: { readonly low: number; readonly high: number };
  readonly allTimeHigh?: number;
  readonly nextEarningsDate?: string;
  readonly lastEarningsDate?: string;
  readonly earningsTime?: string;
  readonly hasOptions: boolean;
  readonly ema20?: MovingAverageValue;
  readonly sma50?: MovingAverageValue;
  readonly sma200?: MovingAverageValue;
  readonly rsi?: number;
  readonly atr?: number;
  readonly adx?: number;
  readonly description?: string;
  readonly sctrRank?: number;
  readonly lastSctr?: number;
  readonly sctrUniverse?: string;
  readonly sctrHistory: SctrPoint[];
  /** Rows usable for earnings charts: with a period and an actual or an estimate (spec 3 §5). */
  readonly quarterlyEarnings: EarningsRow[];
  readonly annualEarnings: EarningsRow[];
  readonly predefinedScans: Array<{ readonly title: string; readonly link: string }>;
  readonly performance?: SummaryPerformance;
  readonly extendedHours?: SummaryExtendedHours;
  /** Every other field the server sent, untouched, for the sections that show them as they come. */
  readonly extra: Readonly<Record<string, unknown>>;
}

/**
 * Whether Symbol Summary supports a symbol: not starting with @ and without ':' or '-' (ratio, difference and
 * user-defined index symbols are unsupported, spec 3 §5).
 */
export function isSymbolSummarySupported(symbol: string): boolean {
  return symbol.trim() !== '' && !symbol.startsWith('@') && !symbol.includes(':') && !symbol.includes('-');
}

/** Reads a fiscal period such as '2024', '2024 Q3', 'Q3 2024' or '2024-Q3' (spec 3 §5). */
export function parseFiscalPeriod(text: string): FiscalPeriod {
  const value = text.trim();
  const yearFirst = /^(\d{4})(?:\s*[-/ ]?\s*Q([1-4]))?$/i.exec(value);
  const quarterFirst = /^Q([1-4])\s*[-/ ]?\s*(\d{4})$/i.exec(value);
  const year = Number(yearFirst?.[1] ?? quarterFirst?.[2]);
  const quarter = yearFirst?.[2] ?? quarterFirst?.[1];
  if ((yearFirst || quarterFirst) && year >= 1000 && year <= 9999) {
    return quarter ? { year, quarter: Number(quarter), text: value } : { year, text: value };
  }
  return { text: value };
}

/** The SCTR band 1-4 of a rank: under 25 band 1, up to 50 band 2, up to 75 band 3, else 4 (spec 3 §5). */
export function sctrBand(rank: number): 1 | 2 | 3 | 4 {
  if (rank < 25) return 1;
  if (rank <= 50) return 2;
  if (rank <= 75) return 3;
  return 4;
}

const earningsRowSchema = z.object({
  fiscalPeriod: optionalTextField,
  actualRevenue: optionalNumberField,
  estimatedRevenue: optionalNumberField,
  actualEps: optionalNumberField,
  estimatedEps: optionalNumberField,
  earnings: optionalNumberField,
});

/** Keeps the earnings rows a chart can use: a period, and an actual or an estimate (spec 3 §5). */
export function parseEarningsRows(raw: unknown): EarningsRow[] {
  if (!Array.isArray(raw)) return [];
  const rows: EarningsRow[] = [];
  for (const entry of raw) {
    const parsed = earningsRowSchema.safeParse(entry);
    if (!parsed.success || !parsed.data.fiscalPeriod?.trim()) continue;
    const { fiscalPeriod, ...values } = parsed.data;
    const hasFigure = [
      values.actualRevenue,
      values.estimatedRevenue,
      values.actualEps,
      values.estimatedEps,
      values.earnings,
    ].some((value) => value !== undefined);
    if (!hasFigure) continue;
    const row = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    rows.push({ fiscalPeriod: parseFiscalPeriod(fiscalPeriod), ...row });
  }
  return rows;
}

/** The Symbol Summary record as the server sends it; unknown fields pass through to `extra`. */
export const RawSymbolSummarySchema = z.looseObject({
  ...SUMMARY_PLAIN_SHAPE,
  performance: z.unknown().optional(),
  extendedHours: z.unknown().optional(),
  symbol: nonBlankTextField,
  name: optionalTextField,
  countryCode: optionalNumberField,
  exchange: optionalTextField,
  sector: optionalTextField,
  industry: optionalTextField,
  marketCap: optionalNumberField,
  close: optionalNumberField,
  change: optionalNumberField,
  changePercent: optionalNumberField,
  volume: optionalNumberField,
  averageVolume50: optionalNumberField,
  peRatio: optionalNumberField,
  eps: optionalNumberField,
  open: optionalNumberField,
  previousClose: optionalNumberField,
  dayRange: optionalTextField,
  yearRange: optionalTextField,
  allTimeHigh: optionalNumberField,
  nextEarningsDate: optionalTextField,
  lastEarningsDate: optionalTextField,
  earningsTime: optionalTextField,
  hasOptions: z.unknown().optional(),
  ema20: optionalNumberField,
  sma50: optionalNumberField,
  sma200: optionalNumberField,
  rsi: optionalNumberField,
  atr: optionalNumberField,
  adx: optionalNumberField,
  description: optionalTextField,
  sctrRank: optionalNumberField,
  lastSctr: optionalNumberField,
  sctrUniverse: optionalTextField,
  sctrHistory: z.unknown().optional(),
  quarterlyEarnings: z.unknown().optional(),
  annualEarnings: z.unknown().optional(),
  predefinedScans: z.unknown().optional(),
});

function movingAverage(value: number | undefined, close: number | undefined): MovingAverageValue | undefined {
  if (value === undefined) return undefined;
  if (close === undefined || value === 0) return { value };
  return { value, percentDifference: ((close - value) / value) * 100 };
}

function yearRange(text: string | undefined): { low: number; high: number } | undefined {
  const parts = text?.split(',').map((part) => Number(part.trim()));
  if (!parts || parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return undefined;
  return { low: Math.min(parts[0]!, parts[1]!), high: Math.max(parts[0]!, parts[1]!) };
}

function listOf<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const KNOWN_FIELDS = new Set(Object.keys(RawSymbolSummarySchema.shape));

/**
 * Parses a Symbol Summary record (spec 3 §3, §5). Throws ModelParseError when there is no symbol text (a
 * parse error, spec 3 §5).
 */
export function parseSymbolSummary(raw: unknown): SymbolSummary {
  const record = parseWith('symbol summary', RawSymbolSummarySchema, raw);
  const close = record.close;
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  const plain = Object.fromEntries(
    Object.keys(SUMMARY_PLAIN_SHAPE).map((key) => [key, record[key as keyof typeof SUMMARY_PLAIN_SHAPE]]),
  );
  return defined({
    ...plain,
    performance: readPerformance(record.performance),
    extendedHours: readExtendedHours(record.extendedHours),
    symbol: record.symbol.toUpperCase(),
    name: record.name,
    countryCode: record.countryCode,
    exchange: record.exchange,
    sector: record.sector,
    industry: record.industry,
    marketCap: record.marketCap,
    close,
    change: record.change,
    changePercent: record.changePercent,
    volume: record.volume !== undefined && record.volume > 0 ? record.volume : undefined,
    averageVolume50: record.averageVolume50,
    peRatio: record.peRatio,
    eps: record.eps,
    open: record.open,
    previousClose: record.previousClose,
    dayRange: record.dayRange,
    fiftyTwoWeekRange: yearRange(record.yearRange),
    allTimeHigh: record.allTimeHigh,
    nextEarningsDate: record.nextEarningsDate,
    lastEarningsDate: record.lastEarningsDate,
    earningsTime: record.earningsTime,
    hasOptions: record.hasOptions === true || record.hasOptions === 'true' || record.hasOptions === 'yes',
    ema20: movingAverage(record.ema20, close),
    sma50: movingAverage(record.sma50, close),
    sma200: movingAverage(record.sma200, close),
    rsi: record.rsi,
    atr: record.atr,
    adx: record.adx,
    description: record.description,
    sctrRank: record.sctrRank,
    lastSctr: record.lastSctr,
    sctrUniverse: record.sctrUniverse,
    sctrHistory: listOf(record.sctrHistory, z.object({ date: z.string(), value: z.number() })),
    quarterlyEarnings: parseEarningsRows(record.quarterlyEarnings),
    annualEarnings: parseEarningsRows(record.annualEarnings),
    predefinedScans: listOf(record.predefinedScans, z.object({ title: z.string(), link: z.string() })),
    extra: Object.fromEntries(Object.entries(record).filter(([key]) => !KNOWN_FIELDS.has(key))),
  });
}

/** Throws ModelParseError unless Symbol Summary supports the symbol (spec 3 §5). */
export function assertSymbolSummarySupported(symbol: string): void {
  if (!isSymbolSummarySupported(symbol))
    throw new ModelParseError('symbol summary', `unsupported symbol '${symbol}'`);
}

/** The earnings-proximity banner of the Symbol Summary header (spec 3 §4). */
export type EarningsBanner = 'today' | 'tomorrow' | 'yesterday' | null;

function shiftIsoDay(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * Which earnings banner shows (spec 3 §4): today when the next or last earnings date is today, tomorrow when
 * the next one is tomorrow, yesterday when the last one was yesterday, else none. Dates are YYYY-MM-DD
 * (a time part after the date is ignored).
 */
export function earningsBanner(
  nextEarningsDate: string | undefined,
  lastEarningsDate: string | undefined,
  todayIso: string,
): EarningsBanner {
  const next = nextEarningsDate?.slice(0, 10);
  const last = lastEarningsDate?.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(todayIso)) return null;
  if (next === todayIso || last === todayIso) return 'today';
  if (next === shiftIsoDay(todayIso, 1)) return 'tomorrow';
  if (last === shiftIsoDay(todayIso, -1)) return 'yesterday';
  return null;
}
