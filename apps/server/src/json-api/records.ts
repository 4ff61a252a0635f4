import type {
  AdvancedAlertRecord,
  ChartListRecord,
  ChartStyleRecord,
  FavoriteRecord,
  MemberRecord,
  NotificationRecord,
  PredefinedAlertRecord,
  PriceAlertRecord,
} from '@chartbench/api-client/contract';
import type {
  AdvancedAlert,
  ChartList,
  ChartStyle,
  Favorite,
  Member,
  PredefinedAlert,
  PriceAlert,
  SiteNotification,
} from '../storage/repositories';

/** A member as the contract sends it. */
export const memberToRecord = (member: Member): MemberRecord => ({
  chartCode: member.chartCode,
  firstName: member.firstName,
  lastName: member.lastName,
  fullName: `${member.firstName} ${member.lastName}`.trim(),
  userId: member.email,
  memberType: member.memberType,
  memberRT: member.memberRT,
  hasOptionsAddOn: member.hasOptionsAddOn,
});

/** A chart list as the contract sends it. */
export const chartListToRecord = (list: ChartList): ChartListRecord => ({
  recID: list.recId,
  listNum: list.listNum,
  name: list.name,
  isReadOnly: list.isReadOnly,
});

/** A chart as the contract sends it. */
export const favoriteToRecord = (favorite: Favorite): FavoriteRecord => ({
  recID: favorite.recId,
  listNum: favorite.listNum,
  description: favorite.description,
  symbol: favorite.symbol,
  style: favorite.style,
  annotations: favorite.annotations,
  comments: favorite.comments,
  chartCode: favorite.chartCode,
});

/** A chart style as the contract sends it. */
export const chartStyleToRecord = (style: ChartStyle): ChartStyleRecord => ({
  recID: style.recId,
  styleID: style.styleId,
  description: style.description,
  color: style.buttonColor ?? '',
  location: style.buttonLocation ?? 0,
  label: style.buttonLabel ?? '',
  chartCode: style.chartCode,
});

/** An advanced alert as the contract sends it. */
export const advancedAlertToRecord = (alert: AdvancedAlert): AdvancedAlertRecord => ({
  recid: alert.recId,
  alert: alert.alert,
  alertpaused: alert.paused ? 'yes' : 'no',
  ...(alert.lastFired !== null && { lastfired: alert.lastFired }),
  notes: alert.notes,
});

/** A price alert as the contract sends it, with the symbol's latest price. */
export const priceAlertToRecord = (alert: PriceAlert, lastPrice: number): PriceAlertRecord => ({
  recid: alert.recId,
  alert:
    alert.notes ||
    `${alert.symbol} crosses ${alert.direction === 'U' ? 'above' : 'below'} ${alert.price.toFixed(2)}`,
  alertpaused: alert.isRunning ? 'no' : 'yes',
  ...(alert.lastFired !== null && { lastfired: alert.lastFired }),
  notes: alert.notes,
  symbol: alert.symbol,
  alertPrice: alert.price,
  price: lastPrice,
  direction: alert.direction,
  notificationType: alert.notificationType,
  isRunning: alert.isRunning,
});

/** A predefined alert as the contract sends it. */
export const predefinedAlertToRecord = (alert: PredefinedAlert): PredefinedAlertRecord => ({
  recID: alert.recId,
  alertName: alert.alertName,
  symbol: alert.symbol,
  lastAlert: alert.lastAlert,
  isBearish: alert.isBearish,
});

/** A notification as the contract sends it. */
export const notificationToRecord = (notification: SiteNotification): NotificationRecord => ({
  ID: notification.id,
  message: notification.message,
  target: notification.target,
  locations: [...notification.locations],
  severity: notification.severity,
  startDate: notification.startDate,
  endDate: notification.endDate,
});
