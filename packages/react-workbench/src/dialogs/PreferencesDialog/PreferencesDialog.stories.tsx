import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { failing, pending } from '../fixtures';
import { PreferencesDialog } from './PreferencesDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/PreferencesDialog',
  component: PreferencesDialog,
  tags: ['autodocs'],
  args: {
    initial: { chartLeftAligned: true, autoSize: true, autoRefresh: false },
    loggedIn: true,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof PreferencesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's preferences, changed and saved. */
export const Free: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auto-refresh the chart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chartLeftAligned: true,
      autoSize: true,
      autoRefresh: true,
    });
  },
};
/** A visitor is told what needs an account (spec 3 §4). */
export const Visitor: Story = { args: { loggedIn: false } };
/** Waiting on the save. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The save failed. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save preferences. Please try again.',
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
