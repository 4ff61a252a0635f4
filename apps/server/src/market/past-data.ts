import type { Bars } from '@chartbench/core';
import { isoFromDay, DAY_MS } from './days';

/** The historical-data periods (spec 3 §3): Daily, Weekly, Monthly. */
export const PAST_DATA_BAR_WIDTHS = ['D', 'W', 'M'] as const;

/** One of the historical-data periods. */
export type PastDataBarWidth = (typeof PAST_DATA_BAR_WIDTHS)[number];

const trim = (value: number) => String(Math.round(value * 10000) / 10000);

/**
 * Formats bars as the historical price data text: a CSV header and one line per bar, newest first, the same
 * columns the importer reads back (Date,Open,High,Low,Close,Volume).
 */
export function formatPastData(bars: Bars): string {
  const lines = ['Date,Open,High,Low,Close,Volume'];
  for (let i = bars.close.length - 1; i >= 0; i--) {
    const day = Math.floor((bars.time[i] ?? 0) / DAY_MS);
    lines.push(
      [
        isoFromDay(day),
        trim(bars.open[i] ?? 0),
        trim(bars.high[i] ?? 0),
        trim(bars.low[i] ?? 0),
        trim(bars.close[i] ?? 0),
        String(Math.round(bars.volume[i] ?? 0)),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
