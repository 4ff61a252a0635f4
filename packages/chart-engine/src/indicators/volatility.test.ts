import { SD as TiSd } from 'technicalindicators';
import { BollingerBands as TsBollinger, BollingerBandsWidth as TsBandWidth } from 'trading-signals';
import { calculateBandWidth, calculatePercentB } from './bollinger-width';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateMassIndex } from './mass-index';
import { calculateStdDev } from './std-dev';
import { calculateTtmSqueeze } from './ttm-squeeze';
import { calculateUlcerIndex } from './ulcer-index';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);

describe('indicator-catalogue Bollinger BandWidth and %B (ChartSchool)', () => {
  it('closes 1..5, period 5, 2 deviations: bands 3 ± 2√2', () => {
    const close = Float64Array.from([1, 2, 3, 4, 5]);
    // width (4√2)/3 × 100; %B of the close 5: (5 - (3 - 2√2)) / (4√2) = 0.5 + 1/(2√2)
    expect(calculateBandWidth(close, 5, 2)[4]).toBeCloseTo(((4 * Math.SQRT2) / 3) * 100, 10);
    expect(calculatePercentB(close, 5, 2)[4]).toBeCloseTo(0.5 + 1 / (2 * Math.SQRT2), 12);
  });

  it('BandWidth agrees with trading-signals (a fraction there, × 100) within 1e-6', () => {
    const peerWidth = streamPeer(new TsBandWidth(new TsBollinger(20, 2)), peer.close, (r) => r * 100);
    expect(maxDifference(calculateIndicator('bbWidth', '', long).bbWidth!, peerWidth)).toBeLessThan(1e-6);
  });

  it('%B is 0.5 when the bands have no width', () => {
    expect(calculatePercentB(Float64Array.from([7, 7, 7]), 3, 2)[2]).toBe(0.5);
  });
});

describe('indicator-catalogue Standard Deviation (population, ChartSchool)', () => {
  it('2,4,4,4,5,5,7,9 has mean 5 and population deviation 2', () => {
    expect(calculateStdDev(Float64Array.from([2, 4, 4, 4, 5, 5, 7, 9]), 8)[7]).toBeCloseTo(2, 12);
  });

  it('agrees with technicalindicators (also population) within 1e-6', () => {
    expect(
      maxDifference(
        calculateStdDev(long.close, 10),
        alignEnd(TiSd.calculate({ values: peer.close, period: 10 }), 2000),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue Ulcer Index (ChartSchool)', () => {
  it('period 2: drawdowns -20% then 0 give √((400+0)/2), then 0', () => {
    // bar 1: max(10, 8) = 10, (8-10)/10 = -20%; bar 2: max(8, 9) = 9, 0%; bar 3: max(9, 12) = 12, 0%
    const out = calculateUlcerIndex(Float64Array.from([10, 8, 9, 12]), 2);
    expect(Number.isNaN(out[1]!)).toBe(true);
    expect(out[2]).toBeCloseTo(Math.sqrt(200), 12);
    expect(out[3]).toBe(0);
  });
});

describe('indicator-catalogue Mass Index (ChartSchool)', () => {
  it('a constant range makes every single/double EMA ratio 1, so the sum is the period; first at bar 8 + 8 + 2', () => {
    const bars = barsOf({
      close: new Array<number>(30).fill(10),
      high: new Array<number>(30).fill(11),
      low: new Array<number>(30).fill(9),
    });
    const out = calculateMassIndex(bars, 3);
    expect(Number.isNaN(out[17]!)).toBe(true);
    expect(out[18]).toBeCloseTo(3, 12);
    expect(out[29]).toBeCloseTo(3, 12);
  });

  it('stays near 25 (the period) on a random walk, as ChartSchool describes', () => {
    const out = calculateIndicator('massIndex', '', long).massIndex!;
    expect(out[1999]).toBeGreaterThan(22);
    expect(out[1999]).toBeLessThan(28);
  });
});

describe('indicator-catalogue TTM Squeeze (ChartSchool)', () => {
  // A straight rise: close i, high i+1, low i-1. Over 3 bars: midpoint of high/low = i-1, SMA = i-1, so the
  // momentum input is the constant 1 and its regression value is 1. BB(3,2): i-1 ± 2√(2/3) = ± 1.63;
  // KC(3, m, ATR 3): EMA = i-1, ATR = 2, so ± 2m.
  const n = 12;
  const rising = barsOf({
    close: Array.from({ length: n }, (_, i) => i),
    high: Array.from({ length: n }, (_, i) => i + 1),
    low: Array.from({ length: n }, (_, i) => i - 1),
  });
  const base = { bbPeriod: 3, bbDeviations: 2, kcPeriod: 3, atrPeriod: 3, momentumPeriod: 3 };

  it('momentum is the regression value of close - ((HH + LL)/2 + SMA)/2: 1 on the straight rise', () => {
    const { momentum } = calculateTtmSqueeze(rising, { ...base, kcMultiplier: 1.5 });
    expect(momentum[n - 1]).toBeCloseTo(1, 10);
  });

  it('the squeeze is on when the bands (± 1.63) sit inside the channels (± 3), off inside ± 1', () => {
    expect(calculateTtmSqueeze(rising, { ...base, kcMultiplier: 1.5 }).squeeze[n - 1]).toBe(1);
    expect(calculateTtmSqueeze(rising, { ...base, kcMultiplier: 0.5 }).squeeze[n - 1]).toBe(0);
  });

  it('reads 20,2.0,20,1.5,20,20 by default', () => {
    expect(parseIndicatorParameters('ttmSqueeze', '')).toEqual({
      bbPeriod: 20,
      bbDeviations: 2,
      kcPeriod: 20,
      kcMultiplier: 1.5,
      atrPeriod: 20,
      momentumPeriod: 20,
    });
  });
});
