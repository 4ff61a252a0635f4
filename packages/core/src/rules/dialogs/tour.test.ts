import {
  TOUR_INACTIVE,
  TOUR_PAGE_COUNT,
  TOUR_STARTUP_PAGES,
  isTourAvailable,
  startupTourDue,
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

describe('spec 3 §4 the start-up pages 7, 8 and 9', () => {
  it('are numbered 7-9', () => {
    expect(TOUR_STARTUP_PAGES).toEqual([7, 8, 9]);
  });

  it.each<[string, TourState, TourEvent, number, TourState]>([
    ['the start-up run opens on page 7', TOUR_INACTIVE, 'startStartup', 1024, page(7)],
    ['not below 767 px', TOUR_INACTIVE, 'startStartup', 766, TOUR_INACTIVE],
    ['next', page(7), 'next', 1024, page(8)],
    ['next past page 9 ends with the end modal', page(9), 'next', 1024, ended],
    ['back on page 7 stays (the workbench pages are another run)', page(7), 'back', 1024, page(7)],
    ['back', page(9), 'back', 1024, page(8)],
  ])('%s', (_name, state, event, width, expected) => {
    expect(tourStep(state, event, width)).toEqual(expected);
  });

  it.each([
    ['asked for, not seen, chart loaded, wide enough', {}, true],
    ['the host did not ask', { requested: false }, false],
    ['already seen in this browser', { seen: true }, false],
    ['before the chart has loaded', { chartLoaded: false }, false],
    ['below 767 px', { bodyWidth: 766 }, false],
  ])('open by themselves: %s', (_name, change, expected) => {
    const input = { requested: true, seen: false, chartLoaded: true, bodyWidth: 1024, ...change };
    expect(startupTourDue(input)).toBe(expected);
  });
});
