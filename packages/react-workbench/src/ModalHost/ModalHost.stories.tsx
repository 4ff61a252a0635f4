import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModalId } from '@chartbench/core';
import { useEffect } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditNameDialog } from '../dialogs/EditNameDialog/EditNameDialog';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ModalHost, type ModalRegistry } from './ModalHost';

function Opener({ modal }: { modal: ModalId }) {
  const actions = useWorkbenchActions();
  useEffect(() => actions.openModal(modal), [actions, modal]);
  return null;
}

/** One wired data dialog, as the workbench plugs them in. */
const WIRED: ModalRegistry = {
  editChartName: ({ close }) => (
    <EditNameDialog kind="chart" currentName="AAPL daily breakout" onSubmit={fn()} onClose={close} />
  ),
};

type Args = { modal: ModalId; member: MemberName; bodyWidth: number };

const meta = {
  title: 'Workbench/ModalHost',
  tags: ['autodocs'],
  args: { modal: 'createAccount', member: 'visitor', bodyWidth: 1024 },
  argTypes: {
    modal: {
      control: 'select',
      options: [
        'createAccount',
        'upgradeToExtra',
        'upgradeToPro',
        'comingSoon',
        'startTour',
        'endTour',
        'workbenchPreferences',
        'saveChart',
        'editChartName',
      ],
    },
    member: { control: 'select', options: Object.keys(MEMBERS) },
  },
  render: ({ modal, member, bodyWidth }) => (
    <StoryWorkbench
      key={`${modal}-${member}`}
      api={STORY_APIS.pending()}
      options={{ member: MEMBERS[member] }}
    >
      <Opener modal={modal} />
      <ModalHost dialogs={WIRED} bodyWidth={bodyWidth} />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};

export const UpgradeToExtra: Story = { args: { modal: 'upgradeToExtra', member: 'free' } };

export const UpgradeToPro: Story = { args: { modal: 'upgradeToPro', member: 'extra' } };

/** Escape closes the dialog (spec 3 §2.14). */
export const ComingSoon: Story = {
  args: { modal: 'comingSoon', member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Coming Soon' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const StartTour: Story = { args: { modal: 'startTour', member: 'free' } };

export const EndTour: Story = { args: { modal: 'endTour', member: 'free' } };

/** Preferences from the store; a visitor is told what needs an account. */
export const PreferencesVisitor: Story = {
  args: { modal: 'workbenchPreferences' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Workbench Preferences' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auto-refresh the chart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

export const PreferencesPro: Story = { args: { modal: 'workbenchPreferences', member: 'pro' } };

/** A wired data dialog from the registry, opened for a member. */
export const WiredDialog: Story = {
  args: { modal: 'editChartName', member: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Chart name' })).toHaveValue(
      'AAPL daily breakout',
    );
  },
};

/** A visitor asking for a login-only dialog gets create-account instead (spec 1 §2.3). */
export const VisitorAsksToSave: Story = {
  args: { modal: 'saveChart' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};
