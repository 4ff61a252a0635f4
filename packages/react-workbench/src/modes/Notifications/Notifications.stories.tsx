import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { NOTIFICATIONS } from '../library-fixtures';
import { Notifications } from './Notifications';

const meta = {
  title: 'Modes/Notifications',
  component: Notifications,
  tags: ['autodocs'],
  args: {
    load: { status: 'loaded', data: NOTIFICATIONS },
    onDismiss: fn(),
  },
  argTypes: {
    load: { table: { category: 'Data' } },
    onDismiss: { table: { category: 'Events' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, minHeight: 160 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three accepted, two shown by severity; dismissing one by cookie brings up the third (spec 3 §9). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Notifications' }));
    await expect(region.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(region.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cookie', id: 'outage' }),
    );
    await expect(region.getByText(/Scheduled maintenance/)).toBeInTheDocument();
  },
};

/** A member's own notification (target = chart code) is dismissed on the server (spec 3 §6). */
export const Member: Story = {
  args: { load: { status: 'loaded', data: NOTIFICATIONS.slice(0, 1) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith({ kind: 'server', id: 'maint' });
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/** A visitor's notifications are never targeted at them: dismissal is by cookie. */
export const Visitor: Story = {
  args: { load: { status: 'loaded', data: NOTIFICATIONS.map((n) => ({ ...n, isDismissible: false })) } },
};

/** Loading, failed and empty show nothing: fetch failures are only logged (spec 3 §8). */
export const Loading: Story = { args: { load: { status: 'loading' } } };
export const Failed: Story = { args: { load: { status: 'failed' } } };
export const Empty: Story = { args: { load: { status: 'loaded', data: [] } } };
