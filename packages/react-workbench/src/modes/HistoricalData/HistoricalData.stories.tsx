import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { HISTORICAL_TABLE } from '../fixtures';
import { HistoricalData } from './HistoricalData';

const meta = {
  title: 'Modes/HistoricalData',
  component: HistoricalData,
  tags: ['autodocs'],
  args: {
    symbol: 'AAPL',
    member: MEMBERS.free,
    period: 'D',
    load: { status: 'loaded', symbol: 'AAPL', period: 'D', data: HISTORICAL_TABLE },
    onPeriodChange: fn(),
    onUpgradeToPro: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof HistoricalData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free member asking for Weekly gets the upgrade dialog (spec 3 §4). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Period' }), 'W');
    await expect(args.onUpgradeToPro).toHaveBeenCalled();
  },
};
export const ProMember: Story = { args: { member: MEMBERS.pro } };
export const Visitor: Story = { args: { member: VISITOR } };
export const Loading: Story = { args: { load: { status: 'loading', symbol: 'AAPL', period: 'D' } } };
export const NotFound: Story = {
  args: { symbol: 'ZZZZ', load: { status: 'failed', symbol: 'ZZZZ', period: 'D' } },
};
