/**
 * What the notifications strip at the top of the workbench shows (spec 3 §4, §6, §8, §9): nothing while
 * loading or after a failed fetch (failures are only logged), at most two accepted notifications by severity
 * with those dismissed here removed at once, a tone per severity, and the cookie that hides a notification not
 * dismissible on the server until 30 days after its end.
 */
import type { Load } from '../../model/load';
import type { ShownNotification } from '../../model/notification';
import { selectDisplayedNotifications, type NotificationDismissal } from '../notifications/display';

/** The notifications shown: none unless loaded, never one dismissed here, at most 2 by severity (spec 3 §9). */
export function notificationsToShow(
  load: Load<readonly ShownNotification[]>,
  dismissedIds: ReadonlySet<string>,
): ShownNotification[] {
  if (load.status !== 'loaded') return [];
  return selectDisplayedNotifications(load.data.filter((notification) => !dismissedIds.has(notification.id)));
}

/** How a notification is coloured: severity 0-1 info, 2-3 warning, 4-5 danger (bands ours; spec 3 §3 gives 0-5). */
export type NotificationTone = 'info' | 'warning' | 'danger';

/** The tone of a severity 0-5. */
export function notificationTone(severity: number): NotificationTone {
  if (severity >= 4) return 'danger';
  if (severity >= 2) return 'warning';
  return 'info';
}

/** The prefix of the cookies that hide dismissed notifications, one cookie per notification id. */
export const DISMISSED_NOTIFICATION_COOKIE_PREFIX = 'cbDismissedNotification_';

/**
 * The document.cookie assignment that hides a notification dismissed by cookie: one cookie named for its id
 * expiring at `expiresAt` (its end plus 30 days, spec 3 §9), for the whole site.
 */
export function dismissedNotificationCookie(
  dismissal: Extract<NotificationDismissal, { kind: 'cookie' }>,
): string {
  const name = `${DISMISSED_NOTIFICATION_COOKIE_PREFIX}${encodeURIComponent(dismissal.id)}`;
  return `${name}=1; expires=${new Date(dismissal.expiresAt).toUTCString()}; path=/; SameSite=Lax`;
}

/** The ids hidden by dismissal cookies in a cookie header (`document.cookie`); malformed names are skipped. */
export function dismissedNotificationIds(cookieHeader: string): string[] {
  const ids: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!name.startsWith(DISMISSED_NOTIFICATION_COOKIE_PREFIX)) continue;
    try {
      const id = decodeURIComponent(name.slice(DISMISSED_NOTIFICATION_COOKIE_PREFIX.length));
      if (id) ids.push(id);
    } catch {
      // A cookie name that is not valid percent-encoding was not written by us: skip it.
    }
  }
  return ids;
}
