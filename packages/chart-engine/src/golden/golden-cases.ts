import {
  CHART_TYPES,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '@chartbench/core';
import { renderPointAndFigure } from '../pnf/render-pnf';
import { renderChart } from '../render-chart';
import { createSampleBars } from '../sample-bars';

/** One reference chart: a name (the golden file's) and how to draw it. */
export interface GoldenCase {
  readonly name: string;
  readonly render: () => string;
}

const HOUR = 3_600_000;
const main = createSampleBars({ seed: 11, count: 520, startPrice: 180 });
const spy = createSampleBars({ seed: 12, count: 520, startPrice: 450 });
const qqq = createSampleBars({ seed: 13, count: 520, startPrice: 380 });
const spx = createSampleBars({ seed: 14, count: 520, startPrice: 4500 });
const compare = [
  { symbol: 'SPY', bars: spy },
  { symbol: 'QQQ', bars: qqq },
  { symbol: '$SPX', bars: spx },
];
// Intraday sample: 5-minute bars over three days, including pre- and post-market hours (Eastern 08:00-18:00).
const intraday = (() => {
  const all = createSampleBars({
    seed: 15,
    count: 3 * 288,
    periodMs: 300_000,
    endTime: Date.UTC(2025, 5, 4, 23, 55),
    startPrice: 180,
  });
  const keep: number[] = [];
  all.time.forEach((t, i) => {
    const hour = new Date(t).getUTCHours();
    if (hour >= 12 && hour < 22) keep.push(i);
  });
  const pick = (a: Float64Array) => Float64Array.from(keep, (i) => a[i] as number);
  return {
    time: pick(all.time),
    open: pick(all.open),
    high: pick(all.high),
    low: pick(all.low),
    close: pick(all.close),
    volume: pick(all.volume),
  };
})();
void HOUR;

/** The default settings without studies, sized small enough to review by eye. */
function plain(overrides: Partial<ChartSettings> = {}): ChartSettings {
  return {
    ...createDefaultChartSettings(),
    chartSize: '620',
    sortedIndicators: [],
    sortedOverlays: [],
    fullQuote: false,
    legends: 'default',
    ...overrides,
  };
}

function chart(name: string, settings: ChartSettings, symbol = 'AAPL', bars = main): GoldenCase {
  return { name, render: () => renderChart({ symbol, settings, bars, compare }).svg };
}

const typeCases = CHART_TYPES.map((type) =>
  chart(
    `type-${type.value}`,
    plain({
      chartType: type.value,
      chartSettingsVolumeMenuValue: type.value === 'perfChart' ? 'off' : 'overlay',
      perfChartSymbols:
        type.value === 'perfChart'
          ? [
              { id: 1, symbol: 'SPY' },
              { id: 2, symbol: 'QQQ' },
            ]
          : [],
    }),
  ),
);

const rsi = (position: ChartSettings['sortedIndicators'][number]['indicatorPosition'], id = 1) =>
  createIndicatorRow(id, { indicatorName: 'rsi', parameters: '14', indicatorPosition: position });

/** The reference set: every chart type, each indicator position, dark and light schemes, log and linear. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...typeCases,
  chart('default-settings', { ...createDefaultChartSettings() }),
  chart('default-settings-night', {
    ...createDefaultChartSettings(),
    colorScheme: 'night',
    chartType: 'candle',
  }),
  chart('position-above', plain({ sortedIndicators: [rsi('above')] })),
  chart(
    'position-below',
    plain({ sortedIndicators: [createIndicatorRow(1, { indicatorName: 'macd', parameters: '12,26,9' })] }),
  ),
  chart(
    'position-behind-price',
    plain({
      sortedIndicators: [
        createIndicatorRow(1, { indicatorName: 'volume', indicatorPosition: 'behindPrice' }),
        rsi('behindPrice', 2),
      ],
    }),
  ),
  chart(
    'position-behind-indicator',
    plain({
      sortedIndicators: [
        createIndicatorRow(1, { indicatorName: 'macd', parameters: '12,26,9' }),
        rsi('behindIndicator', 2),
      ],
    }),
  ),
  chart(
    'indicator-overlay-and-height',
    plain({
      sortedIndicators: [
        createIndicatorRow(1, {
          indicatorName: 'rsi',
          parameters: '14',
          indicatorHeight: '0.6',
          indicatorColor: 'purple',
          overlayName: 'sma',
          overlayParameters: '10',
        }),
      ],
    }),
  ),
  chart(
    'scheme-light-classic-linear',
    plain({
      colorScheme: 'classic',
      isLogScale: false,
      chartType: 'candle',
      sortedOverlays: [createOverlayRow(1, { overlayName: 'bollingerBands', parameters: '20,2' })],
    }),
  ),
  chart(
    'scheme-dark-blue-log',
    plain({
      colorScheme: 'darkBlue',
      isLogScale: true,
      chartType: 'candle',
      range: '5y',
      sortedOverlays: [createOverlayRow(1, { overlayName: 'sma', parameters: '50', overlayColor: 'blue' })],
    }),
  ),
  chart(
    'scheme-custom-colours',
    plain({
      colorScheme: 'custom',
      customBackgroundColor: '#fdf6e3',
      customGridColor: '#93a1a1',
      customTextColor: '#073642',
      customIndicatorColor: '#268bd2',
      upColor: 'blue',
      downColor: 'orange',
      chartType: 'candle',
      solidCandles: true,
    }),
  ),
  chart('inverted-scale', plain({ chartType: 'line' }), '-AAPL'),
  chart(
    'features-labels-thumbnail-quote',
    plain({
      fullQuote: true,
      priceLabels: true,
      zoomThumbnail: true,
      legends: 'verbose',
      chartGrid: 'darkDashed',
      rangeExtraBars: 20,
      chartSettingsVolumeMenuValue: 'separate',
      sortedOverlays: [
        createOverlayRow(1, {
          overlayName: 'ema',
          parameters: '20',
          overlayStyle: 'dashedNormal',
          overlayColor: 'green',
        }),
      ],
    }),
  ),
  chart(
    'legends-minimal-grid-off-no-axis-labels',
    plain({ legends: 'minimal', chartGrid: 'off', yAxisLabels: false, opacity: '0.5' }),
  ),
  chart(
    'intraday-extended-hours',
    plain({
      period: '5',
      range: '2d',
      chartType: 'candle',
      extendedHours: true,
      chartSettingsVolumeMenuValue: 'separate',
    }),
    'AAPL',
    intraday,
  ),
  chart('range-fill', plain({ range: 'fill', rangeBar: 7, rangeGap: 2, chartType: 'candle' })),
  chart(
    'long-history-decimated',
    plain({
      range: '100y',
      chartType: 'ohlc',
      sortedOverlays: [createOverlayRow(1, { overlayName: 'sma', parameters: '200' })],
    }),
    'AAPL',
    createSampleBars({ seed: 16, count: 20_000 }),
  ),
  {
    name: 'point-and-figure',
    render: () =>
      renderPointAndFigure({ symbol: 'AAPL', bars: main, boxSize: 2, reversal: 3, width: 620, height: 400 })
        .svg,
  },
];
