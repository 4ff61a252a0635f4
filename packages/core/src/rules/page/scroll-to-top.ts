/** The page's scroll-to-top button (spec 3 §2.14, §9). */
import { CONSTANTS } from '../../catalogues/constants';

/** Whether the scroll-to-top button shows: once the page has scrolled past half the window's height. */
export function showsScrollToTop(scrollY: number, windowHeight: number): boolean {
  return scrollY > windowHeight * CONSTANTS.navigation.scrollToTopShare;
}
