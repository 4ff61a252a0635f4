/**
 * The inspector's constants (spec 3 §5), in a module of their own so a chart render, which measures bars with
 * three of them, does not carry every other business constant; `CONSTANTS.inspector` is this object.
 */
export const INSPECTOR_CONSTANTS = {
  repaintThrottleMs: 33,
  dragThresholdPx: 5,
  quoteOffsetPx: 20,
  quoteOffsetMobilePx: 50,
  /** Candle-volume mode when bar-index spacing varies by more than this (spec 3 §5). */
  candleVolumeSpacingVariation: 3,
  horizontalAxisPanelMinHeightPx: 21,
  minBarWidthPx: 1,
  intradayPeriodLetters: ['J', 'I', 'H', 'G', 'F', 'E'],
} as const;
