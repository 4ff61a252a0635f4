import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { chooseStartChart, savedChartSettings } from './startup';
import { MSFT_CHART, WEEKLY_STYLE } from '../testing/member-fixtures';

describe('spec 3 §4 start-up choice', () => {
  const current = { symbol: 'AAPL', settings: createDefaultChartSettings() };
  const base = { search: '', historyState: null, current, defaultStyle: null, today: '2026-01-05' };
  it.each([
    [
      'address first',
      {
        ...base,
        search: '?s=MSFT',
        historyState: { symbol: 'SPY', settings: current.settings },
        defaultStyle: WEEKLY_STYLE,
      },
      'address',
    ],
    [
      'then tab history',
      { ...base, historyState: { symbol: 'SPY', settings: current.settings }, defaultStyle: WEEKLY_STYLE },
      'history',
    ],
    ['then the default style', { ...base, defaultStyle: WEEKLY_STYLE }, 'defaultStyle'],
    ['then memory', base, 'memory'],
    ['memory without a navigation port', { ...base, search: null }, 'memory'],
    ['an address with only a record id', { ...base, search: '?a=50' }, 'address'],
    ['history state that is not a chart is ignored', { ...base, historyState: { foo: 1 } }, 'memory'],
  ])('%s', (_name, input, kind) => {
    expect(chooseStartChart(input).kind).toBe(kind);
  });

  it('a saved chart style query gives its settings over the platform default', () => {
    expect(savedChartSettings(MSFT_CHART, '2026-01-05')).toMatchObject({ period: 'W', rangeYears: 2 });
  });
});
