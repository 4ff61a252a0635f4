export { Notifications } from './Notifications';
export type { NotificationsProps } from './Notifications';
export { useNotificationsFeed } from './useNotificationsFeed';
export type { NotificationsFeedPorts } from './useNotificationsFeed';
