import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../model/index';
import { EMPTY_MEMBER_DATA, NOT_LOADED, failLoad, finishLoad, isListMissing, needsLoad, putSavedChart, removeSavedChart, startLoad, withSavedCharts, itemsOf } from './member-data';
import { beginResize, finishResize, trackResize } from './resize';
import { chooseStartChart, savedChartSettings } from './startup';
import { createSymbolInfoCache } from './symbol-cache';
import { MSFT_CHART, MY_LIST, SPY_CHART, WEEKLY_STYLE } from './testing/member-fixtures';

describe('spec 1 §4.4 lazy lists', () => {
  it.each([
    ['never loaded', NOT_LOADED, false, true],
    ['loading', startLoad(NOT_LOADED), true, false],
    ['loaded', finishLoad([1]), false, false],
    ['loaded, forced', finishLoad([1]), true, true],
    ['failed', failLoad(NOT_LOADED), false, true],
  ])('needsLoad when %s', (_name, list, force, expected) => {
    expect(needsLoad(list, force)).toBe(expected);
  });

  it('a failure is flagged only when nothing was ever loaded', () => {
    expect(failLoad(startLoad(NOT_LOADED))).toEqual({ status: 'failed' });
    expect(failLoad(startLoad(finishLoad([1, 2])))).toMatchObject({ status: 'loaded', data: [1, 2] });
  });

  it('a refetched chart replaces its old copy in place; one moved to another loaded list leaves the first', () => {
    const data = withSavedCharts(withSavedCharts(EMPTY_MEMBER_DATA, 1, finishLoad([MSFT_CHART, SPY_CHART])), 2, finishLoad([]));
    const renamed = { ...MSFT_CHART, name: 'New' };
    expect(itemsOf(putSavedChart(data, renamed).savedCharts[1])).toEqual([renamed, SPY_CHART]);
    const moved = putSavedChart(data, { ...SPY_CHART, listNum: 2 });
    expect(itemsOf(moved.savedCharts[1])).toEqual([MSFT_CHART]);
    expect(itemsOf(moved.savedCharts[2])).toEqual([{ ...SPY_CHART, listNum: 2 }]);
    expect(removeSavedChart(data, 999)).toBe(data);
  });

  it('a list is missing only when the lists are known and none has its number', () => {
    expect(isListMissing(EMPTY_MEMBER_DATA, 1)).toBe(false);
    const known = { ...EMPTY_MEMBER_DATA, chartLists: finishLoad([MY_LIST]) };
    expect(isListMissing(known, 1)).toBe(false);
    expect(isListMissing(known, 2)).toBe(true);
  });
});

describe('spec 3 §4 start-up choice', () => {
  const current = { symbol: 'AAPL', settings: createDefaultChartSettings() };
  const base = { search: '', historyState: null, current, defaultStyle: null, today: '2026-01-05' };
  it.each([
    ['address first', { ...base, search: '?s=MSFT', historyState: { symbol: 'SPY', settings: current.settings }, defaultStyle: WEEKLY_STYLE }, 'address'],
    ['then tab history', { ...base, historyState: { symbol: 'SPY', settings: current.settings }, defaultStyle: WEEKLY_STYLE }, 'history'],
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

describe('spec 1 §9 symbol info cache', () => {
  it('keeps known symbols case-blind and sweeps the oldest beyond the limit', () => {
    const cache = createSymbolInfoCache(2);
    const info = { exchange: 'NYSE', isEOD: false, name: 'X' };
    cache.set('a', info);
    cache.set('B', info);
    cache.set('c', info);
    expect(cache.get('A')).toBe(info);
    expect(cache.size()).toBe(3);
    expect(cache.sweep()).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(info);
  });
});

describe('spec 1 §4.5 resize transitions', () => {
  it('keeps the dragged size within the custom size limits', () => {
    const drag = beginResize({ x: 0, y: 0, width: 900, height: 600 });
    expect(trackResize(drag, { x: -5000, y: 9000 })).toMatchObject({ width: 100, height: 5000 });
    expect(trackResize(drag, { x: 0, y: 0 })).toBe(drag);
    expect(finishResize(trackResize(drag, { x: 10, y: 10 }), createDefaultChartSettings())).toMatchObject({ chartSize: 'custom', customWidth: 910, customHeight: 610 });
  });
});
