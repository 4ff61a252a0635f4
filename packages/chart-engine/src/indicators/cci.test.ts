import { calculateIndicator } from './calculate';
import { CCI_DIRECT_MAX_PERIOD, calculateCciDirect, calculateCciRanked } from './cci';
import { barsOf, randomWalkBars } from './testing/fixtures';

/** Both lines NaN at the same bars, and elsewhere within `tolerance` of each other relative to the value. */
function expectSameLine(a: Float64Array, b: Float64Array, tolerance: number): void {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) {
    if (Number.isNaN(a[i]!)) expect(b[i]).toBeNaN();
    else expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(tolerance * Math.max(1, Math.abs(b[i]!)));
  }
}

describe('CCI: the ranked mean deviation (counts and sums below the mean) against the direct re-read', () => {
  const bars = randomWalkBars(20_000, 3);

  it.each([2, 3, 20, 100, 1000])('agrees within 1e-9 (relative) at period %i on 20,000 bars', (period) => {
    expectSameLine(calculateCciRanked(bars, period), calculateCciDirect(bars, period), 1e-9);
  });

  it('gives the worked example: typical prices 3, 6, 9, 6 over 3 bars are 100 and -50', () => {
    const out = calculateCciRanked(barsOf({ close: [3, 6, 9, 6] }), 3);
    expect(out[2]).toBeCloseTo(100, 10);
    expect(out[3]).toBeCloseTo(-50, 10);
  });

  it('makes only the windows holding a gap undefined, as the direct loop does', () => {
    const gapped = randomWalkBars(500, 5);
    gapped.close[200] = NaN;
    const ranked = calculateCciRanked(gapped, 10);
    expect(ranked[205]).toBeNaN();
    expect(ranked[209]).toBeNaN();
    expect(ranked[210]).not.toBeNaN();
    expectSameLine(ranked, calculateCciDirect(gapped, 10), 1e-9);
  });

  it('is 0 on a flat window (no deviation), like the direct loop', () => {
    const flat = barsOf({ close: [5, 5, 5, 5, 5] });
    expect(Array.from(calculateCciRanked(flat, 3))).toEqual([NaN, NaN, 0, 0, 0]);
  });

  it(`the catalogue's CCI takes the ranked method above period ${CCI_DIRECT_MAX_PERIOD}, same values`, () => {
    const long = randomWalkBars(CCI_DIRECT_MAX_PERIOD + 600, 9);
    const period = CCI_DIRECT_MAX_PERIOD + 100;
    expectSameLine(
      calculateIndicator('cci', String(period), long).cci!,
      calculateCciDirect(long, period),
      1e-9,
    );
  });
});
