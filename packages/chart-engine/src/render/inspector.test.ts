import {
  createDefaultChartSettings,
  inspectorBarAtX,
  inspectorPanelAtY,
  inspectorValueAtY,
  parseInspectorText,
  type ChartSettings,
} from '@chartbench/core';
import { renderChart } from '../render-chart';
import { createSampleBars } from '../sample-bars';
import { inspectorDateId, periodEnd, roundValue } from './inspector';

const bars = createSampleBars({ seed: 9, count: 400 });
const settings = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
  ...createDefaultChartSettings(),
  sortedIndicators: [],
  sortedOverlays: [],
  ...overrides,
});

describe('spec 3 §3, §5 inspector text round trip (core formatInspectorText / parseInspectorText)', () => {
  it.each([
    ['log', true],
    ['linear', false],
  ])('maps the last close back from its pixel row on a %s scale', (_name, isLogScale) => {
    const { svg, inspectorText } = renderChart({
      symbol: 'AAPL',
      settings: settings({ isLogScale, priceLabels: true }),
      bars,
    });
    const data = parseInspectorText(inspectorText);
    // The first price label is the last close's tag, centred on the close's row.
    const tag = /<rect data-role="price-label" x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/.exec(
      svg,
    );
    expect(tag).not.toBeNull();
    const y = Number(tag?.[1]) + Number(tag?.[2]) / 2;
    const panel = inspectorPanelAtY(data, y);
    expect(panel?.id).toBe('price');
    const close = bars.close.at(-1) as number;
    expect(Math.abs(inspectorValueAtY(panel!, y) - close) / close).toBeLessThan(0.002);
  });

  it('finds each bar under its own pixel column', () => {
    const data = parseInspectorText(
      renderChart({ symbol: 'AAPL', settings: settings({ chartType: 'candle' }), bars }).inspectorText,
    );
    data.bars.forEach((bar, i) => expect(inspectorBarAtX(data, bar.barIndex)).toBe(i));
    expect(data.bars.at(-1)?.close).toBe(roundValue(bars.close.at(-1) as number));
    expect(data.bars.at(-1)?.percentChange).toBeCloseTo(
      (((bars.close.at(-1) as number) - (bars.close.at(-2) as number)) / (bars.close.at(-2) as number)) * 100,
      3,
    );
  });

  it('writes period W and week end dates', () => {
    const weekly = createSampleBars({
      seed: 9,
      count: 60,
      periodMs: 7 * 86_400_000,
      endTime: Date.UTC(2025, 11, 29),
    });
    const data = parseInspectorText(
      renderChart({ symbol: 'AAPL', settings: settings({ period: 'W', range: '1y' }), bars: weekly })
        .inspectorText,
    );
    expect(data.period).toBe('W');
    expect(data.bars.at(-1)).toMatchObject({ startId: '20251229', endId: '20260102' });
  });

  it('writes one bar per pixel column for folded bars, each covering its source bars', () => {
    const long = createSampleBars({ seed: 9, count: 5000 });
    const data = parseInspectorText(
      renderChart({ symbol: 'AAPL', settings: settings({ range: '100y' }), bars: long }).inspectorText,
    );
    expect(data.bars.length).toBeLessThan(900);
    const first = data.bars[0];
    expect(first && first.endId > first.startId).toBe(true);
  });

  it.each([
    [Date.UTC(2025, 0, 31), 'D', Date.UTC(2025, 0, 31)],
    [Date.UTC(2025, 0, 6), 'W', Date.UTC(2025, 0, 10)],
    [Date.UTC(2025, 1, 3), 'M', Date.UTC(2025, 1, 28)],
    [Date.UTC(2025, 3, 1), 'Q', Date.UTC(2025, 5, 30)],
    [Date.UTC(2025, 0, 2), 'Y', Date.UTC(2025, 11, 31)],
    [Date.UTC(2025, 0, 2, 14, 30), '5', Date.UTC(2025, 0, 2, 14, 34)],
  ])('a bar starting %d with period %s ends at %d', (start, period, end) => {
    expect(periodEnd(start, period)).toBe(end);
  });

  it('writes 8-digit date ids for daily bars and 12 digits intraday', () => {
    expect(inspectorDateId(Date.UTC(2025, 2, 4, 9, 35), false)).toBe('20250304');
    expect(inspectorDateId(Date.UTC(2025, 2, 4, 9, 35), true)).toBe('202503040935');
  });
});
