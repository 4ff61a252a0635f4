export { TourDialog, TOUR_TOO_NARROW } from './TourDialog';
export type { TourDialogProps } from './TourDialog';
export { TOUR_PAGES } from './tourPages';
export type { TourPage } from './tourPages';
