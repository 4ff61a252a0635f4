import { createBars, type Bars } from '@chartbench/core';
import type { Session } from './calendar';
import { MINUTE_MS } from './days';
import { createStream, mix } from './random';

/** The daily bar a session's minutes must reproduce. */
export interface DayBar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** One contiguous stretch of minutes (pre-market, regular session or post-market) and where it starts. */
export interface MinuteSegment {
  readonly kind: 'pre' | 'regular' | 'post';
  readonly start: number;
  readonly bars: Bars;
}

/** How prices are rounded: cents, or 1/10000 below one unit. */
export function priceRounder(reference: number): (x: number) => number {
  const decimals = reference >= 1 ? 100 : 10000;
  return (x) => Math.round(x * decimals) / decimals;
}

/**
 * A path of n+1 prices from `from` to `to` passing through the knots, with Brownian-bridge noise between
 * them, optionally kept inside [floor, ceiling].
 */
function bridgePath(
  n: number,
  knots: readonly (readonly [number, number])[],
  step: number,
  next: () => number,
  floor: number,
  ceiling: number,
): Float64Array {
  const path = new Float64Array(n + 1);
  for (let k = 0; k + 1 < knots.length; k++) {
    const [t0, v0] = knots[k] ?? [0, 0];
    const [t1, v1] = knots[k + 1] ?? [n, v0];
    path[t0] = v0;
    path[t1] = v1;
    const span = t1 - t0;
    if (span < 2) continue;
    const walk = new Float64Array(span + 1);
    for (let j = 1; j <= span; j++) walk[j] = (walk[j - 1] ?? 0) + next() * step;
    const end = walk[span] ?? 0;
    for (let j = 1; j < span; j++) {
      const f = j / span;
      const value = v0 + (v1 - v0) * f + (walk[j] ?? 0) - f * end;
      path[t0 + j] = Math.min(ceiling, Math.max(floor, value));
    }
  }
  return path;
}

/** Spreads an integer volume over minutes with a U-shaped profile; the parts sum exactly to the total. */
function spreadVolume(total: number, n: number, next: () => number, ushape: boolean): Float64Array {
  const weights = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const x = n > 1 ? (i / (n - 1)) * 2 - 1 : 0;
    const w = (ushape ? 1 + 1.8 * x * x : 1) * (0.4 + next());
    weights[i] = w;
    sum += w;
  }
  const out = new Float64Array(n);
  let used = 0;
  for (let i = 0; i < n; i++) {
    const part = Math.floor((total * (weights[i] ?? 0)) / sum);
    out[i] = part;
    used += part;
  }
  if (n > 0) out[n - 1] = (out[n - 1] ?? 0) + (total - used);
  return out;
}

/** Minute bars from a price path: bar i opens at path[i] and closes at path[i+1], with small wicks. */
function barsFromPath(
  start: number,
  path: Float64Array,
  volume: Float64Array,
  wick: number,
  next: () => number,
  round: (x: number) => number,
  floor: number,
  ceiling: number,
): Bars {
  const n = path.length - 1;
  const bars = createBars(n);
  for (let i = 0; i < n; i++) {
    const o = round(path[i] ?? 0);
    const c = round(path[i + 1] ?? 0);
    bars.time[i] = start + i * MINUTE_MS;
    bars.open[i] = o;
    bars.close[i] = c;
    bars.high[i] = Math.min(ceiling, round(Math.max(o, c) + next() * wick));
    bars.low[i] = Math.max(floor, round(Math.min(o, c) - next() * wick));
    bars.volume[i] = volume[i] ?? 0;
  }
  return bars;
}

/**
 * The 1-minute bars of one session, generated so that they aggregate exactly to the session's daily bar:
 * the first minute opens at the daily open, the last closes at the daily close, the path touches the daily
 * high and low and never leaves them, and the minute volumes sum to the daily volume. With `extended`, the
 * pre-market and post-market minutes are added as separate segments (they are not part of the daily bar).
 */
export function sessionMinutes(
  seed: number,
  session: Session,
  bar: DayBar,
  previousClose: number,
  extended: boolean,
): MinuteSegment[] {
  const stream = createStream(mix(seed, session.day));
  const u = () => stream.next();
  const z = () => stream.normal();
  const round = priceRounder(bar.close);
  const n = Math.round((session.close - session.open) / MINUTE_MS);
  const range = Math.max(bar.high - bar.low, bar.close * 1e-4);
  const tHigh = 1 + Math.floor(u() * (n - 1));
  let tLow = 1 + Math.floor(u() * (n - 1));
  if (tLow === tHigh) tLow = tHigh > n / 2 ? tHigh - 1 : tHigh + 1;
  const knots: [number, number][] = [
    [0, bar.open],
    [tHigh, bar.high],
    [tLow, bar.low],
    [n, bar.close],
  ];
  knots.sort((a, b) => a[0] - b[0]);
  const step = (range / Math.sqrt(n)) * 0.7;
  const path = bridgePath(n, knots, step, z, bar.low, bar.high);
  const volume = spreadVolume(bar.volume, n, u, true);
  const regular: MinuteSegment = {
    kind: 'regular',
    start: session.open,
    bars: barsFromPath(session.open, path, volume, step * 0.4, u, round, bar.low, bar.high),
  };
  if (!extended) return [regular];
  const segments: MinuteSegment[] = [];
  const preMinutes = Math.round((session.open - session.preOpen) / MINUTE_MS);
  if (preMinutes > 0) {
    const prePath = bridgePath(
      preMinutes,
      [
        [0, previousClose],
        [preMinutes, bar.open],
      ],
      step * 0.35,
      z,
      0,
      Number.POSITIVE_INFINITY,
    );
    const preVolume = spreadVolume(Math.round(bar.volume * 0.04), preMinutes, u, false);
    segments.push({
      kind: 'pre',
      start: session.preOpen,
      bars: barsFromPath(
        session.preOpen,
        prePath,
        preVolume,
        step * 0.15,
        u,
        round,
        0,
        Number.POSITIVE_INFINITY,
      ),
    });
  }
  segments.push(regular);
  const postMinutes = Math.round((session.postClose - session.close) / MINUTE_MS);
  if (postMinutes > 0) {
    const drift = bar.close * Math.exp((range / bar.close) * 0.3 * z());
    const postPath = bridgePath(
      postMinutes,
      [
        [0, bar.close],
        [postMinutes, round(drift)],
      ],
      step * 0.35,
      z,
      0,
      Number.POSITIVE_INFINITY,
    );
    const postVolume = spreadVolume(Math.round(bar.volume * 0.05), postMinutes, u, false);
    segments.push({
      kind: 'post',
      start: session.close,
      bars: barsFromPath(
        session.close,
        postPath,
        postVolume,
        step * 0.15,
        u,
        round,
        0,
        Number.POSITIVE_INFINITY,
      ),
    });
  }
  return segments;
}
