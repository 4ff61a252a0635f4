import { describe, expect, it } from 'vitest';
import {
  CHART_SIZES,
  CHART_TYPES,
  COLOR_SCHEMES,
  findRange,
  INDICATORS,
  OVERLAYS,
  PERIODS,
  RANGES,
} from '../../catalogues/index';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '../../model/chart-settings';
import {
  GRID_VALUES,
  HEIGHT_VALUES,
  INDICATOR_POSITION_VALUES,
  LEGEND_VALUES,
  LINE_COLOR_VALUES,
  OPACITY_VALUES,
  OVERLAY_STYLE_VALUES,
  PRICE_STYLE_VALUES,
  VOLUME_MENU_VALUES,
} from '../settings/option-values';
import { buildChartXml } from './build-chart-xml';
import { parseChartXml } from './parse-chart-xml';

const today = '2026-11-20';

function settings(overrides: Partial<ChartSettings> = {}): ChartSettings {
  return { ...createDefaultChartSettings(), ...overrides };
}

function rangeSettings(id: string): Partial<ChartSettings> {
  const range = findRange(id);
  if (!range) throw new Error(id);
  const base = {
    range: id,
    rangeBar: range.barValue,
    rangeGap: range.gapValue,
    rangeDays: range.numberOfDays,
    rangeMonths: range.numberOfMonths,
    rangeYears: range.numberOfYears,
    rangeStartDate: '',
    rangeEndDate: '',
  };
  if (id === 'ytd') return { ...base, rangeStartDate: '2026-01-01' };
  if (id === 'custom') return { ...base, rangeStartDate: '2020-03-04', rangeEndDate: '2021-05-06' };
  if (id === 'predefined') return { ...base, rangeYears: 2, rangeMonths: 3, rangeDays: 4 };
  return base;
}

function roundTrip(symbol: string, s: ChartSettings) {
  return parseChartXml(buildChartXml({ symbol, settings: s }, { today }), { today });
}

