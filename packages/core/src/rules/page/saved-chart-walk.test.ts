import type { ChartList, SavedChart } from '../../model/index';
import {
  chartNeighbours,
  isSavedChartReadOnly,
  saveChartVariant,
  shownChartListNum,
} from './saved-chart-walk';

const chart = (recid: number, listNum = 1): SavedChart => ({
  recid,
  listNum,
  name: `Chart ${recid}`,
  symbol: 'AAPL',
  style: 'p=D',
  isPointAndFigureChart: false,
  annotations: '',
  comments: '',
  chartCode: 0,
});
const list = (listNum: number, isReadOnly = false, isFrameworkChartList = false): ChartList => ({
  recid: listNum * 10,
  listNum,
  name: `List ${listNum}`,
  displayName: `List ${listNum}`,
  isReadOnly,
  isFrameworkChartList,
});
const charts = [chart(11), chart(12), chart(13)];
const recids = (n: ReturnType<typeof chartNeighbours>) => [n.previous?.recid ?? null, n.next?.recid ?? null];

describe('spec 2 §4 keyboard, spec 3 §2.13 previous/next walk the charts of the list, which wraps', () => {
  it.each([
    ['the first chart: previous wraps to the last', 11, [13, 12]],
    ['a middle chart', 12, [11, 13]],
    ['the last chart: next wraps to the first', 13, [12, 11]],
    ['an unsaved chart: next is the first, previous the last', 0, [13, 11]],
    ['a chart of another list', 99, [13, 11]],
  ])('%s', (_name, recid, expected) => {
    expect(recids(chartNeighbours(charts, recid))).toEqual(expected);
  });

  it.each([
    [0, [null, null]],
    [11, [null, null]],
  ])('an empty list has neither (viewing %i)', (recid, expected) => {
    expect(recids(chartNeighbours([], recid))).toEqual(expected);
  });

  it('a one-chart list viewing its chart has neither', () => {
    expect(recids(chartNeighbours([chart(11)], 11))).toEqual([null, null]);
  });

  it('a two-chart list wraps both ways to the other chart', () => {
    expect(recids(chartNeighbours([chart(11), chart(12)], 12))).toEqual([11, 11]);
  });
});

describe('spec 3 §5 Delete is off for a chart of a read-only list', () => {
  const lists = [list(1), list(2, true), list(3, false, true)];
  it.each([
    ['no saved chart', null, false],
    ['a chart of a writable list', chart(11, 1), false],
    ['a chart of a read-only list', chart(11, 2), true],
    ['a chart of a framework list', chart(11, 3), true],
    ['a chart of an unknown list', chart(11, 4), false],
  ])('%s: %s', (_name, saved, expected) => {
    expect(isSavedChartReadOnly(saved, lists)).toBe(expected);
  });
});

describe('spec 3 §4 what Save does', () => {
  const lists = [list(1), list(2, true)];
  it.each([
    ['an unsaved chart is saved as new', null, 'saveAsNewChart'],
    ['a chart of a writable list is saved over', chart(11, 1), 'saveChart'],
    ['a chart of a read-only list is saved as new', chart(11, 2), 'saveAsNewChart'],
  ] as const)('%s', (_name, saved, expected) => {
    expect(saveChartVariant(saved, lists)).toBe(expected);
  });
});

describe('spec 1 §4.4 the list the Chart menu shows', () => {
  const lists = [list(1), list(2)];
  it.each([
    ['the picked list', 2, chart(11, 1), lists, 2],
    ['the viewed chart’s list when none is picked', null, chart(11, 2), lists, 2],
    ['a picked list that is gone falls back to the viewed chart’s', 7, chart(11, 1), lists, 1],
    ['the first list for an unsaved chart', null, null, lists, 1],
    ['none when the member has no lists', null, null, [], null],
  ])('%s', (_name, picked, saved, known, expected) => {
    expect(shownChartListNum(picked, saved, known)).toBe(expected);
  });
});
