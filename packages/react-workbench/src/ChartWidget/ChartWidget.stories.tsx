import type { Meta, StoryObj } from '@storybook/react-vite';
import { createBars } from '@chartbench/core';
import { createSampleBars } from '@chartbench/chart-engine';
import { expect, waitFor, within } from 'storybook/test';
import { ChartWidget } from './ChartWidget';

const BARS = createSampleBars({ seed: 42, count: 400 });

const meta = {
  title: 'Partner/ChartWidget',
  component: ChartWidget,
  tags: ['autodocs'],
  args: { symbol: 'AAPL', bars: BARS, caption: 'Synthetic sample data' },
  argTypes: {
    symbol: { table: { category: 'Chart' } },
    settings: { table: { category: 'Chart' } },
    width: { control: 'number', table: { category: 'Size' } },
    height: { control: 'number', table: { category: 'Size' } },
  },
} satisfies Meta<typeof ChartWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement) {
  const chart = await within(canvasElement).findByRole('application');
  await waitFor(() => expect(chart.querySelector('canvas')?.width).toBeGreaterThan(0));
}

/** Drawn in the browser on canvas by chart-engine, as wide as its container: hover, wheel, drag, keys. */
export const OhlcBars: Story = { play: ({ canvasElement }) => drawn(canvasElement) };

export const Candlesticks: Story = {
  args: { settings: { chartType: 'candle', chartSettingsVolumeMenuValue: 'separate' } },
  play: ({ canvasElement }) => drawn(canvasElement),
};

export const Small: Story = {
  args: { width: 360, height: 240 },
  play: ({ canvasElement }) => drawn(canvasElement),
};

/** Fetching bars from a server that does not answer: the loading status, then the chart-data error. */
export const ServerUnreachable: Story = {
  args: { bars: undefined, baseUrl: 'http://127.0.0.1:9', width: 480, height: 300 } as never,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Hmm... An error occurred while loading the image data.',
    );
  },
};

/** Bars that cannot be drawn say so. */
export const BadBars: Story = {
  args: { bars: { ...createBars(3), close: new Float64Array(1) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
