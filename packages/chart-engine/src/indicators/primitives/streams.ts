/**
 * One-value-at-a-time forms of the moving averages, for indicators that fuse several stages into one pass
 * (MACD, Stochastics): each stage's intermediate array would otherwise be written and read back, which costs
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

/** Streaming {@link sma}: running sum over a ring of the last `period` inputs; a NaN inside makes the window NaN. */
export class SmaStream {
  private readonly ring: Float64Array;
  private count = 0;
  private sum = 0;
  private nanCount = 0;

  /** @param period - window length. */
  constructor(private readonly period: number) {
    this.ring = new Float64Array(period);
  }

  /** The window's mean once `period` values have entered and none of them is NaN, else NaN. */
  next(v: number): number {
    const slot = this.count % this.period;
    if (v !== v) this.nanCount++;
    else this.sum += v;
    if (this.count >= this.period) {
      const old = this.ring[slot]!;
      if (old !== old) this.nanCount--;
      else this.sum -= old;
    }
    this.ring[slot] = v;
    this.count++;
    return this.count >= this.period && this.nanCount === 0 ? this.sum / this.period : NaN;
  }
}

/**
 * Streaming {@link rollingMax} / {@link rollingMin} over a column read in order: a monotonic deque of indices
 * (each enters and leaves once, O(n)); a NaN empties it and the window restarts after the gap.
 */
export class ExtremeStream {
  private readonly deque: Int32Array;
  private head = 0;
  private tail = 0;
  private runStart = 0;

  /**
   * @param values - the column; {@link ExtremeStream.next} is called with its indices 0, 1, 2, ... in order.
   * @param period - window length. @param max - highest (true) or lowest (false).
   */
  constructor(
    private readonly values: Float64Array,
    private readonly period: number,
    private readonly max: boolean,
  ) {
    this.deque = new Int32Array(values.length);
  }

  /** The extreme of the window ending at index `i`, NaN until a full window of valid values. */
  next(i: number): number {
    const { values, deque } = this;
    const v = values[i]!;
    if (v !== v) {
      this.head = this.tail;
      this.runStart = i + 1;
      return NaN;
    }
    let tail = this.tail;
    if (this.max) {
      while (tail > this.head && values[deque[tail - 1]!]! <= v) tail--;
    } else {
      while (tail > this.head && values[deque[tail - 1]!]! >= v) tail--;
    }
    deque[tail++] = i;
    this.tail = tail;
    if (deque[this.head]! <= i - this.period) this.head++;
    return i - this.runStart + 1 >= this.period ? values[deque[this.head]!]! : NaN;
  }
}
