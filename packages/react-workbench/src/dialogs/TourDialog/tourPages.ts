/** One page of the interactive tour. */
export interface TourPage {
  readonly title: string;
  readonly text: string;
}

/** The 7 workbench tour pages (spec 3 §4), in order; the wording is ours. */
export const TOUR_PAGES: readonly TourPage[] = [
  {
    title: 'Symbol and Settings',
    text: 'Type a symbol in the box at the top, or just start typing anywhere on the page. Separate symbols with commas to compare them on a performance chart.',
  },
  {
    title: 'Period and Range',
    text: 'Choose the bar period (daily, weekly, intraday) and how much history to show. Drag the range slider under the chart to move or stretch the window.',
  },
  {
    title: 'Chart Settings',
    text: 'Open the settings panel to pick the chart type, size, colour scheme, and to add overlays and indicators with their parameters.',
  },
  {
    title: 'The Chart',
    text: 'Move the mouse over the chart to read each bar. Hold Shift for crosshairs, and drag to measure the number of periods or the price change.',
  },
  {
    title: 'Saving Charts',
    text: 'Save the chart into one of your ChartLists, share a link to it, e-mail it, or create a price alert for its symbol.',
  },
  {
    title: 'ChartStyles and StyleButtons',
    text: 'Save the look of a chart as a ChartStyle, make one your default, and put your favourites on StyleButtons: Ctrl+1 to Ctrl+9 apply them.',
  },
  {
    title: 'The Lower Panel',
    text: 'Below the chart: your ChartLists and ChartStyles, alerts, Symbol Summary, historical data, options and chart comments.',
  },
];

/** The start-up pages, numbered 7, 8 and 9 after the workbench's (spec 3 §4), in order; the wording is ours. */
export const TOUR_STARTUP_PAGE_TEXTS: readonly TourPage[] = [
  {
    title: 'Welcome to the Workbench',
    text: 'This is your charting workbench: one chart at the top, its tools around it, and panels below it. These three pages show where to begin.',
  },
  {
    title: 'Chart Anything',
    text: 'Type any symbol to chart it, pick a period and range, then change the chart type and add indicators in Chart Settings below the chart.',
  },
  {
    title: 'Keep Your Work',
    text: 'With a free account your charts, ChartStyles and alerts are saved. The full tour of every part of the workbench is one click away.',
  },
];

/** The page with this tour number: 0-6 the workbench pages, 7-9 the start-up pages. */
export function tourPageAt(index: number): TourPage | undefined {
  return index < TOUR_PAGES.length ? TOUR_PAGES[index] : TOUR_STARTUP_PAGE_TEXTS[index - TOUR_PAGES.length];
}
