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

export * from './define';
export * from './envelope';
export * from './fields';
export * from './records';
export * from './alerts';
export * from './chart-lists';
export * from './chart-styles';
export * from './companies';
export * from './members';
export * from './notifications';
export * from './public-market';
export * from './market';
export * from './sharing';
export * from './style-cache';

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
