/**
 * The ChartList Summary row (spec 2 §3, spec 3 §3): one symbol of a chart list with its quote, SCTR, moving
 * averages, earnings and dividends, read from the get-symbol-data reply. Rows without a symbol are dropped.
 */
import { z } from 'zod';
import { nonBlankTextField, optionalNumberField, optionalTextField } from '../../model/fields';
import { parseList, parseWith, type ParsedList } from '../../model/parse-list';

/** One row of the ChartList Summary table. Numbers the server left out are undefined. */
export interface ChartListSummaryRow {
  /** The chart's record id in its list (0 when the row is not a saved chart). */
  readonly recid: number;
  readonly symbol: string;
  /** The sanitised name, as text. */
  readonly name: string;
  readonly sector: string;
  readonly industry: string;
  readonly last?: number;
  readonly change?: number;
  readonly percentChange?: number;
  /** Signed, clamped to -1..1: drives the change bar (spec 2 §3). */
  readonly changeBarGradientCoefficient: number;
  readonly volume?: number;
  readonly marketCap?: number;
  readonly sctr?: number;
  /** SCTR universe id ('' when none). */
  readonly universe: string;
  readonly universeNumericSize?: number;
  readonly emaTwenty?: number;
  readonly emaTwentyDifferencePercentage?: number;
  readonly smaFifty?: number;
  readonly smaFiftyDifferencePercentage?: number;
  readonly smaTwoHundred?: number;
  readonly smaTwoHundredDifferencePercentage?: number;
  readonly rsi?: number;
  readonly atr?: number;
  readonly adx?: number;
  readonly nextEarnings: string;
  readonly nextEarningsNumeric?: number;
  readonly earningsTime: string;
  readonly lastEarnings: string;
  readonly dividendTTM?: number;
  readonly yieldTTM?: number;
  readonly dividendFTM?: number;
  readonly yieldFTM?: number;
  readonly dividendExDate: string;
  readonly epsTTM?: number;
  readonly priceOverEarnings?: number;
  /** '' when absent: the cell shows 'Unknown' (spec 3 §2.11). */
  readonly date: string;
  readonly dateNumeric?: number;
}

const text = optionalTextField.transform((value) => value?.trim() ?? '');

/** A ChartList Summary row as the get-symbol-data reply sends it (spec 2 §3). */
export const RawChartListSummaryRowSchema = z.object({
  recid: optionalNumberField,
  symbol: nonBlankTextField,
  name: text,
  sector: text,
  industry: text,
  last: optionalNumberField,
  change: optionalNumberField,
  percentChange: optionalNumberField,
  changeBarGradientCoefficient: optionalNumberField,
  volume: optionalNumberField,
  marketCap: optionalNumberField,
  sctr: optionalNumberField,
  universe: text,
  universeNumericSize: optionalNumberField,
  emaTwenty: optionalNumberField,
  emaTwentyDifferencePercentage: optionalNumberField,
  smaFifty: optionalNumberField,
  smaFiftyDifferencePercentage: optionalNumberField,
  smaTwoHundred: optionalNumberField,
  smaTwoHundredDifferencePercentage: optionalNumberField,
  rsi: optionalNumberField,
  atr: optionalNumberField,
  adx: optionalNumberField,
  nextEarnings: text,
  nextEarningsNumeric: optionalNumberField,
  earningsTime: text,
  lastEarnings: text,
  dividendTTM: optionalNumberField,
  yieldTTM: optionalNumberField,
  dividendFTM: optionalNumberField,
  yieldFTM: optionalNumberField,
  dividendExDate: text,
  epsTTM: optionalNumberField,
  priceOverEarnings: optionalNumberField,
  date: text,
  dateNumeric: optionalNumberField,
});

// Names come html-sanitised: the few entities a sanitiser writes are read back so the text shows as typed.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decodeEntities = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** Parses one ChartList Summary row; throws ModelParseError without a symbol. */
export function parseChartListSummaryRow(raw: unknown): ChartListSummaryRow {
  const record = parseWith('chart list summary row', RawChartListSummaryRowSchema, raw);
  const coefficient = record.changeBarGradientCoefficient ?? 0;
  const row = {
    ...record,
    recid: record.recid ?? 0,
    symbol: record.symbol.toUpperCase(),
    name: decodeEntities(record.name),
    universe: record.universe.toLowerCase(),
    changeBarGradientCoefficient: Math.max(-1, Math.min(1, coefficient)),
  };
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined),
  ) as unknown as ChartListSummaryRow;
}

/** Parses the rows of a get-symbol-data reply, skipping and counting rows without a symbol. */
export function parseChartListSummaryRows(raw: unknown): ParsedList<ChartListSummaryRow> {
  return parseList('chart list summary rows', raw, parseChartListSummaryRow);
}
