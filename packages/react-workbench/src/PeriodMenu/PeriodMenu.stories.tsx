import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { PeriodMenu } from './PeriodMenu';

const meta = {
  title: 'Workbench/PeriodMenu',
  tags: ['autodocs'],
  args: { member: 'visitor' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } } },
  render: ({ member }) => (
    <StoryWorkbench key={member} api={STORY_APIS.offline()} options={{ member: MEMBERS[member] }}>
      <div style={{ padding: 16, minHeight: 480 }}>
        <PeriodMenu />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<{ member: MemberName }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseWeekly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Period: Weekly' })).toBeInTheDocument());
  },
};

/** Open for each member level: locks follow core's canUse. */
export const OpenAsVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Daily' }));
    await expect(canvas.getByRole('option', { name: /^Monthly/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OpenAsPro: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Daily' }));
    await expect(canvas.getByRole('option', { name: /^Monthly/ })).not.toHaveAttribute('aria-disabled');
  },
};
