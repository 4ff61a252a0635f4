import { createSampleBars } from '../sample-bars';
import { barsFrom } from '../transforms/test-bars';
import { defaultBoxSize, pointAndFigure } from './point-and-figure';
import { renderPointAndFigure } from './render-pnf';

describe('spec 1 §2.2 point and figure (/pnf/chart)', () => {
  it('builds X and O columns by the high/low method with a 3-box reversal', () => {
    // Box 1. Start at 10 (box 10). Highs reach 13.4: an X column of boxes 11-13. Lows 11.5: not 3 boxes below
    // 13. Lows reach 9.8 (box 10): 13 - 10 = 3, a reversal: O column from box 12 down to 10. High 14.2: 14 - 10
    // >= 3, an X column from box 11 up to 14.
    const columns = pointAndFigure(
      barsFrom([
        [10, 10, 10, 10, 1],
        [10, 13.4, 10, 13, 1],
        [13, 13, 11.5, 12, 1],
        [12, 12, 9.8, 10, 1],
        [10, 14.2, 10, 14, 1],
      ]),
      1,
      3,
    );
    expect(columns.map((c) => [c.rising, c.low, c.high])).toEqual([
      [true, 11, 13],
      [false, 10, 12],
      [true, 11, 14],
    ]);
  });

  it.each([
    [0, 3, /box size must be a positive number/],
    [1, 0, /reversal must be a whole number/],
    [1, 1.5, /reversal must be a whole number/],
  ])('rejects box %d reversal %d', (box, reversal, message) => {
    expect(() => pointAndFigure(createSampleBars({ seed: 1, count: 5 }), box, reversal)).toThrow(message);
  });

  it('picks a nice default box near 1% of the price', () => {
    const bars = barsFrom([[240, 240, 240, 240, 1]]);
    expect(defaultBoxSize(bars)).toBe(2.5);
  });

  it('renders Xs and Os as one path each, deterministically', () => {
    const bars = createSampleBars({ seed: 3, count: 500 });
    const a = renderPointAndFigure({
      symbol: 'AAPL',
      bars,
      boxSize: 0.5,
      reversal: 3,
      width: 600,
      height: 400,
    });
    expect(a).toEqual(
      renderPointAndFigure({ symbol: 'AAPL', bars, boxSize: 0.5, reversal: 3, width: 600, height: 400 }),
    );
    expect(a.svg.match(/data-role="pnf-x"/g)).toHaveLength(1);
    expect(a.svg.match(/data-role="pnf-o"/g)).toHaveLength(1);
    expect(a.svg).toContain('width="600" height="400"');
  });

  it.each([
    [{ symbol: '', bars: createSampleBars({ seed: 1, count: 3 }) }, /symbol must be a non-empty string/],
    [
      { symbol: 'X', bars: createSampleBars({ seed: 1, count: 3 }), width: 20 },
      /width and height must be between/,
    ],
  ])('rejects bad input %#', (input, message) => {
    expect(() => renderPointAndFigure(input)).toThrow(message);
  });
});
