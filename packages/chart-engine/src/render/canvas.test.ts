import { createDefaultChartSettings } from '@chartbench/core';
import { describe, expect, it } from 'vitest';
import { buildChartModel } from '../chart/model';
import { buildChartScene } from '../chart/scene';
import { createSampleBars } from '../sample-bars';
import type { Scene } from '../scene/types';
import { drawScene, type CanvasContextLike } from './canvas';
import { tracePath } from './canvas-path';

/** A canvas context that records every call and property write, in order. */
function recordingContext(): CanvasContextLike & { calls: string[] } {
  const calls: string[] = [];
  const target: Record<string, unknown> = { calls };
  for (const method of [
    'moveTo',
    'lineTo',
    'closePath',
    'save',
    'restore',
    'setTransform',
    'beginPath',
    'rect',
    'clip',
    'fill',
    'stroke',
    'fillRect',
    'fillText',
    'setLineDash',
  ])
    target[method] = (...args: unknown[]) =>
      calls.push(`${method}(${args.map((a) => JSON.stringify(a)).join(',')})`);
  return new Proxy(target, {
    set(obj, key, value) {
      calls.push(`${String(key)}=${JSON.stringify(value)}`);
      obj[key as string] = value;
      return true;
    },
  }) as unknown as CanvasContextLike & { calls: string[] };
}

describe('tracePath', () => {
  it('replays absolute and relative commands as canvas moves and lines', () => {
    const ctx = recordingContext();
    tracePath('M10 20h5v-3H2V1L4 5Zm1 1l2 2', ctx);
    expect(ctx.calls).toEqual([
      'moveTo(10,20)',
      'lineTo(15,20)',
      'lineTo(15,17)',
      'lineTo(2,17)',
      'lineTo(2,1)',
      'lineTo(4,5)',
      'closePath()',
      'moveTo(11,21)',
      'lineTo(13,23)',
    ]);
  });

  it('treats further pairs after a move as lines and reads negative and decimal numbers', () => {
    const ctx = recordingContext();
    tracePath('M1.5 -2 3 4', ctx);
    expect(ctx.calls).toEqual(['moveTo(1.5,-2)', 'lineTo(3,4)']);
  });
});

describe('drawScene', () => {
  const scene: Scene = {
    width: 100,
    height: 50,
    background: '#fff',
    title: 't',
    nodes: [
      {
        kind: 'clip',
        x: 0,
        y: 0,
        width: 80,
        height: 40,
        children: [
          {
            kind: 'path',
            d: 'M0 0L10 10',
            style: { stroke: 'red', strokeWidth: 2, dash: '4 3', opacity: 0.5 },
          },
        ],
      },
      { kind: 'rect', x: 1, y: 2, width: 3, height: 4, style: { fill: 'blue' } },
      { kind: 'text', x: 5, y: 6, text: 'AAPL', size: 10, fill: '#000', anchor: 'end', weight: 'bold' },
    ],
  };

  it('scales by the device pixel ratio and paints the background first', () => {
    const ctx = recordingContext();
    drawScene(ctx, scene, { pixelRatio: 2 });
    expect(ctx.calls.slice(0, 2)).toEqual(['save()', 'setTransform(2,0,0,2,0,0)']);
    expect(ctx.calls).toContain('fillRect(0,0,100,50)');
    expect(ctx.calls.at(-1)).toBe('restore()');
  });

  it('draws the same primitives as the SVG: clipped paths with dash and opacity, rects, text', () => {
    const ctx = recordingContext();
    drawScene(ctx, scene);
    const calls = ctx.calls.join(' ');
    expect(calls).toContain(
      'rect(0,0,80,40) clip() beginPath() moveTo(0,0) lineTo(10,10) globalAlpha=0.5 strokeStyle="red" lineWidth=2 lineCap="butt" setLineDash([4,3]) stroke() restore()',
    );
    expect(calls).toContain('rect(1,2,3,4) globalAlpha=1 fillStyle="blue" fill()');
    expect(calls).toContain(
      'font="bold 10px DejaVu Sans, Verdana, Arial, sans-serif" textAlign="right" fillText("AAPL",5,6)',
    );
  });

  it('draws a whole default chart with one path call per series, not one per bar', () => {
    const bars = createSampleBars({ seed: 1, count: 5000 });
    const { scene: chart } = buildChartScene(
      buildChartModel({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars }),
    );
    const ctx = recordingContext();
    drawScene(ctx, chart, { pixelRatio: 1.5 });
    const strokes = ctx.calls.filter((c) => c === 'stroke()' || c === 'fill()').length;
    expect(strokes).toBeGreaterThan(10);
    expect(strokes).toBeLessThan(200);
    expect(ctx.calls.filter((c) => c.startsWith('fillText')).length).toBeGreaterThan(5);
  });
});
