import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS, offlineApiFor } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { Workbench } from './Workbench';

const toolbar = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('toolbar', { name: 'Chart controls' }));

type Args = { api: keyof typeof STORY_APIS; symbol: string; member: MemberName };

const meta = {
  title: 'Workbench/Workbench',
  tags: ['autodocs'],
  args: { api: 'offline', symbol: 'AAPL', member: 'visitor' },
  argTypes: {
    api: { control: 'select', options: Object.keys(STORY_APIS), table: { category: 'Data' } },
    symbol: { control: 'text', table: { category: 'Data' } },
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
  },
  render: ({ api, symbol, member }) => (
    <WorkbenchProvider
      key={`${api}-${symbol}-${member}`}
      api={api === 'offline' ? offlineApiFor(MEMBERS[member]) : STORY_APIS[api]()}
      options={{ symbol, member: MEMBERS[member] }}
    >
      <Workbench />
    </WorkbenchProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedChart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const image = await canvas.findByRole('img', { name: /Chart of/ }, { timeout: 10_000 });
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  return { canvas, image: image as HTMLImageElement };
}

/** The chart drawn in the browser by chart-engine from sample bars: no server. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loadedChart(canvasElement);
  },
};

/** Typing a symbol and changing the period redraw the chart. */
export const ChangeSymbolAndPeriod: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, image } = await loadedChart(canvasElement);
    const first = image.src;
    const field = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'msft{Enter}');
    await waitFor(() => expect(canvas.getByRole('img', { name: /Chart of MSFT/ })).toBeInTheDocument());
    await userEvent.click(toolbar(canvas).getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Weekly' }));
    const { image: weekly } = await loadedChart(canvasElement);
    expect(weekly.src).not.toBe(first);
  },
};

/** The lookup has not answered yet. */
export const Loading: Story = {
  args: { api: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading chart');
  },
};

/** spec 3 §2.1: a symbol with no data. */
export const InvalidSymbol: Story = {
  args: { symbol: 'ZZZZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Try a new symbol' }), 'SPY{Enter}');
    await loadedChart(canvasElement);
  },
};

/** spec 3 §8: the image failed to load: it is hidden and logged, no error is shown. */
export const ImageError: Story = {
  args: { api: 'brokenImages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading chart…')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('img', { name: /Chart of/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A visitor choosing a members-only period is asked to create an account; the chart stays as it was. */
export const VisitorLockedPeriod: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    await userEvent.click(toolbar(canvas).getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(canvas.getByRole('option', { name: /^Monthly/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Create Account',
    });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // React Aria gives the focus back in the frame after the menu closes.
    await waitFor(() => expect(toolbar(canvas).getByRole('button', { name: 'Period: Daily' })).toHaveFocus());
  },
};

/** A free member: paying-only entries are locked with an upgrade to Extra. */
export const FreeMember: Story = {
  args: { member: 'free' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    await userEvent.click(toolbar(canvas).getByRole('button', { name: 'Period: Daily' }));
    await expect(canvas.getByRole('option', { name: /^Hourly/ })).toHaveTextContent('Extra & Pro');
  },
};

/** A pro member: nothing is locked, and a quarterly chart loads. */
export const ProMember: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    await userEvent.click(toolbar(canvas).getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Quarterly' }));
    await waitFor(() =>
      expect(toolbar(canvas).getByRole('button', { name: 'Period: Quarterly' })).toBeInTheDocument(),
    );
    await loadedChart(canvasElement);
  },
};

/** spec 3 §4 autosuggest in the upper bar: typing a company name offers its symbol; Enter charts it. */
export const Autosuggest: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'microsoft');
    await userEvent.click(await canvas.findByRole('option', { name: /MSFT/ }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByRole('img', { name: /Chart of MSFT/ })).toBeInTheDocument());
  },
};

const belowChart = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Panel below the chart' }));

/** spec 3 §2.2: the panel below the chart switches modes in place; Chart Settings (and the range slider) go. */
export const SwitchMode: Story = {
  args: { member: 'free' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    await expect(belowChart(canvas).getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(belowChart(canvas).getByRole('tab', { name: 'Symbol Summary' }));
    await expect(belowChart(canvas).getByRole('tab', { name: 'Symbol Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('form', { name: 'Chart Settings' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Range slider' })).toBeNull();
  },
};

/** spec 3 §2.2: a visitor choosing a members-only mode is asked to create an account; the mode stays. */
export const VisitorMembersOnlyMode: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedChart(canvasElement);
    await userEvent.click(belowChart(canvas).getByRole('tab', { name: /Price Alerts/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(belowChart(canvas).getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
