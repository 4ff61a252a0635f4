import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';

/** Volume-by-Price zones, one entry per price zone from the lowest to the highest. */
export interface VolumeByPriceZones {
  /** Each zone's lower price edge. */
  readonly lower: Float64Array;
  /** Each zone's upper price edge. */
  readonly upper: Float64Array;
  /** Volume of bars that closed up (at or above the previous close; the first bar against its open). */
  readonly upVolume: Float64Array;
  /** Volume of bars that closed down. */
  readonly downVolume: Float64Array;
}

/**
 * Volume by Price (ChartSchool): the closing-price range of the bars is cut into `zones` equal zones and each
 * bar's volume goes to the zone of its close, split into up and down volume. The outputs are per zone, not per bar.
 */
export function calculateVolumeByPrice(bars: Bars, zones: number): VolumeByPriceZones {
  const { close, open, volume } = bars;
  const n = close.length;
  const lower = new Float64Array(zones);
  const upper = new Float64Array(zones);
  const upVolume = new Float64Array(zones);
  const downVolume = new Float64Array(zones);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const c = close[i]!;
    if (c < min) min = c;
    if (c > max) max = c;
  }
  if (n === 0) return { lower: lower.fill(NaN), upper: upper.fill(NaN), upVolume, downVolume };
  const size = (max - min) / zones;
  for (let z = 0; z < zones; z++) {
    lower[z] = min + z * size;
    upper[z] = z === zones - 1 ? max : min + (z + 1) * size;
  }
  for (let i = 0; i < n; i++) {
    const c = close[i]!;
    const zone = size === 0 ? 0 : Math.min(zones - 1, Math.floor((c - min) / size));
    const reference = i === 0 ? open[0]! : close[i - 1]!;
    if (c >= reference) upVolume[zone]! += volume[i]!;
    else downVolume[zone]! += volume[i]!;
  }
  return { lower, upper, upVolume, downVolume };
}

/** Volume by Price overlay, default 12 zones. */
export const volumeByPriceIndicator = defineIndicator({
  id: 'volumeByPrice',
  label: 'Volume by Price',
  parameters: [{ name: 'zones', defaultValue: 12, min: 1, max: 200, integer: true }],
  calculate: (p, bars) => ({ ...calculateVolumeByPrice(bars, p.zones) }),
});
