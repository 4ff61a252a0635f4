import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { parseOptionChain } from '@chartbench/core';
import { WorkbenchRoot } from '../../theme/Root';
import { OptionsStrategy } from './OptionsStrategy';
import { STRATEGY_CHAIN } from './strategy-fixtures';

const meta = {
  title: 'Modes/Options/Strategy view',
  component: OptionsStrategy,
  tags: ['autodocs'],
  args: { chain: STRATEGY_CHAIN, symbol: 'SPY' },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, width: 785 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof OptionsStrategy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bought straddle at the money, two weeks or more out: the default. */
export const Straddle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^SPY Straddle payoff/ })).toBeInTheDocument();
    await expect(canvas.getByText('Unlimited')).toBeInTheDocument();
  },
};

/** A vertical spread: two strikes, capped profit and loss, one break-even. */
export const BullCallSpread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Strategy' }), 'bull-call-spread');
    await expect(canvas.getByRole('combobox', { name: 'Upper strike' })).toBeInTheDocument();
    await expect(canvas.queryByText('Unlimited')).not.toBeInTheDocument();
  },
};

/** A written put: the loss runs to the strike less the premium. */
export const ShortPut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Strategy' }),
      'short-put',
    );
  },
};

/** A chain without the underlying's price (a server that does not send it): nothing to analyse. */
export const Empty: Story = {
  args: { chain: parseOptionChain({ success: true, options: { Expirations: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'does not give the underlying price',
    );
  },
};
