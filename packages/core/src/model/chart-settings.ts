import { DEFAULT_CHART_TYPE_VALUE } from '../catalogues/chart-types';
import { DEFAULT_PERIOD_VALUE } from '../catalogues/periods';
import { DEFAULT_BAR_VALUE, DEFAULT_GAP_VALUE, DEFAULT_RANGE_ID } from '../catalogues/ranges';

/** Where an indicator panel sits (spec 2 §3). */
export type IndicatorPosition = 'above' | 'behindPrice' | 'below' | 'behindIndicator';
/** The volume menu: overlay on price, a separate panel, or none (spec 2 §3). */
export type VolumeMenuValue = 'overlay' | 'separate' | 'off';
/** Legend detail (spec 2 §3). */
export type LegendLevel = 'off' | 'minimal' | 'default' | 'verbose';
/** Grid style (spec 2 §3). */
export type GridStyle = 'off' | 'normal' | 'dashed' | 'dense' | 'darkNormal' | 'darkDashed' | 'darkDense';
/** Kagi reversal unit. */
export type KagiUnit = 'points' | 'percentage' | 'atr';
/** Renko box unit. */
export type RenkoUnit = 'points' | 'atr';
/** Kagi and Renko price field. */
export type BrickPriceField = 'highLow' | 'close';

/** One indicator row of the settings panel, with the overlay it may carry (spec 2 §3). */
export interface IndicatorRow {
  id: number;
  /** Catalogue id of the indicator; '' for a blank row. */
  indicatorName: string;
  parameters: string;
  indicatorPosition: IndicatorPosition;
  /** Price style catalogue value, 'auto' by default. */
  indicatorPriceStyle: string;
  /** Colour catalogue value, 'auto' by default. */
  indicatorColor: string;
  /** 'auto' or '1.0' down to '0.1'. */
  indicatorHeight: string;
  /** 'auto' or '1.0' down to '0.0'. */
  indicatorOpacity: string;
  /** Catalogue id of an overlay drawn on this indicator; '' for none. */
  overlayName: string;
  overlayParameters: string;
}

/** One overlay row of the settings panel (spec 2 §3). */
export interface OverlayRow {
  id: number;
  /** Catalogue id of the overlay; '' for a blank row. */
  overlayName: string;
  parameters: string;
  /** Overlay style catalogue value, 'auto' by default. */
  overlayStyle: string;
  overlayColor: string;
  overlayOpacity: string;
}

/** One PerfChart comparison symbol (spec 2 §3). */
export interface ComparisonSymbol {
  id: number;
  symbol: string;
}

/**
 * Everything that describes how a chart is drawn, apart from its symbol: the content of a ChartStyle
 * (spec 2 §3). A chart is a symbol plus these settings.
 */
export interface ChartSettings {
  chartType: string;
  /** Period chart-engine code (`D`, `W`, `60`...). */
  period: string;
  /** Range id (`1y`, `fill`, `custom`...). */
  range: string;
  rangeBar: number;
  rangeGap: number;
  rangeExtraBars: number;
  rangeDays: number;
  rangeMonths: number;
  rangeYears: number;
  /** YYYY-MM-DD, or '' for none. */
  rangeStartDate: string;
  /** YYYY-MM-DD, or '' for today. */
  rangeEndDate: string;
  perfChartSymbols: ComparisonSymbol[];
  useMainChartSymbolAsBaseline: boolean;
  colorScheme: string;
  customBackgroundColor: string;
  customGridColor: string;
  customTextColor: string;
  customIndicatorColor: string;
  upColor: string;
  downColor: string;
  opacity: string;
  chartSize: string;
  customWidth: number;
  customHeight: number;
  chartGrid: GridStyle;
  legends: LegendLevel;
  isLogScale: boolean;
  extendedHours: boolean;
  fullQuote: boolean;
  priceLabels: boolean;
  yAxisLabels: boolean;
  solidCandles: boolean;
  colorVolume: boolean;
  zoomThumbnail: boolean;
  chartSettingsVolumeMenuValue: VolumeMenuValue;
  kagiReversal: number;
  kagiUnit: KagiUnit;
  kagiPriceField: BrickPriceField;
  renkoBoxSize: number;
  renkoUnit: RenkoUnit;
  renkoPriceField: BrickPriceField;
  sortedIndicators: IndicatorRow[];
  sortedOverlays: OverlayRow[];
}

