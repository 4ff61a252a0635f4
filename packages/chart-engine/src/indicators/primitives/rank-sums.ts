/**
 * Count and sum of the values in a sliding window that lie below a threshold, in O(log n) per step: a Fenwick
 * (binary indexed) tree over the values' ranks in the whole series. Used where a statistic around a moving
 * centre (CCI's mean absolute deviation) would otherwise re-read the whole window at every bar.
 */
export class RankSums {
  /** The series' values in ascending order (a value's rank is its first position here). */
  private readonly sorted: Float64Array;
  /** Each series value's rank, found once (adding and removing then walk the tree without a search). */
  private readonly ranks: Int32Array;
  private readonly counts: Int32Array;
  private readonly sums: Float64Array;
  /** Neumaier compensation per tree node: a million additions and removals would otherwise drift. */
  private readonly carry: Float64Array;
  /** How many values the last {@link RankSums.sumBelow} counted. */
  count = 0;
  /** Rank of the last threshold: the next one is searched from here. */
  private lastRank = 0;

  /** @param values - the finite values that may enter the window (NaN and infinities must not). */
  constructor(private readonly values: Float64Array) {
    this.sorted = Float64Array.from(values).sort();
    this.ranks = new Int32Array(values.length);
    let rank = 0;
    for (let i = 0; i < values.length; i++) this.ranks[i] = rank = this.below(values[i]!, rank);
    const size = values.length + 1;
    this.counts = new Int32Array(size);
    this.sums = new Float64Array(size);
    this.carry = new Float64Array(size);
  }

  /**
   * Number of sorted values strictly below `value`, searched outwards from `hint` (the previous answer):
   * prices move a little from bar to bar, so a few steps near the hint find it where a plain binary search
   * would jump across the whole array (a cache miss a step).
   */
  private below(value: number, hint: number): number {
    const { sorted } = this;
    const n = sorted.length;
    let lo: number;
    let hi: number;
    if (hint > 0 && !(sorted[hint - 1]! < value)) {
      // The answer is at or before hint - 1: gallop left.
      hi = hint - 1;
      let step = 1;
      lo = hi - step;
      while (lo > 0 && !(sorted[lo]! < value)) {
        hi = lo;
        step *= 2;
        lo = hi - step;
      }
      lo = Math.max(0, lo);
    } else {
      lo = hint;
      let step = 1;
      hi = lo + step;
      while (hi < n && sorted[hi - 1]! < value) {
        lo = hi;
        step *= 2;
        hi = lo + step;
      }
      hi = Math.min(n, hi);
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private update(index: number, sign: 1 | -1): void {
    const { counts, sums, carry } = this;
    const delta = sign * this.values[index]!;
    for (let node = this.ranks[index]! + 1; node < counts.length; node += node & -node) {
      counts[node]! += sign;
      const s = sums[node]!;
      const t = s + delta;
      carry[node]! += Math.abs(s) >= Math.abs(delta) ? s - t + delta : delta - t + s;
      sums[node] = t;
    }
  }

  /** Puts the series value at `index` into the window. */
  add(index: number): void {
    this.update(index, 1);
  }

  /** Takes the series value at `index` (added before) out of the window. */
  remove(index: number): void {
    this.update(index, -1);
  }

  /**
   * Sum of the window's values strictly below `threshold`; their number is left in {@link RankSums.count}
   * (two results without an object per bar).
   */
  sumBelow(threshold: number): number {
    const { counts, sums, carry } = this;
    let count = 0;
    let sum = 0;
    let compensation = 0;
    this.lastRank = this.below(threshold, this.lastRank);
    for (let node = this.lastRank; node > 0; node -= node & -node) {
      count += counts[node]!;
      sum += sums[node]!;
      compensation += carry[node]!;
    }
    this.count = count;
    return sum + compensation;
  }
}
