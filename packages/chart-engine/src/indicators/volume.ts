import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';

/** Volume bars and their colour direction. */
export interface VolumeLines {
  readonly volume: Float64Array;
  /** +1 when the close is at or above the previous close (the first bar compares with its open), else -1. */
  readonly direction: Float64Array;
}

/** Volume (no parameters): the bar volumes and the up/down direction used to colour them. */
export function calculateVolume(bars: Bars): VolumeLines {
  const { close, open } = bars;
  const n = close.length;
  const direction = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const reference = i === 0 ? open[0]! : close[i - 1]!;
    direction[i] = close[i]! >= reference ? 1 : -1;
  }
  return { volume: bars.volume.slice(), direction };
}

/** Volume indicator (no parameters). */
export const volumeIndicator = defineIndicator({
  id: 'volume',
  label: 'Volume',
  parameters: [],
  calculate: (_p, bars) => ({ ...calculateVolume(bars) }),
});
