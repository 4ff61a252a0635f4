import {
  CCI as TiCci,
  ROC as TiRoc,
  WilliamsR as TiWilliamsR,
  StochasticRSI as TiStochRsi,
} from 'technicalindicators';
import {
  CCI as TsCci,
  ROC as TsRoc,
  StochasticRSI as TsStochRsi,
  WilliamsR as TsWilliamsR,
} from 'trading-signals';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateCci } from './cci';
import { calculateDpo } from './dpo';
import { calculateRoc } from './roc';
import { calculateStochRsi } from './stoch-rsi';
import { calculateUltimateOscillator } from './ultimate-oscillator';
import { calculateWilliamsR } from './williams-r';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);

describe('indicator-catalogue DPO (ChartSchool)', () => {
  it('period 4: the close 4/2 + 1 = 3 bars ago minus the 4-bar SMA', () => {
    // bar 3: 2 - (2+4+6+5)/4 = -2.25; bar 4: 4 - (4+6+5+9)/4 = -2; bar 5: 6 - (6+5+9+7)/4 = -0.75
    expect(Array.from(calculateDpo(Float64Array.from([2, 4, 6, 5, 9, 7]), 4))).toEqual([
      NaN,
      NaN,
      NaN,
      -2.25,
      -2,
      -0.75,
    ]);
  });
});

describe('indicator-catalogue CCI (ChartSchool)', () => {
  it('period 3 on typical prices 3, 6, 9, 6', () => {
    // bar 2: SMA 6, mean deviation (3+0+3)/3 = 2, CCI (9-6)/(0.015·2) = 100
    // bar 3: SMA 7, mean deviation (1+2+1)/3 = 4/3, CCI (6-7)/(0.015·4/3) = -50
    const out = calculateCci(barsOf({ close: [3, 6, 9, 6] }), 3);
    expect(out[2]).toBeCloseTo(100, 10);
    expect(out[3]).toBeCloseTo(-50, 10);
  });

  it('agrees with technicalindicators and trading-signals within 1e-6', () => {
    const ours = calculateCci(long, 20);
    expect(maxDifference(ours, alignEnd(TiCci.calculate({ ...peer, period: 20 }), 2000))).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours,
        streamPeer(new TsCci(20), peer.candles, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue Rate of Change (ChartSchool)', () => {
  it('period 2: (12-10)/10 = 20%, (9-11)/11 = -18.18%', () => {
    const out = calculateRoc(Float64Array.from([10, 11, 12, 9]), 2);
    expect(out[2]).toBeCloseTo(20, 12);
    expect(out[3]).toBeCloseTo(-200 / 11, 12);
  });

  it('agrees with technicalindicators and trading-signals (a fraction there, × 100)', () => {
    const ours = calculateRoc(long.close, 12);
    expect(
      maxDifference(ours, alignEnd(TiRoc.calculate({ values: peer.close, period: 12 }), 2000)),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours,
        streamPeer(new TsRoc(12), peer.close, (r) => r * 100),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue StochRSI (ChartSchool, 0..1)', () => {
  it('period 2 over RSI 50, 83.33, 90, 50', () => {
    // RSI(2): changes +1,-1,+2,+1,-1; bar 2 gain .5 loss .5 = 50; bar 3 gain 1.25 loss .25 = 83.33;
    // bar 4 gain 1.125 loss .125 = 90; bar 5 gain .5625 loss .5625 = 50.
    // StochRSI(2): bar 3 (83.33-50)/(83.33-50) = 1; bar 4 (90-83.33)/(90-83.33) = 1; bar 5 (50-50)/(90-50) = 0
    expect(Array.from(calculateStochRsi(Float64Array.from([10, 11, 10, 12, 13, 12]), 2))).toEqual([
      NaN,
      NaN,
      NaN,
      1,
      1,
      0,
    ]);
  });

  it('agrees with trading-signals within 1e-6', () => {
    expect(
      maxDifference(
        calculateStochRsi(long.close, 14),
        streamPeer(new TsStochRsi(14), peer.close, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with technicalindicators to 2e-3: it builds StochRSI from its RSI rounded to 2 decimals', () => {
    const ti = TiStochRsi.calculate({
      values: peer.close,
      rsiPeriod: 14,
      stochasticPeriod: 14,
      kPeriod: 1,
      dPeriod: 1,
    });
    expect(
      maxDifference(
        calculateStochRsi(long.close, 14),
        alignEnd(
          ti.map((r) => r.stochRSI / 100),
          2000,
        ),
      ),
    ).toBeLessThan(2e-3);
  });
});

describe('indicator-catalogue Williams %R (ChartSchool)', () => {
  it('period 3: (7-6)/(7-1) × -100 = -16.67, (8-5)/(8-2) × -100 = -50', () => {
    const out = calculateWilliamsR(barsOf({ high: [5, 6, 7, 8], low: [1, 2, 3, 4], close: [3, 5, 6, 5] }), 3);
    expect(out[2]).toBeCloseTo(-100 / 6, 12);
    expect(out[3]).toBe(-50);
  });

  it('agrees with technicalindicators and trading-signals within 1e-6', () => {
    const ours = calculateWilliamsR(long, 14);
    expect(maxDifference(ours, alignEnd(TiWilliamsR.calculate({ ...peer, period: 14 }), 2000))).toBeLessThan(
      1e-6,
    );
    expect(
      maxDifference(
        ours,
        streamPeer(new TsWilliamsR(14), peer.candles, (r) => r),
      ),
    ).toBeLessThan(1e-6);
  });
});

describe('indicator-catalogue Ultimate Oscillator (ChartSchool)', () => {
  it('periods 1, 2, 3 on four bars', () => {
    // BP: 11-10 = 1, 10-9 = 1, 12-10 = 2; TR: 11.5-10 = 1.5, 11-9 = 2, 12.5-10 = 2.5
    // bar 3: A1 = 2/2.5 = .8, A2 = 3/4.5, A3 = 4/6; UO = 100 (4·.8 + 2·2/3 + 2/3) / 7 = 520/7
    const bars = barsOf({ close: [10, 11, 10, 12], high: [10.5, 11.5, 11, 12.5], low: [9.5, 10, 9, 10.5] });
    const out = calculateUltimateOscillator(bars, 1, 2, 3);
    expect(Number.isNaN(out[2]!)).toBe(true);
    expect(out[3]).toBeCloseTo(520 / 7, 10);
  });

  it('reads 7,14,28 by default', () => {
    expect(parseIndicatorParameters('ultimateOscillator', '')).toEqual({ short: 7, middle: 14, long: 28 });
    expect(Number.isNaN(calculateIndicator('ultimateOscillator', '', long).ultimateOscillator![27]!)).toBe(
      true,
    );
    expect(calculateIndicator('ultimateOscillator', '', long).ultimateOscillator![28]).toBeGreaterThan(0);
  });
});
