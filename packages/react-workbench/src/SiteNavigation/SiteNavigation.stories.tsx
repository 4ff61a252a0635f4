import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MEMBERS, type MemberName } from '../test/members';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { SiteNavigation } from './SiteNavigation';

type Args = { member: MemberName };

const meta = {
  title: 'Site/SiteNavigation',
  tags: ['autodocs'],
  args: { member: 'visitor' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } } },
  render: ({ member }: Args) => (
    <StoryWorkbench api={STORY_APIS.offline()} options={{ member: MEMBERS[member] }}>
      <SiteNavigation />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Log In and Free Trial; the marketplace is not offered. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Charts & Tools ▾' }));
    await expect(canvas.getByRole('menuitem', { name: 'SharpCharts Workbench' })).toBeInTheDocument();
    await expect(canvas.queryByRole('menuitem', { name: 'Marketplace' })).toBeNull();
  },
};

const memberStory = (member: MemberName, name: string): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Log In' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Account: ${name} ▾` }));
    await expect(canvas.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
  },
});

/** A free member: the account menu. */
export const Free = memberStory('free', 'Fran');
/** A Basic member. */
export const Basic = memberStory('basic', 'Bo');
/** An Extra member. */
export const Extra = memberStory('extra', 'Eve');
/** A Pro member. */
export const Pro = memberStory('pro', 'Pat');

/** The site search shown: it takes focus. */
export const SearchOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('textbox', { name: 'Search the site' })).toHaveFocus();
  },
};