type Case = [string, string, ChartSettings];
const cases: Case[] = [
  ['default chart', 'AAPL', settings()],
  ...CHART_TYPES.map((t): Case => [`chart type ${t.value}`, 'AAPL', settings({ chartType: t.value })]),
  ...PERIODS.map((p): Case => [`period ${p.value}`, 'BTCUSD', settings({ period: p.value })]),
  ...RANGES.map((r): Case => [`range ${r.id}`, 'AAPL', settings(rangeSettings(r.id))]),
  ...[1, 5, 9].flatMap((bar) =>
    [0, 3, 5].map((gap): Case => [
      `fill bar ${bar} gap ${gap}`,
      'AAPL',
      settings({ ...rangeSettings('fill'), rangeBar: bar, rangeGap: gap }),
    ]),
  ),
  ['custom range start only', 'AAPL', settings({ ...rangeSettings('custom'), rangeEndDate: '' })],
  ['custom range end only', 'AAPL', settings({ ...rangeSettings('custom'), rangeStartDate: '' })],
  [
    'custom range from the minimum date',
    'AAPL',
    settings({ ...rangeSettings('custom'), rangeStartDate: '1900-01-01' }),
  ],
  [
    'predefined 100 years 11 months 29 days',
    'AAPL',
    settings({ ...rangeSettings('predefined'), rangeYears: 100, rangeMonths: 11, rangeDays: 29 }),
  ],
  [
    'predefined 3 days',
    'AAPL',
    settings({ ...rangeSettings('predefined'), rangeYears: 0, rangeMonths: 0, rangeDays: 3 }),
  ],
  ...CHART_SIZES.map((size): Case => [
    `size ${size.id}`,
    'AAPL',
    settings({
      chartSize: size.id,
      customWidth: size.isCustom ? 1234 : 700,
      customHeight: size.isCustom ? 567 : 312,
    }),
  ]),
  ...COLOR_SCHEMES.map((scheme): Case => [
    `scheme ${scheme.id}`,
    'AAPL',
    settings({ colorScheme: scheme.id }),
  ]),
  ...COLOR_SCHEMES.map((scheme): Case => [
    `scheme ${scheme.id} with swatch up/down colours`,
    'AAPL',
    settings({
      colorScheme: scheme.id,
      upColor: scheme.swatches[2]!.toLowerCase(),
      downColor: scheme.swatches[0]!.toLowerCase(),
    }),
  ]),
  [
    'custom scheme colours',
    'AAPL',
    settings({
      colorScheme: 'custom',
      customBackgroundColor: '#101010',
      customGridColor: '#202020',
      customTextColor: '#f0f0f0',
      customIndicatorColor: '#abcdef',
    }),
  ],
  ...OPACITY_VALUES.map((opacity): Case => [`opacity ${opacity}`, 'AAPL', settings({ opacity })]),
  ...GRID_VALUES.map((chartGrid): Case => [`grid ${chartGrid}`, 'AAPL', settings({ chartGrid })]),
  ...LEGEND_VALUES.map((legends): Case => [`legends ${legends}`, 'AAPL', settings({ legends })]),
  ...VOLUME_MENU_VALUES.map((v): Case => [
    `volume ${v}`,
    'AAPL',
    settings({ chartSettingsVolumeMenuValue: v }),
  ]),
  ...(
    [
      'isLogScale',
      'extendedHours',
      'fullQuote',
      'priceLabels',
      'yAxisLabels',
      'solidCandles',
      'colorVolume',
      'zoomThumbnail',
      'useMainChartSymbolAsBaseline',
    ] as const
  ).flatMap((key) =>
    [true, false].map((value): Case => [`${key} ${value}`, 'AAPL', settings({ [key]: value })]),
  ),
  [
    'kagi points 1 close',
    'AAPL',
    settings({ chartType: 'kagi', kagiUnit: 'points', kagiReversal: 1, kagiPriceField: 'close' }),
  ],
  ['kagi percentage 0.5', 'AAPL', settings({ chartType: 'kagi', kagiUnit: 'percentage', kagiReversal: 0.5 })],
  [
    'renko points 1 highLow',
    'AAPL',
    settings({ chartType: 'renko', renkoUnit: 'points', renkoBoxSize: 1, renkoPriceField: 'highLow' }),
  ],
  ['extra bars 0..max', 'AAPL', settings({ rangeExtraBars: 2147483647 })],
  ['extra bars 20', 'AAPL', settings({ rangeExtraBars: 20 })],
  ...['AAPL', '_AAPL', '-AAPL', '_-AAPL', '$SPX', 'BRK/B', 'IBM:$SPX', 'BTCUSD', 'A&B<"C">'].map(
    (symbol): Case => [`symbol ${symbol}`, symbol, settings()],
  ),
  [
    'perf chart symbols',
    'AAPL',
    settings({
      chartType: 'perfChart',
      perfChartSymbols: [
        { id: 1, symbol: 'MSFT' },
        { id: 7, symbol: '$SPX' },
      ],
      useMainChartSymbolAsBaseline: true,
    }),
  ],
  ['no indicators or overlays', 'AAPL', settings({ sortedIndicators: [], sortedOverlays: [] })],
  ...[0, 25, 50, 75]
    .filter((from) => from < INDICATORS.length)
    .map((from): Case => [
      `every indicator with its defaults (from ${from})`,
      'AAPL',
      settings({
        sortedIndicators: INDICATORS.slice(from, from + 25).map((ind, i) =>
          createIndicatorRow(i + 1, { indicatorName: ind.id, parameters: ind.defaultParameters }),
        ),
      }),
    ]),
  ...[0, 25]
    .filter((from) => from < OVERLAYS.length)
    .map((from): Case => [
      `every overlay with its defaults (from ${from})`,
      'AAPL',
      settings({
        sortedOverlays: OVERLAYS.slice(from, from + 25).map((ov, i) =>
          createOverlayRow(i + 1, { overlayName: ov.id, parameters: ov.defaultParameters }),
        ),
      }),
    ]),
  [
    'indicator option values',
    'AAPL',
    settings({
      sortedIndicators: [
        ...INDICATOR_POSITION_VALUES.map((p, i) =>
          createIndicatorRow(i + 1, { indicatorName: 'rsi', parameters: '14', indicatorPosition: p }),
        ),
        ...PRICE_STYLE_VALUES.map((style, i) =>
          createIndicatorRow(i + 10, { indicatorName: 'rsi', indicatorPriceStyle: style }),
        ),
      ],
    }),
  ],
  [
    'indicator colours, heights, opacities and attached overlays',
    'AAPL',
    settings({
      sortedIndicators: [
        ...LINE_COLOR_VALUES.map((c, i) =>
          createIndicatorRow(i + 1, {
            indicatorName: 'macd',
            indicatorColor: c,
            indicatorHeight: HEIGHT_VALUES[i % HEIGHT_VALUES.length]!,
            indicatorOpacity: OPACITY_VALUES[i % OPACITY_VALUES.length]!,
          }),
        ),
        createIndicatorRow(50, {
          indicatorName: 'rsi',
          overlayName: 'sma',
          overlayParameters: '9',
          indicatorColor: '#12ab34',
        }),
      ].slice(0, 25),
    }),
  ],
  [
    'overlay styles, colours and opacities',
    'AAPL',
    settings({
      sortedOverlays: [
        ...OVERLAY_STYLE_VALUES.map((style, i) =>
          createOverlayRow(i + 1, { overlayName: 'ema', parameters: '20', overlayStyle: style }),
        ),
        ...LINE_COLOR_VALUES.slice(0, 14).map((c, i) =>
          createOverlayRow(i + 20, {
            overlayName: 'sma',
            parameters: '50,C,2',
            overlayColor: c,
            overlayOpacity: OPACITY_VALUES[i % OPACITY_VALUES.length]!,
          }),
        ),
      ].slice(0, 25),
    }),
  ],
  [
    'parameters with special characters',
    'AAPL',
    settings({
      sortedOverlays: [
        createOverlayRow(1, { overlayName: 'horizontalLine', parameters: '100, 200 & <300> "q" \'a\'' }),
      ],
    }),
  ],
];

describe('spec 2 §5 chart XML round trip: chart -> XML -> chart is the identity', () => {
  it.each(cases)('%s', (_name, symbol, s) => {
    expect(roundTrip(symbol, s)).toEqual({ symbol, settings: s });
  });

  it('covers every catalogue entry', () => {
    expect(cases.length).toBeGreaterThan(
      CHART_TYPES.length + PERIODS.length + RANGES.length + CHART_SIZES.length + 2 * COLOR_SCHEMES.length,
    );
    const indicatorIds = new Set(cases.flatMap(([, , s]) => s.sortedIndicators.map((r) => r.indicatorName)));
    const overlayIds = new Set(cases.flatMap(([, , s]) => s.sortedOverlays.map((r) => r.overlayName)));
    expect(INDICATORS.filter((i) => !indicatorIds.has(i.id))).toEqual([]);
    expect(OVERLAYS.filter((o) => !overlayIds.has(o.id))).toEqual([]);
  });

  it('is stable: XML -> chart -> XML gives the same text', () => {
    for (const [, symbol, s] of cases) {
      const xml = buildChartXml({ symbol, settings: s }, { today });
      expect(buildChartXml(parseChartXml(xml, { today }), { today })).toBe(xml);
    }
  });
});
