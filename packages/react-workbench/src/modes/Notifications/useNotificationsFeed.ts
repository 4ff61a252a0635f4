import { useCallback, useEffect, useRef, useState } from 'react';
import {
  acceptNotifications,
  dismissedNotificationCookie,
  dismissedNotificationIds,
  type NotificationDismissal,
  type NotificationsLoad,
} from '@chartbench/core';

/** What the notifications feed reaches outside itself through. */
export interface NotificationsFeedPorts {
  /** The member's chart code, or null for a visitor: a change refetches, and discards a fetch under way. */
  readonly chartCode: number | null;
  /** get-current-notifications-for-user: resolves with the reply's notifications list, rejects on any failure. */
  readonly fetchNotifications: () => Promise<unknown>;
  /** dismiss-notification for a notification targeted at the member. */
  readonly dismissOnServer: (id: string) => Promise<unknown>;
  /** The cookie header (document.cookie) and a way to set one cookie. */
  readonly readCookies: () => string;
  readonly writeCookie: (cookie: string) => void;
  /** The current time in ms. */
  readonly now: () => number;
  /** Where dropped notifications and failures are logged; none is ever shown (spec 3 §8). */
  readonly log?: (level: 'warn' | 'error', message: string, detail?: unknown) => void;
}

/**
 * Fetches the notifications for the workbench, accepts them by core's rules with the cookie-dismissed ids,
 * and records dismissals on the server or by cookie (spec 3 §5, §6, §8). Failures are only logged; a fetch
 * that finishes after the member changed is discarded.
 */
export function useNotificationsFeed(ports: NotificationsFeedPorts): {
  readonly load: NotificationsLoad;
  readonly onDismiss: (dismissal: NotificationDismissal) => void;
} {
  const { chartCode } = ports;
  // The ports are read through a ref so callers may pass fresh functions each render without refetching.
  const portsRef = useRef(ports);
  useEffect(() => {
    portsRef.current = ports;
  });
  const [result, setResult] = useState<{ readonly chartCode: number | null; readonly load: NotificationsLoad } | null>(null);

  useEffect(() => {
    let current = true;
    const { fetchNotifications, readCookies, now, log } = portsRef.current;
    fetchNotifications().then(
      (raw) => {
        if (!current) return;
        const accepted = acceptNotifications(raw, { now: now(), dismissedIds: dismissedNotificationIds(readCookies()), chartCode });
        if (accepted.malformed > 0) log?.('warn', `${accepted.malformed} malformed notification(s) dropped`);
        if (accepted.rejected.length > 0) log?.('warn', 'notifications dropped', accepted.rejected);
        setResult({ chartCode, load: { status: 'loaded', notifications: accepted.items } });
      },
      (error: unknown) => {
        if (!current) return;
        log?.('error', 'failed to load notifications', error);
        setResult({ chartCode, load: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [chartCode]);

  const onDismiss = useCallback((dismissal: NotificationDismissal) => {
    const { dismissOnServer, writeCookie, log } = portsRef.current;
    if (dismissal.kind === 'cookie') {
      writeCookie(dismissedNotificationCookie(dismissal));
      return;
    }
    dismissOnServer(dismissal.id).catch((error: unknown) => log?.('error', 'failed to dismiss notification', error));
  }, []);

  // A result fetched for another member is stale: show nothing until this member's arrives.
  const load: NotificationsLoad = result && result.chartCode === chartCode ? result.load : { status: 'loading' };
  return { load, onDismiss };
}
