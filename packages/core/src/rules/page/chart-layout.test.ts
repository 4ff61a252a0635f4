import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { autoChartSize, chartAlignment, drawnChartSettings } from './chart-layout';

describe('spec 1 §2.4 chart size breakpoints by body width drive Auto-Size Charts', () => {
  it.each([
    [390, 'phone', '360'],
    [479, 'phone', '360'],
    [480, 'small tablet', '460'],
    [640, 'tablet', '620'],
    [767, 'extra small desktop', '700'],
    [890, 'small desktop', '780'],
    [1023, 'small desktop', '780'],
    [1024, 'medium desktop', '900'],
    [1105, 'large desktop', '900'],
    [1240, 'extra large desktop', '900'],
  ])('a %i px body (%s) gets size %s', (width, _breakpoint, size) => {
    expect(autoChartSize(width)).toBe(size);
  });
});

describe('spec 1 §4.6 Auto-Size Charts changes the size the chart is drawn at', () => {
  const settings = { ...createDefaultChartSettings(), chartSize: '900' };

  it('on: the breakpoint’s size replaces the chosen one', () => {
    expect(drawnChartSettings(settings, { autoSize: true, bodyWidth: 700 }).chartSize).toBe('620');
  });

  it('off: the chosen size stays', () => {
    expect(drawnChartSettings(settings, { autoSize: false, bodyWidth: 700 })).toBe(settings);
  });

  it('a Custom size is the member’s own and stays', () => {
    const custom = { ...settings, chartSize: 'custom' };
    expect(drawnChartSettings(custom, { autoSize: true, bodyWidth: 700 })).toBe(custom);
  });

  it('a paying size is brought down to the body’s breakpoint too', () => {
    const wide = { ...settings, chartSize: '1600' };
    expect(drawnChartSettings(wide, { autoSize: true, bodyWidth: 1300 }).chartSize).toBe('900');
  });
});

describe('spec 1 §4.6 chart alignment', () => {
  it.each([
    [true, true, 'left'],
    [false, true, 'center'],
    [false, false, 'left'],
  ] as const)('left-aligned %s, logged in %s: %s', (leftAligned, loggedIn, expected) => {
    expect(chartAlignment(leftAligned, loggedIn)).toBe(expected);
  });
});
