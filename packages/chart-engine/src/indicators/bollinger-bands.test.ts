import { BollingerBands as TiBollinger } from 'technicalindicators';
import { BollingerBands as TsBollinger } from 'trading-signals';
import { calculateBollingerBands } from './bollinger-bands';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { alignEnd, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue Bollinger Bands (population standard deviation, ChartSchool)', () => {
  it('closes 1..5, period 5, 2 deviations: mean 3, variance (4+1+0+1+4)/5 = 2, bands 3 ± 2√2', () => {
    const { middle, upper, lower } = calculateBollingerBands(Float64Array.from([1, 2, 3, 4, 5]), 5, 2);
    expect(middle[4]).toBe(3);
    expect(upper[4]).toBeCloseTo(3 + 2 * Math.SQRT2, 12);
    expect(lower[4]).toBeCloseTo(3 - 2 * Math.SQRT2, 12);
    expect(Number.isNaN(upper[3]!)).toBe(true);
  });

  it('agrees with technicalindicators and trading-signals (both population) within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateIndicator('bollingerBands', '20,2', bars);
    const ti = TiBollinger.calculate({ period: 20, values: close, stdDev: 2 });
    expect(
      maxDifference(
        ours.upper!,
        alignEnd(
          ti.map((r) => r.upper),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.lower!,
        alignEnd(
          ti.map((r) => r.lower),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.middle!,
        streamPeer(new TsBollinger(20, 2), close, (r) => r.middle),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.upper!,
        streamPeer(new TsBollinger(20, 2), close, (r) => r.upper),
      ),
    ).toBeLessThan(1e-6);
  });

  it('stays precise on large prices over long series (shifted running sums)', () => {
    const close = new Float64Array(200_000);
    for (let i = 0; i < close.length; i++) close[i] = 1e6 + (i % 7);
    const { upper, middle } = calculateBollingerBands(close, 7, 1);
    // every window holds 0..6 once: population deviation √((9+4+1+0+1+4+9)/7) = 2
    expect(upper[close.length - 1]! - middle[close.length - 1]!).toBeCloseTo(2, 6);
  });

  it('spec 2 §5: reads 20,2 and rejects a zero deviation', () => {
    expect(parseIndicatorParameters('bollingerBands', '')).toEqual({ period: 20, deviations: 2 });
    expect(parseIndicatorParameters('bollingerBands', '10,1.5')).toEqual({ period: 10, deviations: 1.5 });
    expect(() => parseIndicatorParameters('bollingerBands', '20,0')).toThrow(
      'Invalid parameters for Bollinger Bands: deviations must be a number from 0.01 to 10 (got "0")',
    );
  });
});
