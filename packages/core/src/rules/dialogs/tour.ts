/**
 * The interactive tour (spec 3 §4, §9): inactive or on one of 7 pages (0-6); Next past the last page ends it
 * with the end modal; it shows only at a body width of 767 or more.
 */
import { TOUR_MIN_WIDTH } from '../../catalogues/breakpoints';
import { CONSTANTS } from '../../catalogues/constants';

/** The tour: inactive (maybe showing the end modal) or on a page. */
export type TourState =
  | { readonly page: null; readonly showEndModal: boolean }
  | { readonly page: number; readonly showEndModal: false };

/** A tour action: the start modal's Start, Back, Next, End Tour, or closing the end modal. */
export type TourEvent = 'start' | 'back' | 'next' | 'end' | 'dismissEnd';

/** No tour. */
export const TOUR_INACTIVE: TourState = { page: null, showEndModal: false };

/** The number of workbench tour pages. */
export const TOUR_PAGE_COUNT: number = CONSTANTS.navigation.tourPages;

/** Whether the tour may show at this body width (spec 3 §4: 767 or more). */
export function isTourAvailable(bodyWidth: number): boolean {
  return Number.isFinite(bodyWidth) && bodyWidth >= TOUR_MIN_WIDTH;
}

/**
 * The next tour state (spec 3 §4): Start opens page 0; Back stops at page 0; Next past page 6 ends the tour and
 * shows the end modal; End Tour ends it at once without it. Below 767 px nothing starts.
 */
export function tourStep(state: TourState, event: TourEvent, bodyWidth: number): TourState {
  switch (event) {
    case 'start':
      return isTourAvailable(bodyWidth) ? { page: 0, showEndModal: false } : state;
    case 'back':
      return state.page === null ? state : { page: Math.max(0, state.page - 1), showEndModal: false };
    case 'next':
      if (state.page === null) return state;
      return state.page + 1 >= TOUR_PAGE_COUNT
        ? { page: null, showEndModal: true }
        : { page: state.page + 1, showEndModal: false };
    case 'end':
      return TOUR_INACTIVE;
    case 'dismissEnd':
      return state.page === null ? TOUR_INACTIVE : state;
  }
}
