import { SCTR_MAX, sctrPercentile } from './sctr-rank';

describe('spec 2 §3 SCTR ranked against its universe (ChartSchool percentile)', () => {
  const universe = [10, 20, 30, 40, 50];

  it('the strongest score of the universe is 99.9, the weakest 0, the median 49.95', () => {
    expect(sctrPercentile(50, universe)).toBe(SCTR_MAX);
    expect(sctrPercentile(10, universe)).toBe(0);
    expect(sctrPercentile(30, universe)).toBeCloseTo(49.95, 9);
  });

  it('depends on the rank, not on how far apart the scores are', () => {
    expect(sctrPercentile(40, [10, 20, 30, 40, 5000])).toBeCloseTo(sctrPercentile(40, universe), 9);
  });

  it('ties count half; missing scores are not ranked', () => {
    expect(sctrPercentile(20, [20, 20, 10, NaN])).toBeCloseTo((99.9 * (1 + 0.5)) / 2, 9);
  });

  it('has nothing to rank against in a universe of one, or for a missing score', () => {
    expect(sctrPercentile(20, [20])).toBeNaN();
    expect(sctrPercentile(Number.NaN, universe)).toBeNaN();
  });
});
