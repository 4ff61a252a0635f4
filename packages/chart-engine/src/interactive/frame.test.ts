import { createDefaultChartSettings, sliceBars } from '@chartbench/core';
import { describe, expect, it } from 'vitest';
import { createSampleBars } from '../sample-bars';
import { barIndexAt, buildChartFrame } from './frame';
import { describeBar, readBar } from './describe';

const settings = createDefaultChartSettings();
const bars = createSampleBars({ seed: 3, count: 2000 });
const input = { symbol: 'MSFT', settings, bars, width: 800, height: 500 };

describe('buildChartFrame', () => {
  it('shows the settings range on the first frame, as the server image does', () => {
    const frame = buildChartFrame(input);
    expect(frame.view.end).toBe(2000);
    expect(frame.view.end - frame.view.start).toBeGreaterThan(240);
    expect(frame.view.end - frame.view.start).toBeLessThan(270);
    expect(frame.scene.width).toBe(800);
  });

  it('draws the bars of a view, whatever the settings range', () => {
    const frame = buildChartFrame(input, { start: 1000, end: 1050 });
    expect(frame.view).toEqual({ start: 1000, end: 1050 });
    expect(frame.bars).toHaveLength(50);
    expect(frame.bars[0]?.start).toBe(bars.time[1000]);
    expect(frame.bars.at(-1)?.close).toBe(bars.close[1049]);
  });

  it('folds a view wider than the plot to at most one bar per pixel column', () => {
    const frame = buildChartFrame(input, { start: 0, end: 2000 });
    expect(frame.bars.length).toBeLessThanOrEqual(frame.plotRight - frame.plotLeft);
  });

  it('finds the bar under the pointer and reads its values', () => {
    const frame = buildChartFrame(input, { start: 1000, end: 1050 });
    const bar = frame.bars[10];
    if (!bar) throw new Error('no bar');
    expect(barIndexAt(frame, bar.x + 1)).toBe(10);
    expect(barIndexAt(frame, -100)).toBe(0);
    expect(barIndexAt(frame, 1e6)).toBe(49);
    const readout = readBar(bar, 'D');
    expect(readout.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(describeBar(readout)).toContain(`close ${readout.close}`);
    expect(readout.change).toMatch(/^[+-]?\d/);
  });

  it('draws the first frame as the frame of its own view (one pipeline for first paint and pan)', () => {
    const first = buildChartFrame(input);
    expect(buildChartFrame(input, first.view).scene).toEqual(first.scene);
  });

  it('draws a view early in a long history without the far later bars: they change nothing in it', () => {
    const long = { ...input, bars: createSampleBars({ seed: 3, count: 20_000 }) };
    const view = { start: 1000, end: 1250 };
    const cut = { ...long, bars: sliceBars(long.bars, 0, 3000) };
    expect(buildChartFrame(long, view).scene).toEqual(buildChartFrame(cut, view).scene);
  });
});
