import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';
import type { ModeId } from '@chartbench/core';
import { MESSAGES } from '@chartbench/core';
import { ModalHost } from '../../ModalHost/ModalHost';
import { useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { createSampleOfflineApi, type OfflineAlertsOptions } from '@chartbench/offline';
import { StoryWorkbench } from '../../test/StoryWorkbench';
import { MEMBERS, type MemberName } from '../../test/members';
import { ADVANCED_ALERTS, PREDEFINED_ALERTS, PRICE_ALERTS } from '../fixtures';
import { WiredAdvancedAlerts } from '../AdvancedAlerts/connected';
import { WiredNotifications } from '../Notifications/connected';
import { WiredPredefinedAlerts } from '../PredefinedAlerts/connected';
import { WiredPriceAlerts } from '../PriceAlerts/connected';

const NOW_S = Math.floor(Date.now() / 1000);
const WINDOW = { startDate: NOW_S - 3600, endDate: NOW_S + 365 * 86_400 };
/** Site notifications: one for member 104 (dismissed on the server), two for everyone (dismissed by cookie). */
const NOTIFICATIONS = [
  {
    ID: 'story-maintenance',
    message: 'Scheduled maintenance on Saturday from 2 a.m. to 4 a.m. ET.',
    target: 'all',
    locations: ['workbench'],
    severity: 4,
    ...WINDOW,
  },
  {
    ID: 'story-export',
    message: 'Your data export is ready.',
    target: '104',
    locations: ['workbench'],
    severity: 2,
    ...WINDOW,
  },
  {
    ID: 'story-tip',
    message: 'Tip: press Ctrl+S to save the chart you are viewing.',
    target: 'all',
    locations: ['workbench'],
    severity: 0,
    ...WINDOW,
  },
];

const ALERTS: Record<string, OfflineAlertsOptions> = {
  loaded: {
    priceAlerts: PRICE_ALERTS,
    advancedAlerts: ADVANCED_ALERTS,
    predefinedAlerts: PREDEFINED_ALERTS,
    notifications: NOTIFICATIONS,
  },
  empty: { notifications: [] },
  loading: { pending: ['getPriceAlerts', 'getAdvancedAlerts', 'getPredefinedAlerts', 'getNotifications'] },
  failed: { failing: ['getPriceAlerts', 'getAdvancedAlerts', 'getPredefinedAlerts', 'getNotifications'] },
  actionsFail: {
    priceAlerts: PRICE_ALERTS,
    advancedAlerts: ADVANCED_ALERTS,
    failing: ['setPriceAlertRunning', 'setAdvancedAlertType', 'deletePriceAlert', 'deleteAdvancedAlert'],
  },
};

const VIEWS = {
  priceAlerts: WiredPriceAlerts,
  advancedAlerts: WiredAdvancedAlerts,
  predefinedAlerts: WiredPredefinedAlerts,
} as const;

/** Shows a mode of the panel below the chart, as choosing its tab does. */
function ShowMode({ mode, children }: { mode: ModeId; children: ReactNode }) {
  const { selectMode } = useModesActions();
  useEffect(() => selectMode(mode), [mode, selectMode]);
  return <>{children}</>;
}

type Args = { member: MemberName; data: keyof typeof ALERTS; view: keyof typeof VIEWS };

const meta = {
  title: 'Modes/Wired/AlertsModes',
  tags: ['autodocs'],
  args: { member: 'pro', data: 'loaded', view: 'priceAlerts' },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    data: { control: 'select', options: Object.keys(ALERTS), table: { category: 'Data' } },
    view: { control: 'select', options: Object.keys(VIEWS), table: { category: 'Mode' } },
  },
  render: ({ member, data, view }) => {
    const View = VIEWS[view];
    const api = createSampleOfflineApi({
      alerts: ALERTS[data],
      ...(MEMBERS[member] ? { member: { loginCookie: '', record: { ...MEMBERS[member] } } } : {}),
    });
    return (
      <StoryWorkbench
        key={`${member}-${data}-${view}`}
        api={api}
        options={{ symbol: 'AAPL', member: MEMBERS[member] }}
      >
        <div style={{ padding: 16, minHeight: 320 }}>
          <WiredNotifications />
          <ShowMode mode={view}>
            <View />
          </ShowMode>
          <ModalHost />
        </div>
      </StoryWorkbench>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pro member's price alerts: pausing one shows it paused after the reload (spec 3 §2.4, §4). */
export const PriceAlerts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Price Alerts' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause AAPL crosses above 195' }));
    await expect(
      await canvas.findByRole('button', { name: 'Start AAPL crosses above 195' }),
    ).toBeInTheDocument();
  },
};

/** Advanced alerts: starting a paused one (alertType 4, spec 3 §2.3). */
export const AdvancedAlerts: Story = {
  args: { view: 'advancedAlerts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Golden cross on SPY' }));
    await expect(
      await canvas.findByRole('button', { name: 'Pause Golden cross on SPY' }),
    ).toBeInTheDocument();
  },
};

/** Predefined alerts: a button per alert charts its symbol (spec 3 §2.5). */
export const PredefinedAlerts: Story = {
  args: { view: 'predefinedAlerts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Load $SPX' })).toBeInTheDocument();
  },
};

/** The notifications strip: at most two by severity; dismissing one shows the next (spec 3 §4, §9). */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Notifications' });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(strip).getAllByRole('button', { name: 'Dismiss notification' })[1]!);
    await waitFor(() => expect(within(strip).getByText(/Tip: press Ctrl\+S/)).toBeInTheDocument());
  },
};

/** A free member with nothing yet: the create-first links (spec 3 §2.4). */
export const Empty: Story = {
  args: { member: 'free', data: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: MESSAGES.alerts.createFirstPriceAlert }),
    ).toBeInTheDocument();
  },
};

/** Loads under way: the loading state, and no notifications yet. */
export const Loading: Story = {
  args: { data: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Loading/)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/** Every load failed: the failure text, and no notifications (spec 3 §8: only logged). */
export const Failed: Story = {
  args: { data: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.alerts.priceLoadFailed)).toBeInTheDocument();
  },
};

/** A failed start/pause shows its message (spec 3 §8). */
export const ActionFailed: Story = {
  args: { data: 'actionsFail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause AAPL crosses above 195' }));
    await expect(await canvas.findByText(MESSAGES.alerts.toggleFailed)).toBeInTheDocument();
  },
};

/** A visitor sees the notifications for everyone; the alert modes are members only and stay empty of data. */
export const Visitor: Story = {
  args: { member: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Notifications' });
    await expect(within(strip).getByText(/Scheduled maintenance/)).toBeInTheDocument();
    await expect(within(strip).queryByText('Your data export is ready.')).toBeNull();
  },
};

/** Price alerts in a 390 px container (a phone): the table scrolls in its own box, the page not sideways. */
export const PriceAlertsNarrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Price Alerts' });
    await expectFitsPhone(canvasElement);
  },
};
