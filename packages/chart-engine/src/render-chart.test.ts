import {
  CHART_TYPES,
  COLOR_SCHEMES,
  computeChartHeight,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  parseInspectorText,
  type ChartSettings,
} from '@chartbench/core';
import { renderChart } from './render-chart';
import { createSampleBars } from './sample-bars';

function settingsWith(overrides: Partial<ChartSettings>): ChartSettings {
  return { ...createDefaultChartSettings(), sortedIndicators: [], sortedOverlays: [], ...overrides };
}

function countTag(svg: string, tag: string): number {
  return svg.split(`<${tag}`).length - 1;
}

function roles(svg: string): string[] {
  return [...svg.matchAll(/data-role="([^"]+)"/g)].map((m) => m[1] as string);
}

const bars = createSampleBars({ seed: 3, count: 600 });
const compare = [
  { symbol: 'SPY', bars: createSampleBars({ seed: 4, count: 600, startPrice: 450 }) },
  { symbol: '$SPX', bars: createSampleBars({ seed: 5, count: 600, startPrice: 4500 }) },
];

describe('spec 1 §3.3 every chart type draws and reads back', () => {
  it.each(CHART_TYPES.map((t) => t.value))(
    '%s: a fixed number of paths whatever the bar count, inspector round trip',
    (chartType) => {
      const settings = settingsWith({
        chartType,
        perfChartSymbols: [{ id: 1, symbol: 'SPY' }],
        chartSettingsVolumeMenuValue: 'separate',
      });
      const small = renderChart({
        symbol: 'AAPL',
        settings,
        bars: createSampleBars({ seed: 3, count: 300 }),
        compare,
      });
      const large = renderChart({
        symbol: 'AAPL',
        settings,
        bars: createSampleBars({ seed: 3, count: 3000 }),
        compare,
      });
      expect(countTag(large.svg, 'path')).toBeLessThanOrEqual(countTag(small.svg, 'path') + 2);
      expect(countTag(large.svg, 'path')).toBeLessThan(30);
      const data = parseInspectorText(large.inspectorText);
      expect(data.panels.map((p) => p.id)).toEqual(['price', 'volume']);
      expect(data.bars.length).toBeGreaterThan(0);
      if (chartType !== 'invisible' && chartType !== 'perfChart')
        expect(roles(large.svg).some((r) => r.startsWith('price-'))).toBe(true);
    },
  );

  it('draws a PerfChart line per symbol', () => {
    const { svg } = renderChart({
      symbol: 'AAPL',
      settings: settingsWith({
        chartType: 'perfChart',
        perfChartSymbols: [
          { id: 1, symbol: 'SPY' },
          { id: 2, symbol: '$SPX' },
        ],
      }),
      bars,
      compare,
    });
    expect(roles(svg).filter((r) => /^perf-\d$/.test(r))).toEqual(['perf-0', 'perf-1', 'perf-2']);
  });
});

describe('renderChart output', () => {
  it('is deterministic: the same input gives the same SVG and inspector text', () => {
    const settings = createDefaultChartSettings();
    expect(renderChart({ symbol: 'MSFT', settings, bars, compare })).toEqual(
      renderChart({ symbol: 'MSFT', settings, bars, compare }),
    );
  });

  it('escapes the symbol in text and title', () => {
    const { svg } = renderChart({ symbol: 'A<B>&"C\'', settings: settingsWith({}), bars });
    expect(svg).toContain('A&lt;B&gt;&amp;&quot;C&#39;');
    expect(svg).not.toContain('A<B>');
  });

  it('writes the legend with the symbol and the given quote', () => {
    const { svg } = renderChart({
      symbol: 'IBM',
      settings: settingsWith({}),
      bars,
      quote: { last: 1234.5, change: -2.5, percentChange: -0.2 },
    });
    expect(svg).toContain('>IBM<');
    expect(svg).toContain('Last 1,234.50 -2.50 (-0.20%)');
  });

  it('keeps 100,000 bars to the chart width: the SVG is no bigger than for 1,000', () => {
    const settings = settingsWith({
      range: '100y',
      chartType: 'candle',
      sortedOverlays: [createOverlayRow(1, { overlayName: 'sma', parameters: '50' })],
    });
    const big = renderChart({ symbol: 'X', settings, bars: createSampleBars({ seed: 1, count: 100_000 }) });
    const small = renderChart({ symbol: 'X', settings, bars: createSampleBars({ seed: 1, count: 1_000 }) });
    expect(big.svg.length).toBeLessThan(small.svg.length * 1.6);
    expect(parseInspectorText(big.inspectorText).bars.length).toBeLessThanOrEqual(900);
  });
});

