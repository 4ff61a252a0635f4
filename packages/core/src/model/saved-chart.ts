/**
 * Saved charts (spec 1 §3.8, §5.6; spec 3 §3): recid, listNum, a non-empty description, symbol and style are
 * required, else the item is skipped and counted. Comments store line breaks as br tags.
 */
import { z } from 'zod';
import { cutName, isValidStyleId } from '../rules/validation/chart-values';
import { frontendSymbol } from '../rules/settings/symbol-flags';
import {
  lenientTagsField,
  nonBlankTextField,
  nonNegativeIntField,
  optionalTextField,
  recordIdField,
} from './fields';
import { parseList, parseWith, type ParsedList } from './parse-list';

/** A chart saved in a chart list. */
export interface SavedChart {
  readonly recid: number;
  readonly listNum: number;
  /** The description, trimmed and cut to 100 characters (spec 1 §5.6). */
  readonly name: string;
  readonly symbol: string;
  /** A query string of chart settings, or a style id for a point-and-figure chart. */
  readonly style: string;
  /** A point-and-figure chart stores a style id instead of a query string (spec 1 §3.8). */
  readonly isPointAndFigureChart: boolean;
  readonly annotations: string;
  /** Comments with line breaks as newlines. */
  readonly comments: string;
  readonly chartCode: number;
  /** Words the library's search also matches (spec 3 §3); none when the server sends none. */
  readonly searchTags?: readonly string[];
}

/** A saved chart record as the server sends it (spec 1 §3.8). */
export const RawSavedChartSchema = z.object({
  recID: recordIdField,
  listNum: nonNegativeIntField,
  description: nonBlankTextField,
  symbol: nonBlankTextField,
  style: nonBlankTextField,
  annotations: optionalTextField,
  comments: optionalTextField,
  chartCode: nonNegativeIntField.optional(),
  searchTags: lenientTagsField,
});

/** Turns stored comments into text: br tags become newlines (spec 1 §3.8). */
export function commentsFromServer(stored: string): string {
  return stored.replace(/<br\s*\/?>/gi, '\n');
}

/** Turns comment text into the stored form: newlines become br tags (spec 1 §3.8). */
export function commentsToServer(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

/** Parses one saved chart record; throws ModelParseError when a required field is missing. */
export function parseSavedChart(raw: unknown): SavedChart {
  const record = parseWith('saved chart', RawSavedChartSchema, raw);
  const name = cutName(record.description);
  return {
    recid: record.recID,
    listNum: record.listNum,
    name,
    // Read back as the workbench names it: a user index without the owner's chart code (spec 1 §5.3).
    symbol: frontendSymbol(record.symbol.trim().toUpperCase(), record.chartCode),
    style: record.style,
    isPointAndFigureChart: isValidStyleId(record.style),
    annotations: record.annotations ?? '',
    comments: commentsFromServer(record.comments ?? ''),
    chartCode: record.chartCode ?? 0,
    searchTags: record.searchTags,
  };
}

/** Parses saved chart records, skipping and counting invalid ones (spec 1 §5.6). */
export function parseSavedCharts(raw: unknown): ParsedList<SavedChart> {
  return parseList('saved charts', raw, parseSavedChart);
}
