import { sctrPercentile, type Bars } from '@chartbench/core';
import { calculateSctr, type SctrRanks } from '@chartbench/chart-engine';
import { DAY_MS } from './days';
import type { SctrUniverse, SymbolInfo } from './types';

/** Days of daily bars each symbol's score is computed over: the 200-day EMA's warm-up and some 2 years of ranks. */
export const SCTR_LOOKBACK_DAYS = 1200;

/** What the ranker reads: the catalogue, daily bars and the clock. */
export interface SctrUniverseSource {
  listSymbols(): readonly SymbolInfo[];
  getBars(symbol: string, period: string, options?: { start?: number }): Bars;
  now(): Date;
}

interface UniverseTable {
  /** The day (UTC day number) the table was built for; a new day builds it again. */
  readonly day: number;
  /** Every member's score per bar time. */
  readonly scores: Map<number, number[]>;
  /** Each member's own scores, by symbol. */
  readonly members: Map<string, { readonly time: Float64Array; readonly score: Float64Array }>;
}

/**
 * Ranks a symbol's SCTR against its universe (spec 2 §3, ChartSchool): every symbol of the universe gets its
 * technical score from its daily bars, and a symbol's SCTR on a day is the percentile of its score among that
 * day's scores (core's sctrPercentile). A universe's scores are computed once a day (a few dozen symbols).
 */
export function createSctrRanker(source: SctrUniverseSource) {
  const tables = new Map<SctrUniverse, UniverseTable>();

  function table(universe: SctrUniverse): UniverseTable {
    const now = source.now().getTime();
    const day = Math.floor(now / DAY_MS);
    const cached = tables.get(universe);
    if (cached && cached.day === day) return cached;
    const scores = new Map<number, number[]>();
    const members = new Map<string, { time: Float64Array; score: Float64Array }>();
    for (const info of source.listSymbols()) {
      if (info.sctrUniverse !== universe) continue;
      const bars = source.getBars(info.symbol, 'D', { start: now - SCTR_LOOKBACK_DAYS * DAY_MS });
      const { score } = calculateSctr(bars.close);
      members.set(info.symbol.toUpperCase(), { time: bars.time, score });
      for (let i = 0; i < score.length; i++) {
        const value = score[i] as number;
        if (!Number.isFinite(value)) continue;
        const time = bars.time[i] as number;
        const list = scores.get(time);
        if (list) list.push(value);
        else scores.set(time, [value]);
      }
    }
    const built = { day, scores, members };
    tables.set(universe, built);
    return built;
  }

  return {
    /** The symbol's SCTR per daily bar, ranked in its universe; undefined for a symbol in no universe. */
    ranksOf(info: SymbolInfo): SctrRanks | undefined {
      if (!info.sctrUniverse) return undefined;
      const built = table(info.sctrUniverse);
      const own = built.members.get(info.symbol.toUpperCase());
      if (!own) return undefined;
      const rank = new Float64Array(own.time.length);
      for (let i = 0; i < rank.length; i++)
        rank[i] = sctrPercentile(own.score[i] as number, built.scores.get(own.time[i] as number) ?? []);
      return { time: own.time, rank };
    },
  };
}

/** The ranker's interface. */
export type SctrRanker = ReturnType<typeof createSctrRanker>;
