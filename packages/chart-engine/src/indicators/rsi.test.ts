import { RSI as TiRsi } from 'technicalindicators';
import { RSI as TsRsi } from 'trading-signals';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateRsi } from './rsi';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue RSI (Wilder smoothing, ChartSchool)', () => {
  it('matches the hand calculation on six closes, period 3', () => {
    // changes +1, -0.5, +1, +0.5, -1
    // bar 3: avg gain (1+0+1)/3 = 2/3, avg loss 0.5/3 = 1/6, RS 4, RSI 100 - 100/5 = 80
    // bar 4: gain (2/3·2 + 0.5)/3 = 11/18, loss (1/6·2)/3 = 1/9, RS 5.5, RSI 100 - 100/6.5 = 84.615...
    // bar 5: gain (11/18·2)/3 = 11/27, loss (1/9·2 + 1)/3 = 11/27, RS 1, RSI 50
    const out = calculateRsi(Float64Array.from([10, 11, 10.5, 11.5, 12, 11]), 3);
    expect(out.slice(0, 3).every(Number.isNaN)).toBe(true);
    expect(out[3]).toBeCloseTo(80, 10);
    expect(out[4]).toBeCloseTo(100 - 100 / 6.5, 10);
    expect(out[5]).toBeCloseTo(50, 10);
  });

  it('is 100 with no losses and 50 on a flat window', () => {
    expect(calculateRsi(Float64Array.from([1, 2, 3, 4]), 3)[3]).toBe(100);
    expect(calculateRsi(Float64Array.from([5, 5, 5, 5]), 3)[3]).toBe(50);
  });

  it('agrees with trading-signals (also Wilder, SMA seed) within 1e-6 on 2,000 bars', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    expect(
      maxDifference(
        calculateRsi(bars.close, 14),
        streamPeer(new TsRsi(14), close, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with technicalindicators to its own rounding (it rounds RSI to 2 decimals)', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const peer = alignEnd(TiRsi.calculate({ period: 14, values: close }), 2000);
    expect(maxDifference(calculateRsi(bars.close, 14), peer)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it('spec 2 §5: blank takes the default 14, a bad value names RSI and the parameter', () => {
    expect(parseIndicatorParameters('rsi', '')).toEqual({ period: 14 });
    expect(() => calculateIndicator('rsi', '14,2', barsOf({ close: [1] }))).toThrow(
      'Invalid parameters for RSI: expected at most 1 parameter (got 2)',
    );
    expect(() => calculateIndicator('rsi', '-3', barsOf({ close: [1] }))).toThrow(
      'Invalid parameters for RSI: period must be a whole number from 1 to 5000 (got "-3")',
    );
  });
});
