import {
  IchimokuCloud as TiIchimoku,
  KeltnerChannels as TiKeltner,
  ChandelierExit as TiChandelier,
  PSAR as TiPsar,
} from 'technicalindicators';
import { calculateAlligator } from './alligator';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateChandelierExit } from './chandelier-exit';
import { calculateIchimoku } from './ichimoku';
import { calculateKama } from './kama';
import { calculateLinearRegression, calculateRaffRegression } from './linear-regression';
import { calculateParabolicSar } from './parabolic-sar';
import { calculatePriceChannels } from './price-channels';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);

describe("indicator-catalogue KAMA (Kaufman's Adaptive Moving Average, ChartSchool)", () => {
  it('period 2, fast 2, slow 30 on closes 10, 11, 13, 12', () => {
    // seed SMA(10, 11) = 10.5; bar 2: ER 3/3 = 1, SC (2/3)² = 4/9, KAMA 10.5 + 4/9 · 2.5
    // bar 3: ER |12-11| / (2+1) = 1/3, SC (1/3 · (2/3 - 2/31) + 2/31)² = (74/279)², KAMA += SC (12 - KAMA)
    const out = calculateKama(Float64Array.from([10, 11, 13, 12]), 2, 2, 30);
    const bar2 = 10.5 + (4 / 9) * 2.5;
    expect(out[1]).toBe(10.5);
    expect(out[2]).toBeCloseTo(bar2, 12);
    expect(out[3]).toBeCloseTo(bar2 + (74 / 279) ** 2 * (12 - bar2), 12);
  });
});

describe('indicator-catalogue Keltner Channels, envelopes, price channels, highest high, lowest low', () => {
  it('Keltner agrees with technicalindicators (EMA 20, ATR 10) within 1e-6 once its later ATR start decays', () => {
    const ours = calculateIndicator('keltnerChannels', '', long);
    const ti = TiKeltner.calculate({ ...peer, maPeriod: 20, atrPeriod: 10, useSMA: false, multiplier: 2 });
    expect(
      maxDifference(
        ours.upper!,
        alignEnd(
          ti.map((r) => r.upper),
          2000,
        ),
        300,
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.lower!,
        alignEnd(
          ti.map((r) => r.lower),
          2000,
        ),
        300,
      ),
    ).toBeLessThan(1e-6);
  });

  it('SMA envelope 2, 2.5%: SMA 11 -> 11.275 and 10.725; EMA envelope uses the EMA', () => {
    const bars = barsOf({ close: [10, 12] });
    const out = calculateIndicator('smaEnvelopes', '2,2.5', bars);
    expect(out.middle![1]).toBe(11);
    expect(out.upper![1]).toBeCloseTo(11.275, 12);
    expect(out.lower![1]).toBeCloseTo(10.725, 12);
    expect(calculateIndicator('emaEnvelopes', '2,10', barsOf({ close: [10, 12, 14] })).upper![2]).toBeCloseTo(
      (11 + (2 / 3) * 3) * 1.1,
      12,
    );
  });

  it('price channels exclude the current bar: bar 2 uses bars 0-1 (6 and 1), bar 3 bars 1-2 (7 and 2)', () => {
    const { upper, lower, middle } = calculatePriceChannels(
      barsOf({ close: [3, 4, 5, 6], high: [5, 6, 7, 8], low: [1, 2, 3, 4] }),
      2,
    );
    expect(Array.from(upper)).toEqual([NaN, NaN, 6, 7]);
    expect(Array.from(lower)).toEqual([NaN, NaN, 1, 2]);
    expect(middle[3]).toBe(4.5);
  });

  it('highest high and lowest low include the current bar', () => {
    const bars = barsOf({ close: [5, 5, 5, 5], high: [5, 7, 6, 4], low: [3, 1, 2, 4] });
    expect(Array.from(calculateIndicator('highestHigh', '2', bars).highestHigh!)).toEqual([NaN, 7, 7, 6]);
    expect(Array.from(calculateIndicator('lowestLow', '2', bars).lowestLow!)).toEqual([NaN, 1, 1, 2]);
  });
});

