import {
  TOUR_INACTIVE,
  TOUR_PAGE_COUNT,
  isTourAvailable,
  tourStep,
  type TourEvent,
  type TourState,
} from './tour';

const page = (n: number): TourState => ({ page: n, showEndModal: false });
const ended: TourState = { page: null, showEndModal: true };

describe('spec 3 §4 interactive tour', () => {
  it('has 7 pages', () => {
    expect(TOUR_PAGE_COUNT).toBe(7);
  });

  it.each<[string, TourState, TourEvent, number, TourState]>([
    ['start at 1024 px', TOUR_INACTIVE, 'start', 1024, page(0)],
    ['start at exactly 767 px', TOUR_INACTIVE, 'start', 767, page(0)],
    ['no start at 766 px', TOUR_INACTIVE, 'start', 766, TOUR_INACTIVE],
    ['next', page(0), 'next', 1024, page(1)],
    ['next to the last page', page(5), 'next', 1024, page(6)],
    ['next past the last page ends with the end modal', page(6), 'next', 1024, ended],
    ['back', page(3), 'back', 1024, page(2)],
    ['back on the first page stays', page(0), 'back', 1024, page(0)],
    ['end tour', page(4), 'end', 1024, TOUR_INACTIVE],
    ['closing the end modal', ended, 'dismissEnd', 1024, TOUR_INACTIVE],
    ['next while inactive', TOUR_INACTIVE, 'next', 1024, TOUR_INACTIVE],
    ['back while inactive', TOUR_INACTIVE, 'back', 1024, TOUR_INACTIVE],
  ])('%s', (_label, state, event, width, next) => {
    expect(tourStep(state, event, width)).toEqual(next);
  });

  it.each([
    [767, true],
    [766, false],
    [Number.NaN, false],
  ])('spec 3 §9 available at width %j: %s', (width, available) => {
    expect(isTourAvailable(width)).toBe(available);
  });
});
