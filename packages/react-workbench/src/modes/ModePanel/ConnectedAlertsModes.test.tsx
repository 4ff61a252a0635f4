import { act, screen, within } from '@testing-library/react';
import type { CookiePort, Member, ModeId } from '@chartbench/core';
import { MESSAGES } from '@chartbench/core';
import { createOfflineAlertsApi, type OfflineAlertsOptions } from '@chartbench/offline';
import { MEMBERS } from '../../test/members';
import { createTestApi, renderWithWorkbench } from '../../test/renderWithWorkbench';
import { ADVANCED_ALERTS, PREDEFINED_ALERTS, PRICE_ALERTS } from '../fixtures';
import { WiredAdvancedAlerts } from '../AdvancedAlerts/connected';
import { WiredNotifications } from '../Notifications/connected';
import { WiredPredefinedAlerts } from '../PredefinedAlerts/connected';
import { WiredPriceAlerts } from '../PriceAlerts/connected';

vi.setConfig({ testTimeout: 20_000 });

/** The test workbench's clock (see renderWithWorkbench), in whole seconds for notification windows. */
const NOW_S = 1_700_000_000;
const WINDOW = { startDate: NOW_S - 3600, endDate: NOW_S + 3600 };
const NOTIFICATIONS = [
  {
    ID: 'mine',
    message: 'Your data export is ready.',
    target: '101',
    locations: ['workbench'],
    severity: 2,
    ...WINDOW,
  },
  {
    ID: 'all',
    message: 'Markets close early on Friday.',
    target: 'all',
    locations: ['workbench'],
    severity: 4,
    ...WINDOW,
  },
  { ID: 'low', message: 'A quiet tip.', target: 'all', locations: ['workbench'], severity: 0, ...WINDOW },
  { ID: 'help', message: 'Support only', target: 'all', locations: ['support'], severity: 5, ...WINDOW },
  { ID: 'old', message: 'Dismissed before', target: 'all', locations: ['workbench'], severity: 5, ...WINDOW },
  'junk',
];

/** Cookies in a Map that keeps the expiry each was written with. */
function recordingCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const expiries = new Map<string, number | undefined>();
  const cookies: CookiePort = {
    get: (name) => values.get(name) ?? null,
    set(name, value, options) {
      if (value === null) values.delete(name);
      else values.set(name, value);
      expiries.set(name, options?.expiresAt);
    },
  };
  return { cookies, values, expiries };
}

