import { SMA as TiSma } from 'technicalindicators';
import { SMA as TsSma } from 'trading-signals';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateSma } from './sma';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue Simple Moving Average (ChartSchool)', () => {
  it('averages the last period closes: (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4', () => {
    expect(Array.from(calculateSma(Float64Array.from([1, 2, 3, 4, 5]), 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('reads the price field and shifts by the offset: highs [2,4,6,8], period 2 -> 3, 5, 7, moved one bar right', () => {
    const bars = barsOf({ close: [1, 1, 1, 1], high: [2, 4, 6, 8] });
    expect(Array.from(calculateIndicator('sma', '2,H,1', bars).sma!)).toEqual([NaN, NaN, 3, 5]);
  });

  it('keeps a NaN gap local: only windows holding the NaN are undefined', () => {
    const out = calculateSma(Float64Array.from([1, 2, NaN, 4, 5, 6]), 2);
    expect(Array.from(out)).toEqual([NaN, 1.5, NaN, NaN, 4.5, 5.5]);
  });

  it('agrees with technicalindicators and trading-signals within 1e-6 on 2,000 bars', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateSma(bars.close, 50);
    expect(
      maxDifference(ours, alignEnd(TiSma.calculate({ period: 50, values: close }), close.length)),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours,
        streamPeer(new TsSma(50), close, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe('spec 2 §5 moving average parameters', () => {
  it.each([
    ['', { period: 50, field: 'C', offset: 0 }],
    [' 20 ', { period: 20, field: 'C', offset: 0 }],
    ['20,h', { period: 20, field: 'H', offset: 0 }],
    ['20,L,-3', { period: 20, field: 'L', offset: -3 }],
    ['20,5', { period: 20, field: 'C', offset: 5 }],
  ])('reads %j', (raw, expected) => {
    expect(parseIndicatorParameters('sma', raw)).toEqual(expected);
  });

  it.each([
    [
      'abc',
      'Invalid parameters for Simple Moving Average: period must be a whole number from 1 to 5000 (got "abc")',
    ],
    [
      '0',
      'Invalid parameters for Simple Moving Average: period must be a whole number from 1 to 5000 (got "0")',
    ],
    [
      '20,Q',
      'Invalid parameters for Simple Moving Average: "Q" is neither a price field (O, H, L, C) nor an offset',
    ],
    ['20,H,1,2', 'Invalid parameters for Simple Moving Average: expected at most 3 parameters (got 4)'],
  ])('rejects %j', (raw, message) => {
    expect(() => parseIndicatorParameters('sma', raw)).toThrow(message);
  });
});
