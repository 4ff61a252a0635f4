import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModalHost } from '../ModalHost/ModalHost';
import { StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ChartListMenu } from './ChartListMenu';
import { SAVED_CHART_APIS } from './fixtures';

type Args = { member: MemberName; api: keyof typeof SAVED_CHART_APIS };

const meta = {
  title: 'Workbench/ChartListMenu',
  tags: ['autodocs'],
  args: { member: 'pro', api: 'lists' },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    api: { control: 'select', options: Object.keys(SAVED_CHART_APIS), table: { category: 'Data' } },
  },
  render: ({ member, api }) => (
    <StoryWorkbench
      key={`${member}-${api}`}
      api={SAVED_CHART_APIS[api]()}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <div style={{ padding: 16, minHeight: 320 }}>
        <ChartListMenu />
        <ModalHost />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor has no lists: both menus ask for an account. */
export const Visitor: Story = {
  args: { member: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ChartLists' }));
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

/** A pro member picks a list and a chart; previous/next then walk that list. */
export const Pro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(
      await canvas.findByRole('menuitemradio', { name: '[READ-ONLY] Sample Picks' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Tech Leaders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chart: Select a chart' }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'MSFT weekly trend' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Chart: MSFT weekly trend' })).toBeInTheDocument(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('button', { name: 'Previous chart' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next chart' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Chart: NVDA momentum' })).toBeInTheDocument(),
      { timeout: 5000 },
    );
    // The list wraps (spec 2 §4): next from the last chart is the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next chart' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Chart: AAPL daily breakout' })).toBeInTheDocument(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: 'Classic chart' })).toHaveAttribute(
      'href',
      expect.stringContaining('&a=9101&'),
    );
  },
};

/** A free member's empty list says so in the Chart menu. */
export const FreeEmptyList: Story = {
  args: { member: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'Dividend Payers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chart: Select a chart' }));
    await expect(await canvas.findByText('It looks like this ChartList is empty!')).toBeInTheDocument();
  },
};

/** A member with no ChartLists at all. */
export const NoLists: Story = {
  args: { api: 'noLists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(await canvas.findByText('No ChartLists yet')).toBeInTheDocument();
  },
};

/** The lists are still on their way. */
export const Loading: Story = {
  args: { api: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The first load of the lists failed. */
export const Failed: Story = {
  args: { api: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load ChartLists.');
  },
};
