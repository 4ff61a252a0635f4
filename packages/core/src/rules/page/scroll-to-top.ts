/** The page's scroll-to-top button (spec 3 §2.14, §9). */
import { CONSTANTS } from '../../catalogues/constants';

/**
 * Whether the scroll-to-top button shows: once the page has scrolled past half the window's height and no
 * modal is open (spec 3 §2.14; a button over an open dialog would scroll the page out from under it).
 */
export function showsScrollToTop(scrollY: number, windowHeight: number, modalOpen = false): boolean {
  return !modalOpen && scrollY > windowHeight * CONSTANTS.navigation.scrollToTopShare;
}