describe('spec 2 §3 panels and indicator positions', () => {
  const macd = createIndicatorRow(1, {
    indicatorName: 'macd',
    parameters: '12,26,9',
    indicatorPosition: 'below',
  });
  const rsiAbove = createIndicatorRow(2, {
    indicatorName: 'rsi',
    parameters: '14',
    indicatorPosition: 'above',
  });
  const rsiBehindPrice = createIndicatorRow(3, {
    indicatorName: 'rsi',
    parameters: '14',
    indicatorPosition: 'behindPrice',
  });
  const rsiBehindMacd = createIndicatorRow(4, {
    indicatorName: 'rsi',
    parameters: '14',
    indicatorPosition: 'behindIndicator',
  });
  it.each([
    ['below', [macd], ['price', 'ind1']],
    ['above', [rsiAbove], ['ind1', 'price']],
    ['behind price', [rsiBehindPrice], ['price']],
    ['behind indicator', [macd, rsiBehindMacd], ['price', 'ind1']],
    ['above, price, volume, below', [rsiAbove, macd], ['ind1', 'price', 'volume', 'ind2']],
  ])('%s', (_name, sortedIndicators, panels) => {
    const volume = panels.includes('volume') ? 'separate' : 'off';
    const { inspectorText } = renderChart({
      symbol: 'AAPL',
      settings: settingsWith({ sortedIndicators, chartSettingsVolumeMenuValue: volume }),
      bars,
    });
    expect(parseInspectorText(inspectorText).panels.map((p) => p.id)).toEqual(panels);
  });

  it('follows the chart height rule of spec 3 §5 and splits it by panel weight', () => {
    const settings = settingsWith({
      fullQuote: true,
      sortedIndicators: [macd, { ...rsiAbove, indicatorHeight: '0.7' }],
    });
    const { svg, inspectorText } = renderChart({ symbol: 'AAPL', settings, bars });
    expect(svg).toContain(`height="${computeChartHeight(settings)}"`);
    const [above, price, below] = parseInspectorText(inspectorText).panels;
    const h = (p: typeof price) => (p ? p.minY - p.maxY : 0);
    expect(h(above) / h(price)).toBeCloseTo(0.7, 0);
    expect(h(below) / h(price)).toBeCloseTo(0.35, 1);
    expect(above?.hasFullQuote).toBe(true);
    expect(above?.maxY).toBe(73);
  });

  it('shows an indicator it cannot compute as a message, and still draws the chart', () => {
    const row = createIndicatorRow(1, { indicatorName: 'priceRelative', parameters: 'NOPE' });
    const { svg } = renderChart({
      symbol: 'AAPL',
      settings: settingsWith({ sortedIndicators: [row] }),
      bars,
    });
    expect(svg).toMatch(/NOPE/);
    expect(roles(svg)).toContain('panel-ind1');
  });

  it('draws an overlay on an indicator', () => {
    const row = createIndicatorRow(1, {
      indicatorName: 'rsi',
      parameters: '14',
      overlayName: 'sma',
      overlayParameters: '10',
    });
    expect(
      roles(renderChart({ symbol: 'AAPL', settings: settingsWith({ sortedIndicators: [row] }), bars }).svg),
    ).toContain('ind1-overlay-sma');
  });
});

