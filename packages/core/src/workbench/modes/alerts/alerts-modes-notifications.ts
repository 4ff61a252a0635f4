import { acceptNotifications, type Load, type ShownNotification } from '../../../model/index';
import {
  DISMISSED_NOTIFICATION_COOKIE_PREFIX,
  planNotificationDismissal,
  withoutNotification,
} from '../../../rules/index';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

/** The notifications part of the alerts modes' state. */
export interface NotificationsPart {
  /** The accepted notifications of the current member or visitor (spec 3 §5), or the fetch loading or failed. */
  readonly notifications: Load<readonly ShownNotification[]>;
}

/** The cookie that hides one notification on this device (spec 3 §6, §9). */
export function dismissedNotificationCookieName(id: string): string {
  return `${DISMISSED_NOTIFICATION_COOKIE_PREFIX}${encodeURIComponent(id)}`;
}

/** The raw ids of a notifications reply, to ask the cookies which of them were dismissed here. */
function rawIds(raw: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null || !('ID' in entry)) continue;
    const id: unknown = entry.ID;
    if (typeof id === 'string' && id.trim() !== '') ids.push(id.trim());
    else if (typeof id === 'number') ids.push(String(id));
  }
  return ids;
}

/**
 * Whom the notifications are fetched for: a member's chart code, the visitor, or nobody yet. The first chart
 * loads once the login attempt is over (spec 1 §4.1), so until then who is viewing is not known.
 */
function viewerOf(context: ModesContext): string | null {
  const { authStatus, chart } = context.workbench;
  if (authStatus === 'checking' || chart.requestId === 0) return null;
  return context.member ? String(context.member.chartCode) : 'visitor';
}

/**
 * The notifications at the top of the workbench (spec 3 §4-§8): fetched once the login is known, for the member
 * or the visitor, and again when that changes (a reply for the one before is discarded); accepted by core's rules
 * with the ids dismissed by cookie; a dismissal hides it at once and is recorded on the server when it targets
 * the member, otherwise by a cookie lasting until 30 days after its end. Failures show nothing.
 */
export function createNotificationsFeed<S extends NotificationsPart>(kernel: ModesGroupKernel<S>) {
  let viewer: string | null = null;
  let token = 0;
  const setLoad = (notifications: Load<readonly ShownNotification[]>) =>
    kernel.set({ ...kernel.state(), notifications });

  function fetchFor(context: ModesContext): void {
    const mine = ++token;
    const chartCode = context.member ? context.member.chartCode : null;
    setLoad({ status: 'loading' });
    const call = kernel.ports.api.getNotifications;
    const reply = call
      ? call(chartCode)
      : Promise.reject(new Error('This backend has no getNotifications call'));
    reply.then(
      (raw) => {
        if (mine !== token) return;
        const cookies = kernel.ports.cookies;
        const dismissedIds = cookies
          ? rawIds(raw).filter((id) => cookies.get(dismissedNotificationCookieName(id)) !== null)
          : [];
        const accepted = acceptNotifications(raw, { now: kernel.ports.clock.now(), dismissedIds, chartCode });
        // Spec 3 §5: each invalid notification is logged as it is dropped, then a warning of the malformed count.
        for (const { index, reason } of accepted.rejected)
          kernel.ports.log?.info(`Notification ${index} dropped: ${reason}.`);
        if (accepted.malformed > 0)
          kernel.ports.log?.warn(`Dropped ${accepted.malformed} malformed notification(s).`);
        setLoad({ status: 'loaded', data: accepted.items });
      },
      (error: unknown) => {
        // Spec 3 §8: a failed notification fetch is only logged; the workbench simply shows none.
        if (mine !== token) return;
        kernel.ports.log?.warn('Failed to load notifications.', error);
        setLoad({ status: 'failed' });
      },
    );
  }

  return {
    actions: {
      dismissNotification(id: string): void {
        const load = kernel.state().notifications;
        if (load.status !== 'loaded') return;
        const notification = load.data.find((candidate) => candidate.id === id);
        if (!notification) return;
        setLoad({ status: 'loaded', data: withoutNotification(load.data, id) });
        const dismissal = planNotificationDismissal(notification);
        const member = kernel.context().member;
        if (dismissal.kind === 'cookie' || !member) {
          const expiresAt = dismissal.kind === 'cookie' ? dismissal.expiresAt : notification.endTime;
          kernel.ports.cookies?.set(dismissedNotificationCookieName(id), '1', { expiresAt });
          return;
        }
        const call = kernel.ports.api.dismissNotification;
        // Spec 3 §8: a failed dismissal is only logged; the notification stays hidden on this page.
        call?.(member.chartCode, id).catch((error: unknown) =>
          kernel.ports.log?.warn(`Failed to dismiss notification ${id}.`, error),
        );
      },
    },
    sync(context: ModesContext): void {
      const next = viewerOf(context);
      if (next === null || next === viewer) return;
      viewer = next;
      fetchFor(context);
    },
    dispose(): void {
      token += 1;
      viewer = null;
    },
  };
}
