import { describe, expect, it } from 'vitest';
import { inspectorBar, inspectorLayout } from '../rules/inspector/testing/inspector-fixtures';
import { annotationValueToY, createAnnotationMapping, inspectorIdTime } from './annotation-geometry';

const bar = (x: number, day: number, [open, high, low, close]: [number, number, number, number]) =>
  inspectorBar(x, day, { open, high, low, close, volume: 1, percentChange: 0 });

const LINEAR = inspectorLayout([
  bar(30, 4, [150, 160, 140, 155]),
  bar(40, 5, [155, 170, 150, 165]),
  bar(50, 6, [165, 180, 160, 170]),
]);

const day = (d: number) => Date.UTC(2024, 2, d);

describe('annotation pixel <-> data mapping from the inspector layout', () => {
  it('reads inspector date ids as bar start times', () => {
    expect(inspectorIdTime('20240304')).toBe(day(4));
    expect(inspectorIdTime('202403041530')).toBe(Date.UTC(2024, 2, 4, 15, 30));
  });

  it('puts a point on its bar centre and back', () => {
    const map = createAnnotationMapping(LINEAR);
    expect(map.toPixel('price', { time: day(5), price: 150 })).toEqual({ x: 40, y: 60 });
    expect(map.toPoint('price', { x: 41, y: 60 })).toEqual({ time: day(5), price: 150 });
  });

  it('places a time between two bars in proportion (a daily point on a weekly chart stays on its day)', () => {
    const map = createAnnotationMapping(LINEAR);
    expect(map.timeToX(day(4) + 43_200_000)).toBe(35);
  });

  it('extends past the last bar by whole bar steps', () => {
    const map = createAnnotationMapping(LINEAR);
    expect(map.timeToX(day(8))).toBe(70);
    expect(map.xToTime(71)).toBe(day(8));
  });

  it('maps a log panel so that a point keeps its price when the scale changes', () => {
    const log = { ...LINEAR.panels[0]!, isLog: true, maxValue: 400, minValue: 100 };
    expect(annotationValueToY(log, 200)).toBeCloseTo(60);
    const map = createAnnotationMapping({ ...LINEAR, panels: [log] });
    expect(map.toPoint('price', { x: 40, y: 60 })?.price).toBeCloseTo(200);
  });

  it('snaps to the nearest of open, high, low and close with the magnet', () => {
    const map = createAnnotationMapping(LINEAR);
    // Row 33 is 177: nearest of 155, 170, 150, 165 is 170 (the high).
    expect(map.toPoint('price', { x: 40, y: 33 }, true)).toEqual({ time: day(5), price: 170 });
    expect(map.toPoint('price', { x: 40, y: 33 }, false)?.price).toBeCloseTo(177);
  });

  it('does not snap on a panel that is not the price panel, and knows no unknown panel', () => {
    const map = createAnnotationMapping(LINEAR);
    expect(map.toPoint('ind1', { x: 40, y: 145 }, true)).toEqual({ time: day(5), price: 50 });
    expect(map.toPixel('ind9', { time: day(5), price: 1 })).toBeNull();
  });
});
