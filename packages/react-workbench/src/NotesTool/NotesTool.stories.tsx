import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import {
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_LABELS,
  EMPTY_ANNOTATIONS,
  createDefaultChartSettings,
  parseInspectorText,
  serializeAnnotations,
} from '@chartbench/core';
import { createSampleBars, renderChart, sampleAnnotations, svgDataUrl } from '@chartbench/chart-engine';
import NotesTool, { type NotesToolProps } from './NotesTool';
import { AnnotationLayer } from './AnnotationLayer';

/** A real chart drawn by chart-engine and the layout (inspector data) of that same drawing. */
const bars = createSampleBars({ seed: 7, count: 400 });
const chart = (() => {
  const { svg, inspectorText } = renderChart({
    symbol: 'AAPL',
    settings: createDefaultChartSettings(),
    bars,
  });
  return { src: svgDataUrl(svg), layout: parseInspectorText(inspectorText) };
})();
const EVERY_TOOL = sampleAnnotations(bars);

const meta = {
  title: 'Workbench/NotesTool',
  component: NotesTool,
  tags: ['autodocs'],
  args: {
    layout: chart.layout,
    initial: EMPTY_ANNOTATIONS,
    saving: 'member',
    onClose: fn(),
    onProblem: fn(),
  },
  argTypes: {
    saving: {
      control: 'inline-radio',
      options: ['member', 'visitor', 'readOnly'],
      table: { category: 'State' },
    },
  },
  render: (args) => (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <img src={chart.src} alt="Chart of AAPL" style={{ display: 'block' }} />
      <NotesTool {...args} />
    </div>
  ),
} satisfies Meta<NotesToolProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses at a fraction of the drawing area, moves and lets go. */
function stroke(canvasElement: HTMLElement, from: [number, number], to: [number, number]) {
  const area = within(canvasElement).getByTestId('chart-notes-editor');
  const box = area.getBoundingClientRect();
  const at = ([fx, fy]: [number, number]) => ({
    clientX: box.left + box.width * fx,
    clientY: box.top + box.height * fy,
    pointerId: 1,
    buttons: 1,
  });
  fireEvent.pointerDown(area, at(from));
  fireEvent.pointerMove(area, at(to));
  fireEvent.pointerUp(area, at(to));
  return area;
}

/** A member's empty chart: the notes menu, nothing drawn; a trend line is drawn by dragging and saved on close. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fireEvent.click(canvas.getByRole('button', { name: 'Trend line' }));
    const area = stroke(canvasElement, [0.3, 0.6], [0.6, 0.3]);
    await expect(area.querySelector('[data-role="annotation-trendLine"]')).not.toBeNull();
    await fireEvent.click(canvas.getByRole('button', { name: 'Save & Close' }));
    // The menu fades out, then the tool closes with the drawing.
    await waitFor(() =>
      expect(args.onClose).toHaveBeenCalledWith(expect.stringContaining('"tool":"trendLine"')),
    );
  },
};

/** Every tool's drawing on one chart; each tool of the menu can be picked from the keyboard and by pointer. */
export const EveryTool: Story = {
  args: { initial: EVERY_TOOL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tool of ANNOTATION_TOOLS) {
      await expect(canvasElement.querySelector(`[data-role="annotation-${tool}"]`)).not.toBeNull();
      const button = canvas.getByRole('button', { name: ANNOTATION_TOOL_LABELS[tool] });
      await fireEvent.click(button);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  },
};

/** A drawing selected: handles on its anchors; Delete removes it, undo brings it back, Escape deselects. */
export const Selected: Story = {
  args: { initial: { version: 1, drawings: EVERY_TOOL.drawings.filter((d) => d.tool === 'rectangle') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvasElement.querySelector('[data-id]')!;
    fireEvent.pointerDown(drawing, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(canvas.getByTestId('chart-notes-editor'));
    await expect(canvasElement.querySelectorAll('[data-handle]')).toHaveLength(2);
    fireEvent.keyDown(canvas.getByTestId('chart-notes-editor'), { key: 'Delete' });
    await expect(canvasElement.querySelector('[data-id]')).toBeNull();
    await fireEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvasElement.querySelector('[data-id]')).not.toBeNull();
  },
};

/** A visitor: they may draw; closing offers an account. */
export const Visitor: Story = {
  args: { saving: 'visitor' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Saving ChartNotes needs a free account.'),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save (create account)' }),
    ).toBeInTheDocument();
  },
};

/** A chart of a read-only list: its drawings show; closing keeps nothing. */
export const ReadOnly: Story = {
  args: { saving: 'readOnly', initial: EVERY_TOOL },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/read-only ChartList/)).toBeInTheDocument();
  },
};

/** The saved drawings over the chart outside annotation mode, read-only. */
export const SavedDrawings: StoryObj<typeof AnnotationLayer> = {
  render: () => (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <img src={chart.src} alt="Chart of AAPL" style={{ display: 'block' }} />
      <AnnotationLayer
        annotations={(serializeAnnotations(EVERY_TOOL) as { value: string }).value}
        layout={chart.layout}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ChartNotes' })).toBeInTheDocument();
  },
};
