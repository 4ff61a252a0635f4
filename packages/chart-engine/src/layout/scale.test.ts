import { createValueScale, padRange } from './scale';
import { linearTicks, logTicks, niceStep, scaleTicks } from './ticks';

describe('spec 2 §3 value scales: linear, log and inverted', () => {
  it.each([
    // [min, max, log, inverted, value, expected y] on a panel from y=0 (top) to y=100 (bottom)
    [0, 100, false, false, 0, 100],
    [0, 100, false, false, 100, 0],
    [0, 100, false, false, 25, 75],
    [0, 100, false, true, 25, 25],
    [1, 100, true, false, 10, 50],
    [1, 100, true, true, 10, 50],
    [1, 100, true, false, 100, 0],
    [1, 100, true, true, 100, 100],
  ])('min %d max %d log %s inverted %s: %d sits at y %d', (min, max, log, inverted, value, y) => {
    const scale = createValueScale({ min, max, top: 0, bottom: 100, log, inverted });
    expect(scale.toY(value)).toBeCloseTo(y, 9);
    expect(scale.fromY(y)).toBeCloseTo(value, 9);
  });

  it('falls back to linear when a log scale would cover zero or negatives', () => {
    const scale = createValueScale({ min: -5, max: 5, top: 0, bottom: 100, log: true });
    expect(scale.log).toBe(false);
    expect(scale.toY(0)).toBeCloseTo(50, 9);
  });

  it('widens an empty range so a flat series draws mid-panel', () => {
    const scale = createValueScale({ min: 50, max: 50, top: 0, bottom: 100 });
    expect(scale.toY(50)).toBeCloseTo(50, 9);
    expect(scale.max).toBeGreaterThan(scale.min);
  });

  it('pads a range evenly in the scale space', () => {
    expect(padRange(0, 100, 0.1, false)).toEqual([-10, 110]);
    const [lo, hi] = padRange(10, 1000, 0.5, true);
    expect(Math.log10(lo)).toBeCloseTo(0, 9);
    expect(Math.log10(hi)).toBeCloseTo(4, 9);
  });
});

describe('axis ticks', () => {
  it.each([
    [0.7, 1],
    [1.2, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [0.031, 0.05],
    [420, 500],
  ])('nice step above %d is %d', (raw, step) => {
    expect(niceStep(raw)).toBeCloseTo(step, 12);
  });

  it('puts linear ticks on nice values inside the range', () => {
    expect(linearTicks(0.3, 9.7, 5)).toEqual([2, 4, 6, 8]);
    expect(linearTicks(-1.1, 1.1, 4)).toEqual([-1, 0, 1]);
    expect(linearTicks(-1.1, 1.1, 8)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(linearTicks(5, 5, 4)).toEqual([]);
  });

  it('puts log ticks on 1-2-5 per decade over several decades, linear ticks within one', () => {
    expect(logTicks(0.8, 1200, 12)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);
    expect(logTicks(20, 30, 5)).toEqual(linearTicks(20, 30, 5));
  });

  it('asks for about one label per 40 pixels', () => {
    const scale = createValueScale({ min: 0, max: 100, top: 0, bottom: 400 });
    const ticks = scaleTicks(scale);
    expect(ticks.length).toBeGreaterThanOrEqual(8);
    expect(ticks.length).toBeLessThanOrEqual(12);
  });
});
