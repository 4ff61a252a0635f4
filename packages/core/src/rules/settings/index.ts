export type { SymbolFlags } from './symbol-flags';
export {
  parseSymbolFlags,
  formatSymbolFlags,
  setAdjustedForDividends,
  setInvertedScale,
  backendSymbol,
  frontendSymbol,
} from './symbol-flags';
export type { SymbolKindSource } from './symbol-kind';
export { CRYPTO_EXCHANGES, isCryptoSymbol, periodsForSymbolKind } from './symbol-kind';
export { isIntradayPeriod } from './intraday';
export {
  CUSTOM_SIZE_LIMITS,
  CUSTOM_SIZE_PLACEHOLDER,
  parseCustomDimension,
  commitCustomDimension,
} from './custom-size';
export {
  yearStartOf,
  isAllowedRangeLength,
  changeRange,
  changeRangeDates,
  changeRangeLength,
} from './range-transitions';
export type { ColorPickerValue } from './style-transitions';
export {
  changeKagiUnit,
  changeRenkoUnit,
  changeColorScheme,
  applySymbolKind,
  parseExtraBars,
  commitExtraBars,
  parseColorPickerValue,
  upDownColorChoices,
  changeUpDownColor,
} from './style-transitions';
export type { Impulse } from './indicator-price-styles';
export { impulseOf, impulseSeries, runningSum } from './indicator-price-styles';
export { INTRADAY_ONLY_NOTE, intradayOnlyRefusal, isStudyAvailableOn } from './intraday-studies';
export { SCTR_MAX, sctrPercentile } from './sctr-rank';
export type { LineColorChoice } from './line-colors';
export { lineColorChoices, lineColorName } from './line-colors';
export type { RowLimits, RowEdit } from './row-transitions';
export {
  MIN_ROWS,
  DEFAULT_ROW_LIMITS,
  normalizeIndicatorRows,
  normalizeOverlayRows,
  normalizeRows,
  editIndicatorRows,
  editOverlayRows,
} from './row-transitions';
export { normalizeStudyParameters } from './study-parameters';
export type { SettingsChange, SettingsContext } from './settings-change';
export { applySettingsChange } from './settings-change';
export {
  DEFAULT_PANEL_HEIGHT_RATIO,
  FULL_QUOTE_HEIGHT,
  indicatorPanelHeight,
  computeChartHeight,
  baseHeightForImageHeight,
} from './chart-height';
