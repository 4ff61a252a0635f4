import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adLayout } from '@chartbench/core';
import { MEMBERS, type MemberName } from '../test/members';
import { WorkbenchRoot } from '../theme/Root';
import { SignUpPrompt } from './SignUpPrompt';

type Args = { member: MemberName; chartLoaded: boolean; onCreateAccount: () => void };

/** The sign-up element where core's `adLayout` shows it: for visitors, once the chart has loaded. */
function SignUpFor({ member, chartLoaded, onCreateAccount }: Args) {
  const layout = adLayout({
    loggedIn: MEMBERS[member] !== null,
    bodyWidth: 1400,
    chartLoaded,
    enabled: true,
  });
  return (
    <WorkbenchRoot style={{ padding: 16, maxWidth: 720 }}>
      {layout.signUp && <SignUpPrompt onCreateAccount={onCreateAccount} />}
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Workbench/SignUpPrompt',
  tags: ['autodocs'],
  args: { member: 'visitor', chartLoaded: true, onCreateAccount: fn() },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } },
    chartLoaded: { control: 'boolean', table: { category: 'State' } },
  },
  render: (args: Args) => <SignUpFor {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor once the chart has loaded: create an account or start the free trial. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a Free Account' }));
    await expect(args.onCreateAccount).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/checkout/freetrial/',
    );
  },
};

/** A visitor while the chart is still loading (or failed to): nothing yet. */
export const Loading: Story = {
  args: { chartLoaded: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

const memberStory = (member: MemberName): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
});

/** A free member: already signed up, no prompt. */
export const Free = memberStory('free');
/** A Basic member. */
export const Basic = memberStory('basic');
/** An Extra member. */
export const Extra = memberStory('extra');
/** A Pro member. */
export const Pro = memberStory('pro');
