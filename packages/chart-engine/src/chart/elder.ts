import { impulseOf } from '@chartbench/core';
import { calculateIndicator } from '../indicators/index';
import type { ChartModel } from './model';

/**
 * Elder Impulse colours per drawn bar (spec 1 §3.3): green (1) when both the 13-period EMA and the MACD
 * histogram (12,26,9) rise, red (-1) when both fall, blue (0) otherwise. A folded column takes its last bar.
 */
export function elderImpulse(model: ChartModel): Int8Array {
  const { history, start, end, drawnFirst } = model;
  const ema = calculateIndicator('ema', '13', history).ema ?? new Float64Array(0);
  const histogram = calculateIndicator('macd', '12,26,9', history).histogram ?? new Float64Array(0);
  const count = model.drawn.close.length;
  const out = new Int8Array(count);
  for (let i = 0; i < count; i++) {
    const last = start + (i + 1 < count ? (drawnFirst[i + 1] as number) : end - start) - 1;
    if (last < 1 || last >= end) continue;
    out[i] = impulseOf(
      (ema[last] as number) - (ema[last - 1] as number),
      (histogram[last] as number) - (histogram[last - 1] as number),
    );
  }
  return out;
}
