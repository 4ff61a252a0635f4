import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEMBER_DATA,
  NOT_LOADED,
  failLoad,
  finishLoad,
  isListMissing,
  needsLoad,
  putSavedChart,
  removeSavedChart,
  startLoad,
  withSavedCharts,
  itemsOf,
} from './member-data';
import { MSFT_CHART, MY_LIST, SPY_CHART } from '../testing/member-fixtures';

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
    const data = withSavedCharts(
      withSavedCharts(EMPTY_MEMBER_DATA, 1, finishLoad([MSFT_CHART, SPY_CHART])),
      2,
      finishLoad([]),
    );
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
