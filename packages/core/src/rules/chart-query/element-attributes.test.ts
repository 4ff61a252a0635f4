import { describe, expect, it } from 'vitest';
import { readElementAttributes, MAX_ELEMENT_STUDIES } from './element-attributes';

const TODAY = '2026-03-18';

describe('readElementAttributes (<chartbench-chart> attributes)', () => {
  it('reads the symbol, period and a range length as the chart query would', () => {
    const chart = readElementAttributes({ symbol: 'msft', period: 'W', range: '1y' }, TODAY);
    expect(chart.symbol).toBe('MSFT');
    expect(chart.settings.period).toBe('W');
    expect(chart.settings.range).toBe('1y');
    expect(chart.errors).toEqual([]);
  });

  it.each([
    ['6m', { rangeMonths: 6 }],
    ['30d', { rangeDays: 30 }],
    ['ytd', { range: 'ytd' }],
  ])('reads range="%s"', (range, expected) => {
    const { settings } = readElementAttributes({ range }, TODAY);
    expect(settings).toMatchObject(expected);
  });

  it('puts indicators in panels and overlays on price, with their parameters', () => {
    const { settings } = readElementAttributes(
      { indicators: 'rsi(14), macd(12,26,9)', overlays: 'sma(50)' },
      TODAY,
    );
    expect(settings.sortedIndicators.map((r) => [r.indicatorName, r.parameters])).toEqual([
      ['rsi', '14'],
      ['macd', '12,26,9'],
    ]);
    expect(settings.sortedOverlays.map((r) => [r.overlayName, r.parameters])).toEqual([['sma', '50']]);
  });

  it('keeps the default studies when none are listed', () => {
    expect(readElementAttributes({}, TODAY).settings.sortedIndicators.length).toBeGreaterThan(0);
  });

  it('skips and reports what it cannot read, and bounds the studies', () => {
    const many = Array.from({ length: 20 }, () => 'rsi').join(',');
    const chart = readElementAttributes(
      { range: 'forever', indicators: `nosuch,${many}`, period: 'fortnight' },
      TODAY,
    );
    expect(chart.errors).toEqual(
      expect.arrayContaining([
        'Unknown range: forever',
        'Unknown study: nosuch',
        `At most ${MAX_ELEMENT_STUDIES} studies are drawn`,
      ]),
    );
    expect(chart.settings.sortedIndicators.length).toBeLessThanOrEqual(MAX_ELEMENT_STUDIES);
    expect(chart.errors.length).toBeGreaterThanOrEqual(4);
  });
});
