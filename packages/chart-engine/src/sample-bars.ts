import { createBars, type Bars } from '@chartbench/core';
import { createRandom, normalDraw } from './util/random';

/** Options of {@link createSampleBars}. */
export interface SampleBarsOptions {
  /** Seed of the random walk: the same seed gives the same bars. */
  seed: number;
  /** Number of bars (0 or more). */
  count: number;
  /** Time of the last bar, ms UTC; defaults to 2025-12-31 00:00 UTC so output does not depend on the clock. */
  endTime?: number;
  /** Bar length in ms; defaults to one day. Weekends are skipped for every period. */
  periodMs?: number;
  /** First close; defaults to a seed-dependent price between 20 and 220. */
  startPrice?: number;
}

const DAY_MS = 86_400_000;
/** The default end of sample data: a fixed Wednesday, so the output never depends on today's date. */
export const SAMPLE_END_TIME = Date.UTC(2025, 11, 31);

function isWeekend(time: number): boolean {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
}

function sampleTimes(count: number, endTime: number, periodMs: number): Float64Array {
  const times = new Float64Array(count);
  let t = endTime;
  for (let i = count - 1; i >= 0; i--) {
    while (isWeekend(t)) t -= periodMs >= DAY_MS ? DAY_MS : periodMs;
    times[i] = t;
    t -= periodMs;
  }
  return times;
}

/**
 * Deterministic sample bars: a seeded random walk of weekday bars (daily by default) with plausible open, high,
 * low, close and volume. Used by tests, benchmarks, Storybook and the partner widget's offline mode.
 * @example createSampleBars({ seed: 1, count: 252 })
 */
export function createSampleBars(options: SampleBarsOptions): Bars {
  const { seed, count } = options;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`createSampleBars: count must be a whole number of 0 or more, got ${count}`);
  const periodMs = options.periodMs ?? DAY_MS;
  if (!(periodMs > 0) || !Number.isFinite(periodMs))
    throw new RangeError(`createSampleBars: periodMs must be a positive number, got ${periodMs}`);
  const endTime = options.endTime ?? SAMPLE_END_TIME;
  if (!Number.isFinite(endTime))
    throw new RangeError(`createSampleBars: endTime must be a finite time in ms, got ${endTime}`);
  const random = createRandom(seed);
  const bars = createBars(count);
  bars.time.set(sampleTimes(count, endTime, periodMs));
  // Volatility scales with the square root of the bar length, so intraday walks stay plausible.
  const sigma = 0.016 * Math.sqrt(Math.min(periodMs, 30 * DAY_MS) / DAY_MS);
  const drift = 0.0003 * (periodMs / DAY_MS);
  let close = options.startPrice ?? 20 + random() * 200;
  const baseVolume = 2e6 + random() * 8e6;
  for (let i = 0; i < count; i++) {
    const open = close * (1 + normalDraw(random) * sigma * 0.25);
    close = Math.max(0.01, open * Math.exp(drift + normalDraw(random) * sigma));
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = top * (1 + Math.abs(normalDraw(random)) * sigma * 0.5);
    bars.low[i] = bottom * (1 - Math.abs(normalDraw(random)) * sigma * 0.5);
    bars.volume[i] = Math.round(
      baseVolume * Math.exp(normalDraw(random) * 0.35) * (1 + (Math.abs(close - open) / close) * 20),
    );
  }
  return bars;
}
