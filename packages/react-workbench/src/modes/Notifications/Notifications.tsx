import { useId, useState } from 'react';
import {
  notificationsToShow,
  notificationTone,
  planNotificationDismissal,
  type NotificationDismissal,
  type Load,
  type ShownNotification,
} from '@chartbench/core';
import { VisuallyHidden } from '../shared/shared.styles';
import { Dismiss, Item, List, Strip, Text } from './Notifications.styles';

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  /** The accepted notifications (core's acceptNotifications), or the fetch still loading or failed. */
  readonly load: Load<readonly ShownNotification[]>;
  /**
   * Records a dismissal: on the server (dismiss-notification) when it targets the member, otherwise by the
   * cookie of core's dismissedNotificationCookie. The notification has already vanished when this is called.
   */
  readonly onDismiss: (dismissal: NotificationDismissal) => void;
}

/**
 * The notifications at the top of the workbench (spec 3 §4, §6, §8, §9): at most two, highest severity first,
 * each with a dismiss button that hides it at once and hands back how to record it. Nothing shows while
 * loading or after a failed fetch, which is only logged.
 */
export function Notifications({ load, onDismiss }: NotificationsProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const shown = notificationsToShow(load, dismissed);
  if (shown.length === 0) return null;

  return (
    <Strip aria-label="Notifications">
      <List>
        {shown.map((notification, index) => {
          const textId = `${baseId}-${index}`;
          const tone = notificationTone(notification.severity);
          return (
            <Item key={notification.id} $tone={tone} data-severity={notification.severity}>
              <Text id={textId}>
                {tone === 'danger' && <VisuallyHidden>Important: </VisuallyHidden>}
                {notification.message}
              </Text>
              <Dismiss
                type="button"
                aria-label="Dismiss notification"
                aria-describedby={textId}
                onClick={() => {
                  setDismissed((current) => new Set(current).add(notification.id));
                  onDismiss(planNotificationDismissal(notification));
                }}
              >
                ×
              </Dismiss>
            </Item>
          );
        })}
      </List>
    </Strip>
  );
}
