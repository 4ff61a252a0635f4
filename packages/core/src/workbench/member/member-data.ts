import type { AccountLimitsTable, ChartList, ChartStyle, SavedChart } from '../../model/index';
import { UNKNOWN_ACCOUNT_LIMITS, styleButtonSlots } from '../../model/index';

/** Where a lazily loaded list stands (spec 1 §4.4). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A lazily loaded list: `failed` only when no load has ever succeeded; a later failure keeps the items. */
export interface Loadable<T> {
  readonly status: LoadStatus;
  readonly items: readonly T[];
  /** Whether a load has succeeded once. */
  readonly everLoaded: boolean;
}

/** The member's saved things, loaded after login and on demand (spec 1 §3.6-§3.8, §4.4). */
export interface MemberDataState {
  readonly chartLists: Loadable<ChartList>;
  /** The charts of each list, by list number, loaded when a list is first needed. */
  readonly savedCharts: Readonly<Record<number, Loadable<SavedChart>>>;
  readonly chartStyles: Loadable<ChartStyle>;
  /** The twelve StyleButton slots: the style on each, or null (spec 1 §3.6). */
  readonly styleButtons: readonly (ChartStyle | null)[];
  /** The member's default ChartStyle, from the get-member batch. */
  readonly defaultStyle: ChartStyle | null;
  /** Limits per member type; unknown (-1) until loaded. */
  readonly accountLimits: AccountLimitsTable;
}

/** A list not loaded yet. */
export const NOT_LOADED: Loadable<never> = { status: 'idle', items: [], everLoaded: false };

/** A visitor's member data: nothing loaded. */
export const EMPTY_MEMBER_DATA: MemberDataState = {
  chartLists: NOT_LOADED,
  savedCharts: {},
  chartStyles: NOT_LOADED,
  styleButtons: styleButtonSlots([]),
  defaultStyle: null,
  accountLimits: UNKNOWN_ACCOUNT_LIMITS,
};

/** A load has started; the items shown so far stay. */
export function startLoad<T>(list: Loadable<T>): Loadable<T> {
  return list.status === 'loading' ? list : { ...list, status: 'loading' };
}

/** A load succeeded. */
export function finishLoad<T>(items: readonly T[]): Loadable<T> {
  return { status: 'loaded', items, everLoaded: true };
}

/** A load failed: flagged only when no load ever succeeded (spec 1 §4.4); otherwise the old items stay. */
export function failLoad<T>(list: Loadable<T>): Loadable<T> {
  return { ...list, status: list.everLoaded ? 'loaded' : 'failed' };
}

/** Whether a list should be fetched: never loaded, or failed, or the caller forces it. */
export function needsLoad(list: Loadable<unknown> | undefined, force: boolean): boolean {
  if (!list) return true;
  if (list.status === 'loading') return false;
  return force || list.status === 'idle' || list.status === 'failed';
}

/** The member's styles arrived: the style buttons follow them. */
export function withChartStyles(data: MemberDataState, styles: readonly ChartStyle[]): MemberDataState {
  return { ...data, chartStyles: finishLoad(styles), styleButtons: styleButtonSlots(styles) };
}

/** The charts of one list, with the given update applied. */
export function withSavedCharts(data: MemberDataState, listNum: number, list: Loadable<SavedChart>): MemberDataState {
  return { ...data, savedCharts: { ...data.savedCharts, [listNum]: list } };
}

/** Whether the member's lists are known and none has this number. */
export function isListMissing(data: MemberDataState, listNum: number): boolean {
  return data.chartLists.everLoaded && !data.chartLists.items.some((list) => list.listNum === listNum);
}

/** Removes a saved chart from every loaded list. */
export function removeSavedChart(data: MemberDataState, recid: number): MemberDataState {
  let changed = false;
  const savedCharts: Record<number, Loadable<SavedChart>> = {};
  for (const [key, list] of Object.entries(data.savedCharts)) {
    const items = list.items.filter((chart) => chart.recid !== recid);
    changed ||= items.length !== list.items.length;
    savedCharts[Number(key)] = items.length === list.items.length ? list : { ...list, items };
  }
  return changed ? { ...data, savedCharts } : data;
}

/** Puts a refetched saved chart in its list (replacing the old copy, wherever it was); an unloaded list stays unloaded. */
export function putSavedChart(data: MemberDataState, chart: SavedChart): MemberDataState {
  const without = removeSavedChart(data, chart.recid);
  const list = without.savedCharts[chart.listNum];
  if (!list?.everLoaded) return without;
  const index = data.savedCharts[chart.listNum]?.items.findIndex((item) => item.recid === chart.recid) ?? -1;
  const items = [...list.items];
  items.splice(index < 0 ? items.length : index, 0, chart);
  return withSavedCharts(without, chart.listNum, { ...list, items });
}
