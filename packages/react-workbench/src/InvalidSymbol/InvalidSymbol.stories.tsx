import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { InvalidSymbol } from './InvalidSymbol';

const meta = {
  title: 'Chart/InvalidSymbol',
  component: InvalidSymbol,
  tags: ['autodocs'],
  args: { symbol: 'ZZZZ', onSubmit: fn() },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof InvalidSymbol>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 3 §2.1, with a field to try a new symbol. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Try a new symbol' }), 'AAPL{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('AAPL');
  },
};

export const LongSymbol: Story = { args: { symbol: '$VERYLONGINDEXSYMBOL:ANOTHERPART' } };
