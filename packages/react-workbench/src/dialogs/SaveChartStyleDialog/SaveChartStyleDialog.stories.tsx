import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { DEFAULT_STYLE_RECID, DIALOG_STYLES, failing, pending } from '../fixtures';
import { SaveChartStyleDialog } from './SaveChartStyleDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/SaveChartStyleDialog',
  component: SaveChartStyleDialog,
  tags: ['autodocs'],
  args: {
    styles: DIALOG_STYLES,
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    maxChartStyles: 10,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SaveChartStyleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with no styles yet: only New ChartStyle. */
export const Empty: Story = { args: { styles: [], defaultStyleRecid: null } };
/** A new style named and saved. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartStyle name' }), 'Swing setup');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'saveAsNew',
      name: 'Swing setup',
      styleRecid: null,
      setAsDefault: false,
    });
  },
};
/** Updating an existing style; the default's box is shown on and disabled (spec 3 §4). */
export const UpdateExisting: Story = { args: { variant: 'updateExisting' } };
/** Set As Default: the box forced on, '>>Default<<' suggested (spec 3 §4, §9). */
export const SetAsDefault: Story = { args: { variant: 'setAsDefault' } };
/** No name, then no style chosen: both messages (spec 3 §5). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText('ChartStyle name must be between 1 and 100 characters.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Update existing ChartStyle' }));
    await expect(canvas.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** At the style maximum only updating is possible (spec 3 §5). */
export const AtTheLimit: Story = {
  args: { maxChartStyles: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('radio', { name: 'New ChartStyle' })).toBeDisabled();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartStyle name' }), 'X');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The save failed: 'Failed to save ChartStyle. Please try again.'. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartStyle name' }), 'X');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save ChartStyle. Please try again.',
    );
  },
};

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
