import { MACD as TiMacd } from 'technicalindicators';
import { EMA as TsEma, MACD as TsMacd } from 'trading-signals';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateMacd } from './macd';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

describe('indicator-catalogue MACD and MACD Histogram (ChartSchool)', () => {
  it('matches the hand calculation with fast 2, slow 3, signal 2', () => {
    // EMA2 (k 2/3): seed 1.5, then 19/6, 103/18, 499/54.  EMA3 (k 1/2): seed 7/3, then 14/3, 47/6.
    // MACD: 19/6 - 14/6 = 5/6, 103/18 - 84/18 = 19/18, 499/54 - 423/54 = 76/54.
    // signal EMA2 of MACD: seed (5/6 + 19/18)/2 = 17/18, then 17/18 + 2/3(76/54 - 17/18) = 203/162.
    // histogram 76/54 - 203/162 = 25/162.
    const { macd, signal, histogram } = calculateMacd(Float64Array.from([1, 2, 4, 7, 11]), 2, 3, 2);
    expect(Number.isNaN(macd[1]!)).toBe(true);
    expect(macd[2]).toBeCloseTo(5 / 6, 12);
    expect(macd[3]).toBeCloseTo(19 / 18, 12);
    expect(macd[4]).toBeCloseTo(76 / 54, 12);
    expect(Number.isNaN(signal[2]!)).toBe(true);
    expect(signal[3]).toBeCloseTo(17 / 18, 12);
    expect(signal[4]).toBeCloseTo(203 / 162, 12);
    expect(histogram[4]).toBeCloseTo(25 / 162, 12);
  });

  it('agrees with technicalindicators (EMA oscillator and signal, SMA seeds) within 1e-6', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateMacd(bars.close, 12, 26, 9);
    const peer = TiMacd.calculate({
      values: close,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    });
    expect(
      maxDifference(
        ours.macd,
        alignEnd(
          peer.map((r) => r.MACD ?? NaN),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.signal,
        alignEnd(
          peer.map((r) => r.signal ?? NaN),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.histogram,
        alignEnd(
          peer.map((r) => r.histogram ?? NaN),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with trading-signals within 1e-6 after its first-price EMA seeds decay (bar 500 on)', () => {
    const bars = randomWalkBars(2000);
    const { close } = peerInputs(bars);
    const ours = calculateMacd(bars.close, 12, 26, 9);
    const peer = () => new TsMacd(new TsEma(12), new TsEma(26), new TsEma(9));
    expect(
      maxDifference(
        ours.macd,
        streamPeer(peer(), close, (r) => r.macd),
        500,
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.signal,
        streamPeer(peer(), close, (r) => r.signal),
        500,
      ),
    ).toBeLessThan(1e-6);
  });

  it('returns macd, signal and histogram; MACD Histogram returns the histogram only', () => {
    const bars = randomWalkBars(200);
    expect(Object.keys(calculateIndicator('macd', '12,26,9', bars))).toEqual(['macd', 'signal', 'histogram']);
    expect(calculateIndicator('macdHistogram', '', bars).histogram).toEqual(
      calculateMacd(bars.close, 12, 26, 9).histogram,
    );
  });

  it.each([['12,26,1'], ['12,26'], ['12,26,']])(
    'signal 1 or blank (%j) removes the signal and histogram',
    (raw) => {
      expect(Object.keys(calculateIndicator('macd', raw, randomWalkBars(60)))).toEqual(['macd']);
    },
  );
});

describe('spec 2 §5 MACD parameters', () => {
  it.each([
    ['', { fast: 12, slow: 26, signal: 9 }],
    ['5, 35, 5', { fast: 5, slow: 35, signal: 5 }],
    [',,', { fast: 12, slow: 26, signal: 1 }],
  ])('reads %j', (raw, expected) => {
    expect(parseIndicatorParameters('macd', raw)).toEqual(expected);
  });

  it.each([
    ['26,12,9', 'Invalid parameters for MACD: fast (26) must be shorter than slow (12)'],
    ['12,x,9', 'Invalid parameters for MACD: slow must be a whole number from 2 to 5000 (got "x")'],
  ])('rejects %j', (raw, message) => {
    expect(() => parseIndicatorParameters('macd', raw)).toThrow(message);
  });

  it('MACD Histogram needs a signal line', () => {
    expect(() => calculateIndicator('macdHistogram', '12,26,1', barsOf({ close: [1] }))).toThrow(
      'Invalid parameters for MACD Histogram: signal must be at least 2',
    );
  });
});
