import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { PREDEFINED_ALERTS } from '../fixtures';
import { PredefinedAlerts } from './PredefinedAlerts';

const meta = {
  title: 'Modes/PredefinedAlerts',
  component: PredefinedAlerts,
  tags: ['autodocs'],
  args: { load: { status: 'loaded', data: PREDEFINED_ALERTS }, onLoadSymbol: fn() },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof PredefinedAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Predefined alerts with times in US Eastern (spec 3 §2.5). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load $SPX' }));
    await expect(args.onLoadSymbol).toHaveBeenCalledWith('$SPX');
  },
};
export const Loading: Story = { args: { load: { status: 'idle' } } };
export const Empty: Story = { args: { load: { status: 'loaded', data: [] } } };
export const Failed: Story = { args: { load: { status: 'failed' } } };
