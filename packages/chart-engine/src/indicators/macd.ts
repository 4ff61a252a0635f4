import { checkCount, defineCustomIndicator, parameterError, period, readNumber } from './parameters';
import { SmoothedStream } from './primitives/streams';
import type { IndicatorOutput } from './types';

/** Validated MACD-family parameters; `signal` 1 means no signal line and no histogram. */
export interface MacdParameters extends Record<string, number> {
  readonly fast: number;
  readonly slow: number;
  readonly signal: number;
}

/**
 * Reads `fast,slow,signal` (default 12,26,9). A blank string takes all defaults; once fast and slow are given,
 * a blank or missing signal means 1: the catalogue's "signal 1 or blank removes the histogram".
 */
export function parseMacdParameters(label: string, tokens: string[]): MacdParameters {
  checkCount(label, tokens, 3);
  const fast = readNumber(label, period('fast', 12), tokens[0]);
  const slow = readNumber(label, period('slow', 26, 2), tokens[1]);
  const signalDefault = tokens.length === 0 ? 9 : 1;
  const signal = readNumber(label, period('signal', signalDefault), tokens[2]);
  if (fast >= slow) throw parameterError(label, `fast (${fast}) must be shorter than slow (${slow})`);
  return { fast, slow, signal };
}

/** MACD lines: macd = EMA(fast) - EMA(slow), signal = EMA(signal) of macd, histogram = macd - signal. */
export interface MacdLines {
  readonly macd: Float64Array;
  readonly signal: Float64Array;
  readonly histogram: Float64Array;
}

/**
 * MACD (Appel, ChartSchool): both EMAs seeded with their SMA, so macd starts at bar slow - 1 and the signal
 * EMA (seeded with the SMA of the first `signal` macd values) at bar slow + signal - 2.
 */
export function calculateMacd(close: Float64Array, fast: number, slow: number, signal: number): MacdLines {
  const n = close.length;
  const macd = new Float64Array(n);
  const signalLine = new Float64Array(n);
  const histogram = new Float64Array(n);
  // One pass, the three averages streamed: each value equals what ema() over the whole array would give.
  const fastEma = new SmoothedStream(fast, 2 / (fast + 1));
  const slowEma = new SmoothedStream(slow, 2 / (slow + 1));
  const signalEma = signal > 1 ? new SmoothedStream(signal, 2 / (signal + 1)) : undefined;
  let i = 0;
  // Streams until every average is seeded, then the same steps on local variables (a NaN close after that
  // only makes its bar NaN, exactly as the streams would).
  for (; i < n && (signalEma ? signalEma.value !== signalEma.value : slowEma.value !== slowEma.value); i++) {
    const v = close[i]!;
    const m = fastEma.next(v) - slowEma.next(v);
    const s = signalEma ? signalEma.next(m) : NaN;
    macd[i] = m;
    signalLine[i] = s;
    histogram[i] = m - s;
  }
  const lines = { macd, signal: signalLine, histogram };
  const seeded = { fast: fastEma.value, slow: slowEma.value, signal: signalEma ? signalEma.value : NaN };
  macdSteps(close, lines, i, seeded, { fast, slow, signal });
  return lines;
}

/**
 * The seeded part of {@link calculateMacd} from bar `from`, on local variables. A function of its own: when
 * the loop shared a body with the streams' warm-up, V8 optimised it before the code after the warm-up had
 * run and threw that code away on every call (15x slower).
 */
function macdSteps(
  close: Float64Array,
  lines: MacdLines,
  from: number,
  seeded: { fast: number; slow: number; signal: number },
  periods: { fast: number; slow: number; signal: number },
): void {
  const { macd, signal: signalLine, histogram } = lines;
  const n = close.length;
  const withSignal = periods.signal > 1;
  const fastAlpha = 2 / (periods.fast + 1);
  const slowAlpha = 2 / (periods.slow + 1);
  const signalAlpha = 2 / (periods.signal + 1);
  let f = seeded.fast;
  let sl = seeded.slow;
  let g = seeded.signal;
  for (let i = from; i < n; i++) {
    const v = close[i]!;
    if (v !== v) {
      macd[i] = signalLine[i] = histogram[i] = NaN;
      continue;
    }
    f += fastAlpha * (v - f);
    sl += slowAlpha * (v - sl);
    const m = f - sl;
    if (withSignal) g += signalAlpha * (m - g);
    macd[i] = m;
    signalLine[i] = g;
    histogram[i] = m - g;
  }
}

/** The MACD lines an indicator returns: all three, or only macd when the signal is removed. */
export function macdOutput(lines: MacdLines, signal: number): IndicatorOutput {
  return signal > 1 ? { ...lines } : { macd: lines.macd };
}

/** MACD indicator, default 12,26,9. */
export const macdIndicator = defineCustomIndicator({
  id: 'macd',
  label: 'MACD',
  parse: (tokens, label) => parseMacdParameters(label, tokens),
  calculate: (p, bars) => macdOutput(calculateMacd(bars.close, p.fast, p.slow, p.signal), p.signal),
});

/** MACD Histogram indicator (macd minus its signal line), default 12,26,9. */
export const macdHistogramIndicator = defineCustomIndicator({
  id: 'macdHistogram',
  label: 'MACD Histogram',
  parse: (tokens, label) => {
    const p = parseMacdParameters(label, tokens);
    if (p.signal < 2)
      throw parameterError(label, 'signal must be at least 2 (the histogram needs a signal line)');
    return p;
  },
  calculate: (p, bars) => ({ histogram: calculateMacd(bars.close, p.fast, p.slow, p.signal).histogram }),
});
