import { sliceBars } from '@chartbench/core';
import { createSampleBars } from '../sample-bars';
import { calculateIndicator } from './calculate';
import { indicatorRunIn, smoothingRunIn } from './run-in';

/** Thirty years of daily bars, as the server gives a long-listed symbol. */
const history = createSampleBars({ seed: 7, count: 7_600 });
/** The first bar a one-year chart shows. */
const START = history.close.length - 252;

/**
 * The largest difference, relative to the value (or to 1 below 1), between each output line computed over the
 * whole history and computed from `from`, over the bars from START on; Infinity where one is NaN and the other not.
 */
function largestDifference(id: string, parameters: string, from: number): number {
  const whole = calculateIndicator(id, parameters, history);
  const part = calculateIndicator(id, parameters, sliceBars(history, from, history.close.length));
  let largest = 0;
  for (const [name, values] of Object.entries(whole)) {
    const cut = part[name] as Float64Array;
    for (let i = START; i < history.close.length; i++) {
      const a = values[i] as number;
      const b = cut[i - from] as number;
      if (Number.isNaN(a) || Number.isNaN(b)) {
        if (Number.isNaN(a) !== Number.isNaN(b)) return Infinity;
        continue;
      }
      largest = Math.max(largest, Math.abs(a - b) / Math.max(1, Math.abs(a)));
    }
  }
  return largest;
}

describe('a study computed from its run-in draws the values of the whole history (issue #20)', () => {
  it.each([
    ['sma', '50', 49],
    ['sma', '200', 199],
    ['sma', '20,H,5', 24],
    ['sma', '20,C,-5', 19],
    ['ema', '20', smoothingRunIn(20)],
    ['ema', '200', smoothingRunIn(200)],
    ['ema', '10,L,3', smoothingRunIn(10) + 3],
    ['macd', '12,26,9', smoothingRunIn(26) + smoothingRunIn(9)],
    ['macd', '', smoothingRunIn(26) + smoothingRunIn(9)],
    ['macd', '5,35', smoothingRunIn(35)],
    ['volume', '', 1],
    ['rsi', '14', 1 + smoothingRunIn(14, 1 / 14)],
    ['rsi', '2', 1 + smoothingRunIn(2, 1 / 2)],
    ['bollingerBands', '20,2', 19],
    ['bollingerBands', '', 19],
    ['bollingerBands', '100,3', 99],
  ])(
    '%s (%s) needs %i bars before the first shown, and gives the same values from there',
    (id, parameters, runIn) => {
      expect(indicatorRunIn(id, parameters)).toBe(runIn);
      expect(largestDifference(id, parameters, START - runIn)).toBeLessThan(1e-12);
    },
  );

  it('a shorter run-in would change the values: EMA 20 from 60 bars before is off by more than 1e-6', () => {
    expect(largestDifference('ema', '20', START - 60)).toBeGreaterThan(1e-6);
    expect(largestDifference('macd', '12,26,9', START - 100)).toBeGreaterThan(1e-6);
    expect(largestDifference('rsi', '14', START - 60)).toBeGreaterThan(1e-6);
  });

  it("EMA 20's start weighs e^-37 (below double precision) once the run-in is over", () => {
    const runIn = smoothingRunIn(20);
    expect(runIn).toBe(390);
    expect((1 - 2 / 21) ** (runIn - 20)).toBeLessThan(2 ** -53);
    expect((1 - 2 / 21) ** (runIn - 21)).toBeGreaterThan(Math.exp(-37.2));
  });

  it('leaves to the whole history what it does not list, and parameters that do not parse', () => {
    // Cumulative: its level depends on where it starts.
    expect(indicatorRunIn('obv', '')).toBeUndefined();
    expect(indicatorRunIn('parabolicSar', '')).toBeUndefined();
    expect(indicatorRunIn('sma', 'abc')).toBeUndefined();
    expect(indicatorRunIn('macd', '26,12,9')).toBeUndefined();
  });
});
