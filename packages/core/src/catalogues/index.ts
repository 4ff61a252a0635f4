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
export { studyDocumentationUrl } from './documentation';
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
export type {
  MenuOption,
  PriceStyle,
  OverlayStyle,
  VolumePlacement,
  CompareMode,
  BrickUnitOption,
  RangeYearsOption,
} from './options';
export {
  INDICATOR_POSITIONS,
  DEFAULT_INDICATOR_POSITION,
  PRICE_STYLES,
  HEIGHTS,
  OPACITIES,
  OVERLAY_STYLES,
  GRID_STYLES,
  DEFAULT_GRID_STYLE,
  LEGEND_LEVELS,
  DEFAULT_LEGEND_LEVEL,
  VOLUME_MENU,
  DEFAULT_VOLUME_MENU_VALUE,
  COMPARE_MODES,
  KAGI_UNITS,
  RENKO_UNITS,
  BRICK_PRICE_FIELDS,
  DEFAULT_KAGI,
  DEFAULT_RENKO,
  kagiUnitDefault,
  renkoUnitDefault,
  RANGE_BAR_OPTIONS,
  RANGE_GAP_OPTIONS,
  RANGE_DAYS_OPTIONS,
  RANGE_MONTHS_OPTIONS,
  RANGE_YEARS_OPTIONS,
  MAX_RANGE_YEARS_BASIC_EXTRA,
  MAX_RANGE_YEARS_FREE,
} from './options';
export type { StyleButtonColor } from './style-buttons';
export {
  STYLE_BUTTON_COLORS,
  DEFAULT_STYLE_BUTTON_COLOR,
  STYLE_BUTTON_COUNT,
  STYLE_BUTTON_LABEL_LENGTH,
  STYLE_BUTTON_HOTKEY_COUNT,
  findStyleButtonColor,
} from './style-buttons';
export type { ModeGroup, ModeId, ModeOption } from './modes';
export { MODES, MODE_GROUPS, DEFAULT_MODE_ID, findMode } from './modes';
export type { ModalId, ModalOption } from './modals';
export { MODALS, findModal } from './modals';
export type { HistoricalPeriodOption, SctrUniverseId, SctrUniverse, CountryOption } from './symbol-data';
export {
  HISTORICAL_PERIODS,
  DEFAULT_HISTORICAL_PERIOD,
  SCTR_UNIVERSES,
  SCTR_UNIVERSE_SORT_ORDER,
  universeSortRank,
  SCTR_COLOR_BAND_BOUNDS,
  sctrColorBand,
  COUNTRY_CODES,
  findCountry,
  MINI_CHART_PERIODS,
  DEFAULT_MINI_CHART_PERIOD,
  MINI_CHART_WIDTH,
  SYMBOL_SUMMARY_SECTIONS,
  EARNINGS_PERIODS,
  EARNINGS_VIEWS,
  EARNINGS_TABLE_PERIODS,
  OPTIONS_VIEWS,
} from './symbol-data';
export type { ViewAsType, SearchTool } from './navigation';
export {
  VIEW_AS_TYPES,
  viewAsUrl,
  SEARCH_TOOLS,
  DEFAULT_SEARCH_TOOL_ID,
  readDefaultSearchTool,
  searchToolUrl,
} from './navigation';
export type { AlertNotificationType, AlertDirection } from './alerts';
export {
  ALERT_NOTIFICATION_TYPES,
  notificationBits,
  ALERT_DIRECTIONS,
  DEFAULT_ALERT_DIRECTION,
  PERCENT_MENU,
  percentMenuPrice,
  ADVANCED_ALERT_TYPE,
} from './alerts';
export type { ThumbnailSize, AdPlacement, AdSlot, ToastColor, ToastColorOption, LogLevel } from './ui';
export {
  THUMBNAIL_SIZES,
  DEFAULT_THUMBNAIL_SIZE_INDEX,
  thumbnailSize,
  AD_SLOTS,
  TOAST_COLORS,
  LOG_LEVELS,
  DEFAULT_LOG_LEVEL,
} from './ui';
export type { SummaryColumn } from './chart-list-summary';
export { CHART_LIST_SUMMARY_COLUMNS, SELECT_ALL_OFF_ABOVE_SHARE } from './chart-list-summary';
export { CONSTANTS } from './constants';
export type { MenuAction, SiteLink } from './menus';
export {
  UPPER_BAR_ACTIONS,
  LOWER_BAR_ACTIONS,
  CHART_CONTEXT_MENU,
  CHARTS_AND_TOOLS_LINKS,
  SCANS_AND_ALERTS_LINKS,
  HELP_LINKS,
  MEMBER_MENU_LINKS,
  SITE_LINKS,
} from './menus';
export type { SiteMenu } from './site-navigation';
export {
  ARTICLES_AND_VIDEOS_LINKS,
  CHARTSCHOOL_LINKS,
  DATA_VENDORS,
  DELAYED_DATA_NOTICE,
  FOOTER_LINKS,
  MARKET_ANALYSIS_LINKS,
  SITE_MENUS,
  siteMenuLinks,
  siteSearchUrl,
} from './site-navigation';
export type { SearchToolStorage } from './navigation';
export { SEARCH_TOOL_STORAGE_KEY, loadDefaultSearchTool, storeDefaultSearchTool } from './navigation';
