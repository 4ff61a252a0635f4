/** A member's saved charts for the ChartList menu's stories, read through core's parsers like server replies. */
import type { WorkbenchApi } from '@chartbench/core';
import { parseSavedCharts } from '@chartbench/core';
import { DIALOG_LISTS } from '../dialogs/fixtures';
import { createSampleOfflineApi } from '@chartbench/offline';

const charts = (listNum: number, entries: readonly (readonly [number, string, string])[]) =>
  parseSavedCharts(
    entries.map(([recID, description, symbol]) => ({
      recID,
      listNum,
      description,
      symbol,
      style: 'p=D',
      chartCode: 104,
    })),
  ).items;

/** Charts by list number: three in Tech Leaders, two in the read-only Sample Picks, none in Dividend Payers. */
export const STORY_SAVED_CHARTS = {
  0: charts(0, [
    [9101, 'AAPL daily breakout', 'AAPL'],
    [9102, 'MSFT weekly trend', 'MSFT'],
    [9103, 'NVDA momentum', 'NVDA'],
  ]),
  1: [],
  2: charts(2, [
    [9201, 'SPY sample', 'SPY'],
    [9202, 'QQQ sample', 'QQQ'],
  ]),
};

/** Offline backends for the saved-chart states: lists and charts, none, loading forever, or failing. */
export const SAVED_CHART_APIS = {
  lists: () =>
    createSampleOfflineApi({
      member: { loginCookie: '', record: {}, chartLists: DIALOG_LISTS, savedCharts: STORY_SAVED_CHARTS },
    }),
  noLists: () => createSampleOfflineApi({ member: { loginCookie: '', record: {}, chartLists: [] } }),
  loading: (): WorkbenchApi => ({
    ...SAVED_CHART_APIS.lists(),
    getChartLists: () => new Promise(() => undefined),
  }),
  failing: (): WorkbenchApi => ({
    ...SAVED_CHART_APIS.lists(),
    getChartLists: () => Promise.reject(new Error('down')),
  }),
} satisfies Record<string, () => WorkbenchApi>;
