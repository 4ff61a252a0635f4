import { alignToTimes } from './align';
import { ema, sma, wilder } from './moving-averages';
import { rollingRegression } from './regression';
import { rollingMax, rollingMin, rollingStdDev, rollingSum } from './windows';

/** Deterministic values with NaN gaps, for brute-force comparisons. */
function noisy(length: number, gapEvery = 37): Float64Array {
  let state = 12345;
  return new Float64Array(length).map((_, i) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return i % gapEvery === 5 ? NaN : 100 + (state / 2147483648) * 10;
  });
}

/** The plain definition: apply `f` to each full window of valid values, NaN otherwise. */
function bruteForce(values: Float64Array, period: number, f: (window: number[]) => number): Float64Array {
  return values.map((_, i) => {
    if (i < period - 1) return NaN;
    const window = Array.from(values.subarray(i - period + 1, i + 1));
    return window.some(Number.isNaN) ? NaN : f(window);
  });
}

const values = noisy(600);

describe('indicator primitives against their plain definitions (windows with NaN gaps)', () => {
  it.each([2, 5, 14, 30])('rolling max, min, sum and population deviation over %i bars', (period) => {
    const mean = (w: number[]) => w.reduce((a, b) => a + b, 0) / w.length;
    const close = (a: Float64Array, b: Float64Array) =>
      a.forEach((v, i) => (Number.isNaN(b[i]!) ? expect(v).toBeNaN() : expect(v).toBeCloseTo(b[i]!, 9)));
    close(
      rollingMax(values, period),
      bruteForce(values, period, (w) => Math.max(...w)),
    );
    close(
      rollingMin(values, period),
      bruteForce(values, period, (w) => Math.min(...w)),
    );
    close(
      rollingSum(values, period),
      bruteForce(values, period, (w) => w.reduce((a, b) => a + b, 0)),
    );
    close(sma(values, period), bruteForce(values, period, mean));
    close(
      rollingStdDev(values, period),
      bruteForce(values, period, (w) => Math.sqrt(w.reduce((a, b) => a + (b - mean(w)) ** 2, 0) / w.length)),
    );
  });

  it.each([3, 10])('rolling regression slope and r² over %i bars', (period) => {
    const { slope, rSquared } = rollingRegression(values, period);
    const expectedSlope = bruteForce(values, period, (w) => {
      const mx = (period - 1) / 2;
      const my = w.reduce((a, b) => a + b, 0) / period;
      let sxy = 0;
      let sxx = 0;
      w.forEach((y, x) => {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) ** 2;
      });
      return sxy / sxx;
    });
    slope.forEach((v, i) =>
      Number.isNaN(expectedSlope[i]!) ? expect(v).toBeNaN() : expect(v).toBeCloseTo(expectedSlope[i]!, 9),
    );
    expect(rSquared.every((r) => Number.isNaN(r) || (r >= 0 && r <= 1 + 1e-12))).toBe(true);
  });

  it('EMA and Wilder seeds start after a leading gap, with the first full run of valid values', () => {
    const withGap = Float64Array.from([NaN, 1, NaN, 2, 4, 6, 8]);
    // seed (2+4)/2 = 3 at bar 4; then 3 + 2/3 (6-3) = 5; 5 + 2/3 (8-5) = 7
    expect(Array.from(ema(withGap, 2))).toEqual([NaN, NaN, NaN, NaN, 3, 5, 7]);
    // Wilder: seed 3, then 3 + (6-3)/2 = 4.5, then 4.5 + (8-4.5)/2 = 6.25
    expect(Array.from(wilder(withGap, 2))).toEqual([NaN, NaN, NaN, NaN, 3, 4.5, 6.25]);
  });

  it('aligns another series by carrying its latest value forward, NaN before it starts', () => {
    const out = alignToTimes(
      Float64Array.from([1, 2, 3, 4, 5]),
      Float64Array.from([2, 4]),
      Float64Array.from([20, 40]),
    );
    expect(Array.from(out)).toEqual([NaN, 20, 20, 40, 40]);
  });

  it('aligns a window of main times anywhere in a long other series as a walk from its first bar does', () => {
    // The other series trades on every third day from day 10; the main windows start before, inside and after it.
    const otherTimes = Float64Array.from({ length: 3000 }, (_, k) => 10 + 3 * k);
    const otherValues = otherTimes.map((t) => t * 2);
    const walk = (times: Float64Array) =>
      Array.from(times, (t) => {
        let j = -1;
        while (j + 1 < otherTimes.length && otherTimes[j + 1]! <= t) j++;
        return j < 0 ? NaN : otherValues[j]!;
      });
    for (const first of [0, 9, 10, 11, 12, 4000, 9008, 9009, 9010, 20000]) {
      const times = Float64Array.from({ length: 260 }, (_, i) => first + i);
      expect(Array.from(alignToTimes(times, otherTimes, otherValues)), `from ${first}`).toEqual(walk(times));
    }
    expect(alignToTimes(new Float64Array(0), otherTimes, otherValues)).toHaveLength(0);
    expect(
      Array.from(alignToTimes(Float64Array.from([5, 50]), new Float64Array(0), new Float64Array(0))),
    ).toEqual([NaN, NaN]);
  });
});

describe('moving averages: a series without gaps and one with a gap at its very end', () => {
  it('sma and ema give the same values up to a NaN in the last bar, which alone is undefined', () => {
    const clean = noisy(200, 1000);
    const gapAtEnd = Float64Array.from(clean);
    gapAtEnd[199] = NaN;
    for (const average of [sma, ema, wilder]) {
      const whole = average(clean, 10);
      const cut = average(gapAtEnd, 10);
      expect(Array.from(cut.subarray(0, 199))).toEqual(Array.from(whole.subarray(0, 199)));
      expect(cut[199]).toBeNaN();
      expect(whole[199]).not.toBeNaN();
    }
  });

  it('a gap inside the first window restarts the ema seed after it', () => {
    const out = ema(Float64Array.from([1, NaN, 2, 4, 6, 8]), 2);
    expect(Array.from(out)).toEqual([NaN, NaN, NaN, 3, 5, 7]);
  });

  it('a series shorter than the period is all undefined', () => {
    expect(Array.from(sma(Float64Array.from([1, 2]), 3))).toEqual([NaN, NaN]);
    expect(Array.from(ema(Float64Array.from([1, 2]), 3))).toEqual([NaN, NaN]);
  });
});
