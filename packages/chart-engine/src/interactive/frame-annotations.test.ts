import { createDefaultChartSettings, type AnnotationDocument } from '@chartbench/core';
import { renderAnnotatedChart } from '../render-annotated-chart';
import { describe, expect, it } from 'vitest';
import { sampleAnnotations } from '../sample-annotations';
import { createSampleBars } from '../sample-bars';
import type { SceneNode } from '../scene/types';
import { buildChartFrame } from './frame';
import { paintFrameAnnotations } from './frame-annotations';

const settings = createDefaultChartSettings();
const bars = createSampleBars({ seed: 3, count: 2000 });
const input = { symbol: 'MSFT', settings, bars, width: 800, height: 500 };

/** A red vertical line on bar 1900 and a horizontal line at that bar's close. */
const time = bars.time[1900] ?? 0;
const close = bars.close[1900] ?? 0;
const NOTES: AnnotationDocument = {
  version: 1,
  drawings: [
    {
      id: 'v',
      tool: 'verticalLine',
      panel: 'price',
      points: [{ time, price: close }],
      style: { color: '#ff0000', width: 2, dash: 'solid' },
    },
    {
      id: 'h',
      tool: 'horizontalLine',
      panel: 'price',
      points: [{ time, price: close }],
      style: { color: '#00aa00', width: 1, dash: 'dashed' },
    },
  ],
};

/** Every primitive of a scene, clip groups opened. */
const flat = (nodes: readonly SceneNode[]): SceneNode[] =>
  nodes.flatMap((node) => (node.kind === 'clip' ? flat(node.children) : [node]));
const lineOf = (nodes: readonly SceneNode[], role: string) => {
  const found = flat(nodes).find((node) => node.kind === 'line' && node.role === role);
  if (!found || found.kind !== 'line') throw new Error(`no ${role}`);
  return found;
};

describe('ChartNotes on the interactive chart (one painter for the canvas and the server image)', () => {
  it('draws the same primitives the server image has for the same chart', () => {
    const frame = buildChartFrame(input);
    const nodes = paintFrameAnnotations(frame, NOTES);
    const { svg } = renderAnnotatedChart({ ...input, annotations: NOTES });
    const vertical = lineOf(nodes, 'annotation-verticalLine');
    const horizontal = lineOf(nodes, 'annotation-horizontalLine');
    // The server's SVG has the very same lines at the very same pixels.
    expect(svg).toContain(`x1="${vertical.x1}" y1="${vertical.y1}" x2="${vertical.x2}" y2="${vertical.y2}"`);
    expect(svg).toContain(
      `x1="${horizontal.x1}" y1="${horizontal.y1}" x2="${horizontal.x2}" y2="${horizontal.y2}"`,
    );
    expect(vertical.style.stroke).toBe('#ff0000');
  });

  it('a drawing stays on its bar when the view pans or zooms', () => {
    for (const view of [
      { start: 1850, end: 1950 },
      { start: 1880, end: 1920 },
      { start: 1500, end: 2000 },
    ]) {
      const frame = buildChartFrame(input, view);
      const bar = frame.bars.find((b) => b.start <= time && time <= b.lastStart);
      if (!bar) throw new Error('bar 1900 is not drawn');
      const x = lineOf(paintFrameAnnotations(frame, NOTES), 'annotation-verticalLine').x1;
      expect(Math.abs(x - bar.x)).toBeLessThanOrEqual(0.6);
    }
  });

  it('draws every tool, and nothing without a document or drawings', () => {
    const frame = buildChartFrame(input);
    const roles = new Set(flat(paintFrameAnnotations(frame, sampleAnnotations(bars))).map((n) => n.role));
    expect(roles.size).toBe(13);
    expect(paintFrameAnnotations(frame, undefined)).toEqual([]);
    expect(paintFrameAnnotations(frame, { version: 1, drawings: [] })).toEqual([]);
  });
});
