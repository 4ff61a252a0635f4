import type { ChartQuote } from '../types';
import type { ChartModel } from './model';

/** The quote shown in legends and the header: the caller's, or the last bar against the one before. */
export function currentQuote(model: ChartModel): ChartQuote {
  if (model.input.quote) return model.input.quote;
  const { history, end } = model;
  const last = history.close[end - 1] ?? NaN;
  const before = end >= 2 ? (history.close[end - 2] as number) : NaN;
  return {
    last,
    change: last - before,
    percentChange: ((last - before) / before) * 100,
    open: history.open[end - 1],
    high: history.high[end - 1],
    low: history.low[end - 1],
    volume: history.volume[end - 1],
    time: history.time[end - 1],
  };
}
