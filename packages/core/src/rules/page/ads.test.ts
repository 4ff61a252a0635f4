import { adPlacement, adSlotsFor } from './ads';

describe('spec 1 §1 ad placement by width', () => {
  it.each([
    [false, 1240, 'beside'],
    [false, 1920, 'beside'],
    [false, 1239, 'above'],
    [false, 360, 'above'],
    [true, 1920, 'none'],
    [true, 360, 'none'],
  ] as const)('logged in %s at %i px: %s', (loggedIn, width, placement) => {
    expect(adPlacement(loggedIn, width)).toBe(placement);
  });
});

describe('spec 3 §9 ad slot sizes', () => {
  const sizes = (placement: Parameters<typeof adSlotsFor>[0], width: number) =>
    adSlotsFor(placement, width).map((s) => `${s.width}x${s.height}`);
  it.each([
    ['beside', 1400, ['300x250', '300x300', '300x250']],
    ['above', 1000, ['728x90']],
    ['above', 728, ['728x90']],
    ['above', 727, ['320x50']],
    ['above', 300, ['320x50']],
    ['none', 1400, []],
  ] as const)('%s at %i px: %j', (placement, width, expected) => {
    expect(sizes(placement, width)).toEqual(expected);
  });
});
