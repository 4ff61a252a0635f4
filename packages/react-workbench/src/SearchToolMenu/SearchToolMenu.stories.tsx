import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MEMBERS, type MemberName } from '../test/members';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { SearchToolMenu } from './SearchToolMenu';

type Args = { member: MemberName };

const meta = {
  title: 'Workbench/Toolbar/SearchToolMenu',
  tags: ['autodocs'],
  args: { member: 'visitor' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } } },
  render: ({ member }: Args) => (
    <StoryWorkbench api={STORY_APIS.offline()} options={{ member: MEMBERS[member], symbol: 'MSFT' }}>
      <SearchToolMenu />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the default tool (SharpChart unless one is stored) and the dropdown button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search tools' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

const openStory = (member: MemberName): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search tools' }));
    const menu = canvas.getByRole('menu', { name: 'Search tools' });
    await expect(within(menu).getAllByRole('group')).toHaveLength(11);
    await expect(within(menu).getAllByRole('menuitem', { name: /^Make default: / })).toHaveLength(5);
  },
});

/** Open for a visitor: the 11 tools, the first five can be made the default. */
export const OpenVisitor = openStory('visitor');
/** Open for a free member (the same tools). */
export const OpenFree = openStory('free');
/** Open for a Basic member. */
export const OpenBasic = openStory('basic');
/** Open for an Extra member. */
export const OpenExtra = openStory('extra');
/** Open for a Pro member. */
export const OpenPro = openStory('pro');
