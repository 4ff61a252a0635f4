import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MEMBERS, type MemberName } from '../test/members';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { SiteFooter } from './SiteFooter';

type Args = { member: MemberName; version: string };

const meta = {
  title: 'Site/SiteFooter',
  tags: ['autodocs'],
  args: { member: 'visitor', version: '1.0.0' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } } },
  render: ({ member, version }: Args) => (
    <StoryWorkbench api={STORY_APIS.offline()} options={{ member: MEMBERS[member] }}>
      <SiteFooter version={version} />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const footerStory = (member: MemberName): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data delayed 15 minutes unless otherwise stated.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(canvas.getByText('Version 1.0.0')).toBeInTheDocument();
  },
});

/** A visitor's footer. */
export const Visitor = footerStory('visitor');
/** A free member's footer (the same links). */
export const Free = footerStory('free');
/** A Basic member's footer. */
export const Basic = footerStory('basic');
/** An Extra member's footer. */
export const Extra = footerStory('extra');
/** A Pro member's footer. */
export const Pro = footerStory('pro');
