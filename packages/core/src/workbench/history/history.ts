import type { ChartSettings } from '../../model/index';
import { DEFAULT_CHART_SETTINGS } from '../../model/index';
import {
  applyChartQuery,
  buildChartImageQuery,
  frontendSymbol,
  isValidSymbol,
  readChartQuery,
} from '../../rules/index';

/** The workbench's name in the page title (spec 3 §2.1: the symbol plus the workbench name). */
export const WORKBENCH_NAME = 'Chartbench';

/** The chart a history entry holds, so going back restores every setting, not only those in the address. */
export interface HistoryChart {
  readonly symbol: string;
  readonly settings: ChartSettings;
  /** The saved chart being viewed (`a`, spec 3 §2.1), so a reload or a bookmark reopens it; 0 or absent for none. */
  readonly recid?: number;
}

/** The history entry the store asks the navigation port to write. */
export interface HistoryWrite {
  readonly mode: 'push' | 'replace';
  /** The page query, e.g. `?s=MSFT&p=W&yr=1`. */
  readonly search: string;
  readonly title: string;
  readonly state: HistoryChart;
}

/** The page title of a chart: the symbol plus the workbench name. */
export function pageTitle(symbol: string): string {
  return `${symbol} - ${WORKBENCH_NAME}`;
}

/**
 * The page address query of a chart: the chart parameters of spec 1 §2.1 (s, p, range, compare, perf) and `a`,
 * the viewed saved chart's record id (spec 3 §2.1), when there is one.
 */
export function chartSearch(chart: HistoryChart): string {
  const options = chart.recid !== undefined && chart.recid > 0 ? { recordId: chart.recid } : {};
  return `?${buildChartImageQuery(chart.symbol, chart.settings, options).toString()}`;
}

/**
 * The history write for a newly requested chart (spec 3 §2.1): a new entry when the symbol differs from the
 * entry being viewed, otherwise that entry is replaced. The first chart replaces the entry the page opened with.
 */
export function historyWrite(currentSymbol: string | null, chart: HistoryChart): HistoryWrite {
  const mode = currentSymbol !== null && currentSymbol !== chart.symbol ? 'push' : 'replace';
  return { mode, search: chartSearch(chart), title: pageTitle(chart.symbol), state: chart };
}

function sameShape(candidate: Record<string, unknown>): boolean {
  return Object.entries(DEFAULT_CHART_SETTINGS).every(([key, value]) => {
    const given = candidate[key];
    return Array.isArray(value) ? Array.isArray(given) : typeof given === typeof value;
  });
}

/**
 * Reads the chart a history entry holds. History state is shared with the host page and may be anything, so
 * it must carry a valid symbol and settings of the right shape, or it is ignored (null).
 */
export function readHistoryState(state: unknown): HistoryChart | null {
  if (typeof state !== 'object' || state === null) return null;
  const { symbol, settings } = state as Record<string, unknown>;
  if (typeof symbol !== 'string' || !isValidSymbol(symbol)) return null;
  if (typeof settings !== 'object' || settings === null || !sameShape(settings as Record<string, unknown>))
    return null;
  return { symbol, settings: settings as ChartSettings };
}

/**
 * The chart named by a page address (spec 1 §2.1), over `base` for what the address does not say; null when
 * the address names no chart. Invalid parameters are skipped (readChartQuery explains them).
 */
export function chartFromAddress(search: string, base: HistoryChart, today: string): HistoryChart | null {
  const { query } = readChartQuery(new URLSearchParams(search));
  const names = [
    'symbol',
    'period',
    'bar',
    'gap',
    'years',
    'months',
    'days',
    'start',
    'end',
    'compare',
    'perf',
  ] as const;
  if (!names.some((name) => query[name] !== undefined)) return null;
  // An address may carry a user index as the backend names it (`@MINE-123`): the chart names it `@MINE`.
  const symbol = query.symbol === undefined ? base.symbol : frontendSymbol(query.symbol);
  return { symbol, settings: applyChartQuery(base.settings, query, today) };
}
