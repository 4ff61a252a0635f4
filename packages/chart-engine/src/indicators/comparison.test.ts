import type { Bars } from '@chartbench/core';
import { calculateChandeTrendMeter } from './chande-trend-meter';
import { calculateIndicator, parseIndicatorParameters } from './calculate';
import { calculateSctr } from './sctr';
import { barsOf } from './testing/fixtures';

const day = 86_400_000;
const t0 = Date.UTC(2024, 0, 1);
const times = (count: number) => Array.from({ length: count }, (_, i) => t0 + i * day);
const main = barsOf({ close: [10, 20, 30], time: times(3) });
const others: Record<string, Bars> = {
  $SPX: barsOf({ close: [5, 8, 10], open: [4, 8, 9], high: [6, 9, 11], low: [3, 7, 8], time: times(3) }),
  IBM: barsOf({ close: [100, 120, 150], time: times(3) }),
  $NYADV: barsOf({ close: [1500, 1600, 1700], time: times(3) }),
  $NYDEC: barsOf({ close: [1400, 1300, 1200], time: times(3) }),
};
const context = { symbolBars: (symbol: string) => others[symbol] };

describe('spec 2 §5 price indicator parameters', () => {
  it.each([
    ['', { symbol: '$SPX', log: false, inverted: false }],
    [' $spx , l ', { symbol: '$SPX', log: true, inverted: false }],
    ['ibm:$spx,INV,Log', { symbol: 'IBM:$SPX', log: true, inverted: true }],
    ['qqq,invert', { symbol: 'QQQ', log: false, inverted: true }],
    ['brk.b:"spy"', { symbol: 'BRK/B:SPY', log: false, inverted: false }],
    ['q q q,LOGARITHMIC,I', { symbol: 'QQQ', log: true, inverted: true }],
  ])('reads %j', (raw, expected) => {
    expect(parseIndicatorParameters('priceCompare', raw)).toEqual(expected);
  });

  it.each([
    ['$SPX,X', 'Invalid parameters for Price: "X" is not a flag (use L for log scale or I for inverted)'],
    ['IBM:', 'Invalid parameters for Price: symbol "IBM:" must be one symbol or a ratio written A:B'],
    ['A:B:C', 'Invalid parameters for Price: symbol "A:B:C" must be one symbol or a ratio written A:B'],
    ['--X', 'Invalid parameters for Price: symbol "--X" is not a valid symbol'],
  ])('rejects %j', (raw, message) => {
    expect(() => parseIndicatorParameters('priceCompare', raw)).toThrow(message);
  });
});

describe('indicator-catalogue Price (another symbol), Price overlay, Price Relative, Up/Down', () => {
  it('Price returns the other symbol on the main times', () => {
    const out = calculateIndicator('priceCompare', '$spx', main, context);
    expect(Array.from(out.close!)).toEqual([5, 8, 10]);
    expect(Array.from(out.high!)).toEqual([6, 9, 11]);
  });

  it('a ratio divides field by field: IBM:$SPX closes 100/5, 120/8, 150/10', () => {
    expect(Array.from(calculateIndicator('priceOverlay', 'IBM:$SPX', main, context).close!)).toEqual([
      20, 15, 15,
    ]);
  });

  it('Price Relative: main / $SPX = 2, 2.5, 3; IBM:$SPX = 20, 15, 15', () => {
    expect(Array.from(calculateIndicator('priceRelative', '', main, context).priceRelative!)).toEqual([
      2, 2.5, 3,
    ]);
    expect(Array.from(calculateIndicator('priceRelative', 'IBM:$SPX', main, context).priceRelative!)).toEqual(
      [20, 15, 15],
    );
  });

  it('Up/Down returns both breadth series', () => {
    const out = calculateIndicator('upDown', '', main, context);
    expect(Array.from(out.up!)).toEqual([1500, 1600, 1700]);
    expect(Array.from(out.down!)).toEqual([1400, 1300, 1200]);
  });

  it.each([
    ['priceCompare'],
    ['priceOverlay'],
    ['priceRelative'],
    ['upDown'],
    ['performance'],
    ['correlation'],
  ])('%s says clearly when the other symbol is missing', (name) => {
    expect(() => calculateIndicator(name, 'ZZZZ', main, context)).toThrow(
      'needs the bars of ZZZZ, which are not available',
    );
    expect(() => calculateIndicator(name, 'ZZZZ', main)).toThrow(
      'needs the bars of ZZZZ, but no symbolBars source was given in the context',
    );
  });
});

function trend(perBar: number, count = 400): Float64Array {
  return new Float64Array(count).map((_, i) => 100 * (1 + perBar) ** i);
}

describe('indicator-catalogue SCTR (technical score, scaled without a universe)', () => {
  it('a flat stock scores 2.5 (PPO slope 0) + 2.5 (RSI 50) = 5, which the scaling puts at 49.95', () => {
    const { sctr, score } = calculateSctr(new Float64Array(300).fill(100));
    expect(Number.isNaN(score[198]!)).toBe(true);
    expect(score[199]).toBeCloseTo(5, 10);
    expect(sctr[299]).toBeCloseTo(99.9 / 2, 10);
  });

  it('weights the published components: a 0.2%-a-bar rise scores the sum of its parts', () => {
    const close = trend(0.002);
    const { score } = calculateSctr(close);
    // at bar 399: ROC125 = 1.002^125 - 1 and ROC20 = 1.002^20 - 1 exactly; the RSI is 100 (no losses)
    const roc125 = (1.002 ** 125 - 1) * 100;
    const roc20 = (1.002 ** 20 - 1) * 100;
    const rest = score[399]! - 0.3 * roc125 - 0.15 * roc20 - 0.05 * 100;
    // what remains: 30% and 15% of the percent distances above the EMAs, and the PPO slope points (~2.5)
    expect(rest).toBeGreaterThan(2.5);
    expect(rest).toBeLessThan(0.3 * 25 + 0.15 * 10 + 5);
  });

  it('orders rising > flat > falling and stays within 0..99.9', () => {
    const rising = calculateSctr(trend(0.003)).sctr[399]!;
    const falling = calculateSctr(trend(-0.003)).sctr[399]!;
    expect(rising).toBeGreaterThan(49.95);
    expect(falling).toBeLessThan(49.95);
    expect(rising).toBeLessThanOrEqual(99.9);
    expect(falling).toBeGreaterThanOrEqual(0);
  });
});

describe('indicator-catalogue Chande Trend Meter (0..100)', () => {
  it('a flat series scores every part 0.5: 50', () => {
    const flat = barsOf({ close: new Array<number>(150).fill(100) });
    const out = calculateChandeTrendMeter(flat);
    expect(Number.isNaN(out[98]!)).toBe(true);
    expect(out[99]).toBeCloseTo(50, 10);
  });

  it('a steady rise scores high, a steady fall low', () => {
    const rising = barsOf({ close: Array.from(trend(0.01, 150)) });
    const falling = barsOf({ close: Array.from(trend(-0.01, 150)) });
    expect(calculateChandeTrendMeter(rising)[149]).toBeGreaterThan(80);
    expect(calculateChandeTrendMeter(falling)[149]).toBeLessThan(20);
  });
});
