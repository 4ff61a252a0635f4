import { showsScrollToTop } from './scroll-to-top';

describe('spec 3 §9 scroll-to-top button', () => {
  it.each([
    [0, 900, false],
    [450, 900, false],
    [451, 900, true],
    [3000, 900, true],
  ])('scrolled %i px in a %i px window: shown %s', (scrollY, height, shown) => {
    expect(showsScrollToTop(scrollY, height)).toBe(shown);
  });
});
