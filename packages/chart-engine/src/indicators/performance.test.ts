import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { barsOf } from './testing/fixtures';

const day = 86_400_000;
const t0 = Date.UTC(2024, 0, 1);
const main = barsOf({ close: [100, 110, 99, 121], time: [t0, t0 + day, t0 + 2 * day, t0 + 3 * day] });
// SPY has no bar on day 2 (a holiday there): day 2 carries day 1's close forward.
const spy = barsOf({ close: [50, 55, 60], time: [t0, t0 + day, t0 + 3 * day] });

describe('indicator-catalogue Performance (default indicator) and Price Performance', () => {
  it('measures both from the first common bar: main +10%, -1%, +21%; SPY +10%, +10%, +20%', () => {
    const out = calculateIndicator('performance', '', main, {
      symbolBars: (s) => (s === 'SPY' ? spy : undefined),
    });
    [0, 10, -1, 21].forEach((value, i) => expect(out.performance![i]).toBeCloseTo(value, 12));
    expect(out.comparison![2]).toBeCloseTo(10, 12);
    expect(out.comparison![3]).toBeCloseTo(20, 12);
    expect(out.difference![3]).toBeCloseTo(1, 12);
  });

  it('upper-cases and compacts the symbol (spec 2 §5)', () => {
    expect(parseIndicatorParameters('performance', ' q qq ')).toEqual({ symbol: 'QQQ' });
    expect(parseIndicatorParameters('performance', '')).toEqual({ symbol: 'SPY' });
  });

  it('says clearly when the other symbol is missing', () => {
    expect(() => calculateIndicator('performance', '$SPX', main)).toThrow(
      'Performance needs the bars of $SPX, but no symbolBars source was given in the context',
    );
    expect(() => calculateIndicator('performance', '$SPX', main, { symbolBars: () => undefined })).toThrow(
      'Performance needs the bars of $SPX, which are not available',
    );
  });

  it('price performance is the main close against the first: 0, +10, -1, +21', () => {
    const out = calculateIndicator('pricePerformance', '', main).performance!;
    expect(out[3]).toBeCloseTo(21, 12);
    expect(out[2]).toBeCloseTo(-1, 12);
  });
});
