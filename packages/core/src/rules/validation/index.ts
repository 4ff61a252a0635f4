export type { NumberRule } from './numbers';
export {
  toFiniteNumber,
  isBlank,
  isValidNumber,
  isNonNegativeInteger,
  isPositiveInteger,
  isValidRecordId,
  parseRecordId,
} from './numbers';
export type { CalendarDay } from './dates';
export {
  MINIMUM_DATE,
  MIN_INPUT_YEAR,
  MAX_INPUT_YEAR,
  MAX_MINUTE_SHIFT,
  isLeapYear,
  daysInMonth,
  formatIsoDate,
  isValidIsoDate,
  clampToMinimumDate,
  toIsoDate,
  resolveTwoDigitYear,
  parseUserDate,
  isValidTime,
  isValidMinuteShift,
} from './dates';
export type { MemberLevelInput, ComparisonSymbolsResult, SymbolEntry } from './symbols';
export {
  MAX_COMPARISON_SYMBOLS,
  MAX_COMPARISON_SYMBOLS_FREE,
  isValidSymbol,
  normalizeSymbol,
  normalizeEntrySymbol,
  firstSymbolOf,
  splitCompositeSymbol,
  maxComparisonSymbols,
  parseComparisonSymbols,
  isUserIndexSymbol,
  addIndexChartCode,
  stripIndexChartCode,
  parseSymbolEntry,
} from './symbols';
export type { CompositeOperator, CompositeSymbol } from './composite-symbol';
export { readCompositeSymbol } from './composite-symbol';
export {
  BAR_RANGE,
  GAP_RANGE,
  MAX_NAME_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_EMAIL_COMMENT_LENGTH,
  MAX_EXTRA_BARS,
  isValidBar,
  isValidGap,
  isValidRangeLength,
  isValidExtraBars,
  parseStyleId,
  isValidStyleId,
  isPermanentStyleId,
  cutName,
  isValidName,
  isValidComments,
} from './chart-values';
export type {
  FormResult,
  TargetList,
  PriceAlertFormInput,
  PriceAlertFormValues,
  SaveChartMode,
  SaveChartFormInput,
} from './forms';
export {
  EMAIL_PATTERN,
  validateCreateChartListForm,
  validatePriceAlertForm,
  validateChartName,
  validateChartStyleName,
  resolveChartStyleRename,
  validateChartComments,
  validateSaveChartForm,
  validateSaveChartStyleForm,
  validateAddToChartListForm,
  validateStyleButtonForm,
  validateEmailForm,
  percentMenuPriceText,
} from './forms';
export {
  CHART_PIXEL_RANGE,
  MIN_SLOT_PIXELS,
  COMPUTED_BARS_PER_SLOT,
  maxDrawableSlots,
  maxDrawableExtraBars,
  maxComputedBars,
  maxPointAndFigureRows,
  estimateBrickCount,
  pointAndFigureRows,
  chartPixelSize,
  drawableSettingsProblems,
} from './drawable-bounds';
