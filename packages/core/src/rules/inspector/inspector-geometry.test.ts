import { describe, expect, it } from 'vitest';
import {
  inspectorBarAtX,
  inspectorBarWidth,
  inspectorPanelAtY,
  inspectorValueAtY,
  inspectorValueDecimals,
  isCandleVolumeMode,
  isHorizontalAxisPanel,
  isIntradayInspectorPeriod,
} from './inspector-geometry';
import type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';

const bars = (xs: number[]): InspectorBar[] =>
  xs.map((barIndex) => ({
    barIndex,
    startId: '20240102',
    endId: '20240102',
    open: 1,
    high: 1,
    low: 1,
    close: 1,
    volume: 1,
    percentChange: 0,
  }));

const panel = (overrides: Partial<InspectorPanel> = {}): InspectorPanel => ({
  id: 'p',
  maxY: 0,
  minY: 100,
  maxValue: 200,
  minValue: 100,
  isLog: false,
  isPrice: true,
  isVolume: false,
  hasFullQuote: false,
  ...overrides,
});

const data = (xs: number[], overrides: Partial<InspectorData> = {}): InspectorData => ({
  width: 300,
  height: 200,
  period: 'D',
  plotLeft: 0,
  plotRight: 200,
  plotTop: 0,
  plotBottom: 200,
  panels: [panel()],
  bars: bars(xs),
  ...overrides,
});

describe('spec 3 §5 inspector: candle-volume mode when spacing varies by more than 3', () => {
  it.each([
    [[10, 15, 20, 25], false],
    [[10, 15, 21, 24], false],
    [[10, 12, 16, 18], false],
    [[10, 12, 17, 19], false],
    [[10, 12, 18, 20], true],
    [[10, 11, 30], true],
    [[10], false],
    [[10, 40], false],
  ])('%j -> %s', (xs, expected) => {
    expect(isCandleVolumeMode(bars(xs))).toBe(expected);
  });
});

describe('spec 3 §5 inspector: horizontal-axis panel from 21 px', () => {
  it.each([
    [20, false],
    [20.9, false],
    [21, true],
    [300, true],
  ])('height %d -> %s', (height, expected) => {
    expect(isHorizontalAxisPanel(panel({ maxY: 10, minY: 10 + height }))).toBe(expected);
  });
});

describe('spec 3 §5 inspector: bar width at least 1', () => {
  it.each([
    [[10, 15, 20, 25], 5],
    [[10, 10.2, 10.4, 10.6], 1],
    [[10, 12, 30, 32], 2],
    [[10], 200],
  ])('%j -> %d', (xs, width) => {
    expect(inspectorBarWidth(data(xs))).toBeCloseTo(width);
  });
});

describe('spec 3 §5 inspector: decimals by range / 20', () => {
  it.each([
    [100, 99.9, 4],
    [100, 99.79, 3],
    [100, 98.1, 3],
    [100, 98, 2],
    [2, 0, 2],
    [100, 200, 2],
  ])('max %d min %d -> %d decimals', (maxValue, minValue, decimals) => {
    expect(inspectorValueDecimals({ maxValue, minValue })).toBe(decimals);
  });
});

describe('spec 3 §5 inspector: intraday periods', () => {
  it.each([
    ['J', true],
    ['I', true],
    ['H', true],
    ['G', true],
    ['F', true],
    ['E', true],
    ['1', true],
    ['39', true],
    ['240', true],
    ['D', false],
    ['W', false],
    ['M', false],
    ['Q', false],
    ['Y', false],
    ['0', false],
    ['K', false],
  ])('%s -> %s', (period, expected) => {
    expect(isIntradayInspectorPeriod(period)).toBe(expected);
  });
});

describe('inspector value and bar lookup', () => {
  it.each([
    [panel(), 0, 200],
    [panel(), 100, 100],
    [panel(), 50, 150],
    [panel({ maxValue: 100, minValue: 200 }), 25, 125],
    [panel({ isLog: true, maxValue: 1000, minValue: 10 }), 50, 100],
  ])('value at y (%#)', (p, y, value) => {
    expect(inspectorValueAtY(p, y)).toBeCloseTo(value, 9);
  });

  it('finds the panel under a row', () => {
    const d = data([10], {
      panels: [panel({ id: 'a', maxY: 0, minY: 100 }), panel({ id: 'b', maxY: 110, minY: 200 })],
    });
    expect(inspectorPanelAtY(d, 50)?.id).toBe('a');
    expect(inspectorPanelAtY(d, 150)?.id).toBe('b');
    expect(inspectorPanelAtY(d, 105)).toBeUndefined();
  });

  it.each([
    [12, 0],
    [13, 1],
    [17.4, 1],
    [27, 3],
    [31, -1],
    [6, 0],
    [4, -1],
    [-1, -1],
    [201, -1],
  ])('bar at x %d -> %d', (x, index) => {
    expect(inspectorBarAtX(data([10, 15, 20, 25]), x)).toBe(index);
  });

  it.each([
    [26, 1],
    [27, 2],
    [41, 2],
    [44, 3],
    [45, -1],
  ])('candle-volume bars [10, 12, 40, 42]: x %d -> %d', (x, index) => {
    expect(inspectorBarAtX(data([10, 12, 40, 42]), x)).toBe(index);
  });
});
