export type { SliderStepUnit, SliderEdge } from './slider-calendar';
export { isSliderHoliday, isTradingDay, toTradingDay, sliderStepUnit, nextBoundary } from './slider-calendar';
export type { DateWindow, SliderBounds, SliderPreset } from './range-slider';
export {
  RANGE_SLIDER,
  SLIDER_PRESETS,
  sliderBounds,
  isValidWindow,
  sliderWindowWarning,
  settingsWindowWarning,
  defaultWindow,
  windowFromSettings,
  stepSliderDate,
  nudgeWindow,
  nudgeEdge,
  presetWindow,
  initialTrack,
  expandTrack,
  dateToPosition,
  trackDays,
  positionToDate,
  commitSliderWindow,
} from './range-slider';
