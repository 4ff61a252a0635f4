import { createDefaultChartSettings, parseInspectorText, type ChartSettings } from '@chartbench/core';
import { renderChart } from './render-chart';
import { createSampleBars } from './sample-bars';

function settingsWith(overrides: Partial<ChartSettings>): ChartSettings {
  return { ...createDefaultChartSettings(), sortedIndicators: [], sortedOverlays: [], ...overrides };
}

function countTag(svg: string, tag: string): number {
  return svg.split(`<${tag}`).length - 1;
}

describe('spec 1 §3.3 renderChart: candlesticks and OHLC bars', () => {
  const bars = createSampleBars({ seed: 3, count: 300 });

  it.each(['candle', 'ohlc', 'ohlcThick', 'hlc'])('draws %s as a fixed number of paths whatever the bar count', (chartType) => {
    const settings = settingsWith({ chartType, chartSettingsVolumeMenuValue: 'separate' });
    const small = renderChart({ symbol: 'AAPL', settings, bars: createSampleBars({ seed: 3, count: 120 }) });
    const large = renderChart({ symbol: 'AAPL', settings, bars });
    expect(countTag(large.svg, 'path')).toBe(countTag(small.svg, 'path'));
    expect(countTag(large.svg, 'path')).toBeLessThan(20);
    expect(large.svg).toMatch(/data-role="price-(bars|bodies|wicks)/);
    expect(large.svg).toMatch(/data-role="volume-volume-up"/);
  });

  it('is deterministic: the same input gives the same SVG and inspector text', () => {
    const settings = settingsWith({ chartType: 'candle' });
    expect(renderChart({ symbol: 'MSFT', settings, bars })).toEqual(renderChart({ symbol: 'MSFT', settings, bars }));
  });

  it('escapes the symbol in text and title', () => {
    const { svg } = renderChart({ symbol: 'A<B>&"C\'', settings: settingsWith({}), bars });
    expect(svg).toContain('A&lt;B&gt;&amp;&quot;C&#39;');
    expect(svg).not.toContain('A<B>');
  });

  it('writes the legend with the symbol and the last quote', () => {
    const { svg } = renderChart({ symbol: 'IBM', settings: settingsWith({}), bars, quote: { last: 1234.5, change: -2.5, percentChange: -0.2 } });
    expect(svg).toContain('IBM');
    expect(svg).toContain('1,234.50');
    expect(svg).toContain('-2.50 (-0.20%)');
  });

  it('writes inspector text that core reads back, one bar per drawn bar of the one-year range', () => {
    const { inspectorText } = renderChart({ symbol: 'AAPL', settings: settingsWith({ chartSettingsVolumeMenuValue: 'separate' }), bars });
    const data = parseInspectorText(inspectorText);
    expect(data.panels.map((p) => p.id)).toEqual(['price', 'volume']);
    expect(data.bars.length).toBeGreaterThan(245);
    expect(data.bars.length).toBeLessThan(265);
    expect(data.bars.at(-1)?.close).toBe(bars.close.at(-1));
  });
});

describe('renderChart rejects bad input with a clear error', () => {
  const bars = createSampleBars({ seed: 1, count: 10 });
  it.each([
    ['an empty symbol', { symbol: ' ', settings: settingsWith({}), bars }, /symbol must be a non-empty string/],
    ['mismatched columns', { symbol: 'X', settings: settingsWith({}), bars: { ...bars, volume: new Float64Array(3) } }, /bars.volume has 3 values/],
    ['a plain array column', { symbol: 'X', settings: settingsWith({}), bars: { ...bars, close: [1, 2] as unknown as Float64Array } }, /bars.close must be a Float64Array/],
    ['times out of order', { symbol: 'X', settings: settingsWith({}), bars: { ...bars, time: new Float64Array(10).fill(5) } }, /bar times must increase/],
    ['a silly width', { symbol: 'X', settings: settingsWith({}), bars, width: 3 }, /width must be a number of pixels/],
  ])('%s', (_name, input, message) => {
    expect(() => renderChart(input as Parameters<typeof renderChart>[0])).toThrow(message);
  });
});
