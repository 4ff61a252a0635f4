import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { EMPTY_MEMBER_DATA, finishLoad, withChartStyles, itemsOf } from '../member/member-data';
import type { MemberDataState } from '../member/member-data';
import {
  addSavedChart,
  chartCountsByList,
  putStyleButton,
  removeChartStyle,
  renameChartStyle,
  renameSavedChart,
  savedChartStyleQuery,
  withDefaultStyle,
  withStyleButton,
} from './member-writes';
import { chartListSymbols } from './member-writes.slice';
import { CANDLE_STYLE, MSFT_CHART, SPY_CHART, WEEKLY_STYLE } from '../testing/member-fixtures';

const data: MemberDataState = {
  ...withChartStyles(EMPTY_MEMBER_DATA, [WEEKLY_STYLE, CANDLE_STYLE]),
  defaultStyle: WEEKLY_STYLE,
  savedCharts: { 1: finishLoad([MSFT_CHART, SPY_CHART]) },
};

describe('spec 1 §3.8 the style query a saved chart keeps', () => {
  it.each([
    [
      'daily over one year',
      { period: 'D', range: '1y', rangeYears: 1, rangeMonths: 0, rangeDays: 0 },
      '&p=D&yr=1',
    ],
    [
      'weekly over five years',
      { period: 'W', range: '5y', rangeYears: 5, rangeMonths: 0, rangeDays: 0 },
      '&p=W&yr=5',
    ],
  ])('%s', (_name, change, expected) => {
    expect(savedChartStyleQuery({ ...createDefaultChartSettings(), ...change }, '2026-01-05')).toBe(expected);
  });
});

describe('spec 3 §5 create chart list symbols', () => {
  it.each([
    ['spy qqq', ['SPY', 'QQQ']],
    ['spy,,qqq\n iwm', ['SPY', 'QQQ', 'IWM']],
    ['spy, SPY', ['SPY']],
    ['   ', []],
  ])('%j gives %j', (input, expected) => {
    expect(chartListSymbols(input)).toEqual(expected);
  });
});

describe('spec 3 §4 local changes before the server answers', () => {
  it('renames a saved chart in its list', () => {
    const next = renameSavedChart(data, 50, 'Renamed');
    expect(itemsOf(next.savedCharts[1]).map((chart) => chart.name)).toEqual(['Renamed', 'SPY daily']);
  });

  it('an unknown saved chart changes nothing', () => {
    expect(renameSavedChart(data, 999, 'x')).toBe(data);
  });

  it('renames a style in the list, its button and the default', () => {
    const next = renameChartStyle(data, 3, 'Weekly');
    expect(itemsOf(next.chartStyles)[0]?.name).toBe('Weekly');
    expect(next.styleButtons[0]?.name).toBe('Weekly');
    expect(next.defaultStyle?.name).toBe('Weekly');
  });

  it('removing a style empties its button slot', () => {
    const next = removeChartStyle(data, 4);
    expect(itemsOf(next.chartStyles)).toEqual([WEEKLY_STYLE]);
    expect(next.styleButtons[1]).toBeNull();
    expect(removeChartStyle(data, 999)).toBe(data);
  });

  it('a new default style must be one of the styles', () => {
    expect(withDefaultStyle(data, 4).defaultStyle).toBe(CANDLE_STYLE);
    expect(withDefaultStyle(data, 999)).toBe(data);
  });

  it('a saved chart joins a loaded list once; an unloaded list stays unloaded', () => {
    const chart = { ...MSFT_CHART, recid: 77 };
    expect(itemsOf(addSavedChart(data, chart).savedCharts[1]).at(-1)).toBe(chart);
    expect(addSavedChart(data, MSFT_CHART)).toBe(data);
    expect(addSavedChart(data, { ...chart, listNum: 5 })).toBe(data);
  });

  it('counts the charts of loaded lists', () => {
    expect([...chartCountsByList(data)]).toEqual([[1, 2]]);
  });
});

describe('spec 1 §3.6 StyleButton writes on the styles', () => {
  it('a button put on a style takes its slot from any other style', () => {
    const styles = putStyleButton([WEEKLY_STYLE, CANDLE_STYLE], {
      styleCacheId: 'p400',
      index: 0,
      color: 'green',
      label: 'C',
    });
    expect(styles.map((style) => [style.recid, style.buttonIndex])).toEqual([
      [3, -1],
      [4, 0],
    ]);
    expect(styles[1]).toMatchObject({ buttonLabel: 'C', buttonColor: { id: 'green' } });
  });

  it('a cleared button leaves no slot or label', () => {
    expect(withStyleButton(CANDLE_STYLE, null)).toMatchObject({ buttonIndex: -1, buttonLabel: '' });
  });
});
