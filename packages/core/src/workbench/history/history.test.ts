import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { chartFromAddress, chartSearch, historyWrite, pageTitle, readHistoryState } from './history';

const settings = createDefaultChartSettings();

describe('spec 3 §2.1 browser history: push when the symbol differs, else replace', () => {
  it.each([
    ['the first chart', null, 'AAPL', 'replace'],
    ['the same symbol (new settings)', 'AAPL', 'AAPL', 'replace'],
    ['another symbol', 'AAPL', 'MSFT', 'push'],
  ] as const)('%s: %s', (_name, current, symbol, mode) => {
    expect(historyWrite(current, { symbol, settings })).toMatchObject({
      mode,
      title: `${symbol} - Chartbench`,
    });
  });

  it('writes the chart parameters into the address and the whole chart into the entry', () => {
    const chart = { symbol: 'MSFT', settings: { ...settings, period: 'W' } };
    expect(chartSearch(chart)).toBe('?s=MSFT&p=W&yr=1');
    expect(historyWrite('AAPL', chart).state).toBe(chart);
  });

  it('spec 3 §2.1 the address carries the viewed saved chart as a=recid, so a reload reopens it', () => {
    expect(chartSearch({ symbol: 'AAPL', settings, recid: 42 })).toBe('?s=AAPL&p=D&yr=1&a=42');
    expect(chartSearch({ symbol: 'AAPL', settings, recid: 0 })).toBe('?s=AAPL&p=D&yr=1');
  });

  it('the page title is the symbol plus the workbench name', () => {
    expect(pageTitle('$SPX')).toBe('$SPX - Chartbench');
  });
});

describe('history entries are read defensively (the host page shares history state)', () => {
  it('reads a chart it wrote', () => {
    const chart = { symbol: 'SPY', settings };
    expect(readHistoryState(chart)).toEqual(chart);
  });

  it.each([
    ['nothing', null],
    ['a string', 'x'],
    ['no symbol', { settings }],
    ['an invalid symbol', { symbol: 'A::B', settings }],
    ['no settings', { symbol: 'AAPL' }],
    ['settings of the wrong shape', { symbol: 'AAPL', settings: { ...settings, period: 5 } }],
    ['rows that are not lists', { symbol: 'AAPL', settings: { ...settings, sortedIndicators: {} } }],
  ])('ignores %s', (_name, state) => {
    expect(readHistoryState(state)).toBeNull();
  });
});

describe('spec 1 §2.1 the chart named by the page address', () => {
  const base = { symbol: 'AAPL', settings };

  it('reads symbol, period and range over the base chart', () => {
    const chart = chartFromAddress('?s=msft&p=W&mn=6', base, '2026-01-05');
    expect(chart?.symbol).toBe('MSFT');
    expect(chart?.settings).toMatchObject({
      period: 'W',
      range: '6m',
      rangeMonths: 6,
      rangeYears: 0,
      chartType: settings.chartType,
    });
  });

  it('spec 1 §5.3 reads a user index in the address without its chart-code suffix, flags kept', () => {
    expect(chartFromAddress('?s=@MINE-123', base, '2026-01-05')?.symbol).toBe('@MINE');
    expect(chartFromAddress('?s=_@MINE-123', base, '2026-01-05')?.symbol).toBe('_@MINE');
    expect(chartFromAddress('?s=AAPL-SPY', base, '2026-01-05')?.symbol).toBe('AAPL-SPY');
  });

  it('keeps the base symbol when only settings are given', () => {
    expect(chartFromAddress('?p=W', base, '2026-01-05')?.symbol).toBe('AAPL');
  });

  it.each([[''], ['?'], ['?utm_source=mail'], ['?s=A::B']])('names no chart for %j', (search) => {
    expect(chartFromAddress(search, base, '2026-01-05')).toBeNull();
  });
});
