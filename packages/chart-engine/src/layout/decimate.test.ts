import { createBars } from '@chartbench/core';
import { createSampleBars } from '../sample-bars';
import { decimateBars, decimateLine } from './decimate';

describe('decimation: min/max per pixel column', () => {
  it('returns bars untouched when they fit', () => {
    const bars = createSampleBars({ seed: 1, count: 50 });
    const out = decimateBars(bars, 100);
    expect(out.bars).toBe(bars);
    expect(out.factor).toBe(1);
  });

  it('folds bars into columns keeping first open, extreme high and low, last close and summed volume', () => {
    const bars = createBars(6);
    bars.time.set([1, 2, 3, 4, 5, 6]);
    bars.open.set([10, 11, 12, 13, 14, 15]);
    bars.high.set([12, 19, 13, 14, 30, 16]);
    bars.low.set([9, 10, 2, 12, 13, 14]);
    bars.close.set([11, 12, 13, 14, 15, 16]);
    bars.volume.set([1, 2, 3, 4, 5, 6]);
    const { bars: out, firstIndex } = decimateBars(bars, 2);
    expect(Array.from(out.open)).toEqual([10, 13]);
    expect(Array.from(out.high)).toEqual([19, 30]);
    expect(Array.from(out.low)).toEqual([2, 12]);
    expect(Array.from(out.close)).toEqual([13, 16]);
    expect(Array.from(out.volume)).toEqual([6, 15]);
    expect(Array.from(out.time)).toEqual([1, 4]);
    expect(Array.from(firstIndex)).toEqual([0, 3]);
  });

  it('keeps every extreme of 100,000 bars at 800 columns', () => {
    const bars = createSampleBars({ seed: 5, count: 100_000 });
    const { bars: out } = decimateBars(bars, 800);
    expect(out.close.length).toBe(800);
    expect(Math.max(...out.high)).toBe(Math.max(...bars.high));
    expect(Math.min(...out.low)).toBe(Math.min(...bars.low));
    expect(out.volume.reduce((a, b) => a + b, 0)).toBeCloseTo(
      bars.volume.reduce((a, b) => a + b, 0),
      0,
    );
  });

  it('keeps first, lowest, highest and last of a line per column, in order', () => {
    const line = decimateLine([5, 1, 9, 4, 7, 7, 2, 8], 2);
    expect(line.column).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(line.value).toEqual([5, 1, 9, 4, 7, 2, 8]);
  });

  it('breaks a line at undefined values with one NaN point', () => {
    const line = decimateLine([NaN, NaN, 3, 4, NaN, NaN, 6, 5], 4);
    expect(line.value.filter(Number.isNaN)).toHaveLength(1);
    expect(line.value.filter((v) => !Number.isNaN(v))).toEqual([3, 4, 6, 5]);
  });

  it('emits at most four points per column however long the line', () => {
    const values = Float64Array.from({ length: 50_000 }, (_, i) => Math.sin(i / 7));
    const line = decimateLine(values, 500);
    expect(line.value.length).toBeLessThanOrEqual(2000);
  });
});
