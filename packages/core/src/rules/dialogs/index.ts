export type { ViewedChart, SaveChartModes, SaveRoute } from './save-chart';
export { isSavedWritableChart, saveChartModes, saveRoute, initialSaveChartForm } from './save-chart';
export type { ListPickingDialog, ListChoice } from './list-choices';
export { chartListChoices, findListChoice } from './list-choices';
export type { SaveChartStyleMode, SaveChartStyleVariant, SaveChartStyleForm } from './save-style';
export {
  canSaveNewChartStyle,
  initialSaveChartStyleForm,
  setAsDefaultBox,
  DEFAULT_STYLE_UNDELETABLE,
  chartStyleDeletion,
} from './save-style';
export type { StyleButtonPosition, StyleButtonStyleChoice, StyleButtonForm } from './style-button';
export {
  styleButtonPositions,
  styleButtonStyleChoices,
  canAddStyleButton,
  firstFreeButtonIndex,
  initialStyleButtonForm,
} from './style-button';
export type { PercentMenuChoice, SymbolClose } from './alerts-and-lists';
export {
  createChartListAvailability,
  canCreatePriceAlert,
  initialPriceAlertForm,
  percentMenuChoices,
  notificationTypesFromBits,
  latestCloseOf,
  needsLatestQuote,
  priceAlertLatestClose,
} from './alerts-and-lists';
export type { ToneMessage, ApplyStyleResult } from './apply-style';
export { applyStyleRefusal, applyStyleOutcome, validateApplyStyleForm } from './apply-style';
export type { EmailFields, EmailStep, EmailEvent, ShareLink } from './share';
export { EMAIL_START, emailStep, shareLinkResult, copyLinkOutcome } from './share';
export type { TourState, TourEvent } from './tour';
export {
  TOUR_INACTIVE,
  TOUR_PAGE_COUNT,
  TOUR_RESTART_PLACE,
  TOUR_STARTUP_PAGES,
  TOUR_STARTUP_VARIANT,
  isTourAvailable,
  startupTourDue,
  tourRun,
  tourStep,
} from './tour';
export type { DialogContext, DialogTicket, DialogTickets } from './staleness';
export { isTicketCurrent, createDialogTickets } from './staleness';
export type { MemberLimit } from './limits';
export {
  LIMIT_MESSAGES,
  limitMaximum,
  limitRefusal,
  styleButtonPositionRefusal,
  ownChartListCount,
  isMemberRefusal,
  serverRefusalOf,
} from './limits';
