import { ADL as TiAdl, ForceIndex as TiForceIndex, MFI as TiMfi, OBV as TiObv } from 'technicalindicators';
import { calculateAdLine } from './ad-line';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateChaikinOscillator } from './chaikin-oscillator';
import { calculateCmf } from './cmf';
import { calculateEom } from './eom';
import { calculateForceIndex } from './force-index';
import { calculateMfi } from './mfi';
import { calculateNvi } from './nvi';
import { calculateObv } from './obv';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);

// Money flow multipliers: ((9.5-8)-(10-9.5))/2 = .5; ((9.5-9)-(11-9.5))/2 = -.5; ((12-10)-(12-12))/2 = 1; no range 0.
// Money flow volume: 50, -100, 300, 0.
const flowBars = barsOf({
  high: [10, 11, 12, 12],
  low: [8, 9, 10, 12],
  close: [9.5, 9.5, 12, 12],
  volume: [100, 200, 300, 50],
});

describe('indicator-catalogue Accumulation/Distribution Line (ChartSchool)', () => {
  it('is the running total 50, -50, 250, 250', () => {
    expect(Array.from(calculateAdLine(flowBars))).toEqual([50, -50, 250, 250]);
  });

  it('agrees with technicalindicators to its rounding (it rounds the line to whole numbers)', () => {
    expect(maxDifference(calculateAdLine(long), alignEnd(TiAdl.calculate(peer), 2000))).toBeLessThanOrEqual(
      0.5 + 1e-6,
    );
  });
});

describe('indicator-catalogue Chaikin Money Flow (ChartSchool)', () => {
  it('period 2: (50-100)/300, (-100+300)/500, (300+0)/350', () => {
    const out = calculateCmf(flowBars, 2);
    expect(out[1]).toBeCloseTo(-1 / 6, 12);
    expect(out[2]).toBeCloseTo(0.4, 12);
    expect(out[3]).toBeCloseTo(6 / 7, 12);
  });
});

describe('indicator-catalogue Chaikin Oscillator (ChartSchool)', () => {
  it('EMA1 - EMA2 of the A/D line: EMA2 seed 0, then 500/3, 2000/9', () => {
    const out = calculateChaikinOscillator(flowBars, 1, 2);
    expect(out[1]).toBeCloseTo(-50, 10);
    expect(out[2]).toBeCloseTo(250 - 500 / 3, 10);
    expect(out[3]).toBeCloseTo(250 - 2000 / 9, 10);
  });

  it('spec 2 §5: fast must be shorter than slow', () => {
    expect(() => parseIndicatorParameters('chaikinOscillator', '10,3')).toThrow(
      'Invalid parameters for Chaikin Oscillator: fast (10) must be shorter than slow (3)',
    );
  });
});

describe('indicator-catalogue Money Flow Index (ChartSchool)', () => {
  it('period 2 on typical prices 10, 11, 10.5, 12', () => {
    // flows: +11·200 = 2200, -10.5·300 = 3150, +12·400 = 4800
    // bar 2: 100 - 100/(1 + 2200/3150) = 100·2200/5350; bar 3: 100·4800/7950
    const out = calculateMfi(barsOf({ close: [10, 11, 10.5, 12], volume: [100, 200, 300, 400] }), 2);
    expect(Number.isNaN(out[1]!)).toBe(true);
    expect(out[2]).toBeCloseTo((100 * 2200) / 5350, 10);
    expect(out[3]).toBeCloseTo((100 * 4800) / 7950, 10);
  });

  it('agrees with technicalindicators to its rounding (2 decimals) from its first value', () => {
    // technicalindicators starts one bar later (it waits for period + 1 flows); ChartSchool's first MFI is at bar 14.
    const out = calculateMfi(long, 14);
    expect(maxDifference(out, alignEnd(TiMfi.calculate({ ...peer, period: 14 }), 2000))).toBeLessThanOrEqual(
      0.005 + 1e-9,
    );
  });
});

describe('indicator-catalogue On Balance Volume (ChartSchool)', () => {
  it('0, +200, unchanged, -400', () => {
    expect(
      Array.from(calculateObv(barsOf({ close: [10, 11, 11, 9], volume: [100, 200, 300, 400] }))),
    ).toEqual([0, 200, 200, -200]);
  });

  it('agrees with technicalindicators from its first value', () => {
    expect(maxDifference(calculateObv(long), alignEnd(TiObv.calculate(peer), 2000))).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue Force Index (ChartSchool)', () => {
  it('raw (11-10)·200 = 200, (10.5-11)·300 = -150; EMA2 seed (200-150)/2 = 25', () => {
    const bars = barsOf({ close: [10, 11, 10.5], volume: [100, 200, 300] });
    expect(Array.from(calculateForceIndex(bars, 1))).toEqual([NaN, 200, -150]);
    expect(calculateForceIndex(bars, 2)[2]).toBe(25);
  });

  it('agrees with technicalindicators within 1e-6', () => {
    const ti = TiForceIndex.calculate({ ...peer, period: 13 });
    expect(maxDifference(calculateForceIndex(long, 13), alignEnd(ti, 2000))).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue Ease of Movement (ChartSchool)', () => {
  it('distance 11-9 = 2, box (2e8/1e8)/2 = 1, EMV 2; a bar without range 0; SMA2 = 1', () => {
    const bars = barsOf({
      high: [10, 12, 12],
      low: [8, 10, 12],
      close: [9, 11, 12],
      volume: [1e8, 2e8, 1e8],
    });
    expect(Array.from(calculateEom(bars, 1))).toEqual([NaN, 2, 0]);
    expect(calculateEom(bars, 2)[2]).toBe(1);
  });
});

describe('indicator-catalogue Negative Volume Index (ChartSchool)', () => {
  it('moves only on lower volume: 1000, 1100, 1100, 1210', () => {
    const out = calculateNvi(barsOf({ close: [100, 110, 99, 108.9], volume: [100, 50, 80, 70] }));
    [1000, 1100, 1100, 1210].forEach((value, i) => expect(out[i]).toBeCloseTo(value, 9));
  });

  it('draws its 255-bar signal EMA by default, and none for 1', () => {
    expect(Object.keys(calculateIndicator('nvi', '', long))).toEqual(['nvi', 'signal']);
    expect(Object.keys(calculateIndicator('nvi', '1', long))).toEqual(['nvi']);
  });
});
