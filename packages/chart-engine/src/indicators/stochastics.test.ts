import { Stochastic as TiStochastic } from 'technicalindicators';
import { StochasticOscillator as TsStochastic } from 'trading-signals';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateStochasticK } from './stochastics';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

const small = barsOf({ high: [5, 6, 7, 8, 9], low: [1, 2, 3, 4, 5], close: [3, 5, 6, 5, 8] });

describe('indicator-catalogue Fast, Slow and Full Stochastics (ChartSchool)', () => {
  it('raw %K over 3 bars: (6-1)/(7-1) = 83.33, (5-2)/(8-2) = 50, (8-3)/(9-3) = 83.33', () => {
    const k = calculateStochasticK(small, 3);
    expect(Array.from(k.slice(2))).toEqual([(5 / 6) * 100, 50, (5 / 6) * 100]);
  });

  it('fast: %D is the 2-bar SMA of raw %K: (83.33 + 50)/2 = 66.67', () => {
    const { k, d } = calculateIndicator('fastStochastics', '3,2', small);
    expect(k![3]).toBe(50);
    expect(d![3]).toBeCloseTo(200 / 3, 10);
  });

  it('slow: %K = SMA2 of raw %K = (50 + 83.33)/2 at bar 4, %D = SMA2 of slow %K', () => {
    const { k, d } = calculateIndicator('slowStochastics', '3,2', small);
    expect(k![3]).toBeCloseTo(200 / 3, 10);
    expect(k![4]).toBeCloseTo(200 / 3, 10);
    expect(d![4]).toBeCloseTo(200 / 3, 10);
  });

  it('full 3,2,2 equals slow 3,2', () => {
    expect(calculateIndicator('fullStochastics', '3,2,2', small)).toEqual(
      calculateIndicator('slowStochastics', '3,2', small),
    );
  });

  it('gives 50 when the window has no range', () => {
    expect(calculateStochasticK(barsOf({ close: [4, 4, 4] }), 3)[2]).toBe(50);
  });

  it('fast 14,3 agrees with technicalindicators within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { high, low, close } = peerInputs(bars);
    const peer = TiStochastic.calculate({ high, low, close, period: 14, signalPeriod: 3 });
    const ours = calculateIndicator('fastStochastics', '14,3', bars);
    expect(
      maxDifference(
        ours.k!,
        alignEnd(
          peer.map((r) => r.k),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.d!,
        alignEnd(
          peer.map((r) => r.d ?? NaN),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
  });

  it('full 14,3,3 agrees with trading-signals within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { candles } = peerInputs(bars);
    const ours = calculateIndicator('fullStochastics', '14,3,3', bars);
    expect(
      maxDifference(
        ours.k!,
        streamPeer(new TsStochastic(14, 3, 3), candles, (r) => r.stochK),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.d!,
        streamPeer(new TsStochastic(14, 3, 3), candles, (r) => r.stochD),
      ),
    ).toBeLessThan(1e-6);
  });

  it('spec 2 §5: defaults 14,3 and 14,3,3', () => {
    expect(parseIndicatorParameters('slowStochastics', '')).toEqual({ period: 14, smoothing: 3 });
    expect(parseIndicatorParameters('fullStochastics', ',5')).toEqual({
      period: 14,
      kSmoothing: 5,
      dPeriod: 3,
    });
    expect(() => parseIndicatorParameters('fastStochastics', '14,0')).toThrow(
      'Invalid parameters for Fast Stochastics: dPeriod',
    );
  });
});
