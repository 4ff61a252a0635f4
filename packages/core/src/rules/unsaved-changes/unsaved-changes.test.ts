import { describe, expect, it } from 'vitest';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '../../model/chart-settings';
import { hasUnsavedChanges, hasUnsavedChartChanges, listUnsavedChanges } from './unsaved-changes';

const base = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});

describe('spec 2 §4 unsaved changes: fields that matter are compared', () => {
  it.each<[string, Partial<ChartSettings>, Partial<ChartSettings>, string[]]>([
    ['nothing changed', {}, {}, []],
    ['chart type', {}, { chartType: 'candle' }, ['chartType']],
    ['period', {}, { period: 'W' }, ['period']],
    ['range', {}, { range: '2y', rangeYears: 2 }, ['range']],
    [
      'years of a length range',
      { range: 'predefined', rangeYears: 2 },
      { range: 'predefined', rangeYears: 3 },
      ['rangeYears'],
    ],
    ['bar of fill range', { range: 'fill' }, { range: 'fill', rangeBar: 7 }, ['rangeBar']],
    ['gap of fill range', { range: 'fill' }, { range: 'fill', rangeGap: 2 }, ['rangeGap']],
    [
      'dates of custom range',
      { range: 'custom', rangeStartDate: '2020-01-01' },
      { range: 'custom', rangeStartDate: '2020-02-01' },
      ['rangeStartDate'],
    ],
    ['extra bars', {}, { rangeExtraBars: 10 }, ['rangeExtraBars']],
    ['scheme', {}, { colorScheme: 'night' }, ['colorScheme']],
    [
      'custom colour of the custom scheme',
      { colorScheme: 'custom' },
      { colorScheme: 'custom', customGridColor: '#010101' },
      ['customGridColor'],
    ],
    [
      'custom size of the custom size',
      { chartSize: 'custom' },
      { chartSize: 'custom', customWidth: 800 },
      ['customWidth'],
    ],
    ['up colour', {}, { upColor: '#1a7f37' }, ['upColor']],
    [
      'kagi reversal of a kagi chart',
      { chartType: 'kagi' },
      { chartType: 'kagi', kagiReversal: 2 },
      ['kagiReversal'],
    ],
    [
      'renko unit of a renko chart',
      { chartType: 'renko' },
      { chartType: 'renko', renkoUnit: 'points' },
      ['renkoUnit'],
    ],
    [
      'solid candles of a candle chart',
      { chartType: 'candle' },
      { chartType: 'candle', solidCandles: true },
      ['solidCandles'],
    ],
    [
      'baseline of a PerfChart',
      { chartType: 'perfChart' },
      { chartType: 'perfChart', useMainChartSymbolAsBaseline: true },
      ['useMainChartSymbolAsBaseline'],
    ],
    [
      'PerfChart symbols',
      { chartType: 'perfChart' },
      { chartType: 'perfChart', perfChartSymbols: [{ id: 1, symbol: 'MSFT' }] },
      ['perfChartSymbols'],
    ],
    ['volume menu', {}, { chartSettingsVolumeMenuValue: 'separate' }, ['chartSettingsVolumeMenuValue']],
    ['log scale', {}, { isLogScale: false }, ['isLogScale']],
    [
      'indicator parameters',
      {},
      {
        sortedIndicators: base().sortedIndicators.map((r) =>
          r.id === 3 ? { ...r, parameters: '5,35,5' } : r,
        ),
      },
      ['sortedIndicators'],
    ],
    ['overlay order', {}, { sortedOverlays: [...base().sortedOverlays].reverse() }, ['sortedOverlays']],
  ])('%s', (_name, saved, current, changed) => {
    expect(listUnsavedChanges(base(saved), base(current))).toEqual(changed);
    expect(hasUnsavedChanges(base(saved), base(current))).toBe(changed.length > 0);
  });
});

describe('spec 2 §4 unsaved changes: fields the options make irrelevant are ignored', () => {
  it.each<[string, Partial<ChartSettings>, Partial<ChartSettings>]>([
    ['bar and gap outside Fill the Chart', {}, { rangeBar: 9, rangeGap: 5 }],
    ['days outside a length range', { range: 'fill' }, { range: 'fill', rangeDays: 9 }],
    ['dates outside a date range', {}, { rangeStartDate: '2001-01-01' }],
    ['kagi fields outside Kagi', {}, { kagiReversal: 3, kagiUnit: 'points' }],
    ['renko fields outside Renko', {}, { renkoBoxSize: 3 }],
    ['custom size outside Custom', {}, { customWidth: 1200, customHeight: 600 }],
    ['custom colours outside the Custom scheme', {}, { customBackgroundColor: '#000000' }],
    ['solid candles on OHLC bars', {}, { solidCandles: true }],
    ['PerfChart symbols outside the PerfChart', {}, { perfChartSymbols: [{ id: 1, symbol: 'MSFT' }] }],
    ['auto, default and blank colours', { upColor: 'auto' }, { upColor: 'default' }],
    ['hex case', { upColor: '#1A7F37', downColor: '#cf222e' }, { upColor: '#1a7f37', downColor: '#CF222E' }],
    [
      'blank rows',
      {},
      {
        sortedIndicators: [...base().sortedIndicators, createIndicatorRow(9)],
        sortedOverlays: [createOverlayRow(8), ...base().sortedOverlays],
      },
    ],
    ['row ids', {}, { sortedOverlays: base().sortedOverlays.map((r) => ({ ...r, id: r.id + 10 })) }],
    [
      'indicator order that normalisation restores',
      {},
      { sortedIndicators: [...base().sortedIndicators].reverse() },
    ],
    [
      'a first row marked same as previous',
      { sortedIndicators: [createIndicatorRow(1, { indicatorName: 'rsi' })] },
      {
        sortedIndicators: [
          createIndicatorRow(1, { indicatorName: 'rsi', indicatorPosition: 'behindIndicator' }),
        ],
      },
    ],
    [
      'attached overlay parameters without an attached overlay',
      {},
      { sortedIndicators: base().sortedIndicators.map((r) => ({ ...r, overlayParameters: '9' })) },
    ],
  ])('%s', (_name, saved, current) => {
    expect(listUnsavedChanges(base(saved), base(current))).toEqual([]);
  });
});

describe('spec 2 §4 unsaved chart changes include the symbol', () => {
  it.each([
    ['AAPL', 'aapl', false],
    ['AAPL', 'MSFT', true],
    ['AAPL', '_AAPL', true],
  ])('%s vs %s -> %s', (a, b, changed) => {
    expect(hasUnsavedChartChanges({ symbol: a, settings: base() }, { symbol: b, settings: base() })).toBe(
      changed,
    );
  });
});
