import { impulseOf, impulseSeries, runningSum } from './indicator-price-styles';

describe('spec 2 §3 indicator price style Cumulative', () => {
  it('draws the running sum of the values', () => {
    expect(Array.from(runningSum([1, -2, 3, 4]))).toEqual([1, -1, 2, 6]);
  });

  it('keeps missing values missing and sums on past them', () => {
    const sums = Array.from(runningSum([NaN, NaN, 2, NaN, 5]));
    expect(sums[0]).toBeNaN();
    expect(sums[3]).toBeNaN();
    expect([sums[2], sums[4]]).toEqual([2, 7]);
  });
});

describe('spec 2 §3, spec 1 §3.3 indicator price style Elder Impulse', () => {
  it('is green when the EMA and the MACD-Histogram both rise, red when both fall, blue otherwise', () => {
    expect(impulseOf(0.5, 0.1)).toBe(1);
    expect(impulseOf(-0.5, -0.1)).toBe(-1);
    expect(impulseOf(0.5, -0.1)).toBe(0);
    expect(impulseOf(0, 1)).toBe(0);
  });

  it('reads each bar against the bar before; the first bar and gaps are neutral', () => {
    expect(Array.from(impulseSeries([1, 2, 1, NaN, 3], [0, 1, 0, 1, 2]))).toEqual([0, 1, -1, 0, 0]);
  });
});
