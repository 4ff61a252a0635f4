import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModalHost } from '../../ModalHost/ModalHost';
import { STORY_APIS, StoryWorkbench } from '../../test/StoryWorkbench';
import type { MemberName } from '../../test/members';
import { MEMBERS } from '../../test/members';
import { WiredModePanel } from './connected';

type Args = { member: MemberName; symbol: string };

const meta = {
  title: 'Modes/WiredModePanel',
  tags: ['autodocs'],
  args: { member: 'visitor', symbol: 'AAPL' },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    symbol: { control: 'text', table: { category: 'Data' } },
  },
  render: ({ member, symbol }) => (
    <StoryWorkbench
      key={`${member}-${symbol}`}
      api={STORY_APIS.offline()}
      options={{ symbol, member: MEMBERS[member] }}
    >
      <WiredModePanel today="2026-11-20" />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Panel below the chart' }));

/** Opens on Chart Settings, the default mode (spec 3 §2.2). */
export const ChartSettingsByDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(canvasElement).getByRole('form', { name: 'Chart Settings' })).toBeInTheDocument();
  },
};

/** A visitor switches to Symbol Summary in place; a members-only mode asks for an account and the mode stays. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('tab', { name: 'Symbol Summary' }));
    await expect(panel(canvasElement).getByRole('tab', { name: 'Symbol Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(panel(canvasElement).getByRole('tab', { name: /Price Alerts/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
    await expect(panel(canvasElement).getByRole('tab', { name: 'Symbol Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A member opens a members-only mode. */
export const Member: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('tab', { name: 'Price Alerts' }));
    await expect(panel(canvasElement).getByRole('tab', { name: 'Price Alerts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** An unknown symbol: the modes that need one are unavailable and do nothing. */
export const SymbolNotFound: Story = {
  args: { symbol: 'ZZZZ' },
  play: async ({ canvasElement }) => {
    const tab = panel(canvasElement).getByRole('tab', { name: 'Symbol Summary' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(tab);
    await expect(panel(canvasElement).getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