describe('spec 2 §3 indicator price styles Cumulative and Elder Impulse', () => {
  const withRsi = (indicatorPriceStyle: string) =>
    renderChart({
      symbol: 'AAPL',
      settings: settingsWith({
        sortedIndicators: [
          createIndicatorRow(1, { indicatorName: 'rsi', parameters: '14', indicatorPriceStyle }),
        ],
      }),
      bars,
    });
  const panel = (inspectorText: string) =>
    parseInspectorText(inspectorText).panels.find((p) => p.id === 'ind1');

  it('Cumulative draws the running sum: the RSI panel scale reaches far past 100', () => {
    expect(panel(withRsi('line').inspectorText)?.maxValue).toBeLessThan(200);
    expect(panel(withRsi('cumulative').inspectorText)?.maxValue).toBeGreaterThan(1000);
  });

  it('Elder Impulse draws impulse bars in the up, down and neutral colours instead of a line', () => {
    const drawn = roles(withRsi('elderImpulse').svg);
    expect(drawn).toEqual(
      expect.arrayContaining(['ind1-rsi-impulse-up', 'ind1-rsi-impulse-down', 'ind1-rsi-impulse-neutral']),
    );
    expect(drawn).not.toContain('ind1-rsi');
    expect(roles(withRsi('line').svg)).toContain('ind1-rsi');
  });
});

describe('spec 2 §3 VWAP only on intraday charts', () => {
  it('a daily chart shows why it draws no VWAP', () => {
    const settings = settingsWith({ sortedOverlays: [createOverlayRow(1, { overlayName: 'vwap' })] });
    const { svg } = renderChart({ symbol: 'AAPL', settings, bars });
    expect(svg).toContain('VWAP: intraday charts only');
    const sma = settingsWith({
      sortedOverlays: [createOverlayRow(1, { overlayName: 'sma', parameters: '20' })],
    });
    expect(renderChart({ symbol: 'AAPL', settings: sma, bars }).svg).not.toContain('intraday charts only');
  });
});

describe('spec 2 §3 SCTR ranked against its universe', () => {
  it('draws the ranks the server gives instead of the fixed curve', () => {
    const settings = settingsWith({ sortedIndicators: [createIndicatorRow(1, { indicatorName: 'sctr' })] });
    const rank = new Float64Array(bars.time.length).fill(12.5);
    const ranked = renderChart({
      symbol: 'AAPL',
      settings: { ...settings, legends: 'verbose' },
      bars,
      sctrRanks: { time: bars.time, rank },
    });
    const curve = renderChart({ symbol: 'AAPL', settings: { ...settings, legends: 'verbose' }, bars });
    expect(ranked.svg).toContain('>12.50<');
    expect(curve.svg).not.toContain('>12.50<');
    expect(() =>
      renderChart({
        symbol: 'AAPL',
        settings,
        bars,
        sctrRanks: { time: bars.time, rank: new Float64Array(3) },
      }),
    ).toThrow(/sctrRanks/);
  });
});

