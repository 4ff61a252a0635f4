/**
 * The business constants and limits of the specification (spec 1 §9, spec 2 §9, spec 3 §9, with the figures
 * the other sections state), grouped by area in one object so that their names cannot clash with other
 * exports. Durations are in milliseconds unless the name says otherwise; sizes in CSS pixels.
 */
import { MAX_INDICATORS, MAX_INDICATORS_FREE } from './indicators';
import { MAX_OVERLAYS, MAX_OVERLAYS_FREE } from './overlays';
import { STYLE_BUTTON_COLORS, STYLE_BUTTON_COUNT, STYLE_BUTTON_LABEL_LENGTH } from './style-buttons';
import { DEFAULT_CUSTOM_HEIGHT, DEFAULT_CUSTOM_WIDTH } from './chart-sizes';
import { COLOR_PICKER_DEBOUNCE_MS } from './colors';
import { INSPECTOR_CONSTANTS } from './inspector-constants';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Every business constant, by area. */
export const CONSTANTS = {
  limits: {
    maxIndicators: MAX_INDICATORS,
    maxIndicatorsFree: MAX_INDICATORS_FREE,
    maxOverlays: MAX_OVERLAYS,
    maxOverlaysFree: MAX_OVERLAYS_FREE,
    maxComparisonSymbols: 9,
    maxComparisonSymbolsFree: 4,
    /** Rows per indicator/overlay list never drop below this (spec 2 §4, §9). */
    minRows: 3,
    /** Basic members may have one chart list; the upgrade text cites up to 500 (spec 3 §6, §9). */
    basicMaxChartLists: 1,
    upgradeChartListsCited: 500,
    /** Account limits not yet loaded read as this (spec 1 §8). */
    unknownLimit: -1,
  },
  text: {
    /** Chart, ChartStyle and ChartList names: 1 to this many characters after trimming. */
    maxNameLength: 100,
    maxCommentsLength: 2048,
    maxAlertMessageLength: 2048,
    maxEmailCommentsLength: 2800,
  },
  styleButtons: {
    count: STYLE_BUTTON_COUNT,
    labelLength: STYLE_BUTTON_LABEL_LENGTH,
    colorCount: STYLE_BUTTON_COLORS.length,
  },
  rangeAndDates: {
    barMin: 1,
    barMax: 9,
    barDefault: 5,
    gapMin: 0,
    gapMax: 5,
    gapDefault: 0,
    minimumDate: '1900-01-01',
    /** Years accepted when parsing user input (spec 1 §5.2). */
    userInputYearMin: 1900,
    userInputYearMax: 2100,
    /** Minute shifts beyond this are rejected (spec 1 §5.2). */
    maxMinuteShift: 360,
    daysPerYear: 365,
    daysPerMonth: 30,
    /** Extra bars to the right: 0 to this (spec 2 §5). */
    maxExtraBars: 2147483647,
  },
  session: {
    /** Login re-check: first after 30 s, then at most every 30 s (spec 1 §4.1, §9). */
    loginRecheckDelayMs: 30 * SECOND,
    loginRecheckThrottleMs: 30 * SECOND,
    /** Hour of the next day at which a hard refresh is scheduled. */
    hardRefreshHour: 3,
    loginCookies: ['SCCLogin2', 'SCCExtraID'],
    /** A login cookie containing this part marks a Pro member (spec 1 §4.1). */
    proCookiePart: '42',
    inspectorCookie: { name: 'inspector', value: 'on' },
  },
  autoRefresh: {
    defaultIntervalSeconds: 15,
    /** While inspecting, at most one refresh per second (spec 1 §4.3). */
    inspectorThrottleMs: SECOND,
  },
  caches: {
    symbolInfoEntries: 5000,
    symbolInfoSweepMs: 40 * SECOND,
    marketOpenExpiryMs: 5 * MINUTE,
    marketOpenSweepMs: MINUTE,
    /** Market-open probes, minutes from now; extended hours add the second pair (spec 1 §9). */
    marketOpenProbeMinutes: [15, -35],
    marketOpenExtendedProbeMinutes: [330, -240],
    parsedStyleEntries: 1000,
    /** The style cache's 10000 ms setting (spec 2 §9). */
    styleCacheSettingMs: 10 * SECOND,
    tempStyleIdMs: 20 * SECOND,
    symbolSummaryFreshMs: MINUTE,
    symbolSummaryMaxAgeMs: 5 * MINUTE,
    suggestionFreshMs: MINUTE,
    suggestionMaxAgeMs: 5 * MINUTE,
  },
  chartImage: {
    renderTimeoutMs: 30 * SECOND,
    imageLoadDelayMs: 200,
    containerPadding: { top: 4, right: 12, bottom: 12, left: 4 },
    buttonColumnWidth: 16,
    resizeHandleWidth: 14,
    notesUiWidth: 32,
    invalidSymbolScreen: { width: 900, height: 400 },
    zoomThumbnailWidth: 150,
    customSizeDefault: { width: DEFAULT_CUSTOM_WIDTH, height: DEFAULT_CUSTOM_HEIGHT },
    /** Chart height rule (spec 3 §5): per volume-below or default-height indicator, a share of the base. */
    indicatorHeightShare: 0.35,
    fullQuoteHeight: 73,
  },
  customColors: {
    background: '#ffffff',
    grid: '#d3d3d3',
    text: '#000000',
    indicator: '#a9a9a9',
  },
  toasts: {
    lifetimeMs: 5000,
    fadeMs: 1000,
    heightPx: 40,
    gapPx: 12,
  },
  scripts: {
    retries: 3,
    /** The options widget loader waits this long before its first try (spec 3 §7). */
    optionsWidgetFirstDelayMs: 500,
    chartNotesVersionRollMs: 60 * MINUTE,
  },
  rangeSlider: {
    widthPx: 300,
    widthLoggedInPx: 360,
    heightPx: 19,
    heightIpadPx: 33,
    /** Shown only when the chart is wider than this (spec 2 §2). */
    minChartWidthPx: 385,
    commitPauseMs: 250,
    nudgeRepeatMs: 500,
    expandTickMs: 50,
    trackWindowMultiple: 4,
    presets: ['3 Years', '2 Years', '1 Year', '6 Months', '3 Months', '1 Month', 'YTD'],
  },
  inspector: INSPECTOR_CONSTANTS,
  colorPicker: {
    debounceMs: COLOR_PICKER_DEBOUNCE_MS,
    maxLength: 7,
  },
  navigation: {
    mobileBreakpointPx: 767,
    lowerBarTransitionMs: 350,
    suggestionsDelayMs: 250,
    suggestionsCloseAfterBlurMs: 500,
    suggestionsPerRequest: 10,
    dropdownRowHeightPx: 28,
    dropdownMaxRows: 15,
    refreshLockMs: SECOND,
    /** The scroll-to-top button shows past this share of the window height (spec 3 §2.14, §9). */
    scrollToTopShare: 0.5,
    tourPages: 7,
  },
  keyboard: {
    /** Besides letters and digits, these characters typed alone focus the symbol input (spec 2 §4). */
    symbolFocusCharacters: '_.$/^!&',
  },
  alerts: {
    staleAfterMs: 15 * SECOND,
    pollMs: SECOND,
  },
  notifications: {
    maxShown: 2,
    severityMin: 0,
    severityMax: 5,
    dismissedCookieExtraMs: 2592000000,
  },
  logs: {
    bufferMax: 7500,
    dropOldest: 20,
  },
  numbers: {
    decimals: 2,
    sctrDecimals: 1,
    largeNumberDecimals: 3,
    largeNumberSuffixes: ['K', 'M', 'B', 'T'],
  },
  optionsWidget: {
    widthPx: 785,
    heightPx: 738,
  },
  membership: {
    trialMonths: 1,
    dataDelayMinutes: 15,
  },
} as const;
