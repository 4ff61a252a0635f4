import { ATR as TiAtr } from 'technicalindicators';
import { ATR as TsAtr } from 'trading-signals';
import { calculateAtr } from './atr';
import { calculateIndicator } from './calculate';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue Average True Range (Wilder smoothing, ChartSchool)', () => {
  it('matches the hand calculation, period 3', () => {
    // TR: 10-8 = 2; max(11,9)-min(9,9) = 2; max(13,10)-min(11.5,10) = 3; max(12.5,12)-min(12,12) = 0.5
    // ATR bar 2 = (2+2+3)/3 = 7/3; bar 3 = (7/3·2 + 0.5)/3 = 31/18
    const bars = barsOf({ high: [10, 11, 13, 12.5], low: [8, 9, 11.5, 12], close: [9, 10, 12, 12.2] });
    const atr = calculateIndicator('atr', '3', bars).atr!;
    expect(Number.isNaN(atr[1]!)).toBe(true);
    expect(atr[2]).toBeCloseTo(7 / 3, 12);
    expect(atr[3]).toBeCloseTo(31 / 18, 12);
  });

  it('agrees with trading-signals (first TR = high - low, SMA seed, Wilder) within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { candles } = peerInputs(bars);
    expect(
      maxDifference(
        calculateAtr(bars, 14),
        streamPeer(new TsAtr(14), candles, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with technicalindicators within 1e-6 once its later start has decayed (bar 300 on)', () => {
    // technicalindicators skips the first bar's true range, so its seed averages bars 1..14 instead of 0..13.
    const bars = randomWalkBars(2000);
    const { high, low, close } = peerInputs(bars);
    const peer = alignEnd(TiAtr.calculate({ high, low, close, period: 14 }), 2000);
    expect(maxDifference(calculateAtr(bars, 14), peer, 300)).toBeLessThan(1e-6);
  });
});
