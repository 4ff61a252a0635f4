export type { Bars } from './bars';
export { createBars, barCount, sliceBars } from './bars';
export type {
  ChartSettings,
  IndicatorRow,
  OverlayRow,
  ComparisonSymbol,
  IndicatorPosition,
  VolumeMenuValue,
  LegendLevel,
  GridStyle,
  KagiUnit,
  RenkoUnit,
  BrickPriceField,
} from './chart-settings';
export {
  DEFAULT_CHART_SETTINGS,
  DEFAULT_SYMBOL,
  DEFAULT_PERFORMANCE_SYMBOL,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
} from './chart-settings';
export type { ParsedList } from './parse-list';
export { ModelParseError, parseList } from './parse-list';
export type { Member, MemberType, MemberLevel, ParseMemberOptions } from './member';
export {
  MEMBER_TYPES,
  VISITOR,
  RawMemberSchema,
  isMemberType,
  loginCookieMarksPro,
  isLoggedIn,
  memberLevel,
  isPayingMember,
  parseMember,
} from './member';
export type { ChartList } from './chart-list';
export {
  READ_ONLY_LIST_PREFIX,
  RawChartListSchema,
  isFrameworkListName,
  parseChartList,
  parseChartLists,
  compareChartLists,
  writableChartLists,
} from './chart-list';
export type { SavedChart } from './saved-chart';
export {
  RawSavedChartSchema,
  commentsFromServer,
  commentsToServer,
  parseSavedChart,
  parseSavedCharts,
} from './saved-chart';
export type { CompanyInfoEntry } from './company-info';
export { RawCompanyInfoSchema, parseCompanyInfo, parseCompaniesInfo } from './company-info';
export type { AccountLimits, AccountLimitsTable } from './account-limits';
export {
  UNKNOWN_LIMIT,
  UNKNOWN_ACCOUNT_LIMITS,
  RawAccountLimitsSchema,
  parseAccountLimits,
} from './account-limits';
export { parseAlertDate, formatAlertDate } from './alert-dates';
export type { AlertStatus, AdvancedAlert, PriceAlert, PredefinedAlert } from './alerts';
export {
  PREDEFINED_ALERT_TIME_ZONE,
  RawAdvancedAlertSchema,
  RawPriceAlertSchema,
  RawPredefinedAlertSchema,
  isAlertCountEntry,
  parseAdvancedAlert,
  parsePriceAlert,
  parsePredefinedAlert,
  parseAdvancedAlerts,
  parsePriceAlerts,
  parsePredefinedAlerts,
  compareAlertsByLastFired,
} from './alerts';
export type {
  ShownNotification,
  NotificationRejection,
  NotificationContext,
  AcceptedNotifications,
} from './notification';
export { RawNotificationSchema, acceptNotifications } from './notification';
export type {
  FiscalPeriod,
  EarningsRow,
  SctrPoint,
  MovingAverageValue,
  SymbolSummary,
  EarningsBanner,
} from './symbol-summary';
export {
  RawSymbolSummarySchema,
  isSymbolSummarySupported,
  assertSymbolSummarySupported,
  parseFiscalPeriod,
  parseEarningsRows,
  parseSymbolSummary,
  sctrBand,
  earningsBanner,
} from './symbol-summary';
export type { OptionContract, OptionExpiration, OptionChain, OptionUnderlying } from './option-chain';
export { RawOptionsReplySchema, parseOptionChain, strikeRange, strikeBounds } from './option-chain';
export type { SampleChartStyle, SampleChartStyleGroup, SampleChartStyles } from './sample-styles';
export { RawSampleChartStyleSchema, groupTitleFromId, parseSampleChartStyles } from './sample-styles';
export type { SymbolSuggestion } from './symbol-suggestion';
export {
  SUGGESTIONS_PER_REQUEST,
  RawSymbolSuggestionsReplySchema,
  parseSymbolSuggestions,
} from './symbol-suggestion';
export type { ChartStyle } from './chart-style';
export {
  RawChartStyleSchema,
  styleThumbnailUrl,
  cleanButtonLabel,
  resolveButtonColor,
  buttonIndexOf,
  parseChartStyle,
  parseChartStyles,
  styleButtonSlots,
  stylesSelectableForButton,
} from './chart-style';
export type {
  SummaryNumberFields,
  SummaryTextFields,
  SummaryPerformance,
  SummaryExtendedHours,
} from './symbol-summary-fields';
export { SUMMARY_NUMBER_FIELDS, SUMMARY_TEXT_FIELDS } from './symbol-summary-fields';
export type { Load, LoadFailure } from './load';
export { LOAD_IDLE, LOAD_FAILED, loading, loaded, failed, loadData } from './load';
