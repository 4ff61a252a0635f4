/** The source bars an interactive chart shows: indices [start, end) into the bars it was given. */
export interface ChartView {
  readonly start: number;
  readonly end: number;
}

/** Fewest bars a zoom can come down to: below this a chart says nothing a quote box would not. */
export const MIN_VIEW_BARS = 10;
/** Share of the view one arrow key moves. */
export const KEY_PAN_SHARE = 0.1;
/** Zoom factor of one +/- key press or one wheel notch (100 px of wheel delta). */
export const ZOOM_STEP = 1.25;

/** Keeps a view inside [0, count) with at least {@link MIN_VIEW_BARS} bars (or all, when there are fewer). */
export function clampView(view: ChartView, count: number): ChartView {
  const minBars = Math.min(count, MIN_VIEW_BARS);
  let length = Math.round(Math.min(count, Math.max(minBars, view.end - view.start)));
  if (!Number.isFinite(length)) length = count;
  let start = Math.round(view.start);
  if (!Number.isFinite(start)) start = count - length;
  start = Math.min(Math.max(0, start), count - length);
  return { start, end: start + length };
}

/**
 * Zooms around an anchor: `factor` > 1 shows fewer bars (zoom in), < 1 more; the bar under `anchor` (0 = left
 * edge of the plot, 1 = right edge) stays where it is, as in lightweight-charts and every map.
 */
export function zoomView(view: ChartView, count: number, factor: number, anchor = 1): ChartView {
  if (!(factor > 0) || !Number.isFinite(factor)) return view;
  const length = view.end - view.start;
  const share = Math.min(1, Math.max(0, anchor));
  const pivot = view.start + length * share;
  const next = Math.max(Math.min(count, MIN_VIEW_BARS), length / factor);
  return clampView({ start: pivot - next * share, end: pivot - next * share + next }, count);
}

/** Moves the view by `bars` (positive = later bars), keeping its length. */
export function panView(view: ChartView, count: number, bars: number): ChartView {
  if (!Number.isFinite(bars)) return view;
  return clampView({ start: view.start + bars, end: view.end + bars }, count);
}

/** Bars that `dx` pixels of drag cover when `view` fills `plotWidth` pixels: dragging right shows earlier bars. */
export function dragToBars(view: ChartView, plotWidth: number, dx: number): number {
  return plotWidth > 0 ? (-dx * (view.end - view.start)) / plotWidth : 0;
}

/** Zoom factor of a wheel event's vertical delta in pixels (negative = away from the reader = zoom in). */
export function wheelFactor(deltaY: number): number {
  const notches = Math.max(-5, Math.min(5, deltaY / 100));
  return ZOOM_STEP ** -notches;
}

/**
 * The view after a key press, or undefined when the key is not the chart's: arrows pan a tenth of the view,
 * + and - zoom around the right edge, Home shows the first bars, End the latest.
 */
export function viewForKey(view: ChartView, count: number, key: string): ChartView | undefined {
  const length = view.end - view.start;
  const step = Math.max(1, Math.round(length * KEY_PAN_SHARE));
  switch (key) {
    case 'ArrowLeft':
      return panView(view, count, -step);
    case 'ArrowRight':
      return panView(view, count, step);
    case '+':
    case '=':
      return zoomView(view, count, ZOOM_STEP, 1);
    case '-':
    case '_':
      return zoomView(view, count, 1 / ZOOM_STEP, 1);
    case 'Home':
      return clampView({ start: 0, end: length }, count);
    case 'End':
      return clampView({ start: count - length, end: count }, count);
    default:
      return undefined;
  }
}
