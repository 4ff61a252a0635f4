import { describe, expect, it } from 'vitest';
import { CHART_SIZES } from '../../catalogues/index';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  type ChartSettings,
} from '../../model/chart-settings';
import { computeChartHeight } from './chart-height';
import { commitCustomDimension, parseCustomDimension } from './custom-size';
import {
  backendSymbol,
  frontendSymbol,
  formatSymbolFlags,
  parseSymbolFlags,
  setAdjustedForDividends,
  setInvertedScale,
} from './symbol-flags';

describe('spec 2 §3 symbol prefix flags', () => {
  it.each([
    ['AAPL', 'AAPL', true, false],
    ['_AAPL', 'AAPL', false, false],
    ['-AAPL', 'AAPL', true, true],
    ['_-AAPL', 'AAPL', false, true],
    ['-_AAPL', 'AAPL', false, true],
    [' _$SPX ', '$SPX', false, false],
    ['__AAPL', '_AAPL', false, false],
  ])('%j -> %s adjusted=%s inverted=%s', (input, symbol, adjusted, inverted) => {
    expect(parseSymbolFlags(input)).toEqual({ symbol, adjusted, inverted });
  });

  it.each([
    ['AAPL', 'adjusted', false, '_AAPL'],
    ['_AAPL', 'adjusted', true, 'AAPL'],
    ['AAPL', 'inverted', true, '-AAPL'],
    ['_AAPL', 'inverted', true, '_-AAPL'],
    ['-_AAPL', 'inverted', false, '_AAPL'],
    ['_-AAPL', 'adjusted', true, '-AAPL'],
  ] as const)('%s toggling %s to %s -> %s', (symbol, flag, on, expected) => {
    expect(flag === 'adjusted' ? setAdjustedForDividends(symbol, on) : setInvertedScale(symbol, on)).toBe(
      expected,
    );
  });

  it('writes the canonical order', () => {
    expect(formatSymbolFlags({ symbol: 'IBM', adjusted: false, inverted: true })).toBe('_-IBM');
  });
});

describe('spec 2 §4 custom width and height', () => {
  it.each([
    ['700', 700],
    [' 312 ', 312],
    [1024, 1024],
    ['100', 100],
    ['5000', 5000],
    ['99', null],
    ['5001', null],
    ['12.5', null],
    ['', null],
    ['-300', null],
    ['3e2', null],
  ])('%j -> %s', (input, expected) => {
    expect(parseCustomDimension(input)).toBe(expected);
  });

  it('reverts an invalid value on blur and saves a valid one as a number', () => {
    expect(commitCustomDimension('abc', 700)).toBe(700);
    expect(commitCustomDimension('800', 700)).toBe(800);
  });
});

describe('spec 3 §5 chart height: base + 0.35 x base per default-height panel + 73 with full quote', () => {
  const bare = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
    ...createDefaultChartSettings(),
    sortedIndicators: [],
    fullQuote: false,
    chartSettingsVolumeMenuValue: 'off',
    ...overrides,
  });
  const base900 = CHART_SIZES.find((s) => s.id === '900')!.height;

  it.each([
    ['no panels, no full quote', bare(), base900],
    ['full quote', bare({ fullQuote: true }), base900 + 73],
    [
      'volume below (separate)',
      bare({ chartSettingsVolumeMenuValue: 'separate' }),
      Math.round(base900 * 1.35),
    ],
    ['volume overlay adds nothing', bare({ chartSettingsVolumeMenuValue: 'overlay' }), base900],
    [
      'one default-height indicator below',
      bare({ sortedIndicators: [createIndicatorRow(1, { indicatorName: 'rsi' })] }),
      Math.round(base900 * 1.35),
    ],
    [
      'one above and one below',
      bare({
        sortedIndicators: [
          createIndicatorRow(1, { indicatorName: 'rsi', indicatorPosition: 'above' }),
          createIndicatorRow(2, { indicatorName: 'cci' }),
        ],
      }),
      Math.round(base900 * 1.7),
    ],
    [
      'behind price and behind indicator add nothing',
      bare({
        sortedIndicators: [
          createIndicatorRow(1, { indicatorName: 'volume', indicatorPosition: 'behindPrice' }),
          createIndicatorRow(2, { indicatorName: 'cci', indicatorPosition: 'behindIndicator' }),
        ],
      }),
      base900,
    ],
    [
      'explicit height 0.5',
      bare({ sortedIndicators: [createIndicatorRow(1, { indicatorName: 'rsi', indicatorHeight: '0.5' })] }),
      Math.round(base900 * 1.5),
    ],
    ['blank rows add nothing', bare({ sortedIndicators: [createIndicatorRow(1)] }), base900],
    [
      'custom size uses the custom height',
      bare({ chartSize: 'custom', customHeight: 400, fullQuote: true }),
      473,
    ],
    [
      'the default chart (2 panels, full quote)',
      { ...createDefaultChartSettings() },
      Math.round(base900 * 1.7 + 73),
    ],
  ])('%s', (_name, settings, height) => {
    expect(computeChartHeight(settings)).toBe(height);
  });
});

describe('spec 1 §5.3 user-defined index symbols are asked for with the member chart code', () => {
  it('adds the chart code of a logged-in member, keeping the chart flags', () => {
    expect(backendSymbol('@MINE', 123)).toBe('@MINE-123');
    expect(backendSymbol('_-@MINE', 123)).toBe('_-@MINE-123');
    expect(backendSymbol('@MINE-123', 123)).toBe('@MINE-123');
  });

  it('asks for other symbols, and a visitor’s, as they are', () => {
    expect(backendSymbol('@MINE', null)).toBe('@MINE');
    expect(backendSymbol('_AAPL', 123)).toBe('_AAPL');
    expect(backendSymbol('IBM:$SPX', 123)).toBe('IBM:$SPX');
  });
});

describe('spec 1 §5.3 user-defined index symbols read back without the chart code', () => {
  it('strips the suffix backendSymbol adds, keeping the chart flags', () => {
    expect(frontendSymbol('@MINE-123', 123)).toBe('@MINE');
    expect(frontendSymbol('_-@MINE-123', 123)).toBe('_-@MINE');
    expect(frontendSymbol(backendSymbol('-@IDX', 77), 77)).toBe('-@IDX');
    // Without a chart code any trailing digits of a user index are the suffix.
    expect(frontendSymbol('@MINE-5')).toBe('@MINE');
  });

  it("leaves other symbols and another member's code alone", () => {
    expect(frontendSymbol('AAPL-SPY', 123)).toBe('AAPL-SPY');
    expect(frontendSymbol('@MINE-42', 123)).toBe('@MINE-42');
    expect(frontendSymbol('_AAPL')).toBe('_AAPL');
  });
});
