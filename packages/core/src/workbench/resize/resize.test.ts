import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { beginResize, finishResize, trackResize } from './resize';

describe('spec 1 §4.5 resize transitions', () => {
  it('keeps the dragged size within the custom size limits', () => {
    const drag = beginResize({ x: 0, y: 0, width: 900, height: 600 });
    expect(trackResize(drag, { x: -5000, y: 9000 })).toMatchObject({ width: 100, height: 5000 });
    expect(trackResize(drag, { x: 0, y: 0 })).toBe(drag);
    expect(finishResize(trackResize(drag, { x: 10, y: 10 }), createDefaultChartSettings())).toMatchObject({
      chartSize: 'custom',
      customWidth: 910,
      customHeight: 610,
    });
  });
});
