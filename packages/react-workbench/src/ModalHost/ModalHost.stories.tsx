import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModalId } from '@chartbench/core';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ModalHost } from './ModalHost';

function Opener({ modal }: { modal: ModalId }) {
  const actions = useWorkbenchActions();
  useEffect(() => actions.openModal(modal), [actions, modal]);
  return null;
}

type Args = { modal: ModalId; member: MemberName };

const meta = {
  title: 'Workbench/ModalHost',
  tags: ['autodocs'],
  args: { modal: 'createAccount', member: 'visitor' },
  argTypes: {
    modal: { control: 'select', options: ['createAccount', 'upgradeToExtra', 'upgradeToPro', 'saveChart'] },
    member: { control: 'select', options: Object.keys(MEMBERS) },
  },
  render: ({ modal, member }) => (
    <StoryWorkbench key={`${modal}-${member}`} api={STORY_APIS.pending()} options={{ member: MEMBERS[member] }}>
      <Opener modal={modal} />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

export const UpgradeToExtra: Story = { args: { modal: 'upgradeToExtra', member: 'free' } };

export const UpgradeToPro: Story = { args: { modal: 'upgradeToPro', member: 'extra' } };

/** A visitor asking for a login-only dialog gets create-account instead (spec 1 §2.3). */
export const VisitorAsksToSave: Story = {
  args: { modal: 'saveChart' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};