describe('indicator-catalogue Ichimoku Cloud (ChartSchool)', () => {
  it('periods 1, 2, 3 with displacement 2 on a steady rise', () => {
    // conversion (H+L)/2 = 1,3,5,7; base (2-bar): 2,4,6; span B (3-bar): 3,5
    // span A = (conversion + base)/2 moved 2 ahead: slots 3,4,5 = 2.5, 4.5, 6.5; lagging = close moved 2 back
    const bars = barsOf({ high: [2, 4, 6, 8], low: [0, 2, 4, 6], close: [1, 3, 5, 7] });
    const out = calculateIchimoku(bars, 1, 2, 3, 2);
    expect(out.spanA.length).toBe(6);
    expect(Array.from(out.conversion)).toEqual([1, 3, 5, 7, NaN, NaN]);
    expect(Array.from(out.base)).toEqual([NaN, 2, 4, 6, NaN, NaN]);
    expect(Array.from(out.spanA)).toEqual([NaN, NaN, NaN, 2.5, 4.5, 6.5]);
    expect(Array.from(out.spanB)).toEqual([NaN, NaN, NaN, NaN, 3, 5]);
    expect(Array.from(out.lagging)).toEqual([5, 7, NaN, NaN, NaN, NaN]);
  });

  it('agrees with technicalindicators (which does not displace) within 1e-6', () => {
    const ours = calculateIndicator('ichimoku', '', long);
    const ti = TiIchimoku.calculate({
      ...peer,
      conversionPeriod: 9,
      basePeriod: 26,
      spanPeriod: 52,
      displacement: 26,
    });
    expect(
      maxDifference(
        ours.conversion!.subarray(0, 2000),
        alignEnd(
          ti.map((r) => r.conversion),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.base!.subarray(0, 2000),
        alignEnd(
          ti.map((r) => r.base),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.spanA!.subarray(26),
        alignEnd(
          ti.map((r) => r.spanA),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.spanB!.subarray(26),
        alignEnd(
          ti.map((r) => r.spanB),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
  });

  it('reads the extra period as the fourth parameter, default 26', () => {
    expect(parseIndicatorParameters('ichimoku', '')).toEqual({
      conversion: 9,
      base: 26,
      spanB: 52,
      displacement: 26,
    });
    expect(calculateIndicator('ichimoku', '9,26,52,30', long).spanA!.length).toBe(2030);
  });
});

describe('indicator-catalogue Parabolic SAR (Wilder, ChartSchool)', () => {
  it('matches the hand calculation and reverses when the low crosses the SAR', () => {
    // bar 1: 9 + .02(10-9) = 9.02, capped at the prior lows -> 9; new high 11, AF .04
    // bar 2: 9 + .04(11-9) = 9.08 -> capped 9; new high 12, AF .06
    // bar 3: 9 + .06(12-9) = 9.18; the low 8 crosses it: reverse, SAR = the extreme 12
    const bars = barsOf({ close: [9.5, 10.5, 11.5, 9], high: [10, 11, 12, 11], low: [9, 10, 11, 8] });
    expect(Array.from(calculateParabolicSar(bars, 0.02, 0.2))).toEqual([9, 9, 9, 12]);
  });

  // trading-signals is not compared: it picks the first trend from the first two bars' midpoints and applies
  // Wilder's two-prior-lows limit only on bars that cross the SAR, so its path differs for good (a SAR keeps
  // its history). technicalindicators follows Wilder's limit on every bar, as here.
  it('agrees with technicalindicators (same start convention) within 1e-6', () => {
    const ti = TiPsar.calculate({ high: peer.high, low: peer.low, step: 0.02, max: 0.2 });
    expect(
      maxDifference(calculateIndicator('parabolicSar', '', long).parabolicSar!, alignEnd(ti, 2000)),
    ).toBeLessThan(1e-6);
  });

  it('spec 2 §5: the step cannot exceed the maximum', () => {
    expect(() => parseIndicatorParameters('parabolicSar', '0.3,0.2')).toThrow(
      'Invalid parameters for Parabolic SAR: step (0.3) must not exceed maximum (0.2)',
    );
  });
});

describe('indicator-catalogue ZigZag and ZigZag (Retrace) on closes', () => {
  const close = [100, 104, 110, 103, 100, 106, 112, 111];
  const bars = barsOf({ close });

  it('5%: turns at 100, 110, 100 and the provisional 112, with straight legs between', () => {
    // 110 is 10% above 100: the low at bar 0 is confirmed; 103 is 6.4% under 110: the high is confirmed;
    // 106 is 6% above 100: the low at bar 4 is confirmed; 112 is the running extreme of the last leg.
    const out = calculateIndicator('zigZag', '5', bars);
    expect(Array.from(out.pivots!)).toEqual([100, NaN, 110, NaN, 100, NaN, 112, NaN]);
    expect(Array.from(out.zigZag!)).toEqual([100, 105, 110, 105, 100, 106, 112, NaN]);
  });

  it('retrace adds each leg as a percent of the one before: 10/10 = 100%, 12/10 = 120%', () => {
    const out = calculateIndicator('zigZagRetrace', '', bars);
    expect(out.retracement![4]).toBeCloseTo(100, 12);
    expect(out.retracement![6]).toBeCloseTo(120, 12);
    expect(Number.isNaN(out.retracement![2]!)).toBe(true);
  });
});

describe('indicator-catalogue Alligator (SMMA of the median price, ChartSchool)', () => {
  it('shifts each smoothed line forward by its offset, into future slots', () => {
    // medians 1, 2, 3. jaw SMMA 2: 1.5, then 1.5 + (3 - 1.5)/2 = 2.25, moved 1 ahead; teeth SMMA 1 = the median;
    // lips SMMA 1 moved 2 ahead. Length 3 + 2 (the largest offset).
    const bars = barsOf({ close: [1, 2, 3] });
    const out = calculateAlligator(bars, {
      jawPeriod: 2,
      jawOffset: 1,
      teethPeriod: 1,
      teethOffset: 0,
      lipsPeriod: 1,
      lipsOffset: 2,
    });
    expect(Array.from(out.jaw)).toEqual([NaN, NaN, 1.5, 2.25, NaN]);
    expect(Array.from(out.teeth)).toEqual([1, 2, 3, NaN, NaN]);
    expect(Array.from(out.lips)).toEqual([NaN, NaN, 1, 2, 3]);
  });
});

describe('indicator-catalogue Linear Regression Line and Raff Regression Channel', () => {
  const bars = barsOf({ close: [1, 5, 2, 3, 4], high: [1, 5, 2.5, 4, 4.5], low: [1, 5, 1.8, 2.8, 3] });

  it('fits the last 3 closes 2, 3, 4 exactly', () => {
    expect(Array.from(calculateLinearRegression(bars.close, 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('Raff lines sit at the farthest high or low from the line: 1 (the high 4 over 3, the low 3 under 4)', () => {
    const { upper, lower } = calculateRaffRegression(bars, 3);
    expect(Array.from(upper)).toEqual([NaN, NaN, 3, 4, 5]);
    expect(Array.from(lower)).toEqual([NaN, NaN, 1, 2, 3]);
  });
});

describe('indicator-catalogue Chandelier Exit (ChartSchool)', () => {
  it('period 2, multiplier 1: ATR 2, 2.5, 1.5 off the 2-bar high and low', () => {
    // TR 2, 2, 3, .5 -> ATR2: 2, (2+3)/2 = 2.5, (2.5+.5)/2 = 1.5; highs 11, 13, 13; lows 8, 9, 11.5
    const bars = barsOf({ high: [10, 11, 13, 12.5], low: [8, 9, 11.5, 12], close: [9, 10, 12, 12.2] });
    const { long: exitLong, short } = calculateChandelierExit(bars, 2, 1);
    expect(Array.from(exitLong)).toEqual([NaN, 9, 10.5, 11.5]);
    expect(Array.from(short)).toEqual([NaN, 10, 11.5, 13]);
  });

  it('agrees with technicalindicators within 1e-6 once its later ATR start decays', () => {
    const ours = calculateIndicator('chandelierExit', '', long);
    // technicalindicators declares number[] but returns { exitLong, exitShort } objects.
    const ti = TiChandelier.calculate({ ...peer, period: 22, multiplier: 3 }) as unknown as {
      exitLong: number;
      exitShort: number;
    }[];
    expect(
      maxDifference(
        ours.long!,
        alignEnd(
          ti.map((r) => r.exitLong),
          2000,
        ),
        400,
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.short!,
        alignEnd(
          ti.map((r) => r.exitShort),
          2000,
        ),
        400,
      ),
    ).toBeLessThan(1e-6);
  });
});
