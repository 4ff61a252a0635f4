import { createDefaultChartSettings, type ChartSettings } from '../../../model/index';
import { miniChartPeriod, resolveLengthRange } from '../../../rules/index';

/** The bars and length of a mini chart period, as chart query fields (p, dy, mn, yr; spec 1 §2.2). */
export interface MiniChartQuery {
  readonly p: string;
  readonly dy?: number;
  readonly mn?: number;
  readonly yr?: number;
}

/**
 * What each mini chart button draws (spec 3 §2.6; the bar sizes are ours): 5-minute bars for a day, 30-minute
 * bars for five days, daily bars up to a year, weekly bars for five years.
 */
const MINI_CHART_QUERIES: Readonly<Record<string, MiniChartQuery>> = {
  '1D': { p: '5', dy: 1 },
  '5D': { p: '30', dy: 5 },
  '1M': { p: 'D', mn: 1 },
  '6M': { p: 'D', mn: 6 },
  '1Y': { p: 'D', yr: 1 },
  '5Y': { p: 'W', yr: 5 },
};

/** An end-of-day symbol has no intraday bars: its 1D and 5D charts show the last month of daily bars instead. */
const END_OF_DAY_INTRADAY: MiniChartQuery = { p: 'D', mn: 1 };

/** The chart query fields of a mini chart period; an unknown period draws the default 6M. */
export function miniChartQuery(period: string, isEndOfDay: boolean): MiniChartQuery {
  const query = MINI_CHART_QUERIES[miniChartPeriod(period)] ?? { p: 'D', mn: 6 };
  return isEndOfDay && query.p !== 'D' && query.p !== 'W' ? END_OF_DAY_INTRADAY : query;
}

/** The chart settings of a mini chart period, for a backend that draws charts from settings only. */
export function miniChartSettings(period: string, isEndOfDay: boolean): ChartSettings {
  const query = miniChartQuery(period, isEndOfDay);
  const range = resolveLengthRange(query.dy ?? 0, query.mn ?? 0, query.yr ?? 0);
  return { ...createDefaultChartSettings(), period: query.p, ...range };
}
