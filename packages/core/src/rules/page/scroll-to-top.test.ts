import { showsScrollToTop } from './scroll-to-top';

describe('spec 3 §9 scroll-to-top button', () => {
  it.each([
    [0, 900, false, false],
    [450, 900, false, false],
    [451, 900, false, true],
    [3000, 900, false, true],
    // issue #17 item 13: it showed over an open dialog.
    [3000, 900, true, false],
  ])('scrolled %i px in a %i px window, modal open %s: shown %s', (scrollY, height, modalOpen, shown) => {
    expect(showsScrollToTop(scrollY, height, modalOpen)).toBe(shown);
  });
});
