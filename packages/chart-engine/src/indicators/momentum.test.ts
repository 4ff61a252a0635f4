import { KST as TiKst, TRIX as TiTrix } from 'technicalindicators';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateCoppock } from './coppock';
import { calculateKst } from './kst';
import { calculatePmo } from './pmo';
import { calculateSpecialK } from './special-k';
import { calculateTrix } from './trix';
import { calculateTsi } from './tsi';
import { alignEnd, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);
const closes = (...values: number[]) => Float64Array.from(values);

describe('indicator-catalogue TRIX (ChartSchool)', () => {
  it('with period 1 the triple EMA is the close: TRIX = 1-bar % change 10, -10; signal SMA-seeded (10-10)/2 = 0', () => {
    const { trix, signal } = calculateTrix(closes(100, 110, 99), 1, 2);
    expect(Number.isNaN(trix[0]!)).toBe(true);
    expect(trix[1]).toBeCloseTo(10, 12);
    expect(trix[2]).toBeCloseTo(-10, 12);
    expect(signal[2]).toBeCloseTo(0, 12);
  });

  it('agrees with technicalindicators (SMA-seeded EMAs) within 1e-6', () => {
    const ours = calculateTrix(long.close, 15, 9).trix;
    expect(
      maxDifference(ours, alignEnd(TiTrix.calculate({ values: peer.close, period: 15 }), 2000)),
    ).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue True Strength Index (ChartSchool)', () => {
  it('first 2, second 1, signal 2 on closes 1,2,1,3,4', () => {
    // PC 1,-1,2,1: EMA2 seed 0, then 0 + 2/3·2 = 4/3, then 4/3 + 2/3(1 - 4/3) = 10/9
    // |PC| 1,1,2,1: EMA2 seed 1, then 5/3, then 11/9; TSI 0, 100·(4/3)/(5/3) = 80, 100·(10/9)/(11/9) = 1000/11
    const { tsi, signal } = calculateTsi(closes(1, 2, 1, 3, 4), 2, 1, 2);
    expect(tsi[2]).toBe(0);
    expect(tsi[3]).toBeCloseTo(80, 10);
    expect(tsi[4]).toBeCloseTo(1000 / 11, 10);
    expect(signal[3]).toBeCloseTo(40, 10);
  });

  it('reads 25,13,7 by default', () => {
    expect(parseIndicatorParameters('tsi', '')).toEqual({ first: 25, second: 13, signal: 7 });
  });
});

describe("indicator-catalogue Pring's KST (ChartSchool)", () => {
  it('ROC 1 and SMA 1 everywhere: KST = (1+2+3+4) × ROC1 = 100, -100; signal (100-100)/2 = 0', () => {
    const { kst, signal } = calculateKst(closes(100, 110, 99), [1, 1, 1, 1], [1, 1, 1, 1], 2);
    expect(kst[1]).toBeCloseTo(100, 10);
    expect(kst[2]).toBeCloseTo(-100, 10);
    expect(signal[2]).toBeCloseTo(0, 10);
  });

  it('agrees with technicalindicators within 1e-6 (default 10,15,20,30,10,10,10,15,9)', () => {
    const ours = calculateIndicator('kst', '', long);
    const ti = TiKst.calculate({
      values: peer.close,
      ROCPer1: 10,
      ROCPer2: 15,
      ROCPer3: 20,
      ROCPer4: 30,
      SMAROCPer1: 10,
      SMAROCPer2: 10,
      SMAROCPer3: 10,
      SMAROCPer4: 15,
      signalPeriod: 9,
    });
    expect(
      maxDifference(
        ours.kst!,
        alignEnd(
          ti.map((r) => r.kst),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.signal!,
        alignEnd(
          ti.map((r) => r.signal ?? NaN),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe("indicator-catalogue Pring's Special K (ChartSchool)", () => {
  it('on closes growing 1% a bar every ROC is constant: Special K = Σ weight × (1.01^roc - 1) × 100', () => {
    const growth = new Float64Array(1000).map((_, i) => 100 * 1.01 ** i);
    const terms: [number, number][] = [
      [10, 1],
      [15, 2],
      [20, 3],
      [30, 4],
      [40, 1],
      [65, 2],
      [75, 3],
      [100, 4],
      [195, 1],
      [265, 2],
      [390, 3],
      [530, 4],
    ];
    const expected = terms.reduce((sum, [roc, weight]) => sum + weight * (1.01 ** roc - 1) * 100, 0);
    const { specialK, signal } = calculateSpecialK(growth, 100, 100);
    // first value: ROC 530 (bar 530) smoothed by SMA 195 -> bar 724
    expect(Number.isNaN(specialK[723]!)).toBe(true);
    expect(specialK[724]! / expected).toBeCloseTo(1, 10);
    expect(Number.isNaN(signal[921]!)).toBe(true);
    expect(signal[922]! / expected).toBeCloseTo(1, 10);
  });
});

describe('indicator-catalogue PMO (DecisionPoint, ChartSchool)', () => {
  it('first 3 (multiplier 2/3), second 2 (multiplier 1), on ROC1 10, -10, 10, 10', () => {
    // first smoothing seed (10 - 10 + 10)/3 = 10/3, then 10/3 + 2/3 (10 - 10/3) = 70/9; × 10 -> 100/3, 700/9
    // second smoothing seed (100/3 + 700/9)/2 = 500/9
    const { pmo } = calculatePmo(closes(100, 110, 99, 108.9, 119.79), 3, 2, 2);
    expect(Number.isNaN(pmo[3]!)).toBe(true);
    expect(pmo[4]).toBeCloseTo(500 / 9, 9);
  });
});

describe('indicator-catalogue Coppock Curve (ChartSchool)', () => {
  it('WMA 2 of ROC1 + ROC1 = 20, -20, 20: (20·1 - 20·2)/3 and (-20·1 + 20·2)/3', () => {
    const out = calculateCoppock(closes(100, 110, 99, 108.9), 2, 1, 1);
    expect(out[2]).toBeCloseTo(-20 / 3, 10);
    expect(out[3]).toBeCloseTo(20 / 3, 10);
  });

  it('reads 10,14,11 as WMA length, long ROC and short ROC', () => {
    expect(parseIndicatorParameters('coppock', '')).toEqual({ wmaLength: 10, longRoc: 14, shortRoc: 11 });
  });
});
