import { describe, expect, it } from 'vitest';
import { clampView, dragToBars, panView, viewForKey, wheelFactor, zoomView } from './viewport';

describe('the interactive chart view', () => {
  it('zooms in around the anchor, keeping the bar under the pointer in place', () => {
    const view = zoomView({ start: 100, end: 200 }, 1000, 2, 0.5);
    expect(view).toEqual({ start: 125, end: 175 });
  });

  it('never zooms below ten bars nor beyond the bars there are', () => {
    expect(zoomView({ start: 0, end: 20 }, 1000, 100, 1)).toEqual({ start: 10, end: 20 });
    expect(zoomView({ start: 900, end: 1000 }, 1000, 0.01, 1)).toEqual({ start: 0, end: 1000 });
    expect(zoomView({ start: 0, end: 5 }, 5, 4, 1)).toEqual({ start: 0, end: 5 });
  });

  it('pans by bars, stopping at either end', () => {
    expect(panView({ start: 100, end: 200 }, 1000, -30)).toEqual({ start: 70, end: 170 });
    expect(panView({ start: 100, end: 200 }, 1000, 5000)).toEqual({ start: 900, end: 1000 });
    expect(panView({ start: 100, end: 200 }, 1000, -5000)).toEqual({ start: 0, end: 100 });
  });

  it('turns a drag to the right into earlier bars in proportion to the plot width', () => {
    expect(dragToBars({ start: 0, end: 100 }, 500, 50)).toBe(-10);
  });

  it('zooms in on a wheel turned away from the reader, and bounds a huge delta', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.25);
    expect(wheelFactor(100)).toBeCloseTo(0.8);
    expect(wheelFactor(1e9)).toBe(wheelFactor(500));
  });

  it.each([
    ['ArrowLeft', { start: 90, end: 190 }],
    ['ArrowRight', { start: 110, end: 210 }],
    ['+', { start: 120, end: 200 }],
    ['-', { start: 75, end: 200 }],
    ['Home', { start: 0, end: 100 }],
    ['End', { start: 900, end: 1000 }],
  ])('moves the view on %s', (key, expected) => {
    expect(viewForKey({ start: 100, end: 200 }, 1000, key)).toEqual(expected);
  });

  it('leaves other keys to the page', () => {
    expect(viewForKey({ start: 100, end: 200 }, 1000, 'q')).toBeUndefined();
  });

  it('repairs views that are not finite', () => {
    expect(clampView({ start: Number.NaN, end: Number.NaN }, 50)).toEqual({ start: 0, end: 50 });
  });
});