/** A blank indicator row with the panel defaults. */
export function createIndicatorRow(id: number, overrides: Partial<IndicatorRow> = {}): IndicatorRow {
  return {
    id,
    indicatorName: '',
    parameters: '',
    indicatorPosition: 'below',
    indicatorPriceStyle: 'auto',
    indicatorColor: 'auto',
    indicatorHeight: 'auto',
    indicatorOpacity: 'auto',
    overlayName: '',
    overlayParameters: '',
    ...overrides,
  };
}

/** A blank overlay row with the panel defaults. */
export function createOverlayRow(id: number, overrides: Partial<OverlayRow> = {}): OverlayRow {
  return {
    id,
    overlayName: '',
    parameters: '',
    overlayStyle: 'auto',
    overlayColor: 'auto',
    overlayOpacity: 'auto',
    ...overrides,
  };
}

/** The default symbol of a fresh workbench (spec 2 §9). */
export const DEFAULT_SYMBOL = 'AAPL';

/** The broad-market fund of the default performance indicator. */
export const DEFAULT_PERFORMANCE_SYMBOL = 'SPY';

/**
 * The platform default chart (spec 2 §9). The size is 900, the option catalogue's default: spec 2 §9 also
 * names 1024, but 1024 is a paying-only size (spec 1 §6), so a visitor could not be given it.
 */
export const DEFAULT_CHART_SETTINGS: Readonly<ChartSettings> = Object.freeze({
  chartType: DEFAULT_CHART_TYPE_VALUE,
  period: DEFAULT_PERIOD_VALUE,
  range: DEFAULT_RANGE_ID,
  rangeBar: DEFAULT_BAR_VALUE,
  rangeGap: DEFAULT_GAP_VALUE,
  rangeExtraBars: 0,
  rangeDays: 0,
  rangeMonths: 0,
  rangeYears: 1,
  rangeStartDate: '',
  rangeEndDate: '',
  perfChartSymbols: [],
  useMainChartSymbolAsBaseline: false,
  colorScheme: 'murphy',
  customBackgroundColor: '#ffffff',
  customGridColor: '#d3d3d3',
  customTextColor: '#000000',
  customIndicatorColor: '#a9a9a9',
  upColor: 'auto',
  downColor: 'auto',
  opacity: 'auto',
  chartSize: '900',
  customWidth: 700,
  customHeight: 312,
  chartGrid: 'normal',
  legends: 'verbose',
  isLogScale: true,
  extendedHours: true,
  fullQuote: true,
  priceLabels: false,
  yAxisLabels: true,
  solidCandles: false,
  colorVolume: true,
  zoomThumbnail: false,
  chartSettingsVolumeMenuValue: 'off',
  kagiReversal: 14,
  kagiUnit: 'atr',
  kagiPriceField: 'highLow',
  renkoBoxSize: 14,
  renkoUnit: 'atr',
  renkoPriceField: 'close',
  sortedIndicators: [
    createIndicatorRow(1, {
      indicatorName: 'performance',
      parameters: DEFAULT_PERFORMANCE_SYMBOL,
      indicatorPosition: 'above',
    }),
    createIndicatorRow(2, { indicatorName: 'volume', indicatorPosition: 'behindPrice' }),
    createIndicatorRow(3, { indicatorName: 'macd', parameters: '12,26,9', indicatorPosition: 'below' }),
  ],
  sortedOverlays: [
    createOverlayRow(1, { overlayName: 'ema', parameters: '20', overlayColor: 'green' }),
    createOverlayRow(2, { overlayName: 'sma', parameters: '50', overlayColor: 'blue' }),
    createOverlayRow(3, { overlayName: 'sma', parameters: '200', overlayColor: 'red' }),
  ],
}) as Readonly<ChartSettings>;

/** A deep, mutable copy of the default chart settings. */
export function createDefaultChartSettings(): ChartSettings {
  // Copied by hand (the settings hold flat rows in three lists): the server makes this copy twice for every
  // chart image it plans, and structuredClone took about 25 us a copy there.
  const defaults = DEFAULT_CHART_SETTINGS;
  return {
    ...defaults,
    perfChartSymbols: defaults.perfChartSymbols.map((row) => ({ ...row })),
    sortedIndicators: defaults.sortedIndicators.map((row) => ({ ...row })),
    sortedOverlays: defaults.sortedOverlays.map((row) => ({ ...row })),
  };
}