describe('spec 2 §3 chart settings change the drawing', () => {
  const render = (overrides: Partial<ChartSettings>, symbol = 'AAPL') =>
    renderChart({ symbol, settings: settingsWith(overrides), bars, compare });

  it.each([
    [
      'volume off',
      { chartSettingsVolumeMenuValue: 'off' as const },
      (r: string[]) => !r.some((x) => x.includes('volume')),
    ],
    [
      'volume overlay',
      { chartSettingsVolumeMenuValue: 'overlay' as const },
      (r: string[]) => r.includes('volume-overlay-up'),
    ],
    [
      'volume separate',
      { chartSettingsVolumeMenuValue: 'separate' as const },
      (r: string[]) => r.includes('panel-volume'),
    ],
    [
      'one-colour volume',
      { chartSettingsVolumeMenuValue: 'separate' as const, colorVolume: false },
      (r: string[]) => r.includes('volume-volume') && !r.includes('volume-volume-up'),
    ],
    ['legends off', { legends: 'off' as const }, (r: string[]) => !r.includes('legend')],
    ['grid off', { chartGrid: 'off' as const }, (r: string[]) => !r.includes('grid')],
    ['y-axis labels off', { yAxisLabels: false }, (r: string[]) => !r.includes('axis-label')],
    ['price labels on', { priceLabels: true }, (r: string[]) => r.includes('price-label')],
    ['full quote on', { fullQuote: true }, (r: string[]) => r.includes('header-quote')],
    ['zoom thumbnail on', { zoomThumbnail: true }, (r: string[]) => r.includes('zoom-thumbnail')],
  ])('%s', (_name, overrides, check) => {
    expect(check(roles(render(overrides).svg))).toBe(true);
  });

  it('widens the image by the 150 px zoom thumbnail (spec 1 §9)', () => {
    expect(render({ zoomThumbnail: true, chartSize: '620' }).svg).toContain('width="770"');
  });

  it.each([
    ['620', 620],
    ['1280', 1280],
    ['landscape', 900],
  ])('draws chart size %s at %d px wide (spec 1 §3.4)', (chartSize, width) => {
    expect(render({ chartSize }).svg).toContain(`width="${width}"`);
  });

  it('uses the custom width and height for Custom', () => {
    expect(
      render({ chartSize: 'custom', customWidth: 640, customHeight: 300, fullQuote: false }).svg,
    ).toContain('width="640" height="300"');
  });

  it('dashes the grid for the dashed styles', () => {
    expect(render({ chartGrid: 'dashed' }).svg).toMatch(/data-role="grid"[^>]*stroke-dasharray/);
  });

  it('reads log and linear scales and the inverted prefix into the inspector panel', () => {
    const log = parseInspectorText(render({ isLogScale: true }).inspectorText).panels[0];
    const linear = parseInspectorText(render({ isLogScale: false }).inspectorText).panels[0];
    const inverted = parseInspectorText(render({ isLogScale: false }, '-AAPL').inspectorText).panels[0];
    expect(log?.isLog).toBe(true);
    expect(linear?.isLog).toBe(false);
    expect(linear && linear.maxValue > linear.minValue).toBe(true);
    expect(inverted && inverted.maxValue < inverted.minValue).toBe(true);
  });

  it.each(COLOR_SCHEMES.map((s) => s.id))('paints scheme %s with its own background', (colorScheme) => {
    const scheme = COLOR_SCHEMES.find((s) => s.id === colorScheme);
    expect(render({ colorScheme }).svg).toContain(`fill="${scheme?.palette.background}"`);
  });

  it('applies custom colours and up/down colours', () => {
    const { svg } = render({
      colorScheme: 'custom',
      customBackgroundColor: '#101010',
      chartType: 'candle',
      upColor: 'blue',
      downColor: 'orange',
    });
    expect(svg).toContain('fill="#101010"');
    expect(svg).toMatch(/data-role="price-bodies-down"[^>]*fill="#ffa500"/);
  });

  it('applies the series opacity', () => {
    expect(render({ opacity: '0.4' }).svg).toMatch(/data-role="price-bars-up"[^>]*opacity="0.4"/);
  });

  it('leaves extra bars empty on the right', () => {
    const plain = parseInspectorText(render({ rangeExtraBars: 0 }).inspectorText);
    const extra = parseInspectorText(render({ rangeExtraBars: 50 }).inspectorText);
    expect(extra.bars.at(-1)!.barIndex).toBeLessThan(plain.bars.at(-1)!.barIndex - 100);
  });

  it('styles overlays: dashed, coloured, translucent', () => {
    const row = createOverlayRow(1, {
      overlayName: 'ema',
      parameters: '20',
      overlayStyle: 'dashedThick',
      overlayColor: 'purple',
      overlayOpacity: '0.5',
    });
    expect(render({ sortedOverlays: [row] }).svg).toMatch(
      /data-role="overlay-1-ema"[^>]*stroke="#800080"[^>]*stroke-width="2.5" stroke-dasharray="6 4"[^>]*opacity="0.5"/,
    );
  });
});

describe('small images (style thumbnails, mini charts)', () => {
  it.each([
    [160, 100],
    [280, 175],
    [50, 50],
  ])('%d x %d draws every panel without the header and with short legends', (width, height) => {
    const { svg, inspectorText } = renderChart({
      symbol: 'AAPL',
      settings: createDefaultChartSettings(),
      bars,
      compare,
      width,
      height,
    });
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(roles(svg)).not.toContain('header-quote');
    const panels = parseInspectorText(inspectorText).panels;
    expect(panels.map((p) => p.id)).toEqual(['ind1', 'price', 'ind2']);
    for (const panel of panels) expect(panel.minY).toBeGreaterThan(panel.maxY);
    expect(svg).not.toContain('O ');
  });
});

