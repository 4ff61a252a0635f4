import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@chartbench/core';
import { WorkbenchRoot } from '../../theme/Root';
import { ADVANCED_ALERTS } from '../fixtures';
import { AdvancedAlerts } from './AdvancedAlerts';

const meta = {
  title: 'Modes/AdvancedAlerts',
  component: AdvancedAlerts,
  tags: ['autodocs'],
  args: { load: { status: 'loaded', data: ADVANCED_ALERTS }, onToggle: fn(), onDelete: fn() },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof AdvancedAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's advanced alerts (spec 3 §2.3). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Golden cross on SPY' }));
    await expect(args.onToggle).toHaveBeenCalledWith({ kind: 'advanced', recid: 402, alertType: 4 });
  },
};
export const Loading: Story = { args: { load: { status: 'loading' } } };
export const Empty: Story = { args: { load: { status: 'loaded', data: [] } } };
export const Failed: Story = { args: { load: { status: 'failed' } } };
export const DeleteFailed: Story = { args: { actionError: MESSAGES.alerts.deleteFailed } };