/** Renders `ui` on a real store whose api answers alerts from the offline alerts api, spied on. */
function renderAlerts(
  ui: React.ReactElement,
  {
    member = MEMBERS.pro as Member | null,
    alerts = {} as OfflineAlertsOptions,
    mode = null as ModeId | null,
    cookies = recordingCookies(),
  } = {},
) {
  const api = createTestApi();
  const offline = createOfflineAlertsApi(
    {
      priceAlerts: PRICE_ALERTS,
      advancedAlerts: ADVANCED_ALERTS,
      predefinedAlerts: PREDEFINED_ALERTS,
      ...alerts,
    },
    member !== null,
    (value) => Promise.resolve(value),
  );
  const calls: string[] = [];
  for (const [name, call] of Object.entries(offline)) {
    (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(`${name} ${args.join(' ')}`.trim());
      return (call as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  const rendered = renderWithWorkbench(ui, { symbol: 'AAPL', member }, { api, cookies: cookies.cookies });
  if (mode) act(() => rendered.workbench.modes.actions.selectMode(mode));
  return { ...rendered, api, calls, cookies };
}

describe('WiredPriceAlerts (spec 3 §2.4, §4, §8)', () => {
  it('loads the member’s price alerts with usage, last triggered first', async () => {
    renderAlerts(<WiredPriceAlerts />, { mode: 'priceAlerts' });
    const table = await screen.findByRole('table', { name: 'Price Alerts' });
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['AAPL crosses above 195', 'NVDA crosses above 1000', 'SPY crosses below 500']);
    expect(screen.getByLabelText('Price alerts used')).toHaveTextContent('3 alerts');
  });

  it('pauses a running alert and shows it paused after the reload', async () => {
    const { user, calls } = renderAlerts(<WiredPriceAlerts />, { mode: 'priceAlerts' });
    await screen.findByRole('table', { name: 'Price Alerts' });
    await user.click(screen.getByRole('button', { name: 'Pause AAPL crosses above 195' }));
    expect(await screen.findByRole('button', { name: 'Start AAPL crosses above 195' })).toBeInTheDocument();
    expect(calls).toContain('setPriceAlertRunning 301 false');
  });

  it('deletes an alert after the confirmation', async () => {
    const { user, calls } = renderAlerts(<WiredPriceAlerts />, { mode: 'priceAlerts' });
    await screen.findByRole('table', { name: 'Price Alerts' });
    await user.click(screen.getByRole('button', { name: 'Delete SPY crosses below 500' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.alerts.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'SPY crosses below 500' })).not.toBeInTheDocument(),
    );
    expect(calls).toContain('deletePriceAlert 302');
  });

  it('shows the toggle failure message', async () => {
    const { user } = renderAlerts(<WiredPriceAlerts />, {
      mode: 'priceAlerts',
      alerts: { failing: ['setPriceAlertRunning'] },
    });
    await screen.findByRole('table', { name: 'Price Alerts' });
    await user.click(screen.getByRole('button', { name: 'Pause AAPL crosses above 195' }));
    expect(await screen.findByText(MESSAGES.alerts.toggleFailed)).toBeInTheDocument();
  });

  it('shows the load failure text', async () => {
    renderAlerts(<WiredPriceAlerts />, { mode: 'priceAlerts', alerts: { failing: ['getPriceAlerts'] } });
    expect(await screen.findByText(MESSAGES.alerts.priceLoadFailed)).toBeInTheDocument();
  });

  it('shows the empty state with its link', async () => {
    renderAlerts(<WiredPriceAlerts />, { mode: 'priceAlerts', alerts: { priceAlerts: [] } });
    expect(
      await screen.findByRole('link', { name: MESSAGES.alerts.createFirstPriceAlert }),
    ).toBeInTheDocument();
  });
});

describe('WiredAdvancedAlerts (spec 3 §2.3, §4)', () => {
  it('starts a paused alert with alertType 4', async () => {
    const { user, calls } = renderAlerts(<WiredAdvancedAlerts />, { mode: 'advancedAlerts' });
    await screen.findByRole('table', { name: 'Advanced Alerts' });
    await user.click(screen.getByRole('button', { name: 'Start Golden cross on SPY' }));
    expect(await screen.findByRole('button', { name: 'Pause Golden cross on SPY' })).toBeInTheDocument();
    expect(calls).toContain('setAdvancedAlertType 402 4');
  });

  it('shows the delete failure message', async () => {
    const { user } = renderAlerts(<WiredAdvancedAlerts />, {
      mode: 'advancedAlerts',
      alerts: { failing: ['deleteAdvancedAlert'] },
    });
    await screen.findByRole('table', { name: 'Advanced Alerts' });
    await user.click(screen.getByRole('button', { name: 'Delete Golden cross on SPY' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.alerts.deleteFailed)).toBeInTheDocument();
  });
});

describe('WiredPredefinedAlerts (spec 3 §2.5)', () => {
  it('charts an alert’s symbol', async () => {
    const { user, workbench } = renderAlerts(<WiredPredefinedAlerts />, { mode: 'predefinedAlerts' });
    await user.click(await screen.findByRole('button', { name: 'Load $SPX' }));
    expect(workbench.getState().chart.symbol).toBe('$SPX');
  });

  it('says No Alerts Found when there are none', async () => {
    renderAlerts(<WiredPredefinedAlerts />, { mode: 'predefinedAlerts', alerts: { predefinedAlerts: [] } });
    expect(await screen.findByText(MESSAGES.alerts.noneFound)).toBeInTheDocument();
  });
});

const shownMessages = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', '').replace('Important: ', ''));

describe('WiredNotifications (spec 3 §4-§9)', () => {
  it('shows at most two accepted notifications by severity, skipping one dismissed by cookie', async () => {
    const member = { ...MEMBERS.pro, chartCode: 101 };
    renderAlerts(<WiredNotifications />, {
      member,
      alerts: { notifications: NOTIFICATIONS },
      cookies: recordingCookies({ cbDismissedNotification_old: '1' }),
    });
    await screen.findByRole('region', { name: 'Notifications' });
    expect(shownMessages()).toEqual(['Markets close early on Friday.', 'Your data export is ready.']);
  });

  it('shows the notifications for everyone to a visitor', async () => {
    const { calls } = renderAlerts(<WiredNotifications />, {
      member: null,
      alerts: { notifications: NOTIFICATIONS },
    });
    await screen.findByRole('region', { name: 'Notifications' });
    expect(shownMessages()).toEqual(['Dismissed before', 'Markets close early on Friday.']);
    expect(calls).toEqual(['getNotifications']);
  });

  it('shows nothing when the fetch fails', async () => {
    const { calls } = renderAlerts(<WiredNotifications />, {
      alerts: { notifications: NOTIFICATIONS, failing: ['getNotifications'] },
    });
    await vi.waitFor(() => expect(calls).toContain('getNotifications 104'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('dismisses a targeted one on the server and another by a cookie until 30 days after its end', async () => {
    const member = { ...MEMBERS.pro, chartCode: 101 };
    const cookies = recordingCookies({ cbDismissedNotification_old: '1' });
    const { user, calls } = renderAlerts(<WiredNotifications />, {
      member,
      alerts: { notifications: NOTIFICATIONS },
      cookies,
    });
    await screen.findByRole('region', { name: 'Notifications' });
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(second!);
    expect(calls).toContain('dismissNotification 101 mine');
    expect(shownMessages()).toEqual(['Markets close early on Friday.', 'A quiet tip.']);
    await user.click(first!);
    expect(cookies.values.get('cbDismissedNotification_all')).toBe('1');
    expect(cookies.expiries.get('cbDismissedNotification_all')).toBe(WINDOW.endDate * 1000 + 2_592_000_000);
    expect(shownMessages()).toEqual(['A quiet tip.']);
  });
});
