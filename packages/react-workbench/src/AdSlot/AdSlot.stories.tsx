import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { AdLoadState, AdProvider } from '@chartbench/core';
import { adLayout } from '@chartbench/core';
import { MEMBERS, type MemberName } from '../test/members';
import { WorkbenchRoot } from '../theme/Root';
import { AdSlot } from './AdSlot';

type LoadName = 'unconfigured' | 'loading' | 'shown' | 'failed';
type Args = { member: MemberName; bodyWidth: number; load: LoadName; onRetry: () => void };

const LOADS: Record<LoadName, AdLoadState> = {
  unconfigured: { status: 'loaded', data: 'unconfigured' },
  loading: { status: 'loading' },
  shown: { status: 'loaded', data: 'shown' },
  failed: { status: 'failed' },
};

/** A stand-in provider that fills each slot with a coloured box, as a real ad tag would fill it. */
const storyProvider: AdProvider = {
  load: () => Promise.resolve(),
  display(slotId, size) {
    const element = document.getElementById(slotId);
    if (element) element.style.background = `hsl(${(size.width + size.height) % 360} 60% 85%)`;
  },
};

/** The three regions of core's `adLayout` for the member and width, after the chart has loaded. */
function AdRegions({ member, bodyWidth, load, onRetry }: Args) {
  const layout = adLayout({
    loggedIn: MEMBERS[member] !== null,
    bodyWidth,
    chartLoaded: true,
    enabled: true,
  });
  const common = { load: LOADS[load], provider: storyProvider, onRetry };
  return (
    <WorkbenchRoot style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <AdSlot slots={layout.above} region="above" {...common} />
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ width: 600, height: 400, border: '1px solid #ccc' }}>Chart</div>
        <AdSlot slots={layout.beside} region="beside" {...common} />
      </div>
      <AdSlot slots={layout.below} region="below" load={LOADS[load]} provider={storyProvider} />
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Workbench/AdSlot',
  tags: ['autodocs'],
  args: { member: 'visitor', bodyWidth: 1400, load: 'unconfigured', onRetry: fn() },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } },
    load: { control: 'select', options: Object.keys(LOADS), table: { category: 'State' } },
    bodyWidth: { control: 'number', table: { category: 'Layout' } },
  },
  render: (args: Args) => <AdRegions {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor at 1240 px or wider, no provider configured: the sidebar slots and the sidewall right of the chart, the leaderboard under it, as placeholders. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /^Advertisement/ })).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'Advertisement 300 by 600' })).toHaveStyle({
      height: '600px',
    });
    await expect(canvas.getByRole('img', { name: 'Advertisement 970 by 250' })).toBeInTheDocument();
  },
};

/** A visitor on a narrower page: the top slot above the chart, no leaderboard under 970 px. */
export const VisitorNarrow: Story = {
  args: { bodyWidth: 900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Advertisement 728 by 90' })).toHaveStyle({
      height: '90px',
    });
    await expect(canvas.queryByRole('img', { name: 'Advertisement 970 by 250' })).toBeNull();
  },
};

/** The provider's script is loading: placeholders, marked busy. */
export const Loading: Story = {
  args: { load: 'loading' },
  play: async ({ canvasElement }) => {
    const beside = within(canvasElement).getByRole('complementary', { name: 'Advertisements' });
    await expect(beside).toHaveAttribute('aria-busy', 'true');
  },
};

/** The provider loaded and filled each slot. */
export const Shown: Story = {
  args: { load: 'shown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Advertisement')).toBeNull();
  },
};

/** The provider's retries are spent: the placeholders stay, with Try Again. */
export const Failed: Story = {
  args: { load: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Try Again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const memberStory = (member: MemberName): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: /^Advertisement/ })).toBeNull();
  },
});

/** A free member: no ads (spec 3 §1: ads are shown to non-members). */
export const Free = memberStory('free');
/** A Basic member: no ads. */
export const Basic = memberStory('basic');
/** An Extra member: no ads. */
export const Extra = memberStory('extra');
/** A Pro member: no ads. */
export const Pro = memberStory('pro');
