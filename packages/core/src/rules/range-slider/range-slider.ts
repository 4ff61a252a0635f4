/**
 * Range slider rules (spec 2 §4): the window of dates it selects, period-aware nudges that skip weekends and
 * holidays and stay within bounds, right-click presets, the track (4 times the window, expandable back in
 * time), pixel mapping, and the commit that writes the chart's start and end dates.
 */
import { differenceInCalendarDays, subMonths, subYears } from 'date-fns';
import { CONSTANTS } from '../../catalogues/index';
import type { ChartSettings } from '../../model/chart-settings';
import { MINIMUM_DATE } from '../validation/index';
import { changeRangeDates, yearStartOf } from '../settings/range-transitions';
import {
  fromDay,
  nextBoundary,
  shiftDays,
  sliderStepUnit,
  toDay,
  toTradingDay,
  type SliderEdge,
} from './slider-calendar';

const SLIDER = CONSTANTS.rangeSlider;

/** Timing and size constants of the range slider (spec 2 §4), from the business constants. */
export const RANGE_SLIDER = {
  /** Pause after dragging before the dates are committed. */
  commitDelayMs: SLIDER.commitPauseMs,
  /** Repeat interval of held arrow buttons and keys. */
  repeatMs: SLIDER.nudgeRepeatMs,
  /** Interval of the track's expansion while the left edge is held at the track start. */
  expandTickMs: SLIDER.expandTickMs,
  /** The track spans this many times the selected window. */
  trackMultiple: SLIDER.trackWindowMultiple,
  width: SLIDER.widthPx,
  widthLoggedIn: SLIDER.widthLoggedInPx,
  height: SLIDER.heightPx,
  heightTablet: SLIDER.heightIpadPx,
  /** The slider shows only when the chart is wider than this. */
  minChartWidth: SLIDER.minChartWidthPx,
} as const;

/** A span of dates, YYYY-MM-DD, `start < end`. */
export interface DateWindow {
  start: string;
  end: string;
}

/** The dates a window may reach: the product minimum (1900-01-01) and today. */
export interface SliderBounds {
  min: string;
  max: string;
}

/** The bounds for a day: 1900-01-01 to today. */
export function sliderBounds(today: string): SliderBounds {
  return { min: MINIMUM_DATE, max: today };
}

/** Whether a window is usable: real dates, not older than the minimum, not after the maximum, start < end. */
export function isValidWindow(window: DateWindow, bounds: SliderBounds): boolean {
  return (
    toDay(window.start) !== null &&
    toDay(window.end) !== null &&
    window.start >= bounds.min &&
    window.end <= bounds.max &&
    window.start < window.end
  );
}

/**
 * The warning the slider logs when it ignores a window (spec 2 §8: range slider problems are only logged as
 * warnings): an invalid date or one before the minimum; null for a usable window, and for start >= end or a date
 * past today, which a drag reaches at every edge and which are ignored silently.
 * @example sliderWindowWarning({ start: '1850-01-01', end: '2020-01-01' }, bounds) // 'Range slider: ...'
 */
export function sliderWindowWarning(window: DateWindow, bounds: SliderBounds): string | null {
  if (toDay(window.start) === null || toDay(window.end) === null)
    return `Range slider: ignored the invalid dates ${window.start || '(empty)'} to ${window.end || '(empty)'}.`;
  if (window.start < bounds.min)
    return `Range slider: ignored the start date ${window.start}, older than ${bounds.min}.`;
  return null;
}

/**
 * The warning for a chart whose start and end dates the slider cannot show (it shows the default window
 * instead): as {@link sliderWindowWarning}, for the settings' start date and end date (blank = today).
 */
export function settingsWindowWarning(settings: ChartSettings, today: string): string | null {
  if (!settings.rangeStartDate) return null;
  return sliderWindowWarning(
    { start: settings.rangeStartDate, end: settings.rangeEndDate || today },
    sliderBounds(today),
  );
}

/** The default window: one year ago to today (spec 2 §4). */
export function defaultWindow(today: string): DateWindow {
  const day = toDay(today) ?? new Date();
  return { start: fromDay(subYears(day, 1)), end: today };
}

/**
 * The window a chart's settings select: its start and end dates (blank end = today), or its length back from
 * today; anything invalid, too old or empty falls back to the default window (spec 2 §4).
 */
export function windowFromSettings(settings: ChartSettings, today: string): DateWindow {
  const bounds = sliderBounds(today);
  const day = toDay(today);
  if (!day) return defaultWindow(today);
  let window: DateWindow;
  if (settings.rangeStartDate)
    window = { start: settings.rangeStartDate, end: settings.rangeEndDate || today };
  else if (settings.rangeYears || settings.rangeMonths || settings.rangeDays) {
    const start = shiftDays(
      fromDay(subMonths(subYears(day, settings.rangeYears), settings.rangeMonths)),
      -settings.rangeDays,
    );
    window = { start, end: today };
  } else return defaultWindow(today);
  return isValidWindow(window, bounds) ? window : defaultWindow(today);
}

/**
 * Steps one edge date by the period's unit (spec 2 §4): weekly to Mondays (starts) or Fridays (ends), monthly,
 * quarterly and yearly to period starts or ends, otherwise one weekday; weekends and holidays are skipped and
 * the result is clamped to the bounds.
 */
