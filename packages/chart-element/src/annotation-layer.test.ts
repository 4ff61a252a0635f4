import { createDefaultChartSettings, type AnnotationDocument } from '@chartbench/core';
import { buildChartFrame, createSampleBars } from '@chartbench/chart-engine';
import { createInteractiveChart } from './interactive-chart';
import { createAnnotationLayer } from './annotation-layer';

const bars = createSampleBars({ seed: 5, count: 600 });
const input = { symbol: 'MSFT', settings: createDefaultChartSettings(), bars, width: 640, height: 400 };
const time = bars.time[590] ?? 0;
const NOTES: AnnotationDocument = {
  version: 1,
  drawings: [
    {
      id: 'v',
      tool: 'verticalLine',
      panel: 'price',
      points: [{ time, price: bars.close[590] ?? 0 }],
      style: { color: '#ff0000', width: 2, dash: 'solid' },
    },
    {
      id: 't',
      tool: 'text',
      panel: 'price',
      points: [{ time, price: bars.close[590] ?? 0 }],
      style: { color: '#00aa00', width: 1, dash: 'solid' },
      text: 'Breakout',
    },
  ],
};

/**
 * The 2D context at the canvas port (jsdom draws nothing): records the strokes, fills and text the layer
 * paints, and the clears, in order.
 */
function recordingContext() {
  const calls: string[] = [];
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    globalAlpha: 1,
    lineCap: 'butt',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    save() {},
    restore() {},
    setTransform() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    closePath() {},
    rect() {},
    clip() {},
    setLineDash() {},
    clearRect: () => calls.push('clear'),
    fillRect: () => calls.push(`fillRect ${String(ctx.fillStyle)}`),
    stroke: () => calls.push(`stroke ${String(ctx.strokeStyle)}`),
    fill: () => calls.push(`fill ${String(ctx.fillStyle)}`),
    fillText: (text: string) => calls.push(`text ${text} ${String(ctx.fillStyle)}`),
  };
  return { ctx, calls };
}

describe('ChartNotes on the interactive chart’s canvas', () => {
  it('draws a saved chart’s drawings in their colours on a clear, transparent layer', () => {
    const layer = createAnnotationLayer(document);
    const { ctx, calls } = recordingContext();
    layer.canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
    layer.setDocument(NOTES);
    layer.draw(buildChartFrame(input), 2);
    expect(calls[0]).toBe('clear');
    expect(calls).toContain('stroke #ff0000');
    expect(calls).toContain('text Breakout #00aa00');
    // Nothing covers the chart underneath: the layer's background is transparent.
    expect(calls.filter((c) => c.startsWith('fillRect'))).toEqual(['fillRect rgba(0, 0, 0, 0)']);
    expect(layer.canvas.dataset['drawings']).toBe('2');
    expect(layer.canvas.width).toBe(1280);
  });

  it('clears the drawings when the chart has none any more', () => {
    const layer = createAnnotationLayer(document);
    const { ctx, calls } = recordingContext();
    layer.canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
    layer.setDocument(NOTES);
    layer.draw(buildChartFrame(input), 1);
    calls.length = 0;
    layer.setDocument(undefined);
    layer.draw(buildChartFrame(input), 1);
    expect(calls).toEqual(['clear']);
    expect(layer.canvas.dataset['drawings']).toBe('0');
  });

  it('the interactive chart lays the notes between the chart and the crosshair, from its input', () => {
    const root = document.createElement('div');
    const chart = createInteractiveChart(root);
    chart.setInput({ ...input, annotations: NOTES });
    const canvases = [...root.querySelectorAll('canvas')];
    expect(canvases.map((c) => c.className)).toEqual(['', 'cb-overlay cb-notes', 'cb-overlay']);
    expect(canvases[1]?.dataset['drawings']).toBe('2');
    chart.setInput(input);
    expect(canvases[1]?.dataset['drawings']).toBe('0');
    chart.destroy();
  });
});
