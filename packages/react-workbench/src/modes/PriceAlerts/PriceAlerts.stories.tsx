import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@chartbench/core';
import { WorkbenchRoot } from '../../theme/Root';
import { PRICE_ALERTS } from '../fixtures';
import { PriceAlerts } from './PriceAlerts';

const meta = {
  title: 'Modes/PriceAlerts',
  component: PriceAlerts,
  tags: ['autodocs'],
  args: {
    load: { status: 'loaded', data: PRICE_ALERTS },
    usage: { used: 3, max: 10 },
    onToggle: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof PriceAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's price alerts, newest first (spec 3 §2.4). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause AAPL crosses above 195' }));
    await expect(args.onToggle).toHaveBeenCalledWith({ kind: 'price', recid: 301, isRunning: false });
  },
};
export const Loading: Story = { args: { load: { status: 'loading' } } };
export const Empty: Story = {
  args: { load: { status: 'loaded', data: [] }, usage: { used: 0, max: 10 } },
};
export const Failed: Story = { args: { load: { status: 'failed' }, lastAlerts: PRICE_ALERTS } };
export const ActionFailed: Story = { args: { actionError: MESSAGES.alerts.toggleFailed } };
export const UnknownMaximum: Story = { args: { usage: { used: 3, max: -1 } } };
