import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { RangeMenu } from './RangeMenu';

const meta = {
  title: 'Workbench/RangeMenu',
  tags: ['autodocs'],
  args: { member: 'visitor' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } } },
  render: ({ member }) => (
    <StoryWorkbench key={member} api={STORY_APIS.offline()} options={{ member: MEMBERS[member] }}>
      <div style={{ padding: 16, minHeight: 480 }}>
        <RangeMenu />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<{ member: MemberName }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseSixMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Range: 1 Year' }));
    await userEvent.click(canvas.getByRole('option', { name: '6 Months' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Range: 6 Months' })).toBeInTheDocument());
  },
};

/** Open for each member level: locks follow core's canUse. */
export const OpenAsVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Range: 1 Year' }));
    await expect(canvas.getByRole('option', { name: /^5 Years/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OpenAsPro: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Range: 1 Year' }));
    await expect(canvas.getByRole('option', { name: /^5 Years/ })).not.toHaveAttribute('aria-disabled');
  },
};