export function stepSliderDate(
  date: string,
  direction: 1 | -1,
  period: string,
  edge: SliderEdge,
  bounds: SliderBounds,
): string {
  const unit = sliderStepUnit(period);
  let result: string;
  if (unit === 'weekday') result = toTradingDay(shiftDays(date, direction), direction);
  else {
    // A boundary on a holiday moves inside its period (starts later, ends earlier) and must still move on.
    const inward = edge === 'start' ? 1 : -1;
    let boundary = nextBoundary(date, unit, edge, direction);
    result = toTradingDay(boundary, inward);
    for (let i = 0; i < 4 && (direction === 1 ? result <= date : result >= date); i += 1) {
      boundary = nextBoundary(boundary, unit, edge, direction);
      result = toTradingDay(boundary, inward);
    }
  }
  if (result < bounds.min) return bounds.min;
  if (result > bounds.max) return bounds.max;
  return result;
}

/** Nudges the whole window one step (arrow buttons, Left/Right keys); a step that cannot move both edges keeps it. */
export function nudgeWindow(
  window: DateWindow,
  direction: 1 | -1,
  period: string,
  bounds: SliderBounds,
): DateWindow {
  const start = stepSliderDate(window.start, direction, period, 'start', bounds);
  const end = stepSliderDate(window.end, direction, period, 'end', bounds);
  const next = { start, end };
  const stuck = direction === 1 ? end <= window.end : start >= window.start;
  return stuck || !isValidWindow(next, bounds) ? window : next;
}

/** Moves one edge one step (a grab handle nudged); the window never collapses or leaves the bounds. */
export function nudgeEdge(
  window: DateWindow,
  edge: SliderEdge,
  direction: 1 | -1,
  period: string,
  bounds: SliderBounds,
): DateWindow {
  const moved = stepSliderDate(window[edge], direction, period, edge, bounds);
  const next = { ...window, [edge]: moved };
  return isValidWindow(next, bounds) ? next : window;
}

/** The right-click presets of the slider (spec 2 §4). */
export const SLIDER_PRESETS = [
  '3 Years',
  '2 Years',
  '1 Year',
  '6 Months',
  '3 Months',
  '1 Month',
  'YTD',
] as const;
/** One right-click preset. */
export type SliderPreset = (typeof SLIDER_PRESETS)[number];

/** The window of a right-click preset, ending today. */
export function presetWindow(preset: SliderPreset, today: string): DateWindow {
  const day = toDay(today) ?? new Date();
  const back: Record<Exclude<SliderPreset, 'YTD'>, Date> = {
    '3 Years': subYears(day, 3),
    '2 Years': subYears(day, 2),
    '1 Year': subYears(day, 1),
    '6 Months': subMonths(day, 6),
    '3 Months': subMonths(day, 3),
    '1 Month': subMonths(day, 1),
  };
  return { start: preset === 'YTD' ? yearStartOf(today) : fromDay(back[preset]), end: today };
}

/** The track the window slides on: from 4 windows back to the window's end, not before the minimum. */
export function initialTrack(window: DateWindow, bounds: SliderBounds): DateWindow {
  const length = Math.max(
    1,
    differenceInCalendarDays(toDay(window.end) ?? new Date(), toDay(window.start) ?? new Date()),
  );
  const start = shiftDays(window.end, -RANGE_SLIDER.trackMultiple * length);
  return { start: start < bounds.min ? bounds.min : start, end: bounds.max };
}

/** One expansion tick while the left edge is held at the track start: a twentieth of the track further back. */
export function expandTrack(track: DateWindow, bounds: SliderBounds): DateWindow {
  const length = Math.max(
    20,
    differenceInCalendarDays(toDay(track.end) ?? new Date(), toDay(track.start) ?? new Date()),
  );
  const start = shiftDays(track.start, -Math.ceil(length / 20));
  return { ...track, start: start < bounds.min ? bounds.min : start };
}

/**
 * The track's length in days: the value range of a slider whose values count days from the track start, so
 * that `dateToPosition(date, track, trackDays(track))` is a date's day and `positionToDate` maps it back.
 */
export function trackDays(track: DateWindow): number {
  return Math.max(
    0,
    differenceInCalendarDays(toDay(track.end) ?? new Date(), toDay(track.start) ?? new Date()),
  );
}

/** The horizontal position (0..width px) of a date on the track. */
export function dateToPosition(date: string, track: DateWindow, width: number): number {
  const total = differenceInCalendarDays(toDay(track.end) ?? new Date(), toDay(track.start) ?? new Date());
  if (total <= 0) return 0;
  const offset = differenceInCalendarDays(toDay(date) ?? new Date(), toDay(track.start) ?? new Date());
  return Math.min(width, Math.max(0, (offset / total) * width));
}

/** The date at a horizontal position of the track, clamped to the track. */
export function positionToDate(x: number, track: DateWindow, width: number): string {
  const total = differenceInCalendarDays(toDay(track.end) ?? new Date(), toDay(track.start) ?? new Date());
  const ratio = width > 0 ? Math.min(1, Math.max(0, x / width)) : 0;
  return shiftDays(track.start, Math.round(ratio * total));
}

/**
 * Commits a window to the chart settings (spec 2 §4): start and end written YYYY-MM-DD, today as '', which
 * makes the Year-to-Date or Custom range (its title is the range's). Invalid, too-old or empty windows are
 * ignored: the settings come back unchanged.
 */
export function commitSliderWindow(
  settings: ChartSettings,
  window: DateWindow,
  today: string,
): ChartSettings {
  if (!isValidWindow(window, sliderBounds(today))) return settings;
  return changeRangeDates(settings, { start: window.start, end: window.end }, today);
}
