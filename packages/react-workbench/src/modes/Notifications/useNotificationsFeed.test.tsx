import { act, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../user';
import { Notifications } from './Notifications';
import { useNotificationsFeed, type NotificationsFeedPorts } from './useNotificationsFeed';

const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);
const WINDOW = { startDate: NOW / 1000 - 3600, endDate: NOW / 1000 + 3600 };
const RAW = [
  { ID: 'mine', message: 'Your data export is ready.', target: '101', locations: ['workbench'], severity: 2, ...WINDOW },
  { ID: 'all', message: 'Markets close early on Friday.', target: '', locations: ['workbench'], severity: 4, ...WINDOW },
  { ID: 'help', message: 'Support only', target: '', locations: ['support'], severity: 5, ...WINDOW },
  { ID: 'old', message: 'Dismissed before', target: '', locations: ['workbench'], severity: 5, ...WINDOW },
  'junk',
];

function Feed(props: NotificationsFeedPorts) {
  const { load, onDismiss } = useNotificationsFeed(props);
  return <Notifications load={load} onDismiss={onDismiss} />;
}

function ports(overrides: Partial<NotificationsFeedPorts> = {}): NotificationsFeedPorts {
  return {
    chartCode: 101,
    fetchNotifications: vi.fn(() => Promise.resolve(RAW)),
    dismissOnServer: vi.fn(() => Promise.resolve()),
    readCookies: () => 'cbDismissedNotification_old=1; other=x',
    writeCookie: vi.fn(),
    now: () => NOW,
    log: vi.fn(),
    ...overrides,
  };
}

const messages = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', '').replace('Important: ', ''));

describe('spec 3 §5, §8 notifications feed', () => {
  it('shows the accepted notifications and logs the dropped ones', async () => {
    const feed = ports();
    render(<Feed {...feed} />);
    await screen.findByRole('region', { name: 'Notifications' });
    expect(messages()).toEqual(['Markets close early on Friday.', 'Your data export is ready.']);
    expect(feed.log).toHaveBeenCalledWith('warn', '1 malformed notification(s) dropped');
    expect(feed.fetchNotifications).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and only logs when the fetch fails', async () => {
    const feed = ports({ fetchNotifications: () => Promise.reject(new Error('offline')) });
    render(<Feed {...feed} />);
    await vi.waitFor(() => expect(feed.log).toHaveBeenCalledWith('error', 'failed to load notifications', expect.any(Error)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('discards a fetch that finishes after the member changed', async () => {
    let finishFirst: (raw: unknown) => void = () => undefined;
    const first = new Promise<unknown>((resolve) => {
      finishFirst = resolve;
    });
    const fetchNotifications = vi.fn().mockReturnValueOnce(first).mockResolvedValueOnce([]);
    const view = render(<Feed {...ports({ fetchNotifications })} />);
    view.rerender(<Feed {...ports({ fetchNotifications, chartCode: null })} />);
    await act(async () => finishFirst(RAW));
    expect(fetchNotifications).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('spec 3 §6 recording a dismissal', () => {
  it('dismisses a targeted one on the server and hides the others by cookie', async () => {
    const feed = ports();
    render(<Feed {...feed} />);
    await screen.findByRole('region', { name: 'Notifications' });
    const user = setupUser();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(second!);
    expect(feed.dismissOnServer).toHaveBeenCalledWith('mine');
    await user.click(first!);
    expect(feed.writeCookie).toHaveBeenCalledWith(
      `cbDismissedNotification_all=1; expires=${new Date((WINDOW.endDate * 1000) + 2_592_000_000).toUTCString()}; path=/; SameSite=Lax`,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('logs a failed server dismissal and keeps the notification hidden', async () => {
    const feed = ports({ dismissOnServer: () => Promise.reject(new Error('500')) });
    render(<Feed {...feed} />);
    await screen.findByRole('region', { name: 'Notifications' });
    await setupUser().click(screen.getAllByRole('button', { name: 'Dismiss notification' })[1]!);
    await vi.waitFor(() => expect(feed.log).toHaveBeenCalledWith('error', 'failed to dismiss notification', expect.any(Error)));
    expect(messages()).toEqual(['Markets close early on Friday.']);
  });
});
