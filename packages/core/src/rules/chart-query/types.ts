/** The chart page query, read and checked (spec 1 §2.1). Absent fields were not given or were invalid. */
export interface ChartQuery {
  /** `s`: the first symbol of the list, normalised. */
  symbol?: string;
  /** `i` or `id`: a style cache id. */
  styleId?: string;
  /** `a`: a saved chart record id, a positive integer. */
  recordId?: number;
  /** `p`, `period` or `barwidth`: a period chart-engine code. */
  period?: string;
  /** `b` or `bar`: 1-9. */
  bar?: number;
  /** `g` or `gap`: 0-5. */
  gap?: number;
  /** `yr` or `years`. */
  years?: number;
  /** `mn` or `months`. */
  months?: number;
  /** `dy`, `days` or `ndays`. */
  days?: number;
  /** `st` or `start`: YYYY-MM-DD, or '' when given as 'today' or blank. */
  start?: string;
  /** `en` or `end`: YYYY-MM-DD, or '' when given as 'today' or blank. */
  end?: string;
  /** `compare` (or `perfChartSymbolsString`, spec 3 §2.1): comparison symbols, normalised and unique (at most 9; the member's cap is applied later). */
  compare?: string[];
  /** `perf`: baseline on the main symbol. */
  perf?: boolean;
  /** Every other parameter (chart-setting overrides), first value only. */
  overrides: Record<string, string>;
}

/** A query as URLSearchParams or as a plain record (Hono's `c.req.queries()`, a router's query object). */
export type ChartQueryInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;
