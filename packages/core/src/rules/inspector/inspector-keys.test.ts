import { describe, expect, it } from 'vitest';
import { inspectorBarPoint, inspectorKeyBar } from './inspector-keys';
import { inspectorReadout } from './inspector-readout';
import { PRICE_PANEL, inspectorBar, inspectorLayout } from './testing/inspector-fixtures';

const bar = (barIndex: number, day: number, close: number) =>
  inspectorBar(barIndex, day, { open: close - 1, high: close + 1, low: close - 2, close, volume: 1000 });

const DATA = inspectorLayout([bar(30, 1, 150), bar(40, 4, 175), bar(50, 5, 120), bar(60, 6, 190)]);

describe('issue 19: the inspector read with the keyboard', () => {
  it('an arrow with no bar read starts at the latest bar', () => {
    expect(inspectorKeyBar(DATA, null, 'ArrowLeft')).toBe(3);
    expect(inspectorKeyBar(DATA, null, 'ArrowRight')).toBe(3);
  });

  it('the arrows move one bar and stop at the ends; Home and End jump to them', () => {
    expect(inspectorKeyBar(DATA, 2, 'ArrowLeft')).toBe(1);
    expect(inspectorKeyBar(DATA, 2, 'ArrowRight')).toBe(3);
    expect(inspectorKeyBar(DATA, 0, 'ArrowLeft')).toBe(0);
    expect(inspectorKeyBar(DATA, 3, 'ArrowRight')).toBe(3);
    expect(inspectorKeyBar(DATA, 2, 'Home')).toBe(0);
    expect(inspectorKeyBar(DATA, 0, 'End')).toBe(3);
  });

  it('other keys, and a chart without bars, are left alone', () => {
    expect(inspectorKeyBar(DATA, 1, 'Enter')).toBeUndefined();
    expect(inspectorKeyBar({ ...DATA, bars: [] }, null, 'ArrowLeft')).toBeUndefined();
  });

  it("stands on the bar's column at its close, so the readout there is that bar's full quote", () => {
    const point = inspectorBarPoint(DATA, 1);
    expect(point).toEqual({ x: 40, y: 35 });
    const readout = inspectorReadout(DATA, point!);
    expect(readout?.quote.slice(0, 5)).toEqual([
      '2024-03-04',
      'O: 174.00',
      'H: 176.00',
      'L: 173.00',
      'C: 175.00',
    ]);
    expect(readout?.quote.at(-1)).toBe('Y: 175.00');
  });

  it('on a logarithmic scale too, and never off the panel', () => {
    const log = { ...DATA, panels: [{ ...PRICE_PANEL, isLog: true }] };
    const point = inspectorBarPoint(log, 2)!;
    expect(inspectorReadout(log, point)?.quote.at(-1)).toBe('Y: 120.00');
    const off = { ...DATA, bars: [bar(30, 1, 1000)] };
    expect(inspectorBarPoint(off, 0)).toEqual({ x: 30, y: 10 });
    expect(inspectorBarPoint(DATA, 9)).toBeUndefined();
  });
});
