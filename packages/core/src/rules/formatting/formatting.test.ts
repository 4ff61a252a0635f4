import {
  blankWhenZero,
  formatImpliedVolatility,
  formatLargeNumber,
  formatNumber,
  formatPercentChange,
  formatPrice,
  formatRevenueMillions,
  formatSctr,
} from './numbers';
import { compareUniverses, firstSortDirection, formatSummaryCell } from './summary';

describe('spec 3 §9 prices and numbers', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-9876.544, '-9,876.54'],
    [-0.001, '0.00'],
    [0.005, '0.01'],
    [999.999, '1,000.00'],
    [Number.NaN, ''],
    [undefined, ''],
    ['12', ''],
  ])('formatPrice(%j) is %j', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [999.5, '999.50'],
    [1000, '1.000K'],
    [1234, '1.234K'],
    [999_999.9, '1.000M'],
    [2_345_678_901, '2.346B'],
    [-5_500_000, '-5.500M'],
    [7.25e12, '7.250T'],
    [1.5e16, '15000.000T'],
    [999.999, '1,000.00'],
    [Infinity, ''],
  ])('spec 3 §2.11 formatLargeNumber(%j) is %j', (value, expected) => {
    expect(formatLargeNumber(value)).toBe(expected);
  });

  it.each([
    [87.25, '87.3'],
    [0, '0.0'],
    [99.94, '99.9'],
  ])('spec 2 §9 formatSctr(%j) is %j', (value, expected) => {
    expect(formatSctr(value)).toBe(expected);
  });

  it('formats percents, implied volatility, revenue and blanks', () => {
    expect(formatPercentChange(1.254)).toBe('+1.25%');
    expect(formatPercentChange(-0.5)).toBe('-0.50%');
    expect(formatPercentChange(0)).toBe('0.00%');
    expect(formatImpliedVolatility(0.2534)).toBe('25.34%');
    expect(formatRevenueMillions(1_234_500_000)).toBe('1,234.50M');
    expect(blankWhenZero(0, String)).toBe('');
    expect(blankWhenZero(5, String)).toBe('5');
    expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('spec 2 §9 and spec 3 §2.11 ChartList Summary cells', () => {
  it.each([
    ['last', 1234.5, '1,234.50'],
    ['sctr', 55.55, '55.6'],
    ['volume', 0, ''],
    ['volume', '', ''],
    ['volume', 1234567, '1,234,567'],
    ['marketCap', 0, ''],
    ['marketCap', null, ''],
    ['marketCap', 2_500_000_000, '2.500B'],
    ['dividendTTM', 0, ''],
    ['yieldFTM', 0, ''],
    ['dividendExDate', '', ''],
    ['dividendExDate', '2024-05-01', '2024-05-01'],
    ['change', 0, '0.00'],
    ['date', undefined, 'Unknown'],
    ['date', '', 'Unknown'],
    ['date', '2024-05-01', '2024-05-01'],
    ['symbol', 'AAPL', 'AAPL'],
    ['rsi', undefined, ''],
  ])('%s %j shows %j', (column, value, expected) => {
    expect(formatSummaryCell(column, value)).toBe(expected);
  });

  it.each([
    ['symbol', 'ascending'],
    ['universe', 'ascending'],
    ['last', 'descending'],
    ['sctr', 'descending'],
  ])('first click on %s sorts %s', (column, direction) => {
    expect(firstSortDirection(column)).toBe(direction);
  });

  it('sorts universes blank, etf, lrg, lse, mid, nse, sml, tsx, then unknown', () => {
    const sorted = ['tsx', 'sml', 'weird', 'nse', 'mid', 'lse', 'lrg', 'etf', ''].sort(compareUniverses);
    expect(sorted).toEqual(['', 'etf', 'lrg', 'lse', 'mid', 'nse', 'sml', 'tsx', 'weird']);
  });
});