describe('spec 1 §3.1 intraday periods and extended hours', () => {
  const intraday = createSampleBars({
    seed: 2,
    count: 600,
    periodMs: 300_000,
    endTime: Date.UTC(2025, 5, 4, 21),
  });
  it('labels times, writes 12-digit date ids and shades pre- and post-market bars', () => {
    const { svg, inspectorText } = renderChart({
      symbol: 'AAPL',
      settings: settingsWith({ period: '5', range: '2d', extendedHours: true }),
      bars: intraday,
    });
    expect(roles(svg)).toContain('extended-hours');
    expect(parseInspectorText(inspectorText).bars[0]?.startId).toMatch(/^\d{12}$/);
  });

  it('writes exchange-traded intraday times in US Eastern time and crypto in UTC', () => {
    const settings = settingsWith({ period: '5', range: '2d', extendedHours: true });
    const stock = parseInspectorText(renderChart({ symbol: 'AAPL', settings, bars: intraday }).inspectorText);
    const crypto = parseInspectorText(
      renderChart({ symbol: '$BTCUSD', settings, bars: intraday }).inspectorText,
    );
    // The last bar starts 2025-06-04 21:00 UTC: 17:00 in New York (daylight saving time).
    expect(stock.bars.at(-1)?.startId).toBe('202506041700');
    expect(crypto.bars.at(-1)?.startId).toBe('202506042100');
  });

  it('drops pre- and post-market bars when extended hours are off', () => {
    const on = parseInspectorText(
      renderChart({
        symbol: 'AAPL',
        settings: settingsWith({ period: '5', range: '5d', extendedHours: true }),
        bars: intraday,
      }).inspectorText,
    );
    const off = parseInspectorText(
      renderChart({
        symbol: 'AAPL',
        settings: settingsWith({ period: '5', range: '5d', extendedHours: false }),
        bars: intraday,
      }).inspectorText,
    );
    expect(off.bars.length).toBeLessThan(on.bars.length);
  });

  it('does not shade crypto, which trades around the clock', () => {
    const { svg } = renderChart({
      symbol: '$BTCUSD',
      settings: settingsWith({ period: '5', range: '2d', extendedHours: true }),
      bars: intraday,
    });
    expect(roles(svg)).not.toContain('extended-hours');
  });
});

describe('renderChart rejects bad input with a clear error', () => {
  const few = createSampleBars({ seed: 1, count: 10 });
  it.each([
    [
      'an empty symbol',
      { symbol: ' ', settings: settingsWith({}), bars: few },
      /symbol must be a non-empty string/,
    ],
    [
      'mismatched columns',
      { symbol: 'X', settings: settingsWith({}), bars: { ...few, volume: new Float64Array(3) } },
      /bars.volume has 3 values/,
    ],
    [
      'a plain array column',
      { symbol: 'X', settings: settingsWith({}), bars: { ...few, close: [1, 2] as unknown as Float64Array } },
      /bars.close must be a Float64Array/,
    ],
    [
      'times out of order',
      { symbol: 'X', settings: settingsWith({}), bars: { ...few, time: new Float64Array(10).fill(5) } },
      /bar times must increase/,
    ],
    [
      'a silly width',
      { symbol: 'X', settings: settingsWith({}), bars: few, width: 3 },
      /width must be a number of pixels/,
    ],
    ['no settings', { symbol: 'X', bars: few }, /settings must be a ChartSettings object/],
  ])('%s', (_name, input, message) => {
    expect(() => renderChart(input as Parameters<typeof renderChart>[0])).toThrow(message);
  });

  it('draws an empty chart for no bars rather than failing', () => {
    const empty = createSampleBars({ seed: 1, count: 0 });
    expect(renderChart({ symbol: 'X', settings: settingsWith({}), bars: empty }).svg).toContain('<svg');
  });
});
