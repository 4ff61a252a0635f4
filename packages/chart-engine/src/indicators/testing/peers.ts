import type { Bars } from '@chartbench/core';

/** The minimal streaming interface every trading-signals indicator offers. */
interface StreamingIndicator<I, R> {
  add(input: I): R | null;
  readonly isStable: boolean;
}

/** Runs a trading-signals indicator over inputs, one value per bar, NaN until the peer calls itself stable. */
export function streamPeer<I, R>(
  indicator: StreamingIndicator<I, R>,
  inputs: readonly I[],
  pick: (result: R) => number,
): Float64Array {
  const out = new Float64Array(inputs.length).fill(NaN);
  inputs.forEach((input, index) => {
    const result = indicator.add(input);
    if (result !== null && indicator.isStable) out[index] = pick(result);
  });
  return out;
}

/** Plain-array columns of bars, in the shapes the peer libraries take. */
export function peerInputs(bars: Bars): {
  close: number[];
  high: number[];
  low: number[];
  open: number[];
  volume: number[];
  candles: { open: number; high: number; low: number; close: number; volume: number }[];
} {
  const close = Array.from(bars.close);
  const high = Array.from(bars.high);
  const low = Array.from(bars.low);
  const open = Array.from(bars.open);
  const volume = Array.from(bars.volume);
  const candles = close.map((c, i) => ({
    open: open[i]!,
    high: high[i]!,
    low: low[i]!,
    close: c,
    volume: volume[i]!,
  }));
  return { close, high, low, open, volume, candles };
}
