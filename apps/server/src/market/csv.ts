import type { StoredBar } from './bar-store';
import { dayFromIso, isoFromDay } from './days';

/** A CSV row that could not be read, with its 1-based line number. */
export interface CsvRowError {
  readonly line: number;
  readonly message: string;
}

/** The bars read from a CSV file (oldest first) and every row that was wrong. */
export interface ParsedCsv {
  readonly bars: StoredBar[];
  readonly errors: CsvRowError[];
}

const COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;
type Column = (typeof COLUMNS)[number];

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** Reads YYYY-MM-DD, YYYY/MM/DD or MM/DD/YYYY into YYYY-MM-DD, or undefined. */
function readDate(text: string): string | undefined {
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  let iso: string | undefined;
  if (match) iso = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) iso = `${match[3]}-${match[1]?.padStart(2, '0')}-${match[2]?.padStart(2, '0')}`;
  if (iso === undefined) return undefined;
  const day = dayFromIso(iso);
  return Number.isNaN(day) || iso < '1900-01-01' ? undefined : isoFromDay(day);
}

function readNumber(text: string): number {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text.replace(/_/g, ''))) return Number.NaN;
  return Number(text);
}

/**
 * Parses daily bars from CSV text with the columns Date,Open,High,Low,Close,Volume. A header row is detected
 * (any order of those names, extra columns such as Adj Close ignored); without one the columns are taken in
 * that order. Every bad row is reported with its line number; rows are returned oldest first.
 */
export function parseBarsCsv(text: string): ParsedCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: CsvRowError[] = [];
  const bars: StoredBar[] = [];
  const seen = new Map<string, number>();
  let index: Record<Column, number> = { date: 0, open: 1, high: 2, low: 3, close: 4, volume: 5 };
  let first = true;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const cells = splitCsvLine(raw);
    if (first) {
      first = false;
      const names = cells.map((c) => c.toLowerCase());
      if (names.some((name) => /[a-z]/.test(name) && !readDate(name))) {
        const missing = COLUMNS.filter((column) => !names.includes(column));
        if (missing.length > 0) {
          errors.push({ line, message: `the header lacks the column(s) ${missing.join(', ')}` });
          index = { date: -1, open: -1, high: -1, low: -1, close: -1, volume: -1 };
        } else {
          index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
            Column,
            number
          >;
        }
        return;
      }
    }
    if (index.date < 0) return;
    const cell = (column: Column) => cells[index[column]] ?? '';
    const day = readDate(cell('date'));
    if (!day) {
      errors.push({ line, message: `'${cell('date')}' is not a date (YYYY-MM-DD)` });
      return;
    }
    const [open, high, low, close, volume] = (['open', 'high', 'low', 'close', 'volume'] as const).map(
      (column) => readNumber(cell(column)),
    );
    const bad = (['open', 'high', 'low', 'close', 'volume'] as const).find((column, k) => {
      const value = [open, high, low, close, volume][k] ?? Number.NaN;
      return !Number.isFinite(value) || (column === 'volume' ? value < 0 : value <= 0);
    });
    if (bad) {
      errors.push({
        line,
        message: `${bad} '${cell(bad)}' is not a ${bad === 'volume' ? 'non-negative' : 'positive'} number`,
      });
      return;
    }
    const [o, h, l, c, v] = [open ?? 0, high ?? 0, low ?? 0, close ?? 0, volume ?? 0];
    if (h < Math.max(o, l, c) || l > Math.min(o, h, c)) {
      errors.push({ line, message: `high ${h} and low ${l} do not contain open ${o} and close ${c}` });
      return;
    }
    const previous = seen.get(day);
    if (previous !== undefined) {
      errors.push({ line, message: `${day} already appears on line ${previous}` });
      return;
    }
    seen.set(day, line);
    bars.push({ day, open: o, high: h, low: l, close: c, volume: v });
  });
  if (bars.length === 0 && errors.length === 0) errors.push({ line: 1, message: 'the file has no bars' });
  bars.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { bars, errors };
}
