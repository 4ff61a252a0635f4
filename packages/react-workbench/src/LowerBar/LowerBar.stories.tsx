import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WorkbenchApi } from '@chartbench/core';
import { DIALOG_STYLES } from '../dialogs/fixtures';
import { ModalHost } from '../ModalHost/ModalHost';
import { createSampleOfflineApi } from '@chartbench/offline';
import { StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { LowerBar } from './LowerBar';

/** Offline backends for the bar's states: the member's styles, none, loading forever, or failing. */
const APIS = {
  styles: () =>
    createSampleOfflineApi({ member: { loginCookie: '', record: {}, chartStyles: DIALOG_STYLES } }),
  noStyles: () => createSampleOfflineApi({ member: { loginCookie: '', record: {}, chartStyles: [] } }),
  loading: (): WorkbenchApi => ({
    ...createSampleOfflineApi(),
    getChartStyles: () => new Promise(() => undefined),
  }),
  failing: (): WorkbenchApi => ({
    ...createSampleOfflineApi(),
    getChartStyles: () => Promise.reject(new Error('down')),
  }),
} satisfies Record<string, () => WorkbenchApi>;

type Args = { member: MemberName; api: keyof typeof APIS; bodyWidth: number; print: () => void };

const meta = {
  title: 'Workbench/LowerBar',
  tags: ['autodocs'],
  args: { member: 'visitor', api: 'styles', bodyWidth: 1280, print: fn() },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    api: { control: 'select', options: Object.keys(APIS), table: { category: 'Data' } },
    bodyWidth: { control: 'number', table: { category: 'Layout' } },
  },
  render: ({ member, api, bodyWidth, print }) => (
    <StoryWorkbench
      key={`${member}-${api}`}
      api={APIS[api]()}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <div style={{ paddingTop: 260 }}>
        <LowerBar bodyWidth={bodyWidth} print={print} />
      </div>
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a wide screen: the bar is open; Save ChartStyle asks for an account. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hide chart tools' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.print).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save ChartStyle' }));
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

/** A visitor on a phone-sized page: the bar starts collapsed. */
export const Narrow: Story = {
  args: { bodyWidth: 600 },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show chart tools' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A free member with no saved ChartStyles: the menu says so. */
export const FreeEmpty: Story = {
  args: { member: 'free', api: 'noStyles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart tools' }));
    await userEvent.click(canvas.getByRole('button', { name: /^ChartStyles/ }));
    await expect(await canvas.findByText('You have no saved ChartStyles.')).toBeInTheDocument();
  },
};

/** A pro member: the ChartStyles menu lists their styles with their actions, and the StyleButtons row shows after it loads. */
export const Pro: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart tools' }));
    await userEvent.click(canvas.getByRole('button', { name: /^ChartStyles/ }));
    await expect(await canvas.findByRole('menuitem', { name: 'Weekly line' })).toBeInTheDocument();
    // Each style can be renamed, deleted or put on a StyleButton from its row.
    const weekly = within(canvas.getByRole('group', { name: 'Weekly line' }));
    await expect(
      weekly.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(['Weekly line', 'Rename Weekly line', 'Delete Weekly line', 'StyleButton for Weekly line']);
    await userEvent.keyboard('{Escape}');
    const row = within(await canvas.findByRole('group', { name: 'StyleButtons' }));
    await expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['DC', 'WL']);
  },
};

/** The styles are still loading. */
export const Loading: Story = {
  args: { member: 'pro', api: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart tools' }));
    await userEvent.click(canvas.getByRole('button', { name: /^ChartStyles/ }));
    await expect(await canvas.findByText('Loading ChartStyles…')).toBeInTheDocument();
  },
};

/** The styles failed to load: the menu offers to try again. */
export const Failed: Story = {
  args: { member: 'pro', api: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart tools' }));
    await userEvent.click(canvas.getByRole('button', { name: /^ChartStyles/ }));
    await expect(
      await canvas.findByRole('menuitem', { name: /Failed to load ChartStyles/ }),
    ).toBeInTheDocument();
  },
};
