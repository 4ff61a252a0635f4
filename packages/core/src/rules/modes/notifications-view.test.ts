import type { ShownNotification } from '../../model/notification';
import {
  dismissedNotificationCookie,
  dismissedNotificationIds,
  notificationsToShow,
  notificationTone,
} from './notifications-view';

const shown = (id: string, severity: number): ShownNotification => ({
  id,
  severity,
  isDismissible: false,
  message: `${id} text`,
  endTime: 0,
});
const list = [shown('a', 1), shown('b', 5), shown('c', 3)];

describe('spec 3 §8, §9 notifications shown', () => {
  it.each([
    ['loading', { status: 'loading' } as const, [], []],
    ['failed (only logged)', { status: 'failed' } as const, [], []],
    ['loaded: two by severity', { status: 'loaded', data: list } as const, [], ['b', 'c']],
    ['loaded, one dismissed here', { status: 'loaded', data: list } as const, ['b'], ['c', 'a']],
    ['loaded, none', { status: 'loaded', data: [] } as const, [], []],
  ])('%s', (_name, load, dismissed, ids) => {
    expect(notificationsToShow(load, new Set(dismissed)).map((n) => n.id)).toEqual(ids);
  });

  it.each([
    [0, 'info'],
    [1, 'info'],
    [2, 'warning'],
    [3, 'warning'],
    [4, 'danger'],
    [5, 'danger'],
  ])('severity %i is %s', (severity, tone) => {
    expect(notificationTone(severity)).toBe(tone);
  });
});

describe('spec 3 §6, §9 dismissal cookie', () => {
  it('writes one cookie per id lasting until the given expiry', () => {
    expect(
      dismissedNotificationCookie({ kind: 'cookie', id: 'n 1;x', expiresAt: Date.UTC(2026, 0, 31) }),
    ).toBe(
      'cbDismissedNotification_n%201%3Bx=1; expires=Sat, 31 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it.each([
    ['', []],
    ['a=1; cbDismissedNotification_n%201%3Bx=1; cbDismissedNotification_b=1', ['n 1;x', 'b']],
    ['cbDismissedNotification_%E0%A4%A=1; cbDismissedNotification_=1; other=2', []],
  ])('reads the dismissed ids of %j', (header, ids) => {
    expect(dismissedNotificationIds(header)).toEqual(ids);
  });
});
