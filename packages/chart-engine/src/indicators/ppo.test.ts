import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateEma } from './ema';
import { calculateMacd } from './macd';
import { calculatePercentageOscillator } from './ppo';
import { barsOf, maxDifference, randomWalkBars } from './testing/fixtures';

describe('indicator-catalogue PPO and PVO (ChartSchool)', () => {
  it('fast 2, slow 3 on closes 1,2,4,7,11: (EMA2 - EMA3) / EMA3 × 100', () => {
    // EMA2: 1.5, 19/6, 103/18, 499/54; EMA3: 7/3, 14/3, 47/6 (see macd.test.ts)
    // bar 2: (19/6 - 14/6) / (14/6) × 100 = 500/14; bar 4: (499/54 - 423/54) / (423/54) × 100 = 7600/423
    const { oscillator } = calculatePercentageOscillator(Float64Array.from([1, 2, 4, 7, 11]), 2, 3, 2);
    expect(Number.isNaN(oscillator[1]!)).toBe(true);
    expect(oscillator[2]).toBeCloseTo(500 / 14, 10);
    expect(oscillator[4]).toBeCloseTo(7600 / 423, 10);
  });

  it('is MACD divided by the slow EMA × 100 on a long series', () => {
    const bars = randomWalkBars(1000);
    const ppo = calculateIndicator('ppo', '', bars);
    const macd = calculateMacd(bars.close, 12, 26, 9).macd;
    const slow = calculateEma(bars.close, 26);
    const expected = macd.map((value, i) => (value / slow[i]!) * 100);
    expect(Object.keys(ppo)).toEqual(['ppo', 'signal', 'histogram']);
    expect(Number.isNaN(ppo.ppo![24]!)).toBe(true);
    expect(maxDifference(ppo.ppo!, expected)).toBeLessThan(1e-9);
  });

  it('PVO is the same oscillator on volume: volumes 1,2,4,7,11 give the same numbers', () => {
    const bars = barsOf({ close: [5, 5, 5, 5, 5], volume: [1, 2, 4, 7, 11] });
    const { pvo } = calculateIndicator('pvo', '2,3,2', bars);
    expect(pvo![4]).toBeCloseTo(7600 / 423, 10);
    expect(maxDifference(pvo!, calculatePercentageOscillator(bars.volume, 2, 3, 2).oscillator)).toBe(0);
  });

  it('spec 2 §5: a signal of 1 leaves only the oscillator', () => {
    expect(Object.keys(calculateIndicator('pvo', '12,26,1', randomWalkBars(50)))).toEqual(['pvo']);
    expect(parseIndicatorParameters('ppo', '')).toEqual({ fast: 12, slow: 26, signal: 9 });
    expect(() => parseIndicatorParameters('ppo', '30,20,9')).toThrow(
      'Invalid parameters for PPO: fast (30) must be shorter than slow (20)',
    );
  });
});
