import { decimal, defineIndicator, period } from './parameters';
import { ema, sma } from './primitives/moving-averages';

/** Envelope lines around a moving average. */
export interface EnvelopeLines {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
}

/** Moving average envelopes (ChartSchool): the average and lines `percent` % above and below it. */
export function calculateEnvelopes(average: Float64Array, percent: number): EnvelopeLines {
  const n = average.length;
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  const factor = percent / 100;
  for (let i = 0; i < n; i++) {
    const m = average[i]!;
    upper[i] = m * (1 + factor);
    lower[i] = m * (1 - factor);
  }
  return { middle: average, upper, lower };
}

const ENVELOPE_PARAMETERS = [period('period', 20), decimal('percent', 2.5, 0.01, 100)] as const;

/** SMA Envelopes overlay, default 20,2.5. */
export const smaEnvelopesIndicator = defineIndicator({
  id: 'smaEnvelopes',
  label: 'SMA Envelopes',
  parameters: ENVELOPE_PARAMETERS,
  calculate: (p, bars) => ({ ...calculateEnvelopes(sma(bars.close, p.period), p.percent) }),
});

/** EMA Envelopes overlay, default 20,2.5. */
export const emaEnvelopesIndicator = defineIndicator({
  id: 'emaEnvelopes',
  label: 'EMA Envelopes',
  parameters: ENVELOPE_PARAMETERS,
  calculate: (p, bars) => ({ ...calculateEnvelopes(ema(bars.close, p.period), p.percent) }),
});
