/**
 * Historical Price Data mode (spec 3 §2.7, §3, §4, §5, §6, §7, §8): choosing a period (Pro-only periods
 * revert and open upgrade-to-Pro for others), the pastdata request, reading the text table and the view.
 */
import {
  DEFAULT_HISTORICAL_PERIOD,
  HISTORICAL_PERIODS,
  type HistoricalPeriodOption,
} from '../../catalogues/symbol-data';
import { MESSAGES } from '../../catalogues/messages';
import { failed, loaded, loading, type Load } from '../../model/load';
import { memberLevel, type Member } from '../../model/member';
import { canUse } from '../permissions/can-use';
import { addIndexChartCode } from '../validation/symbols';

/** What choosing a historical period does. */
export type HistoricalPeriodChoice =
  | { readonly kind: 'reload'; readonly period: HistoricalPeriodOption['value'] }
  /** The menu reverts to `period` and the upgrade-to-Pro dialog opens (spec 3 §4). */
  | { readonly kind: 'upgradeToPro'; readonly period: HistoricalPeriodOption['value'] }
  | { readonly kind: 'none' };

/** Decides what choosing a period does: Pro-only periods for non-Pro members revert and ask to upgrade. */
export function chooseHistoricalPeriod(
  member: Member | null | undefined,
  current: HistoricalPeriodOption['value'],
  requested: string,
): HistoricalPeriodChoice {
  const option = HISTORICAL_PERIODS.find((period) => period.value === requested);
  if (!option || option.value === current) return { kind: 'none' };
  const permission = canUse(member, { kind: 'historicalPeriod', period: option.value });
  if (!permission.allowed) return { kind: 'upgradeToPro', period: current };
  return { kind: 'reload', period: option.value };
}

/** The period a member may see: non-Pro members are forced to Daily (spec 3 §6). */
export function allowedHistoricalPeriod(
  member: Member | null | undefined,
  period: string,
): HistoricalPeriodOption['value'] {
  const option = HISTORICAL_PERIODS.find((p) => p.value === period);
  if (!option || !canUse(member, { kind: 'historicalPeriod', period: option.value }).allowed)
    return DEFAULT_HISTORICAL_PERIOD;
  return option.value;
}

/** The query of GET /quotebrain/pastdata (spec 3 §7), without the cache-busting randomNumber. */
export interface PastDataRequest {
  readonly ticker: string;
  /** YYYY-MM-DD: today minus 12, 60 or 180 months for D, W, M. */
  readonly start: string;
  readonly barwidth: HistoricalPeriodOption['value'];
  readonly out: 'text';
  readonly memberrt: string;
}

function monthsBefore(todayIso: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(todayIso);
  if (!match) throw new RangeError(`today must be YYYY-MM-DD, got '${todayIso}'`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const targetMonth = month - months;
  // The 31st minus a month lands on the last day of the shorter month, not in the month after.
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The ticker a historical lookup asks for (spec 3 §6): for a Pro member a user-defined index (`@...`) carries the
 * member's chart-code suffix; any other symbol, and every symbol of the other levels, is asked for as it is.
 */
export function historicalTicker(symbol: string, member: Member | null | undefined): string {
  return member && memberLevel(member) === 'PRO' ? addIndexChartCode(symbol, member.chartCode) : symbol;
}

/** The pastdata request for a symbol and period on a day (spec 3 §7). */
export function pastDataRequest(
  ticker: string,
  period: HistoricalPeriodOption['value'],
  todayIso: string,
  memberRT = '',
): PastDataRequest {
  const option = HISTORICAL_PERIODS.find((p) => p.value === period);
  if (!option) throw new RangeError(`unknown historical period '${period}'`);
  return {
    ticker,
    start: monthsBefore(todayIso, option.monthsBack),
    barwidth: option.value,
    out: 'text',
    memberrt: memberRT,
  };
}

/** The historical data table: its header and rows of cells. */
export interface HistoricalTable {
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** Thrown when a pastdata reply cannot be read; its message is the not-found text (spec 3 §8). */
export class HistoricalDataError extends Error {
  constructor(
    symbol: string,
    readonly reason: string,
  ) {
    super(MESSAGES.symbol.historicalNotFound(symbol));
    this.name = 'HistoricalDataError';
  }
}

/**
 * Reads the pastdata text table (spec 3 §5: plain text, not empty): the first non-blank line is the header;
 * cells are split by commas, tabs or runs of spaces; rows with another cell count are dropped.
 */
export function parseHistoricalTable(symbol: string, text: unknown): HistoricalTable {
  if (typeof text !== 'string' || text.trim() === '')
    throw new HistoricalDataError(symbol, 'the reply is empty');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const split = (line: string) =>
    (line.includes(',') ? line.split(',') : line.includes('\t') ? line.split('\t') : line.split(/\s+/)).map(
      (cell) => cell.trim(),
    );
  const [header, ...body] = lines.map(split);
  if (!header || header.length < 2) throw new HistoricalDataError(symbol, 'the reply has no table header');
  const rows = body.filter((cells) => cells.length === header.length);
  if (rows.length === 0) throw new HistoricalDataError(symbol, 'the table has no rows');
  return { columns: header, rows };
}

/** What Historical Price Data mode shows: the table, or a failure whose error is the not-found message. */
export type HistoricalView = Load<HistoricalTable, string>;

/** Decides what the mode shows; a result for another symbol or period is stale and reads as loading (spec 3 §4). */
export function historicalView(
  symbol: string,
  period: string,
  load: (Load<HistoricalTable> & { readonly symbol: string; readonly period: string }) | null,
): HistoricalView {
  if (!load || load.symbol !== symbol || load.period !== period) return loading();
  if (load.status === 'failed') return failed(MESSAGES.symbol.historicalNotFound(symbol));
  return load.status === 'loaded' ? loaded(load.data) : loading();
}

/** The 'view all historical data' link of the mode (spec 3 §2.7, §2.13: /freecharts/historical/). */
export function allHistoricalDataUrl(symbol: string): string {
  return `/freecharts/historical/?symbol=${encodeURIComponent(symbol)}`;
}
