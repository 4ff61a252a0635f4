import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { MembershipDialog } from './MembershipDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/MembershipDialog',
  component: MembershipDialog,
  tags: ['autodocs'],
  args: { kind: 'createAccount', onClose: fn() },
  argTypes: { kind: { control: 'select', options: ['createAccount', 'upgradeToExtra', 'upgradeToPro'] } },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof MembershipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees for any member feature: the 1-month trial and Log In (spec 1 §2.3). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('dialog', { name: 'Create Account' })).toHaveTextContent(
      '1-month free trial',
    );
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
  },
};
/** What a free member sees for an Extra feature. */
export const Free: Story = { args: { kind: 'upgradeToExtra' } };
/** What an Extra member sees for a Pro feature. */
export const Extra: Story = {
  args: { kind: 'upgradeToPro' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('dialog', { name: 'Upgrade to Pro' })).toHaveTextContent(
      'for Pro members only',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Not Now' }));
    await expect(args.onClose).toHaveBeenCalled();
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
