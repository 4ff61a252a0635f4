import { fireEvent, render, screen } from '@testing-library/react';
import {
  EMPTY_ANNOTATIONS,
  createDefaultChartSettings,
  inspectorValueAtY,
  parseAnnotations,
  parseInspectorText,
  type AnnotationDocument,
} from '@chartbench/core';
import { createSampleBars, renderChart, sampleAnnotations } from '@chartbench/chart-engine';
import NotesTool from './NotesTool';
import { AnnotationLayer } from './AnnotationLayer';

const bars = createSampleBars({ seed: 7, count: 300 });
const { inspectorText } = renderChart({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars });
const layout = parseInspectorText(inspectorText);
const price = layout.panels.find((p) => p.isPrice)!;
const midY = (price.maxY + price.minY) / 2;
const lastBar = layout.bars.at(-5)!;

function renderTool(
  initial: AnnotationDocument = EMPTY_ANNOTATIONS,
  saving: 'member' | 'visitor' | 'readOnly' = 'member',
) {
  const onClose = vi.fn();
  render(<NotesTool layout={layout} initial={initial} saving={saving} onClose={onClose} />);
  const area = screen.getByTestId('chart-notes-editor');
  // jsdom lays nothing out: a zero box maps client pixels one to one onto image pixels.
  const at = (x: number, y: number, extra: object = {}) => ({
    clientX: x,
    clientY: y,
    pointerId: 1,
    buttons: 1,
    ...extra,
  });
  const saved = (): AnnotationDocument => {
    fireEvent.click(
      screen.getByRole('button', {
        name: saving === 'member' ? 'Save & Close' : saving === 'visitor' ? 'Save (create account)' : 'Close',
      }),
    );
    const text = onClose.mock.calls.at(-1)?.[0] as string;
    const parsed = parseAnnotations(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };
  return { area, at, saved, onClose };
}

describe('the ChartNotes tool', () => {
  it('a horizontal line placed with the magnet off sits at the price under the pointer, on that bar', () => {
    const { area, at, saved } = renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Horizontal line' }));
    fireEvent.pointerDown(area, at(lastBar.barIndex, midY, { altKey: true }));
    const [line] = saved().drawings;
    expect(line).toMatchObject({ tool: 'horizontalLine', panel: 'price' });
    expect(line?.points[0]?.price).toBeCloseTo(inspectorValueAtY(price, midY), 3);
  });

  it('the magnet snaps to one of the bar’s open, high, low and close', () => {
    const { area, at, saved } = renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Horizontal line' }));
    fireEvent.pointerDown(area, at(lastBar.barIndex, midY));
    const value = saved().drawings[0]?.points[0]?.price;
    expect([lastBar.open, lastBar.high, lastBar.low, lastBar.close]).toContain(value);
  });

  it('a trend line is drawn by dragging; Escape cancels a drawing in progress', () => {
    const { area, at, saved } = renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Trend line' }));
    fireEvent.pointerDown(area, at(100, midY));
    fireEvent.pointerMove(area, at(200, midY - 20));
    fireEvent.keyDown(area, { key: 'Escape' });
    fireEvent.pointerUp(area, at(200, midY - 20));
    fireEvent.pointerDown(area, at(100, midY));
    fireEvent.pointerMove(area, at(300, midY - 30));
    fireEvent.pointerUp(area, at(300, midY - 30));
    expect(saved().drawings.map((d) => [d.tool, d.points.length])).toEqual([['trendLine', 2]]);
  });

  it('a selected drawing moves with the arrow keys, is deleted with Delete, and undo brings it back', () => {
    const initial = {
      version: 1 as const,
      drawings: sampleAnnotations(bars).drawings.filter((d) => d.tool === 'text'),
    };
    const { area, saved } = renderTool(initial);
    const drawing = document.querySelector('[data-id]')!;
    fireEvent.pointerDown(drawing, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(area);
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(saved().drawings[0]?.points[0]?.time).toBeGreaterThan(initial.drawings[0]!.points[0]!.time);
    fireEvent.keyDown(area, { key: 'Delete' });
    expect(saved().drawings).toEqual([]);
    fireEvent.keyDown(area, { key: 'z', ctrlKey: true });
    expect(saved().drawings).toHaveLength(1);
  });

  it('says a visitor needs an account and a read-only chart cannot save', () => {
    renderTool(EMPTY_ANNOTATIONS, 'visitor');
    expect(screen.getByText('Saving ChartNotes needs a free account.')).toBeInTheDocument();
  });

  it('the read-only layer draws saved drawings and nothing for unreadable ones', () => {
    const { container, rerender } = render(
      <AnnotationLayer annotations={JSON.stringify(sampleAnnotations(bars))} layout={layout} />,
    );
    expect(container.querySelectorAll('[data-role^="annotation-"]').length).toBeGreaterThan(13);
    rerender(<AnnotationLayer annotations="not json" layout={layout} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
