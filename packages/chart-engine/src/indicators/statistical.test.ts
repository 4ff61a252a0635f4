import { LinearRegression as TsLinearRegression } from 'trading-signals';
import { calculateIndicator } from './calculate';
import { calculateCorrelation } from './correlation';
import { calculateDistanceFromMa } from './distance-from-ma';
import {
  calculateHighMinusLow,
  calculateMedianPrice,
  calculateTypicalPrice,
  calculateWeightedClose,
} from './price-transforms';
import { calculateRSquared, calculateSlope } from './regression-indicators';
import { barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

const series = (...values: number[]) => Float64Array.from(values);

describe('indicator-catalogue Slope and Linear Regression R2 (ChartSchool)', () => {
  it('period 3: 1,2,3 is a perfect line; 2,3,5 has slope 3/2 and r² 9/(2·42/9)', () => {
    // x 0,1,2 (mean 1), y 2,3,5 (mean 10/3): Sxy = 4/3 + 5/3 = 3, Sxx = 2, Syy = 42/9
    const close = series(1, 2, 3, 5);
    expect(calculateSlope(close, 3)[2]).toBeCloseTo(1, 12);
    expect(calculateRSquared(close, 3)[2]).toBeCloseTo(1, 12);
    expect(calculateSlope(close, 3)[3]).toBeCloseTo(1.5, 12);
    expect(calculateRSquared(close, 3)[3]).toBeCloseTo(9 / ((2 * 42) / 9), 12);
  });

  it('slope agrees with trading-signals within 1e-6 on 2,000 bars', () => {
    const bars = randomWalkBars(2000);
    const peer = streamPeer(new TsLinearRegression(20), peerInputs(bars).close, (r) => r.slope);
    expect(maxDifference(calculateSlope(bars.close, 20), peer)).toBeLessThan(1e-6);
  });

  it('keeps its precision over 100,000 bars of large prices (running sums resynchronised)', () => {
    const close = new Float64Array(100_000).map((_, i) => 1e6 + 0.5 * i + (i % 2));
    // windows of 4: y = 1e6 + .5x + alternating 0/1; slope of the alternating part over 4 bars is ±0.2
    const slope = calculateSlope(close, 4);
    expect(slope[99_999]).toBeCloseTo(0.5 + 0.2, 6);
    expect(slope[99_998]).toBeCloseTo(0.5 - 0.2, 6);
  });
});

describe('indicator-catalogue Distance From Moving Average', () => {
  it('period 2: (12-11)/11 and (14-13)/13 in percent', () => {
    const out = calculateDistanceFromMa(series(10, 12, 14), 2);
    expect(out[1]).toBeCloseTo(100 / 11, 12);
    expect(out[2]).toBeCloseTo(100 / 13, 12);
  });
});

describe('indicator-catalogue High Minus Low, Median Price, Typical Price, Weighted Close', () => {
  it('H 12, L 8, C 11: 4, 10, 31/3, (12+8+22)/4', () => {
    const bars = barsOf({ high: [12], low: [8], close: [11] });
    expect(calculateHighMinusLow(bars)[0]).toBe(4);
    expect(calculateMedianPrice(bars)[0]).toBe(10);
    expect(calculateTypicalPrice(bars)[0]).toBeCloseTo(31 / 3, 12);
    expect(calculateWeightedClose(bars)[0]).toBe(10.5);
  });
});

describe('indicator-catalogue Correlation (price levels, ChartSchool)', () => {
  it('is 1, -1, and 0.8 for 1,2,3,4 against 1,3,2,4', () => {
    // deviations -1.5,-.5,.5,1.5 both: Σdxdy = 2.25 - .25 - .25 + 2.25 = 4, Σdx² = Σdy² = 5, r = 0.8
    const a = series(1, 2, 3, 4);
    expect(calculateCorrelation(a, series(2, 4, 6, 8), 4)[3]).toBeCloseTo(1, 12);
    expect(calculateCorrelation(a, series(8, 6, 4, 2), 4)[3]).toBeCloseTo(-1, 12);
    expect(calculateCorrelation(a, series(1, 3, 2, 4), 4)[3]).toBeCloseTo(0.8, 12);
  });

  it('reads the other symbol from the context, default $SPX,20', () => {
    const main = barsOf({ close: [1, 2, 3, 4] });
    const other = barsOf({ close: [1, 3, 2, 4] });
    const out = calculateIndicator('correlation', 'qqq,4', main, {
      symbolBars: (s) => (s === 'QQQ' ? other : undefined),
    });
    expect(out.correlation![3]).toBeCloseTo(0.8, 12);
    expect(() => calculateIndicator('correlation', '', main)).toThrow('Correlation needs the bars of $SPX');
  });

  it('is undefined where either series has a gap', () => {
    const out = calculateCorrelation(series(1, 2, 3, 4, 5), series(1, NaN, 2, 4, 5), 2);
    expect(Number.isNaN(out[1]!)).toBe(true);
    expect(Number.isNaN(out[2]!)).toBe(true);
    expect(out[4]).toBeCloseTo(1, 12);
  });
});
