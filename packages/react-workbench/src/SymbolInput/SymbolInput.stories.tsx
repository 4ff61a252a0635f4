import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { SymbolInput } from './SymbolInput';

const meta = {
  title: 'Parts/SymbolInput',
  component: SymbolInput,
  tags: ['autodocs'],
  args: { symbol: 'AAPL', onSubmit: fn() },
  argTypes: {
    symbol: { table: { category: 'State' } },
    label: { table: { category: 'Content' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SymbolInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { symbol: '', label: 'Try a new symbol' } };

/** Enter submits what was typed. */
export const TypeAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'msft{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('msft');
  },
};
