import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LazyMenu } from './LazyMenu';

const ITEMS = [
  { value: 1, label: '[READ-ONLY] Sample Charts' },
  { value: 2, label: 'My Watchlist' },
  { value: 3, label: 'Framework list', disabled: true },
];

const meta = {
  title: 'Workbench/ChartListMenu/LazyMenu',
  component: LazyMenu,
  tags: ['autodocs'],
  args: {
    label: 'ChartList',
    buttonText: 'Select a ChartList',
    status: 'loaded',
    items: ITEMS,
    selected: null,
    emptyText: 'No ChartLists yet',
    failedText: 'Failed to load ChartLists.',
    onOpen: fn(),
    onChoose: fn(),
  },
  render: (args) => (
    <div style={{ padding: 16, minHeight: 240 }}>
      <LazyMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof LazyMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: opening asks for the entries, choosing one reports it; the framework list cannot be chosen. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Framework list' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'My Watchlist' }));
    await expect(args.onChoose).toHaveBeenCalledWith(2);
  },
};

/** Still loading when opened. */
export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(canvas.getByText(/Loading/i)).toBeInTheDocument();
  },
};

/** Loaded with nothing in it. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(canvas.getByText('No ChartLists yet')).toBeInTheDocument();
  },
};

/** The first load failed. */
export const Failed: Story = {
  args: { status: 'failed', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^ChartList:/ }));
    await expect(canvas.getByText('Failed to load ChartLists.')).toBeInTheDocument();
  },
};

/** A thousand charts, the most a list holds: in Chromium, only the rows in view are drawn, and End reaches the last. */
export const ThousandCharts: Story = {
  args: {
    label: 'Chart',
    buttonText: 'Select a chart',
    items: Array.from({ length: 1000 }, (_, index) => ({ value: index + 1, label: `Chart ${index + 1}` })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chart: Select a chart' }));
    const menu = canvas.getByRole('menu', { name: 'Chart' });
    await expect(within(menu).getAllByRole('menuitemradio').length).toBeLessThanOrEqual(40);
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('menuitemradio', { name: 'Chart 1000' });
    await expect(last).toHaveFocus();
    await expect(within(menu).getAllByRole('menuitemradio').length).toBeLessThanOrEqual(40);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(1000);
  },
};
