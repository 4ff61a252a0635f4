import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS } from '../test/StoryWorkbench';
import { Workbench } from './Workbench';

type Args = { api: keyof typeof STORY_APIS; symbol: string };

const meta = {
  title: 'Workbench/Workbench',
  tags: ['autodocs'],
  args: { api: 'offline', symbol: 'AAPL' },
  argTypes: {
    api: { control: 'select', options: Object.keys(STORY_APIS), table: { category: 'Data' } },
    symbol: { control: 'text', table: { category: 'Data' } },
  },
  render: ({ api, symbol }) => (
    <WorkbenchProvider key={`${api}-${symbol}`} api={STORY_APIS[api]()} options={{ symbol }}>
      <Workbench />
    </WorkbenchProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedChart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const image = await canvas.findByRole('img', { name: /Chart of/ }, { timeout: 10_000 });
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
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
    const field = canvas.getByRole('textbox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'msft{Enter}');
    await waitFor(() => expect(canvas.getByRole('img', { name: /Chart of MSFT/ })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Daily' }));
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
    await expect(await canvas.findByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Try a new symbol' }), 'SPY{Enter}');
    await loadedChart(canvasElement);
  },
};

/** spec 3 §8: the image failed to load. */
export const ImageError: Story = {
  args: { api: 'brokenImages' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while loading the image data');
  },
};
