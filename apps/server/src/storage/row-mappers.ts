import type { Selectable } from 'kysely';
import type { MemberTypeCode } from '@chartbench/api-client/contract';
import type {
  AdvancedAlertsTable,
  ChartListsTable,
  ChartStylesTable,
  FavoritesTable,
  MembersTable,
  NotificationsTable,
  OutboxTable,
  PredefinedAlertsTable,
  PriceAlertsTable,
} from '../db/schema';
import type {
  AdvancedAlert,
  ChartList,
  ChartStyle,
  Favorite,
  MemberCredentials,
  OutboxMail,
  PredefinedAlert,
  PriceAlert,
  SiteNotification,
} from './repositories';

const MEMBER_TYPE_CODES: readonly string[] = ['FREE', 'BA', 'XT', 'PRO'];

/** A members row as a member; an unknown level becomes FREE (spec 1 §3.5). */
export const toMember = (row: Selectable<MembersTable>): MemberCredentials => ({
  chartCode: row.chart_code,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  memberType: (MEMBER_TYPE_CODES.includes(row.member_type) ? row.member_type : 'FREE') as MemberTypeCode,
  memberRT: row.member_rt,
  hasOptionsAddOn: row.options_add_on === 1,
  defaultStyleRecId: row.default_style_rec_id,
});

/** A chart_lists row as a chart list. */
export const toChartList = (row: Selectable<ChartListsTable>): ChartList => ({
  recId: row.rec_id,
  chartCode: row.chart_code,
  listNum: row.list_num,
  name: row.name,
  isReadOnly: row.is_read_only === 1,
});

/** A favorites row as a chart. */
export const toFavorite = (row: Selectable<FavoritesTable>): Favorite => ({
  recId: row.rec_id,
  chartCode: row.chart_code,
  listNum: row.list_num,
  symbol: row.symbol,
  description: row.description,
  style: row.style,
  annotations: row.annotations,
  comments: row.comments,
});

/** A chart_styles row as a chart style. */
export const toChartStyle = (row: Selectable<ChartStylesTable>): ChartStyle => ({
  recId: row.rec_id,
  chartCode: row.chart_code,
  styleId: row.style_id,
  description: row.description,
  buttonLocation: row.button_location,
  buttonColor: row.button_color,
  buttonLabel: row.button_label,
});

/** A price_alerts row as a price alert. */
export const toPriceAlert = (row: Selectable<PriceAlertsTable>): PriceAlert => ({
  recId: row.rec_id,
  chartCode: row.chart_code,
  symbol: row.symbol,
  price: row.price,
  direction: row.direction === 'D' ? 'D' : 'U',
  notes: row.notes,
  notificationType: row.notification_type,
  isRunning: row.is_running === 1,
  lastFired: row.last_fired,
});

/** An advanced_alerts row as an advanced alert. */
export const toAdvancedAlert = (row: Selectable<AdvancedAlertsTable>): AdvancedAlert => ({
  recId: row.rec_id,
  chartCode: row.chart_code,
  alert: row.alert,
  paused: row.paused === 1,
  lastFired: row.last_fired,
  notes: row.notes,
});

/** A predefined_alerts row as a predefined alert. */
export const toPredefinedAlert = (row: Selectable<PredefinedAlertsTable>): PredefinedAlert => ({
  recId: row.rec_id,
  alertName: row.alert_name,
  symbol: row.symbol,
  lastAlert: row.last_alert,
  isBearish: row.is_bearish === 1,
});

/** A notifications row as a notification. */
export const toNotification = (row: Selectable<NotificationsTable>): SiteNotification => ({
  id: row.id,
  message: row.message,
  target: row.target,
  locations: row.locations.split(',').filter((location) => location.length > 0),
  severity: row.severity,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** An outbox row as a mail. */
export const toOutboxMail = (row: Selectable<OutboxTable>): OutboxMail => ({
  id: row.id,
  chartCode: row.chart_code,
  toEmail: row.to_email,
  linkWorkbench: row.link_workbench,
  linkChart: row.link_chart,
  comments: row.comments,
  sentAt: row.sent_at,
});
