import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseChartStyles } from '@chartbench/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { DIALOG_STYLES, failing, pending } from '../fixtures';
import { StyleButtonDialog } from './StyleButtonDialog';

const FULL = parseChartStyles(
  Array.from({ length: 12 }, (_, i) => ({
    recID: 800 + i,
    styleID: `p${i}`,
    description: `Style ${i + 1}`,
    location: i + 1,
    label: `${i + 1}`,
  })),
).items;

const meta = {
  title: 'Dialogs/StyleButtonDialog',
  component: StyleButtonDialog,
  tags: ['autodocs'],
  args: { styles: DIALOG_STYLES, editingIndex: null, onSubmit: fn(), onClear: fn(), onClose: fn() },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof StyleButtonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: the first free position, no style yet. */
export const Empty: Story = {};
/** Editing button 2, filled from its style. */
export const Filled: Story = { args: { editingIndex: 1 } };
/** An over-long label and no style or colour: the messages (spec 3 §5). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Label' }), 'ABC');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Color' }), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByText('Label must be between 0 and 2 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a button color.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** All 12 buttons exist: Add is disabled (spec 3 §5). */
export const AtTheLimit: Story = {
  args: { styles: FULL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};
/** A free member: only positions 1 to 3 are offered (spec 3 §6 account limits). */
export const FreeMember: Story = {
  args: { maxButtons: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const positions = within(canvas.getByRole('combobox', { name: 'Position' })).getAllByRole('option');
    await expect(positions.map((option) => option.textContent?.split(' ')[0])).toEqual([
      'Select',
      '1',
      '2',
      '3',
    ]);
  },
};
/** A free member with all 3 of their buttons in use: the limit's message and Add disabled. */
export const FreeMemberAtTheLimit: Story = {
  args: { styles: FULL.slice(0, 3), maxButtons: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('You have reached the maximum of 3 StyleButtons.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { editingIndex: 0, onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The save failed: 'Failed to save StyleButton. Please try again.'. */
export const Failed: Story = {
  args: { editingIndex: 0, onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save StyleButton. Please try again.',
    );
  },
};
