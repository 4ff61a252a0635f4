import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { failing, pending } from '../fixtures';
import { EditNameDialog } from './EditNameDialog';

const meta = {
  title: 'Dialogs/EditNameDialog',
  component: EditNameDialog,
  tags: ['autodocs'],
  args: { kind: 'chart', currentName: 'AAPL daily breakout', onSubmit: fn(), onClose: fn() },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof EditNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit Chart Name, filled with the current name. */
export const Filled: Story = {};
/** Edit ChartStyle Name. */
export const ChartStyle: Story = { args: { kind: 'chartStyle', currentName: 'Daily candles with volume' } };
/** The name cleared: 'Chart name must be between 1 and 100 characters.' (spec 3 §5). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Chart name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Chart name must be between 1 and 100 characters.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** A style name of spaces only: 'ChartStyle name must be between 1 and 100 characters.'. */
export const Invalid: Story = {
  args: { kind: 'chartStyle', currentName: 'Weekly line' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'ChartStyle name' });
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText('ChartStyle name must be between 1 and 100 characters.'),
    ).toBeInTheDocument();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chart name' }), ' v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The rename failed: 'Failed to update chart.'. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chart name' }), ' v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update chart.');
  },
};
