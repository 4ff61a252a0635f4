import { ADX as TiAdx } from 'technicalindicators';
import { ADX as TsAdx } from 'trading-signals';
import { calculateAdx } from './adx';
import { calculateAroon } from './aroon';
import { calculateIndicator } from './calculate';
import { calculateVortex } from './vortex';
import { alignEnd, barsOf, maxDifference, randomWalkBars } from './testing/fixtures';
import { peerInputs, streamPeer } from './testing/peers';

const long = randomWalkBars(2000);
const peer = peerInputs(long);

describe('indicator-catalogue ADX with +DI and -DI (Wilder smoothing, ChartSchool)', () => {
  const bars = barsOf({
    high: [10, 11, 12, 11.5, 11],
    low: [8, 9, 10, 9, 8.5],
    close: [9, 10.5, 11, 9.5, 10],
  });

  it('matches the hand calculation, period 2', () => {
    // +DM 1, 1, 0, 0; -DM 0, 0, 1, .5; TR 2, 2, 2.5, 2.5
    // bar 2: sums TR 4, +DM 2, -DM 0 -> +DI 50, -DI 0, DX 100
    // bar 3: TR 4 - 2 + 2.5 = 4.5, +DM 2 - 1 = 1, -DM 1 -> DI 22.2 each, DX 0; ADX (100 + 0)/2 = 50
    // bar 4: TR 4.5 - 2.25 + 2.5 = 4.75, +DM .5, -DM 1 -> +DI 10.53, -DI 21.05, DX 33.33; ADX (50 + 33.33)/2
    const { adx, plusDi, minusDi } = calculateAdx(bars, 2);
    expect(plusDi[2]).toBe(50);
    expect(minusDi[2]).toBe(0);
    expect(Number.isNaN(adx[2]!)).toBe(true);
    expect(adx[3]).toBeCloseTo(50, 10);
    expect(plusDi[4]).toBeCloseTo(50 / 4.75, 10);
    expect(minusDi[4]).toBeCloseTo(100 / 4.75, 10);
    expect(adx[4]).toBeCloseTo((50 + 100 / 3) / 2, 10);
  });

  it('agrees with technicalindicators (Wilder, same seeds) within 1e-6', () => {
    const ours = calculateAdx(long, 14);
    const ti = TiAdx.calculate({ ...peer, period: 14 });
    expect(
      maxDifference(
        ours.adx,
        alignEnd(
          ti.map((r) => r.adx),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.plusDi,
        alignEnd(
          ti.map((r) => r.pdi),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
    expect(
      maxDifference(
        ours.minusDi,
        alignEnd(
          ti.map((r) => r.mdi),
          2000,
        ),
      ),
    ).toBeLessThan(1e-6);
  });

  it('agrees with trading-signals within 1e-6 once its different seeding has decayed (bar 300 on)', () => {
    expect(
      maxDifference(
        calculateAdx(long, 14).adx,
        streamPeer(new TsAdx(14), peer.candles, (r) => r),
        300,
      ),
    ).toBeLessThan(1e-6);
  });

  it('ADX Line returns only the adx line', () => {
    expect(Object.keys(calculateIndicator('adxLine', '', long))).toEqual(['adx']);
    expect(Object.keys(calculateIndicator('adxDmi', '', long))).toEqual(['adx', 'plusDi', 'minusDi']);
  });
});

describe('indicator-catalogue Aroon and Aroon Oscillator (ChartSchool)', () => {
  const bars = barsOf({ close: [1, 1, 1, 1, 1, 1], high: [1, 5, 3, 2, 4, 1], low: [0, 2, 1, 0.5, 3, 0] });

  it('period 3 looks at 4 bars: bars since the high and the low', () => {
    // bar 3: high 5 two bars ago -> (3-2)/3 = 33.3; low 0 three bars ago -> 0
    // bar 4: high 5 three bars ago -> 0; low .5 one bar ago -> 66.7
    // bar 5: high 4 one bar ago -> 66.7; low 0 today -> 100
    const { up, down } = calculateAroon(bars, 3);
    expect(Number.isNaN(up[2]!)).toBe(true);
    [100 / 3, 0, 200 / 3].forEach((value, i) => expect(up[i + 3]).toBeCloseTo(value, 10));
    [0, 200 / 3, 100].forEach((value, i) => expect(down[i + 3]).toBeCloseTo(value, 10));
    const oscillator = calculateIndicator('aroonOscillator', '3', bars).aroonOscillator!;
    expect(oscillator[4]).toBeCloseTo(-200 / 3, 10);
  });

  it('counts the most recent of equal highs', () => {
    expect(calculateAroon(barsOf({ close: [2, 2, 2, 2] }), 3).up[3]).toBe(100);
  });
});

describe('indicator-catalogue Vortex Indicator (ChartSchool)', () => {
  it('period 2: +VM 3, 1.5; -VM 1, 1.5; TR 2, 1 -> +VI 4.5/3, -VI 2.5/3', () => {
    const bars = barsOf({ high: [10, 11, 10.5], low: [8, 9, 9.5], close: [9, 10, 10] });
    const { plus, minus } = calculateVortex(bars, 2);
    expect(Number.isNaN(plus[1]!)).toBe(true);
    expect(plus[2]).toBeCloseTo(1.5, 12);
    expect(minus[2]).toBeCloseTo(2.5 / 3, 12);
  });
});
