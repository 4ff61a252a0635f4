import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { NOTIFICATION_COOKIE_EXPIRY, NOTIFICATIONS } from '../library-fixtures';
import { setupUser } from '../user';
import { Notifications, type NotificationsProps } from './Notifications';

function setup(load: NotificationsProps['load']) {
  const onDismiss = vi.fn();
  const view = render(<Notifications load={load} onDismiss={onDismiss} />);
  return { onDismiss, view, user: setupUser() };
}

const items = () => within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');

describe('spec 3 §9 notifications at the top of the workbench', () => {
  it('shows at most two, highest severity first', () => {
    setup({ status: 'loaded', data: NOTIFICATIONS });
    expect(items().map((item) => item.textContent?.replace('×', ''))).toEqual([
      'Important: Real-time quotes for TSX symbols are delayed.',
      'New: ChartStyle Library search now suggests tags.',
    ]);
  });

  it.each([
    ['loading', { status: 'loading' }],
    ['failed (only logged, spec 3 §8)', { status: 'failed' }],
    ['empty', { status: 'loaded', data: [] }],
  ] as const)('shows nothing when %s', (_name, load) => {
    setup(load);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});

describe('spec 3 §4, §6 dismissing a notification', () => {
  it('hides it at once and records it by cookie when it does not target the member; the next one moves up', async () => {
    const { onDismiss, user } = setup({ status: 'loaded', data: NOTIFICATIONS });
    await user.click(within(items()[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith({
      kind: 'cookie',
      id: 'outage',
      expiresAt: NOTIFICATION_COOKIE_EXPIRY,
    });
    expect(items().map((item) => item.textContent?.replace('×', ''))).toEqual([
      'New: ChartStyle Library search now suggests tags.',
      'Scheduled maintenance on Saturday from 2 to 4 a.m. ET.',
    ]);
  });

  it('dismisses on the server when it targets the member, then shows nothing once all are gone', async () => {
    const { onDismiss, user } = setup({ status: 'loaded', data: [NOTIFICATIONS[0]!] });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(dismiss).toHaveAccessibleDescription('Scheduled maintenance on Saturday from 2 to 4 a.m. ET.');
    await user.click(dismiss);
    expect(onDismiss).toHaveBeenCalledWith({ kind: 'server', id: 'maint' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
