export { Notifications } from './Notifications';
export type { NotificationsProps } from './Notifications';
