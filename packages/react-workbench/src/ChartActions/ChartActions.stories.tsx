import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChartListMenu } from '../ChartListMenu/ChartListMenu';
import { SAVED_CHART_APIS } from '../ChartListMenu/fixtures';
import { ModalHost } from '../ModalHost/ModalHost';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ChartActions } from './ChartActions';

type Args = { symbol: string; member: MemberName; api: 'offline' | 'pending' | 'lists' };

const apiFor = (api: Args['api']) => (api === 'lists' ? SAVED_CHART_APIS.lists() : STORY_APIS[api]());

const meta = {
  title: 'Workbench/ChartActions',
  tags: ['autodocs'],
  args: { symbol: 'AAPL', member: 'visitor', api: 'offline' },
  argTypes: {
    symbol: { control: 'text', table: { category: 'Chart' } },
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    api: { control: 'select', options: ['offline', 'pending', 'lists'], table: { category: 'Data' } },
  },
  render: ({ symbol, member, api }) => (
    <StoryWorkbench
      key={`${symbol}-${member}-${api}`}
      api={apiFor(api)}
      options={{ symbol, member: MEMBERS[member] }}
    >
      <div style={{ padding: 16, minHeight: 320 }}>
        {api === 'lists' && <ChartListMenu />}
        <ChartActions />
        <ModalHost />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a found symbol: Save asks for an account; nothing to delete. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  },
};

/** While the symbol is being looked up the actions are usable; the help menu opens. */
export const Loading: Story = {
  args: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expect(canvas.getByRole('menuitem', { name: 'Technical Support' })).toBeInTheDocument();
  },
};

/** A not-found symbol disables Save, Save As, Annotate and Delete. */
export const InvalidSymbol: Story = {
  args: { symbol: 'NOPE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled(), {
      timeout: 5000,
    });
    for (const name of ['Save As', 'Annotate', 'Delete'])
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};

/** A free member turns auto-size off and the inspector on. */
export const Free: Story = {
  args: { member: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const autoSize = canvas.getByRole('checkbox', { name: 'Auto-Size Charts' });
    if ((autoSize as HTMLInputElement).checked) await userEvent.click(autoSize);
    await userEvent.click(canvas.getByRole('button', { name: 'Inspect' }));
    await expect(canvas.getByRole('button', { name: 'Inspect' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A pro member viewing a saved chart: Save is grey with a check while unchanged; Delete and Annotate are on. */
export const ProSavedChart: Story = {
  args: { member: 'pro', api: 'lists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'Tech Leaders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chart: Select a chart' }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'AAPL daily breakout' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'No unsaved changes',
    );
    await expect(canvas.getByRole('button', { name: 'Save As' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Annotate' })).toBeEnabled();
  },
};
