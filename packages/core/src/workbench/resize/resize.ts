import { CONSTANTS } from '../../catalogues/index';
import type { ChartSettings } from '../../model/index';
import { baseHeightForImageHeight, CUSTOM_SIZE_LIMITS } from '../../rules/index';

/** Where a resize drag starts: the pointer and the chart's size on screen, in CSS px. */
export interface ResizeStart {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A resize drag in progress (spec 1 §4.5): where it started and the size dragged to so far. */
export interface ResizeState {
  readonly start: ResizeStart;
  readonly width: number;
  readonly height: number;
}

const clamp = (value: number) =>
  Math.round(Math.min(CUSTOM_SIZE_LIMITS.max, Math.max(CUSTOM_SIZE_LIMITS.min, value)));

/** Mouse down on the handle: the drag starts at the chart's current size. */
export function beginResize(start: ResizeStart): ResizeState {
  return { start, width: clamp(start.width), height: clamp(start.height) };
}

/** Mouse move: the size follows the pointer, kept within the custom size limits. */
export function trackResize(
  state: ResizeState,
  point: { readonly x: number; readonly y: number },
): ResizeState {
  const width = clamp(state.start.width + point.x - state.start.x);
  const height = clamp(state.start.height + point.y - state.start.y);
  return width === state.width && height === state.height ? state : { ...state, width, height };
}

/**
 * Mouse up: the chart size becomes Custom so that the image gets the dragged size (spec 1 §4.5): the width less
 * 150 when a zoom thumbnail is shown (spec 1 §9), and the base height that, with the other panels and the
 * full-quote header added (spec 3 §5), makes the whole image the dragged height.
 */
export function finishResize(state: ResizeState, settings: ChartSettings): ChartSettings {
  const thumbnail = settings.zoomThumbnail ? CONSTANTS.chartImage.zoomThumbnailWidth : 0;
  const customHeight = baseHeightForImageHeight(settings, state.height, CUSTOM_SIZE_LIMITS);
  return { ...settings, chartSize: 'custom', customWidth: clamp(state.width - thumbnail), customHeight };
}
