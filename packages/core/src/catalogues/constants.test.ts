import { CONSTANTS } from './constants';

describe('spec 1 §9 business constants', () => {
  it.each([
    ['style buttons', CONSTANTS.styleButtons.count, 12],
    ['button label', CONSTANTS.styleButtons.labelLength, 2],
    ['button colours', CONSTANTS.styleButtons.colorCount, 12],
    ['chart name', CONSTANTS.text.maxNameLength, 100],
    ['comparison symbols', CONSTANTS.limits.maxComparisonSymbols, 9],
    ['comparison symbols (free)', CONSTANTS.limits.maxComparisonSymbolsFree, 4],
    ['toast lifetime', CONSTANTS.toasts.lifetimeMs, 5000],
    ['toast fade', CONSTANTS.toasts.fadeMs, 1000],
    ['login re-check delay', CONSTANTS.session.loginRecheckDelayMs, 30000],
    ['login re-check throttle', CONSTANTS.session.loginRecheckThrottleMs, 30000],
    ['hard refresh hour', CONSTANTS.session.hardRefreshHour, 3],
    ['default auto-refresh', CONSTANTS.autoRefresh.defaultIntervalSeconds, 15],
    ['symbol info cache', CONSTANTS.caches.symbolInfoEntries, 5000],
    ['symbol info sweep', CONSTANTS.caches.symbolInfoSweepMs, 40000],
    ['market-open expiry', CONSTANTS.caches.marketOpenExpiryMs, 300000],
    ['market-open sweep', CONSTANTS.caches.marketOpenSweepMs, 60000],
    ['minimum date', CONSTANTS.rangeAndDates.minimumDate, '1900-01-01'],
    [
      'bar range',
      [CONSTANTS.rangeAndDates.barMin, CONSTANTS.rangeAndDates.barMax, CONSTANTS.rangeAndDates.barDefault],
      [1, 9, 5],
    ],
    [
      'gap range',
      [CONSTANTS.rangeAndDates.gapMin, CONSTANTS.rangeAndDates.gapMax, CONSTANTS.rangeAndDates.gapDefault],
      [0, 5, 0],
    ],
    ['container padding', CONSTANTS.chartImage.containerPadding, { top: 4, right: 12, bottom: 12, left: 4 }],
    ['button column', CONSTANTS.chartImage.buttonColumnWidth, 16],
    ['resize handle', CONSTANTS.chartImage.resizeHandleWidth, 14],
    ['notes UI width', CONSTANTS.chartImage.notesUiWidth, 32],
    ['invalid-symbol screen', CONSTANTS.chartImage.invalidSymbolScreen, { width: 900, height: 400 }],
    ['zoom thumbnail', CONSTANTS.chartImage.zoomThumbnailWidth, 150],
    ['market-open probe', CONSTANTS.caches.marketOpenProbeMinutes, [15, -35]],
    ['extended-hours probe', CONSTANTS.caches.marketOpenExtendedProbeMinutes, [330, -240]],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('spec 2 §9 business constants', () => {
  it.each([
    ['max indicators', CONSTANTS.limits.maxIndicators, 25],
    ['max indicators (free)', CONSTANTS.limits.maxIndicatorsFree, 3],
    ['max overlays', CONSTANTS.limits.maxOverlays, 25],
    ['max overlays (free)', CONSTANTS.limits.maxOverlaysFree, 3],
    ['custom size', CONSTANTS.chartImage.customSizeDefault, { width: 700, height: 312 }],
    [
      'custom colours',
      CONSTANTS.customColors,
      { background: '#ffffff', grid: '#d3d3d3', text: '#000000', indicator: '#a9a9a9' },
    ],
    ['style cache', CONSTANTS.caches.parsedStyleEntries, 1000],
    ['style cache setting', CONSTANTS.caches.styleCacheSettingMs, 10000],
    ['render timeout', CONSTANTS.chartImage.renderTimeoutMs, 30000],
    ['script retries', CONSTANTS.scripts.retries, 3],
    [
      'days per year / month',
      [CONSTANTS.rangeAndDates.daysPerYear, CONSTANTS.rangeAndDates.daysPerMonth],
      [365, 30],
    ],
    ['minimum rows', CONSTANTS.limits.minRows, 3],
    ['image load delay', CONSTANTS.chartImage.imageLoadDelayMs, 200],
    [
      'range slider width',
      [CONSTANTS.rangeSlider.widthPx, CONSTANTS.rangeSlider.widthLoggedInPx],
      [300, 360],
    ],
    ['range slider height', [CONSTANTS.rangeSlider.heightPx, CONSTANTS.rangeSlider.heightIpadPx], [19, 33]],
    [
      'range slider presets',
      CONSTANTS.rangeSlider.presets,
      ['3 Years', '2 Years', '1 Year', '6 Months', '3 Months', '1 Month', 'YTD'],
    ],
    ['colour picker debounce', CONSTANTS.colorPicker.debounceMs, 1000],
    ['extra bars maximum', CONSTANTS.rangeAndDates.maxExtraBars, 2147483647],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('spec 3 §9 business constants', () => {
  it.each([
    ['comments', CONSTANTS.text.maxCommentsLength, 2048],
    ['alert message', CONSTANTS.text.maxAlertMessageLength, 2048],
    ['email comments', CONSTANTS.text.maxEmailCommentsLength, 2800],
    ['basic lists', CONSTANTS.limits.basicMaxChartLists, 1],
    ['upgrade lists', CONSTANTS.limits.upgradeChartListsCited, 500],
    ['trial', CONSTANTS.membership.trialMonths, 1],
    ['toast size', [CONSTANTS.toasts.heightPx, CONSTANTS.toasts.gapPx], [40, 12]],
    ['scroll-to-top', CONSTANTS.navigation.scrollToTopShare, 0.5],
    [
      'summary caches',
      [CONSTANTS.caches.symbolSummaryFreshMs, CONSTANTS.caches.symbolSummaryMaxAgeMs],
      [60000, 300000],
    ],
    ['suggestions', CONSTANTS.navigation.suggestionsPerRequest, 10],
    ['inspector', [CONSTANTS.inspector.repaintThrottleMs, CONSTANTS.inspector.dragThresholdPx], [33, 5]],
    ['quote offset', [CONSTANTS.inspector.quoteOffsetPx, CONSTANTS.inspector.quoteOffsetMobilePx], [20, 50]],
    [
      'dropdown rows',
      [CONSTANTS.navigation.dropdownRowHeightPx, CONSTANTS.navigation.dropdownMaxRows],
      [28, 15],
    ],
    ['refresh lock', CONSTANTS.navigation.refreshLockMs, 1000],
    ['mobile breakpoint', CONSTANTS.navigation.mobileBreakpointPx, 767],
    ['lower bar', CONSTANTS.navigation.lowerBarTransitionMs, 350],
    [
      'suggestion timing',
      [CONSTANTS.navigation.suggestionsDelayMs, CONSTANTS.navigation.suggestionsCloseAfterBlurMs],
      [250, 500],
    ],
    ['notifications', [CONSTANTS.notifications.maxShown, CONSTANTS.notifications.severityMax], [2, 5]],
    ['dismissed cookie', CONSTANTS.notifications.dismissedCookieExtraMs, 30 * 24 * 60 * 60 * 1000],
    ['log buffer', [CONSTANTS.logs.bufferMax, CONSTANTS.logs.dropOldest], [7500, 20]],
    ['options widget', [CONSTANTS.optionsWidget.widthPx, CONSTANTS.optionsWidget.heightPx], [785, 738]],
    ['temp style ids', CONSTANTS.caches.tempStyleIdMs, 20000],
    [
      'chart height rule',
      [CONSTANTS.chartImage.indicatorHeightShare, CONSTANTS.chartImage.fullQuoteHeight],
      [0.35, 73],
    ],
    ['tour pages', CONSTANTS.navigation.tourPages, 7],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
