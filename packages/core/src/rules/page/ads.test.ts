import { adLayout, adPlacement, adSlotsFor } from './ads';

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
    ['beside', 1400, ['300x250', '300x300', '300x250', '300x600']],
    ['above', 1000, ['728x90']],
    ['above', 728, ['728x90']],
    ['above', 727, ['320x50']],
    ['above', 300, ['320x50']],
    ['none', 1400, []],
  ] as const)('%s at %i px: %j', (placement, width, expected) => {
    expect(sizes(placement, width)).toEqual(expected);
  });
});

describe('spec 3 §9 sidewall and leaderboard slots, spec 3 §4 ads after the chart loads', () => {
  const sizes = (slots: readonly { width: number; height: number }[]) =>
    slots.map((s) => `${s.width}x${s.height}`);
  const visitor = { loggedIn: false, bodyWidth: 1400, chartLoaded: true, enabled: true };

  it('beside the chart: the sidebar slots, then the 300x600 sidewall', () => {
    expect(sizes(adSlotsFor('beside', 1400))).toEqual(['300x250', '300x300', '300x250', '300x600']);
  });

  it.each([
    [1400, ['970x250']],
    [970, ['970x250']],
    [969, []],
  ] as const)('the 970x250 leaderboard under the chart at %i px: %j', (bodyWidth, expected) => {
    expect(sizes(adLayout({ ...visitor, bodyWidth }).below)).toEqual(expected);
  });

  it('a visitor after the chart has loaded: slots by region and the sign-up element', () => {
    const layout = adLayout(visitor);
    expect(layout.placement).toBe('beside');
    expect(sizes(layout.beside)).toEqual(['300x250', '300x300', '300x250', '300x600']);
    expect(layout.above).toEqual([]);
    expect(layout.signUp).toBe(true);
    expect(sizes(adLayout({ ...visitor, bodyWidth: 1000 }).above)).toEqual(['728x90']);
  });

  it.each([
    ['before the chart has loaded', { chartLoaded: false }],
    ['for a member (spec 3 §1: ads are shown to non-members)', { loggedIn: true }],
    ['when the host turned ads off', { enabled: false }],
  ] as const)('nothing %s', (_, change) => {
    expect(adLayout({ ...visitor, ...change })).toEqual({
      placement: 'none',
      above: [],
      beside: [],
      below: [],
      signUp: false,
    });
  });
});
