/**
 * Price-alert catalogues (spec 3 §3, §5, §9): notification types with their bit values, alert directions and
 * the percent menu that sets the alert price from the latest close.
 */

/** One notification type of a price alert. */
export interface AlertNotificationType {
  readonly id: 'email' | 'textMessage' | 'site';
  readonly title: string;
  /** Bit value; the call sends the sum of the chosen ones (spec 3 §5). */
  readonly bit: 1 | 2 | 4;
  /** Checked in a fresh form (spec 3 §9). */
  readonly isDefault: boolean;
}

/** Notification types: email 1 (off), text message 2 (off), site 4 (on) (spec 3 §5, §9). */
export const ALERT_NOTIFICATION_TYPES: readonly AlertNotificationType[] = [
  { id: 'email', title: 'Email', bit: 1, isDefault: false },
  { id: 'textMessage', title: 'Text Message', bit: 2, isDefault: false },
  { id: 'site', title: 'Site', bit: 4, isDefault: true },
];

/** The notificationType value for a set of chosen types: the sum of their bits. */
export function notificationBits(ids: readonly AlertNotificationType['id'][]): number {
  return ALERT_NOTIFICATION_TYPES.filter((t) => ids.includes(t.id)).reduce((sum, t) => sum + t.bit, 0);
}

/** One alert direction, with the code the call sends (spec 3 §3, §5). */
export interface AlertDirection {
  readonly id: 'crossesAbove' | 'crossesBelow';
  readonly title: string;
  readonly code: 'U' | 'D';
}

/** Alert directions; crossesAbove is the default (spec 3 §9). */
export const ALERT_DIRECTIONS: readonly AlertDirection[] = [
  { id: 'crossesAbove', title: 'Crosses Above', code: 'U' },
  { id: 'crossesBelow', title: 'Crosses Below', code: 'D' },
];

/** The default alert direction (spec 3 §9). */
export const DEFAULT_ALERT_DIRECTION = 'crossesAbove';

/** The percent menu: the latest close moved up or down by these percentages (spec 3 §5, §9). */
export const PERCENT_MENU: readonly number[] = [20, 10, 5, 2, -2, -5, -10, -20];

/** The alert price for a percent-menu choice: the close moved by `percent`, to 2 decimals (spec 3 §5). */
export function percentMenuPrice(close: number, percent: number): number {
  return Math.round(close * (1 + percent / 100) * 100) / 100;
}

/** Advanced alerts: alertType 2 pauses, 4 starts (spec 3 §4). */
export const ADVANCED_ALERT_TYPE = { pause: 2, start: 4 } as const;
