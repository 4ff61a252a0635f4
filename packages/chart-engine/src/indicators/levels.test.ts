import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculatePivotPoints, pivotTimeframe } from './pivot-points';
import { calculateVolumeByPrice } from './volume-by-price';
import { calculateVwap } from './vwap';
import { barsOf } from './testing/fixtures';

const day = 86_400_000;
const hour = 3_600_000;

// Daily bars: January's last two, then February's first two. January: O 9, H 12, L 8, C 11.
const daily = barsOf({
  time: [Date.UTC(2024, 0, 30), Date.UTC(2024, 0, 31), Date.UTC(2024, 1, 1), Date.UTC(2024, 1, 2)],
  open: [9, 10, 11, 12],
  high: [12, 11, 13, 14],
  low: [8, 9, 10, 11],
  close: [10, 11, 12, 13],
});

describe('indicator-catalogue Pivot Points (ChartSchool)', () => {
  it('standard: daily bars use the prior month: P = (12+8+11)/3, R1 = 2P - 8, S1 = 2P - 12, R2/S2 = P ± 4', () => {
    const out = calculateIndicator('pivotPoints', '', daily);
    const p = 31 / 3;
    expect(Object.keys(out)).toEqual(['pivot', 'r1', 'r2', 's1', 's2']);
    expect(Number.isNaN(out.pivot![1]!)).toBe(true);
    expect(out.pivot![2]).toBeCloseTo(p, 12);
    expect(out.r1![3]).toBeCloseTo(2 * p - 8, 12);
    expect(out.s1![3]).toBeCloseTo(2 * p - 12, 12);
    expect(out.r2![2]).toBeCloseTo(p + 4, 12);
    expect(out.s2![2]).toBeCloseTo(p - 4, 12);
  });

  it('Fibonacci (F): P ± 0.382, 0.618 and 1 × the range 4', () => {
    const out = calculateIndicator('pivotPoints', 'f', daily);
    const p = 31 / 3;
    expect(out.r1![2]).toBeCloseTo(p + 1.528, 12);
    expect(out.s2![2]).toBeCloseTo(p - 2.472, 12);
    expect(out.r3![2]).toBeCloseTo(p + 4, 12);
  });

  it('DeMark (D): close 11 above open 9, so X = 2·12 + 8 + 11 = 43; P = 10.75, R1 = 21.5 - 8, S1 = 21.5 - 12', () => {
    const out = calculateIndicator('pivotPoints', 'D', daily);
    expect(Object.keys(out)).toEqual(['pivot', 'r1', 's1']);
    expect(out.pivot![2]).toBe(10.75);
    expect(out.r1![2]).toBe(13.5);
    expect(out.s1![2]).toBe(9.5);
  });

  it('intraday bars use the prior day; weekly bars the prior year', () => {
    const t = Date.UTC(2024, 2, 4, 14);
    const intraday = barsOf({
      time: [t, t + hour, t + day, t + day + hour],
      high: [5, 6, 9, 9],
      low: [1, 2, 3, 3],
      close: [3, 4, 5, 5],
    });
    expect(pivotTimeframe(intraday.time)).toBe('day');
    // day one: H 6, L 1, C 4 -> P = 11/3 on day two
    expect(calculatePivotPoints(intraday, 'standard').pivot![2]).toBeCloseTo(11 / 3, 12);
    expect(pivotTimeframe(Float64Array.from([0, 7 * day, 14 * day]))).toBe('year');
  });

  it('spec 2 §5: only blank, F or D', () => {
    expect(parseIndicatorParameters('pivotPoints', ' d ')).toEqual({ mode: 'demark' });
    expect(() => parseIndicatorParameters('pivotPoints', 'X')).toThrow(
      'Invalid parameters for Pivot Points: "X" must be blank (standard), F (Fibonacci) or D (DeMark)',
    );
  });
});

describe('indicator-catalogue Horizontal Line', () => {
  it('draws one constant line per level', () => {
    const out = calculateIndicator('horizontalLine', '10, 20.5,-3', daily);
    expect(Object.keys(out)).toEqual(['line1', 'line2', 'line3']);
    expect(Array.from(out.line2!)).toEqual([20.5, 20.5, 20.5, 20.5]);
    expect(out.line3![0]).toBe(-3);
  });

  it('draws nothing when blank and rejects a level that is not a number', () => {
    expect(calculateIndicator('horizontalLine', '', daily)).toEqual({});
    expect(() => calculateIndicator('horizontalLine', '10,abc', daily)).toThrow(
      'Invalid parameters for Horizontal Line: level "abc" is not a number',
    );
  });
});

describe('indicator-catalogue Volume by Price (zones of closing prices)', () => {
  it('two zones over closes 10..14: up and down volume by zone', () => {
    // zone 0 [10,12): bar 0 up 100 (vs its open 9), bar 2 down 300, bar 4 down 500; zone 1 [12,14]: bars 1, 3 up
    const bars = barsOf({
      open: [9, 10, 12, 11, 14],
      close: [10, 12, 11, 14, 10],
      volume: [100, 200, 300, 400, 500],
    });
    const out = calculateVolumeByPrice(bars, 2);
    expect(Array.from(out.lower)).toEqual([10, 12]);
    expect(Array.from(out.upper)).toEqual([12, 14]);
    expect(Array.from(out.upVolume)).toEqual([100, 600]);
    expect(Array.from(out.downVolume)).toEqual([800, 0]);
  });

  it('defaults to 12 zones and limits them to 200', () => {
    expect(calculateIndicator('volumeByPrice', '', daily).lower!.length).toBe(12);
    expect(() => parseIndicatorParameters('volumeByPrice', '500')).toThrow(
      'Invalid parameters for Volume by Price: zones must be a whole number from 1 to 200 (got "500")',
    );
  });
});

describe('indicator-catalogue VWAP (intraday, restarting each session)', () => {
  it('(10·100 + 12·300)/400 = 11.5 on day one; day two starts again at 20', () => {
    const t = Date.UTC(2024, 2, 4, 14, 30);
    const bars = barsOf({ time: [t, t + hour, t + day], close: [10, 12, 20], volume: [100, 300, 50] });
    expect(Array.from(calculateVwap(bars))).toEqual([10, 11.5, 20]);
  });

  it('spec 2 §3 restarts at the exchange session start, not at UTC midnight', () => {
    // 15:00 and 20:00 US Eastern on one March day are 19:00 and 00:00 UTC: two UTC days, one session.
    const t = Date.UTC(2024, 2, 4, 20);
    const bars = barsOf({ time: [t, t + 5 * hour, t + day], close: [10, 12, 20], volume: [100, 300, 50] });
    const easternDay = (time: number) => Math.floor((time - 5 * hour) / day);
    expect(Array.from(calculateVwap(bars, easternDay))).toEqual([10, 11.5, 20]);
    // Read by UTC day, the evening bar would start a new average and the next afternoon would join it.
    expect(Array.from(calculateVwap(bars)).slice(0, 2)).toEqual([10, 12]);
    expect(calculateVwap(bars)[2]).toBeCloseTo((12 * 300 + 20 * 50) / 350, 9);
  });
});
