/**
 * Which notifications show and how a dismissal is recorded (spec 3 §4, §6, §9): at most 2 at once, by
 * severity descending; dismissed on the server only when targeted at the current chart code, otherwise by a
 * cookie that lasts until 30 days after the notification's end.
 */
import type { ShownNotification } from '../../model/notification';

/** Notifications displayed at once (spec 3 §9). */
export const MAX_DISPLAYED_NOTIFICATIONS = 2;
/** How long after a notification's end its dismissal cookie lasts: 30 days (spec 3 §9). */
export const DISMISSED_COOKIE_EXTRA_MS = 2_592_000_000;

/** The notifications to show: highest severity first, ties in arrival order, at most 2 (spec 3 §9). */
export function selectDisplayedNotifications(
  notifications: readonly ShownNotification[],
  max: number = MAX_DISPLAYED_NOTIFICATIONS,
): ShownNotification[] {
  return notifications
    .map((notification, index) => ({ notification, index }))
    .sort((a, b) => b.notification.severity - a.notification.severity || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map(({ notification }) => notification);
}

/** How a dismissal is recorded: on the server, or in a cookie that expires at `expiresAt` (ms). */
export type NotificationDismissal =
  | { readonly kind: 'server'; readonly id: string }
  | { readonly kind: 'cookie'; readonly id: string; readonly expiresAt: number };

/** Decides how to record the dismissal of a notification (spec 3 §6, §9). */
export function planNotificationDismissal(notification: ShownNotification): NotificationDismissal {
  if (notification.isDismissible) return { kind: 'server', id: notification.id };
  return { kind: 'cookie', id: notification.id, expiresAt: notification.endTime + DISMISSED_COOKIE_EXTRA_MS };
}

/** The notifications left after one is dismissed: it vanishes at once (spec 3 §4). */
export function withoutNotification(
  notifications: readonly ShownNotification[],
  id: string,
): ShownNotification[] {
  return notifications.filter((notification) => notification.id !== id);
}
