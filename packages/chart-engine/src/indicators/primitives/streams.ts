/**
 * One-value-at-a-time forms of the moving averages, for indicators that fuse several stages into one pass
 * (MACD, ATR): each stage's intermediate array would otherwise be written and read back, which costs
 * more than the arithmetic. Each stream gives, value for value, exactly what its array form in
 * `moving-averages.ts` gives for the same input (same operations in the same order), NaN gaps included.
 */

/** Streaming {@link smoothed}: EMA or Wilder smoothing seeded with the SMA of the first full run of values. */
export class SmoothedStream {
  private sum = 0;
  private run = 0;
  private prev = NaN;
  private seeded = false;

  /** @param period - values averaged for the seed; @param alpha - multiplier of each later step. */
  constructor(
    private readonly period: number,
    private readonly alpha: number,
  ) {}

  /** The running value once seeded (NaN before): lets a fused loop carry on with it in a local variable. */
  get value(): number {
    return this.seeded ? this.prev : NaN;
  }

  /** The smoothed value at this input, NaN during the warm-up and at a NaN input. */
  next(v: number): number {
    if (this.seeded) {
      if (v !== v) return NaN;
      this.prev += this.alpha * (v - this.prev);
      return this.prev;
    }
    if (v !== v) {
      this.sum = 0;
      this.run = 0;
      return NaN;
    }
    this.sum += v;
    if (++this.run < this.period) return NaN;
    this.seeded = true;
    this.prev = this.sum / this.period;
    return this.prev;
  }
}
