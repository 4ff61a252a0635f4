import {
  CHART_SIZES,
  CHART_TYPES,
  COLOR_SCHEMES,
  INDICATORS,
  OVERLAYS,
  PERIODS,
  RANGES,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  parseInspectorText,
  type ChartSettings,
} from '@chartbench/core';
import { renderChart } from './render-chart';
import { createSampleBars } from './sample-bars';
import { createRandom } from './util/random';

const random = createRandom(20251231);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const positions = ['above', 'below', 'behindPrice', 'behindIndicator'] as const;
const styles = [
  'auto',
  'candle',
  'ohlc',
  'line',
  'lineThick',
  'dashed',
  'dots',
  'area',
  'histogram',
  'invisible',
  'elderImpulse',
];
const overlayStyles = [
  'auto',
  'solidThin',
  'solidNormal',
  'solidThick',
  'dashedThin',
  'dashedThick',
  'histogram',
  'area',
  'dots',
];
const colors = ['auto', 'blue', 'red', 'white', 'black', '#123456', 'nonsense'];
const others = ['$SPX', 'SPY', 'QQQ', '$NYADV', '$NYDEC'].map((symbol, i) => ({
  symbol,
  bars: createSampleBars({ seed: 100 + i, count: 800, startPrice: 50 + i * 40 }),
}));

function randomSettings(): ChartSettings {
  const indicators = Array.from({ length: Math.floor(random() * 4) }, (_, i) => {
    const definition = pick(INDICATORS);
    return createIndicatorRow(i + 1, {
      indicatorName: definition.id,
      parameters:
        random() < 0.85 ? definition.defaultParameters : pick(['', '0', '-5', 'abc', '99999', '3,x']),
      indicatorPosition: pick(positions),
      indicatorPriceStyle: pick(styles),
      indicatorColor: pick(colors),
      indicatorHeight: pick(['auto', '1.0', '0.5', '0.1']),
      indicatorOpacity: pick(['auto', '1.0', '0.3', '0.0']),
      overlayName: random() < 0.2 ? pick(OVERLAYS).id : '',
    });
  });
  const overlays = Array.from({ length: Math.floor(random() * 4) }, (_, i) => {
    const definition = pick(OVERLAYS);
    return createOverlayRow(i + 1, {
      overlayName: definition.id,
      parameters: definition.defaultParameters,
      overlayStyle: pick(overlayStyles),
      overlayColor: pick(colors),
      overlayOpacity: pick(['auto', '0.5']),
    });
  });
  return {
    ...createDefaultChartSettings(),
    chartType: pick(CHART_TYPES).value,
    period: pick(PERIODS).value,
    range: pick(RANGES).id,
    rangeBar: 1 + Math.floor(random() * 9),
    rangeGap: Math.floor(random() * 6),
    rangeExtraBars: pick([0, 0, 5, 200]),
    rangeStartDate: pick(['', '2024-02-30', '2025-03-03', '1900-01-01']),
    rangeEndDate: pick(['', '2025-06-30', '2030-01-01']),
    colorScheme: pick(COLOR_SCHEMES).id,
    chartSize: pick(CHART_SIZES).id,
    customWidth: pick([700, 120, 3000]),
    customHeight: pick([312, 90, 2000]),
    chartGrid: pick(['off', 'normal', 'dashed', 'dense', 'darkNormal', 'darkDashed', 'darkDense'] as const),
    legends: pick(['off', 'minimal', 'default', 'verbose'] as const),
    isLogScale: random() < 0.5,
    fullQuote: random() < 0.5,
    priceLabels: random() < 0.5,
    yAxisLabels: random() < 0.7,
    zoomThumbnail: random() < 0.2,
    extendedHours: random() < 0.5,
    solidCandles: random() < 0.5,
    colorVolume: random() < 0.5,
    chartSettingsVolumeMenuValue: pick(['off', 'overlay', 'separate'] as const),
    kagiUnit: pick(['points', 'percentage', 'atr'] as const),
    renkoUnit: pick(['points', 'atr'] as const),
    upColor: pick(colors),
    downColor: pick(colors),
    opacity: pick(['auto', '0.5', '0.0']),
    perfChartSymbols:
      random() < 0.5
        ? [
            { id: 1, symbol: 'SPY' },
            { id: 2, symbol: 'ZZZZ' },
          ]
        : [],
    useMainChartSymbolAsBaseline: random() < 0.5,
    sortedIndicators: indicators,
    sortedOverlays: overlays,
  };
}

describe('renderChart under random settings (seeded): every combination draws, and its inspector text reads back', () => {
  const cases = Array.from({ length: 150 }, (_, i) => {
    const intraday = random() < 0.3;
    const count = pick([0, 1, 2, 30, 400, 1500]);
    const bars = createSampleBars({
      seed: i,
      count,
      periodMs: intraday ? 300_000 : undefined,
      endTime: intraday ? Date.UTC(2025, 5, 4, 20) : undefined,
    });
    return [i, randomSettings(), bars, pick(['AAPL', '-AAPL', '_$BTCUSD', 'A&B<C>'])] as const;
  });
  it.each(cases)('case %d', (_i, settings, bars, symbol) => {
    const { svg, inspectorText } = renderChart({ symbol, settings, bars, compare: others });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    if (svg.includes('data-role="no-data"')) {
      // Too few bars for one brick or line (Renko, Kagi...): the chart says so and the inspector has no bars.
      expect(() => parseInspectorText(inspectorText)).toThrow('No price data found.');
    } else {
      expect(parseInspectorText(inspectorText).panels.length).toBeGreaterThan(0);
    }
  });
});
