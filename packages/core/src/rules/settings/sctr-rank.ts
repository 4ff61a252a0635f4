/**
 * The StockCharts Technical Rank (SCTR, spec 2 §3 and the indicator catalogue): ChartSchool ranks each stock's
 * technical score against every stock of its universe (large caps, mid caps, ETFs...) as a percentile, so 99.9
 * is the strongest of the universe and 0 the weakest.
 */

/** The highest SCTR: the top of its universe. */
export const SCTR_MAX = 99.9;

/**
 * The SCTR of `score` in a universe whose scores (the symbol's own among them) are `universe`: the share of
 * the others that score lower, 0 .. 99.9, a tie counting half. Missing scores (NaN) are not ranked; a universe
 * of one symbol, or a missing score, gives NaN, since there is nothing to rank against.
 */
export function sctrPercentile(score: number, universe: readonly number[]): number {
  if (!Number.isFinite(score)) return Number.NaN;
  let below = 0;
  let equal = 0;
  let count = 0;
  for (const other of universe) {
    if (!Number.isFinite(other)) continue;
    count++;
    if (other < score) below++;
    else if (other === score) equal++;
  }
  // The symbol itself is one of the equal scores; the others tie with it.
  const others = count - 1;
  if (others < 1 || equal < 1) return Number.NaN;
  return (SCTR_MAX * (below + (equal - 1) / 2)) / others;
}
