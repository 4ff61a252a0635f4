/**
 * The workbench HTTP contract, written once: for every call its method, path, request fields and reply
 * schema in zod. The client checks replies with it; the server checks requests and replies with it.
 */
import * as alerts from './alerts';
import * as chartLists from './chart-lists';
import * as chartStyles from './chart-styles';
import * as companies from './companies';
import * as members from './members';
import * as notifications from './notifications';
import * as publicMarket from './public-market';
import * as sharing from './sharing';
import * as styleCache from './style-cache';

export { defineCall } from './define';
export type { CallDefinition, CallInput, CallReply, HttpMethod } from './define';
export { failureReply, itemList, okReply, replyBase, skippedItemsOf, successReply } from './envelope';
export type { FailureReply } from './envelope';
export {
  anyInt,
  decimal,
  flag,
  jsonList,
  name100,
  nonNegativeInt,
  permanentStyleId,
  positiveInt,
  styleCacheId,
  text,
} from './fields';
export {
  MEMBER_TYPES,
  advancedAlertRecord,
  alertCountRecord,
  chartListRecord,
  chartStyleRecord,
  favoriteRecord,
  memberRecord,
  memberTypeLimits,
  notificationRecord,
  predefinedAlertRecord,
  priceAlertRecord,
  sampleChartStyle,
} from './records';
export type {
  AdvancedAlertRecord,
  ChartListRecord,
  ChartStyleRecord,
  FavoriteRecord,
  MemberRecord,
  MemberTypeCode,
  MemberTypeLimits,
  NotificationRecord,
  PredefinedAlertRecord,
  PriceAlertRecord,
  SampleChartStyle,
} from './records';
export {
  addPriceAlert,
  deleteAlert,
  deletePriceAlert,
  getAlertSummary,
  getAllPredefinedAlerts,
  getPriceAlerts,
  updateAlert,
  updatePriceAlert,
} from './alerts';
export {
  addChartList,
  addFavorite,
  addFavoritesBulk,
  chartStyleText,
  deleteFavorite,
  getChartLists,
  getFavorite,
  getFavorites,
  getFavoritesBySymbol,
  moveFavorite,
  symbolList,
  updateFavorite,
} from './chart-lists';
export {
  BUTTON_COLORS,
  STYLE_BUTTON_SLOTS,
  addChartStyle,
  addStyleButton,
  changeStyleButtonStyle,
  deleteChartStyle,
  deleteStyleButton,
  getChartStyles,
  setDefaultChartStyle,
  updateChartStyle,
  updateStyleButton,
} from './chart-styles';
export { companyInfoEntry, getCompaniesInfo } from './companies';
export {
  batch,
  getDefaultChartStyle,
  getMember,
  getMemberTypes,
  loginMember,
  memberOkReply,
} from './members';
export { dismissNotification, getCurrentNotificationsForUser, getListSymbolData } from './notifications';
export {
  MAX_OPTIONS_SYMBOL_LENGTH,
  getOptions,
  getPastData,
  getQuote,
  getSymbolSuggestions,
  getSymbolSummary,
  isMarketOpen,
  symbolSuggestion,
} from './public-market';
export {
  earningsRecord,
  optionContractRecord,
  optionExpirationRecord,
  optionsPayloadRecord,
  optionsUnderlyingRecord,
  quoteRecord,
  symbolDataRowRecord,
  symbolSummaryRecord,
} from './market';
export { createShortUrl, getSampleChartStyles, sendEmail } from './sharing';
export {
  PAGE_BOOTSTRAP_ELEMENT_ID,
  pageBootstrap,
  readPageBootstrap,
  serializePageBootstrap,
} from './page-bootstrap';
export type { PageBootstrap } from './page-bootstrap';
export { createStyle, getStyleXml, makeStylePermanent, styleCacheIdReply } from './style-cache';

/** Every `/json/api` call of the contract that the reference backend answers itself, by name. */
export const MEMBER_CALLS = {
  loginMember: members.loginMember,
  getMember: members.getMember,
  getDefaultChartStyle: members.getDefaultChartStyle,
  getChartLists: chartLists.getChartLists,
  addChartList: chartLists.addChartList,
  addFavoritesBulk: chartLists.addFavoritesBulk,
  addFavorite: chartLists.addFavorite,
  getFavorites: chartLists.getFavorites,
  getFavorite: chartLists.getFavorite,
  updateFavorite: chartLists.updateFavorite,
  moveFavorite: chartLists.moveFavorite,
  deleteFavorite: chartLists.deleteFavorite,
  getFavoritesBySymbol: chartLists.getFavoritesBySymbol,
  getChartStyles: chartStyles.getChartStyles,
  addChartStyle: chartStyles.addChartStyle,
  updateChartStyle: chartStyles.updateChartStyle,
  deleteChartStyle: chartStyles.deleteChartStyle,
  setDefaultChartStyle: chartStyles.setDefaultChartStyle,
  addStyleButton: chartStyles.addStyleButton,
  updateStyleButton: chartStyles.updateStyleButton,
  deleteStyleButton: chartStyles.deleteStyleButton,
  changeStyleButtonStyle: chartStyles.changeStyleButtonStyle,
  getPriceAlerts: alerts.getPriceAlerts,
  addPriceAlert: alerts.addPriceAlert,
  updatePriceAlert: alerts.updatePriceAlert,
  deletePriceAlert: alerts.deletePriceAlert,
  updateAlert: alerts.updateAlert,
  deleteAlert: alerts.deleteAlert,
  getAllPredefinedAlerts: alerts.getAllPredefinedAlerts,
  getCurrentNotificationsForUser: notifications.getCurrentNotificationsForUser,
  dismissNotification: notifications.dismissNotification,
  getListSymbolData: notifications.getListSymbolData,
} as const;

/** The public market-data calls: `/json/api` market commands and `/quotebrain/*`. */
export const MARKET_CALLS = {
  getCompaniesInfo: companies.getCompaniesInfo,
  getSymbolSuggestions: publicMarket.getSymbolSuggestions,
  getSymbolSummary: publicMarket.getSymbolSummary,
  getOptions: publicMarket.getOptions,
  isMarketOpen: publicMarket.isMarketOpen,
  getQuote: publicMarket.getQuote,
  getPastData: publicMarket.getPastData,
} as const;

/** The calls outside `/json/api`. */
export const OTHER_CALLS = {
  getMemberTypes: members.getMemberTypes,
  getAlertSummary: alerts.getAlertSummary,
  getStyleXml: styleCache.getStyleXml,
  createStyle: styleCache.createStyle,
  makeStylePermanent: styleCache.makeStylePermanent,
  createShortUrl: sharing.createShortUrl,
  sendEmail: sharing.sendEmail,
  getSampleChartStyles: sharing.getSampleChartStyles,
} as const;
