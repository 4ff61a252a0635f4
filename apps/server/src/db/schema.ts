import type { Generated } from 'kysely';

/** A member account (spec 1 §3.5); the chart code is the member's identity. */
export interface MembersTable {
  chart_code: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  member_type: string;
  member_rt: number;
  options_add_on: number;
  default_style_rec_id: number | null;
}

/** A member's chart list (spec 1 §3.7). */
export interface ChartListsTable {
  rec_id: Generated<number>;
  chart_code: number;
  list_num: number;
  name: string;
  is_read_only: number;
}

/** A saved chart (spec 1 §3.8). */
export interface FavoritesTable {
  rec_id: Generated<number>;
  chart_code: number;
  list_num: number;
  symbol: string;
  description: string;
  style: string;
  annotations: string;
  comments: string;
  position: number;
}

/** A saved chart style with its optional style button (spec 1 §3.6). */
export interface ChartStylesTable {
  rec_id: Generated<number>;
  chart_code: number;
  style_id: string;
  description: string;
  button_location: number | null;
  button_color: string | null;
  button_label: string | null;
}

/** A price alert (spec 3 §3). */
export interface PriceAlertsTable {
  rec_id: Generated<number>;
  chart_code: number;
  symbol: string;
  price: number;
  direction: string;
  notes: string;
  notification_type: number;
  is_running: number;
  last_fired: string | null;
}

/** An advanced alert (spec 3 §3). */
export interface AdvancedAlertsTable {
  rec_id: Generated<number>;
  chart_code: number;
  alert: string;
  paused: number;
  last_fired: string | null;
  notes: string;
}

/** A site-wide predefined alert (spec 3 §3). */
export interface PredefinedAlertsTable {
  rec_id: Generated<number>;
  alert_name: string;
  symbol: string;
  last_alert: string;
  is_bearish: number;
}

/** A site notification (spec 3 §3); target is a chart code or 'all'. */
export interface NotificationsTable {
  id: string;
  message: string;
  target: string;
  locations: string;
  severity: number;
  start_date: number;
  end_date: number;
}

/** A notification a member dismissed on the server. */
export interface NotificationDismissalsTable {
  chart_code: number;
  notification_id: string;
}

/** A style cache entry: chart XML under a temporary (t) or permanent (p) id. */
export interface StyleCacheTable {
  id: Generated<number>;
  kind: string;
  xml: string;
  chart_code: number | null;
  created_at: number;
}

/** A short link of the URL shortener. */
export interface ShortUrlsTable {
  code: string;
  long_url: string;
  created_at: number;
}

/** An e-mail the workbench asked to send, kept for the demo's outbox page. */
export interface OutboxTable {
  id: Generated<number>;
  chart_code: number | null;
  to_email: string;
  link_workbench: string;
  link_chart: string;
  comments: string;
  sent_at: number;
}

/** A login session: the SHA-256 of the random token in the member's session cookie. */
export interface SessionsTable {
  token_hash: string;
  chart_code: number;
  created_at: number;
  expires_at: number;
}

/** One rate-limit counter: how many actions a key made in the window that started at `window_start`. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** The tables of the reference backend (the market data tables are described by their own migration). */
export interface DatabaseSchema {
  members: MembersTable;
  chart_lists: ChartListsTable;
  favorites: FavoritesTable;
  chart_styles: ChartStylesTable;
  price_alerts: PriceAlertsTable;
  advanced_alerts: AdvancedAlertsTable;
  predefined_alerts: PredefinedAlertsTable;
  notifications: NotificationsTable;
  notification_dismissals: NotificationDismissalsTable;
  style_cache: StyleCacheTable;
  short_urls: ShortUrlsTable;
  outbox: OutboxTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
}
