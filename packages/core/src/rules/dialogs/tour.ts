/**
 * The interactive tour (spec 3 §4, §9): inactive or on a page, 7 workbench pages (0-6) and the start-up pages
 * numbered 7, 8 and 9; Next past the last page of a run ends it with the end modal; it shows only at a body width
 * of 767 or more.
 */
import { TOUR_MIN_WIDTH } from '../../catalogues/breakpoints';
import { CONSTANTS } from '../../catalogues/constants';

/** The tour: inactive (maybe showing the end modal) or on a page. */
export type TourState =
  | { readonly page: null; readonly showEndModal: boolean }
  | { readonly page: number; readonly showEndModal: false };

/**
 * A tour action: the start modal's Start (the workbench pages), the start-up run (pages 7-9), Back, Next, End
 * Tour, or closing the end modal.
 */
export type TourEvent = 'start' | 'startStartup' | 'back' | 'next' | 'end' | 'dismissEnd';

/** No tour. */
export const TOUR_INACTIVE: TourState = { page: null, showEndModal: false };

/** The number of workbench tour pages. */
export const TOUR_PAGE_COUNT: number = CONSTANTS.navigation.tourPages;

/** The pages shown at start-up, numbered after the workbench's (spec 3 §4: 7, 8, 9). */
export const TOUR_STARTUP_PAGES: readonly number[] = [
  TOUR_PAGE_COUNT,
  TOUR_PAGE_COUNT + 1,
  TOUR_PAGE_COUNT + 2,
];

/** The modal variant of the start tour modal that runs the start-up pages. */
export const TOUR_STARTUP_VARIANT = 'startup';

/** Whether the tour may show at this body width (spec 3 §4: 767 or more). */
export function isTourAvailable(bodyWidth: number): boolean {
  return Number.isFinite(bodyWidth) && bodyWidth >= TOUR_MIN_WIDTH;
}

/** The first and last page of the run a page belongs to: the workbench's 0-6 or the start-up's 7-9. */
export function tourRun(page: number): { readonly first: number; readonly last: number } {
  const startup = TOUR_STARTUP_PAGES;
  return page >= TOUR_PAGE_COUNT
    ? { first: startup[0] ?? TOUR_PAGE_COUNT, last: startup[startup.length - 1] ?? TOUR_PAGE_COUNT }
    : { first: 0, last: TOUR_PAGE_COUNT - 1 };
}

/**
 * The next tour state (spec 3 §4): Start opens page 0, the start-up run page 7; Back stops at the run's first page;
 * Next past its last page (6, or 9 at start-up) ends the tour and shows the end modal; End Tour ends it at once
 * without it. Below 767 px nothing starts.
 */
export function tourStep(state: TourState, event: TourEvent, bodyWidth: number): TourState {
  switch (event) {
    case 'start':
      return isTourAvailable(bodyWidth) ? { page: 0, showEndModal: false } : state;
    case 'startStartup':
      return isTourAvailable(bodyWidth)
        ? { page: tourRun(TOUR_PAGE_COUNT).first, showEndModal: false }
        : state;
    case 'back':
      return state.page === null
        ? state
        : { page: Math.max(tourRun(state.page).first, state.page - 1), showEndModal: false };
    case 'next':
      if (state.page === null) return state;
      return state.page >= tourRun(state.page).last
        ? { page: null, showEndModal: true }
        : { page: state.page + 1, showEndModal: false };
    case 'end':
      return TOUR_INACTIVE;
    case 'dismissEnd':
      return state.page === null ? TOUR_INACTIVE : state;
  }
}

/** Where the tour is started again, named on its end page (the lower bar's More menu holds Interactive Tour). */
export const TOUR_RESTART_PLACE = 'More > Interactive Tour, in the tool bar under the chart';

/**
 * Whether the start-up pages open by themselves (spec 3 §4): when the host asks for them, once per browser (not
 * yet seen), once the chart has loaded, and where the tour may show (767 px or more).
 */
export function startupTourDue(input: {
  readonly requested: boolean;
  readonly seen: boolean;
  readonly chartLoaded: boolean;
  readonly bodyWidth: number;
}): boolean {
  return input.requested && !input.seen && input.chartLoaded && isTourAvailable(input.bodyWidth);
}
