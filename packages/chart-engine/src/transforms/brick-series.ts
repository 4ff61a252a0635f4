import type { Bars } from '@chartbench/core';

/** A growable set of bars for transforms whose output length is not known in advance (bricks, lines). */
export class BarBuilder {
  private capacity: number;
  length = 0;
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;

  constructor(capacity = 64) {
    this.capacity = Math.max(1, capacity);
    this.time = new Float64Array(this.capacity);
    this.open = new Float64Array(this.capacity);
    this.high = new Float64Array(this.capacity);
    this.low = new Float64Array(this.capacity);
    this.close = new Float64Array(this.capacity);
    this.volume = new Float64Array(this.capacity);
  }

  /** Appends one bar whose high and low are its open and close. */
  push(time: number, open: number, close: number, volume: number): void {
    if (this.length === this.capacity) this.grow();
    const i = this.length++;
    this.time[i] = time;
    this.open[i] = open;
    this.close[i] = close;
    this.high[i] = Math.max(open, close);
    this.low[i] = Math.min(open, close);
    this.volume[i] = volume;
  }

  private grow(): void {
    this.capacity *= 2;
    const grow = (a: Float64Array) => {
      const b = new Float64Array(this.capacity);
      b.set(a);
      return b;
    };
    this.time = grow(this.time);
    this.open = grow(this.open);
    this.high = grow(this.high);
    this.low = grow(this.low);
    this.close = grow(this.close);
    this.volume = grow(this.volume);
  }

  /** The bars appended so far. */
  toBars(): Bars {
    const n = this.length;
    return {
      time: this.time.slice(0, n),
      open: this.open.slice(0, n),
      high: this.high.slice(0, n),
      low: this.low.slice(0, n),
      close: this.close.slice(0, n),
      volume: this.volume.slice(0, n),
    };
  }
}
