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
import { FADE_MS } from './useFadeOut';

const bars = createSampleBars({ seed: 7, count: 300 });
const { inspectorText } = renderChart({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars });
const layout = parseInspectorText(inspectorText);
const price = layout.panels.find((p) => p.isPrice)!;
const midY = (price.maxY + price.minY) / 2;
const lastBar = layout.bars.at(-5)!;

/**
 * Ends the notes menu's fade-out. jsdom runs no animation, so its end is sent by hand, under both names: React
 * listens for `webkitAnimationEnd` where the DOM has no AnimationEvent (as in jsdom), `animationend` elsewhere.
 */
function endFade() {
  const bar = screen.getByRole('toolbar', { name: 'ChartNotes' });
  for (const name of ['animationend', 'webkitAnimationEnd'])
    fireEvent(bar, new Event(name, { bubbles: true }));
}

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
    endFade();
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

  describe('the notes menu fades out when it closes (spec 2 §9)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('closing fades the menu out, and the tool closes once the fade has ended', () => {
      const { onClose } = renderTool();
      fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
      const menu = screen.getByRole('toolbar', { name: 'ChartNotes tools' });
      const bar = screen.getByRole('toolbar', { name: 'ChartNotes' });
      expect(menu).toHaveAttribute('data-closing');
      expect(bar).toHaveAttribute('data-closing');
      expect(onClose).not.toHaveBeenCalled();
      // A second press while fading closes once.
      fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
      endFade();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledWith(null);
    });

    it('closes anyway when no animation end comes (a hidden tab)', () => {
      vi.useFakeTimers();
      const { onClose } = renderTool();
      fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(FADE_MS + 100);
      expect(onClose).toHaveBeenCalledWith('');
    });

    it('with reduced motion asked for, the tool closes at once, without a fade', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
      }));
      const { onClose } = renderTool();
      fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
      expect(onClose).toHaveBeenCalledWith('');
      expect(screen.getByRole('toolbar', { name: 'ChartNotes' })).not.toHaveAttribute('data-closing');
    });
  });
});
