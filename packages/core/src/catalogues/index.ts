export type { PeriodOption } from './periods';
export { PERIODS, DEFAULT_PERIOD_VALUE, findPeriod } from './periods';
export type { RangeKind, RangeOption } from './ranges';
export {
  RANGES,
  DEFAULT_RANGE_ID,
  DEFAULT_BAR_VALUE,
  DEFAULT_GAP_VALUE,
  findRange,
  findRangeByLength,
} from './ranges';
export type { ChartTypeGroup, ChartTypeOption, ChartEngineType } from './chart-types';
export { CHART_TYPES, DEFAULT_CHART_TYPE_VALUE, PERF_CHART_TYPE_VALUE, findChartType } from './chart-types';
export type { ChartSizeId, ChartSizeOption } from './chart-sizes';
export {
  CHART_SIZES,
  DEFAULT_CHART_SIZE_ID,
  ALTERNATIVE_DEFAULT_CHART_SIZE_ID,
  DEFAULT_CUSTOM_WIDTH,
  DEFAULT_CUSTOM_HEIGHT,
  findChartSize,
  chartSizeDimensions,
} from './chart-sizes';
export type { Breakpoint, BreakpointId } from './breakpoints';
export {
  BREAKPOINTS,
  TOUR_MIN_WIDTH,
  ADS_BESIDE_CHART_MIN_WIDTH,
  MOBILE_MAX_WIDTH,
  AUTO_SIZE_DEFAULT_BELOW_WIDTH,
  breakpointForWidth,
} from './breakpoints';
export type {
  IndicatorGroup,
  OverlayGroup,
  ParameterKind,
  ParameterSpec,
  IndicatorDefinition,
  OverlayDefinition,
} from './indicator-types';
export {
  INDICATORS,
  INDICATOR_GROUPS,
  MAX_INDICATORS,
  MAX_INDICATORS_FREE,
  DEFAULT_COMPARISON_SYMBOL,
  DEFAULT_UP_DOWN_PAIR,
  findIndicator,
} from './indicators';
export {
  OVERLAYS,
  OVERLAY_GROUPS,
  MAX_OVERLAYS,
  MAX_OVERLAYS_FREE,
  ICHIMOKU_EXTRA_PERIOD,
  findOverlay,
} from './overlays';
export {
  isHexColor,
  hexToRgb,
  rgbToHex,
  mixHex,
  relativeLuminance,
  contrastRatio,
  isDarkColor,
} from './color-math';
export type { ColorId, ColorOption } from './colors';
export {
  COLORS,
  DEFAULT_COLOR_ID,
  COLOR_PICKER_SWATCHES,
  COLOR_PICKER_FALLBACK,
  COLOR_PICKER_MAX_LENGTH,
  COLOR_PICKER_DEBOUNCE_MS,
  findColor,
} from './colors';
export type { ColorSchemeGroup, ColorPalette, ColorScheme } from './color-schemes';
export {
  COLOR_SCHEMES,
  DEFAULT_COLOR_SCHEME_ID,
  MENU_DEFAULT_COLOR_SCHEME_ID,
  CUSTOM_COLOR_SCHEME_ID,
  findColorScheme,
  derivePalette,
} from './color-schemes';
export type { ColorSettings, ResolvedColorScheme } from './resolve-color-scheme';
export { resolveColorScheme, resolveLineColor } from './resolve-color-scheme';
export type { ChartDataErrorCause, MessageArea } from './messages';
export { MESSAGES } from './messages';
