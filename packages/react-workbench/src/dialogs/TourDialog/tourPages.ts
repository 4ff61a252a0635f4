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
