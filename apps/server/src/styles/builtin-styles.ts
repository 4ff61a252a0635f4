import {
  buildChartImageQuery,
  buildChartXml,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '@chartbench/core';
import type { SampleChartStyle } from '@chartbench/api-client/contract';

/** A style shipped with the server under a fixed permanent id below 1000 (members' ids start at p1000). */
export interface BuiltinStyle {
  /** The numeric part of the permanent id: p0 is the default style. */
  readonly id: number;
  /** The library group id, camelCase ('basicCharts' shows as 'Basic Charts'); '' for the default style. */
  readonly group: string;
  readonly title: string;
  readonly description: string;
  readonly symbol: string;
  readonly membersOnly: boolean;
  readonly shouldLoadSymbol: boolean;
  readonly settings: ChartSettings;
}

const settings = (overrides: Partial<ChartSettings>): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});

const indicators = (...rows: Array<[string, string, 'above' | 'below' | 'behindPrice']>) =>
  rows.map(([indicatorName, parameters, indicatorPosition], index) =>
    createIndicatorRow(index + 1, { indicatorName, parameters, indicatorPosition }),
  );

const overlays = (...rows: Array<[string, string, string]>) =>
  rows.map(([overlayName, parameters, overlayColor], index) =>
    createOverlayRow(index + 1, { overlayName, parameters, overlayColor }),
  );

/** The default style (p0, spec 1 §5.5: id=0 means p0) and the sample ChartStyle library (spec 2 §7). */
export const BUILTIN_STYLES: readonly BuiltinStyle[] = [
  {
    id: 0,
    group: '',
    title: 'Default',
    description:
      'The workbench default: thick OHLC bars, one year of daily bars, EMA 20 and SMA 50/200, MACD.',
    symbol: 'SPY',
    membersOnly: false,
    shouldLoadSymbol: false,
    settings: createDefaultChartSettings(),
  },
  {
    id: 1,
    group: 'basicCharts',
    title: 'Candlesticks with Moving Averages',
    description:
      'Daily candlesticks over six months with the 50- and 200-day simple moving averages and volume.',
    symbol: 'AAPL',
    membersOnly: false,
    shouldLoadSymbol: false,
    settings: settings({
      chartType: 'candle',
      range: '6m',
      rangeYears: 0,
      rangeMonths: 6,
      chartSettingsVolumeMenuValue: 'overlay',
      sortedIndicators: indicators(['volume', '', 'behindPrice']),
      sortedOverlays: overlays(['sma', '50', 'blue'], ['sma', '200', 'red']),
    }),
  },
  {
    id: 2,
    group: 'basicCharts',
    title: 'Clean Line Chart',
    description: 'A thick solid line of weekly closes over five years, without indicators.',
    symbol: '$SPX',
    membersOnly: false,
    shouldLoadSymbol: true,
    settings: settings({
      chartType: 'lineThick',
      period: 'W',
      range: '5y',
      rangeYears: 5,
      sortedIndicators: [],
      sortedOverlays: [],
    }),
  },
  {
    id: 3,
    group: 'momentum',
    title: 'RSI and MACD',
    description: 'Daily OHLC bars with RSI(14) above and MACD(12,26,9) below the price panel.',
    symbol: 'MSFT',
    membersOnly: false,
    shouldLoadSymbol: false,
    settings: settings({
      sortedIndicators: indicators(['rsi', '14', 'above'], ['macd', '12,26,9', 'below']),
      sortedOverlays: overlays(['ema', '20', 'green']),
    }),
  },
  {
    id: 4,
    group: 'momentum',
    title: 'Stochastics Swing Setup',
    description: 'Candlesticks with Bollinger Bands(20,2) and full stochastics(14,3,3) for swing trading.',
    symbol: 'NVDA',
    membersOnly: true,
    shouldLoadSymbol: false,
    settings: settings({
      chartType: 'candle',
      range: '6m',
      rangeYears: 0,
      rangeMonths: 6,
      sortedIndicators: indicators(['fullStochastics', '14,3,3', 'below']),
      sortedOverlays: overlays(['bollingerBands', '20,2', 'auto']),
    }),
  },
  {
    id: 5,
    group: 'trend',
    title: 'Ichimoku Cloud',
    description: 'Candlesticks with the Ichimoku cloud (9,26,52) and ADX(14) with +DI/-DI.',
    symbol: 'SPY',
    membersOnly: true,
    shouldLoadSymbol: false,
    settings: settings({
      chartType: 'candle',
      sortedIndicators: indicators(['adxDmi', '14', 'below']),
      sortedOverlays: overlays(['ichimoku', '9,26,52', 'auto']),
    }),
  },
  {
    id: 6,
    group: 'trend',
    title: 'Night Trend Follower',
    description: 'The Night colour scheme with a Parabolic SAR and the 50-day EMA on weekly bars.',
    symbol: '$BTCUSD',
    membersOnly: false,
    shouldLoadSymbol: true,
    settings: settings({
      colorScheme: 'night',
      chartGrid: 'darkNormal',
      period: 'W',
      range: '2y',
      rangeYears: 2,
      sortedIndicators: indicators(['rsi', '14', 'below']),
      sortedOverlays: overlays(['parabolicSar', '0.02,0.2', 'auto'], ['ema', '50', 'orange']),
    }),
  },
];

/** The chart XML of a built-in style. */
export const builtinStyleXml = (style: BuiltinStyle): string =>
  buildChartXml({ symbol: style.symbol, settings: style.settings });

/** The sample catalogue of `/freecharts/sample/chartstyles.json`: groups of styles keyed by style id. */
export function sampleStyleCatalogue(): Record<string, Record<string, SampleChartStyle>> {
  const catalogue: Record<string, Record<string, SampleChartStyle>> = {};
  for (const style of BUILTIN_STYLES) {
    if (style.group === '') continue;
    const pcode = `p${style.id}`;
    const group = (catalogue[style.group] ??= {});
    group[pcode] = {
      title: style.title,
      pcode,
      description: style.description,
      symbol: style.symbol,
      sharpChartArguments: `&${buildChartImageQuery(style.symbol, style.settings).toString()}`,
      membersOnly: style.membersOnly,
      shouldLoadSymbol: style.shouldLoadSymbol,
    };
  }
  return catalogue;
}
