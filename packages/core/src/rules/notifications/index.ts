export type { NotificationDismissal } from './display';
export {
  MAX_DISPLAYED_NOTIFICATIONS,
  DISMISSED_COOKIE_EXTRA_MS,
  selectDisplayedNotifications,
  planNotificationDismissal,
  withoutNotification,
} from './display';
