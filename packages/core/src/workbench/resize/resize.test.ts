import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings, type ChartSettings } from '../../model/index';
import { computeChartHeight } from '../../rules/index';
import { beginResize, finishResize, trackResize } from './resize';

describe('spec 1 §4.5 resize transitions', () => {
  it('keeps the dragged size within the custom size limits', () => {
    const drag = beginResize({ x: 0, y: 0, width: 900, height: 600 });
    expect(trackResize(drag, { x: -5000, y: 9000 })).toMatchObject({ width: 100, height: 5000 });
    expect(trackResize(drag, { x: 0, y: 0 })).toBe(drag);
    expect(finishResize(trackResize(drag, { x: 10, y: 10 }), createDefaultChartSettings())).toMatchObject({
      chartSize: 'custom',
      customWidth: 910,
    });
  });

  it('a click on the handle keeps the image the size it is, panels and full quote included', () => {
    // The default chart has a volume panel and indicator panels below the price: 900x755 on screen.
    const settings = createDefaultChartSettings();
    const height = computeChartHeight(settings);
    const next = finishResize(beginResize({ x: 0, y: 0, width: 900, height }), settings);
    expect(next.customWidth).toBe(900);
    expect(computeChartHeight(next)).toBe(height);
  });

  it.each([
    ['no other panel', { sortedIndicators: [], chartSettingsVolumeMenuValue: 'overlay', fullQuote: false }],
    ['the full-quote header', { fullQuote: true }],
    ['the default panels', {}],
  ] as Array<[string, Partial<ChartSettings>]>)(
    'the dragged height is the image height with %s',
    (_name, change) => {
      const settings = { ...createDefaultChartSettings(), ...change };
      for (const dragged of [400, 733, 1200]) {
        const start = beginResize({ x: 0, y: 0, width: 900, height: computeChartHeight(settings) });
        const drag = trackResize(start, { x: 0, y: dragged - start.height });
        expect(Math.abs(computeChartHeight(finishResize(drag, settings)) - dragged)).toBeLessThanOrEqual(1);
      }
    },
  );
});
