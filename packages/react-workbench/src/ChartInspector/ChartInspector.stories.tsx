import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { createDefaultChartSettings, parseInspectorText, type InspectorData } from '@chartbench/core';
import { createSampleBars, renderChart, svgDataUrl } from '@chartbench/chart-engine';
import { ChartInspector } from './ChartInspector';

/** A real chart drawn by chart-engine, with the inspector text of that same drawing. */
const chart = (() => {
  const settings = createDefaultChartSettings();
  const { svg, inspectorText } = renderChart({
    symbol: 'AAPL',
    settings,
    bars: createSampleBars({ seed: 7, count: 400 }),
  });
  return { src: svgDataUrl(svg), data: parseInspectorText(inspectorText) };
})();

type Args = { data: InspectorData | null; error: string | null };

const meta = {
  title: 'Workbench/ChartInspector',
  component: ChartInspector,
  tags: ['autodocs'],
  args: { data: chart.data, error: null },
  render: (args) => (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <img src={chart.src} alt="Chart of AAPL" style={{ display: 'block' }} />
      <ChartInspector {...args} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves the pointer to a point of the price panel, in image pixels. */
function pointAt(canvasElement: HTMLElement, x: number, y: number, init: PointerEventInit = {}) {
  const surface = within(canvasElement).getByTestId('chart-inspector');
  const box = surface.getBoundingClientRect();
  const scale = box.width / chart.data.width;
  fireEvent.pointerMove(surface, { clientX: box.left + x * scale, clientY: box.top + y * scale, ...init });
  return surface;
}

const priceMiddle = () => {
  const price = chart.data.panels.find((panel) => panel.isPrice) ?? chart.data.panels[0]!;
  const bar = chart.data.bars[Math.floor(chart.data.bars.length / 2)]!;
  return { x: bar.barIndex, y: (price.maxY + price.minY) / 2, bar };
};

/** The mouse over the price panel: the quote box of the bar under it. */
export const QuoteOnPricePanel: Story = {
  play: async ({ canvasElement }) => {
    const { x, y, bar } = priceMiddle();
    pointAt(canvasElement, x, y);
    const quote = await within(canvasElement).findByRole('status', { name: 'Inspector quote' });
    await expect(quote).toHaveTextContent(`C: ${bar.close.toFixed(2)}`);
  },
};

/** Shift held: crosshair lines across the chart; Ctrl held: no quote box. */
export const ShiftAndCtrl: Story = {
  play: async ({ canvasElement }) => {
    const { x, y } = priceMiddle();
    pointAt(canvasElement, x, y, { shiftKey: true });
    await within(canvasElement).findByRole('status', { name: 'Inspector quote' });
    pointAt(canvasElement, x + 10, y, { ctrlKey: true });
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('status', { name: 'Inspector quote' })).toBeNull(),
    );
  },
};

/** The inspector data could not be had: the reason instead of a readout. */
export const Failed: Story = {
  args: { data: null, error: 'No price data found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No price data found.');
  },
};

/** Still loading: the mouse shows nothing yet. */
export const Loading: Story = {
  args: { data: null },
  play: async ({ canvasElement }) => {
    pointAt(canvasElement, 100, 100);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
