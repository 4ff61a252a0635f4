import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { MEMBERS } from '../../test/members';
import { failing, pending } from '../fixtures';
import { CreateChartListDialog } from './CreateChartListDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/CreateChartListDialog',
  component: CreateChartListDialog,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.extra,
    listCount: 3,
    maxChartLists: 50,
    onSubmit: fn(),
    onUpgrade: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof CreateChartListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh form (spec 3 §4: forms reset when opened). */
export const Empty: Story = {};
/** Name and symbols typed; symbols are cleaned on submit (spec 3 §5). */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartList name' }), ' Energy ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Symbols' }), 'xom cvx,,slb');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Energy', symbols: 'XOM,CVX,SLB' });
  },
};
/** No name: 'ChartList name cannot be empty'. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartList name' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(canvas.getByText('ChartList name cannot be empty')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** A name over 100 characters: 'ChartList name cannot be greater than 100 characters'. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'ChartList name' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      canvas.getByText('ChartList name cannot be greater than 100 characters'),
    ).toBeInTheDocument();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartList name' }), 'Energy');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The server failed: 'Failed to create ChartList. Please try again.'. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ChartList name' }), 'Energy');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create ChartList. Please try again.',
    );
  },
};
/** A Basic member with their one list: the form is hidden and the upgrade offered (spec 3 §5, §6). */
export const AtTheLimit: Story = {
  args: { member: MEMBERS.basic, listCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('upgradeToExtra');
  },
};
/** A free member under the limit. */
export const FreeMember: Story = { args: { member: MEMBERS.free, listCount: 1, maxChartLists: 3 } };
/** A Pro member with unknown limits: never hidden. */
export const ProMember: Story = { args: { member: MEMBERS.pro, listCount: 120, maxChartLists: -1 } };

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
