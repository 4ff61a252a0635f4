import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModalHost } from '../ModalHost/ModalHost';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { ChartActions } from './ChartActions';

type Args = { symbol: string; readOnlyChart: boolean };

const meta = {
  title: 'Workbench/ChartActions',
  tags: ['autodocs'],
  args: { symbol: 'AAPL', readOnlyChart: false },
  argTypes: {
    symbol: { control: 'text', table: { category: 'Chart' } },
    readOnlyChart: { control: 'boolean', table: { category: 'Chart' } },
  },
  render: ({ symbol, readOnlyChart }) => (
    <StoryWorkbench key={symbol} api={STORY_APIS.offline()} options={{ symbol }}>
      <div style={{ padding: 16, minHeight: 240 }}>
        <ChartActions readOnlyChart={readOnlyChart} />
        <ModalHost />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a found symbol: Save asks for an account. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(save);
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

/** A not-found symbol disables every chart action. */
export const InvalidSymbol: Story = {
  args: { symbol: 'NOPE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
  },
};
