import { EMA as TiEma, WMA as TiWma } from 'technicalindicators';
import { EMA as TsEma, WMA as TsWma } from 'trading-signals';
import { calculateIndicator } from './calculate';
import { calculateEma } from './ema';
import { calculateWma } from './wma';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue Exponential Moving Average (ChartSchool)', () => {
  it('seeds with the SMA and then applies multiplier 2/(3+1) = 0.5', () => {
    // seed (10+11+12)/3 = 11; 11+0.5(14-11) = 12.5; 12.5+0.5(13-12.5) = 12.75; 12.75+0.5(15-12.75) = 13.875
    const out = calculateEma(Float64Array.from([10, 11, 12, 14, 13, 15]), 3);
    expect(Array.from(out)).toEqual([NaN, NaN, 11, 12.5, 12.75, 13.875]);
  });

  it('is exposed as the ema overlay with its default 20', () => {
    const bars = randomWalkBars(100);
    expect(calculateIndicator('ema', '', bars).ema).toEqual(calculateEma(bars.close, 20));
  });

  it('agrees with technicalindicators (same SMA seed) everywhere within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    expect(
      maxDifference(
        calculateEma(bars.close, 20),
        alignEnd(TiEma.calculate({ period: 20, values: close }), 2000),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with trading-signals within 1e-6 once its first-price seed has decayed (bar 300 on)', () => {
    // trading-signals seeds its EMA with the first price instead of the SMA; the gap shrinks by (1 - 2/21) a bar.
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateEma(bars.close, 20);
    const peer = streamPeer(new TsEma(20), close, (r) => r);
    expect(maxDifference(ours, peer, 300)).toBeLessThan(1e-6);
    expect(maxDifference(ours, peer, 19)).toBeGreaterThan(1e-6);
  });
});

describe('indicator-catalogue Weighted Moving Average (ChartSchool)', () => {
  it('weights 1..3: (1·1 + 2·2 + 3·6)/6 = 23/6 and (1·2 + 2·6 + 3·3)/6 = 23/6', () => {
    const out = calculateWma(Float64Array.from([1, 2, 6, 3]), 3);
    expect(out[2]).toBeCloseTo(23 / 6, 12);
    expect(out[3]).toBeCloseTo(23 / 6, 12);
    expect(Number.isNaN(out[1]!)).toBe(true);
  });

  it('restarts after a NaN gap', () => {
    const out = calculateWma(Float64Array.from([1, 2, NaN, 3, 6]), 2);
    // (1·3 + 2·6)/3 = 5 for the last window; the windows touching the gap are NaN
    expect(Array.from(out)).toEqual([NaN, 5 / 3, NaN, NaN, 5]);
  });

  it('agrees with technicalindicators and trading-signals within 1e-6 on 2,000 bars', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateIndicator('wma', '20', bars).wma!;
    expect(maxDifference(ours, alignEnd(TiWma.calculate({ period: 20, values: close }), 2000))).toBeLessThan(
      1e-6,
    );
    expect(
      maxDifference(
        ours,
        streamPeer(new TsWma(20), close, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });

  it('rejects a bad period naming the overlay', () => {
    expect(() => calculateIndicator('wma', '2.5', barsOf({ close: [1] }))).toThrow(
      'Invalid parameters for Weighted Moving Average: period',
    );
  });
});
