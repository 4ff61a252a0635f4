import type { Bars } from '@chartbench/core';
import type { SymbolInfo } from './types';
import { aggregateBars, concatBars, copyRange, minuteBucketKey } from './aggregate';
import { sessionOf, type Session } from './calendar';
import { generateDaily, symbolSeed, type DailySeries } from './daily';
import { sessionMinutes, type MinuteSegment } from './intraday';
import { LruCache } from './lru';

/** How many recent sessions have 1-minute bars. */
export const INTRADAY_SESSIONS = 20;

const INTRADAY_STREAM = 9;

/** A recent session with its minute segments (full session; callers cut at "now"). */
export interface RecentSession {
  readonly session: Session;
  readonly segments: readonly MinuteSegment[];
}

/** Cached synthetic series of the catalogue symbols: raw daily bars and the minutes of recent sessions. */
export class SyntheticSeries {
  private readonly daily = new LruCache<DailySeries>(48);
  private readonly minutes = new LruCache<MinuteSegment[]>(600);

  /** The raw daily series up to `today` (the day's bar as if the session were complete). */
  rawDaily(info: SymbolInfo, today: number): DailySeries {
    return this.daily.get(`${info.symbol}@${today}`, () => generateDaily(info, today));
  }

  /** The minute segments of the session at index `i` of a daily series. */
  segmentsOf(info: SymbolInfo, series: DailySeries, i: number, extended: boolean): MinuteSegment[] {
    const day = series.days[i] ?? 0;
    return this.minutes.get(`${info.symbol}@${day}@${extended}`, () => {
      const session = sessionOf(info.calendar, day);
      if (!session) return [];
      const b = series.bars;
      const bar = {
        open: b.open[i] ?? 0,
        high: b.high[i] ?? 0,
        low: b.low[i] ?? 0,
        close: b.close[i] ?? 0,
        volume: b.volume[i] ?? 0,
      };
      return sessionMinutes(
        symbolSeed(info.symbol, INTRADAY_STREAM),
        session,
        bar,
        b.close[i - 1] ?? bar.open,
        extended,
      );
    });
  }

  /** Up to INTRADAY_SESSIONS recent sessions that have started by `now`, oldest first. */
  recentSessions(info: SymbolInfo, series: DailySeries, now: number, extended: boolean): RecentSession[] {
    const out: RecentSession[] = [];
    for (let i = series.days.length - 1; i >= 0 && out.length < INTRADAY_SESSIONS; i--) {
      const session = sessionOf(info.calendar, series.days[i] ?? 0);
      if (!session || (extended ? session.preOpen : session.open) > now) continue;
      out.push({ session, segments: this.segmentsOf(info, series, i, extended) });
    }
    return out.reverse();
  }
}

/** The bars of a segment that have started by `now`. */
export function startedBy(bars: Bars, now: number): Bars {
  let end = bars.time.length;
  while (end > 0 && (bars.time[end - 1] ?? 0) > now) end--;
  return end === bars.time.length ? bars : copyRange(bars, 0, end);
}

/** Aggregates the started minutes of sessions into bars of `minutes`, each segment bucketed from its start. */
export function intradayBars(sessions: readonly RecentSession[], minutes: number, now: number): Bars {
  const parts: Bars[] = [];
  for (const { segments } of sessions) {
    for (const segment of segments) {
      const started = startedBy(segment.bars, now);
      if (started.time.length === 0) continue;
      parts.push(minutes <= 1 ? started : aggregateBars(started, minuteBucketKey(segment.start, minutes)));
    }
  }
  return concatBars(parts);
}
