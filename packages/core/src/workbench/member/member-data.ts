import type { AccountLimitsTable, ChartList, ChartStyle, Load, Member, SavedChart } from '../../model/index';
import {
  isLoggedIn,
  LOAD_FAILED,
  LOAD_IDLE,
  UNKNOWN_ACCOUNT_LIMITS,
  loadData,
  loaded,
  loading,
  styleButtonSlots,
} from '../../model/index';

const NO_ITEMS: readonly never[] = [];

/** The items a lazily loaded list shows: the loaded ones, or those kept while it reloads; none before. */
export function itemsOf<T>(list: Load<readonly T[]> | undefined): readonly T[] {
  return (list && loadData(list)) ?? NO_ITEMS;
}

/** Whether a load of the list has succeeded once, so its items are known. */
export function hasLoadedOnce(list: Load<readonly unknown[]> | undefined): boolean {
  return list !== undefined && loadData(list) !== undefined;
}

/** The list showing `items` instead, still reloading if it was; for a list that has loaded once. */
export function withItems<T>(list: Load<readonly T[]>, items: readonly T[]): Load<readonly T[]> {
  return list.status === 'loading' ? loading(items) : loaded(items);
}

/**
 * The member's saved things, loaded after login and on demand (spec 1 §3.6-§3.8, §4.4). A list's load is
 * `failed` only when no load ever succeeded: a later failure keeps the items loaded, a reload keeps them as
 * `previous`.
 */
export interface MemberDataState {
  readonly chartLists: Load<readonly ChartList[]>;
  /** The charts of each list, by list number, loaded when a list is first needed. */
  readonly savedCharts: Readonly<Record<number, Load<readonly SavedChart[]>>>;
  readonly chartStyles: Load<readonly ChartStyle[]>;
  /** The twelve StyleButton slots: the style on each, or null (spec 1 §3.6). */
  readonly styleButtons: readonly (ChartStyle | null)[];
  /** The member's default ChartStyle, from the get-member batch. */
  readonly defaultStyle: ChartStyle | null;
  /** Limits per member type; unknown (-1) until loaded. */
  readonly accountLimits: AccountLimitsTable;
  /**
   * The list picked in the ChartList menu, or null: the selected list the previous/next buttons and arrow keys
   * walk (spec 2 §4) is this one, else the viewed saved chart's, else the first (core's `shownChartListNum`).
   */
  readonly pickedListNum?: number | null;
}

/** A list not loaded yet. */
export const NOT_LOADED: Load<readonly never[]> = LOAD_IDLE;

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
export function startLoad<T>(list: Load<readonly T[]>): Load<readonly T[]> {
  return list.status === 'loading' ? list : loading(loadData(list));
}

/** A load succeeded. */
export function finishLoad<T>(items: readonly T[]): Load<readonly T[]> {
  return loaded(items);
}

/** A load failed: flagged only when no load ever succeeded (spec 1 §4.4); otherwise the old items stay. */
export function failLoad<T>(list: Load<readonly T[]>): Load<readonly T[]> {
  const items = loadData(list);
  return items === undefined ? LOAD_FAILED : loaded(items);
}

/** Whether a list should be fetched: never loaded, or failed, or the caller forces it. */
export function needsLoad(list: Load<readonly unknown[]> | undefined, force: boolean): boolean {
  if (!list) return true;
  if (list.status === 'loading') return false;
  return force || list.status === 'idle' || list.status === 'failed';
}

/** The member's styles arrived: the style buttons follow them. */
export function withChartStyles(data: MemberDataState, styles: readonly ChartStyle[]): MemberDataState {
  return { ...data, chartStyles: finishLoad(styles), styleButtons: styleButtonSlots(styles) };
}

/** The charts of one list, with the given update applied. */
export function withSavedCharts(
  data: MemberDataState,
  listNum: number,
  list: Load<readonly SavedChart[]>,
): MemberDataState {
  return { ...data, savedCharts: { ...data.savedCharts, [listNum]: list } };
}

/** Whether the member's lists are known and none has this number. */
export function isListMissing(data: MemberDataState, listNum: number): boolean {
  return hasLoadedOnce(data.chartLists) && !itemsOf(data.chartLists).some((list) => list.listNum === listNum);
}

/** Removes a saved chart from every loaded list. */
export function removeSavedChart(data: MemberDataState, recid: number): MemberDataState {
  let changed = false;
  const savedCharts: Record<number, Load<readonly SavedChart[]>> = {};
  for (const [key, list] of Object.entries(data.savedCharts)) {
    const items = itemsOf(list).filter((chart) => chart.recid !== recid);
    changed ||= items.length !== itemsOf(list).length;
    savedCharts[Number(key)] = items.length === itemsOf(list).length ? list : withItems(list, items);
  }
  return changed ? { ...data, savedCharts } : data;
}

/** Puts a refetched saved chart in its list (replacing the old copy, wherever it was); an unloaded list stays unloaded. */
export function putSavedChart(data: MemberDataState, chart: SavedChart): MemberDataState {
  const without = removeSavedChart(data, chart.recid);
  const list = without.savedCharts[chart.listNum];
  if (!list || !hasLoadedOnce(list)) return without;
  const index = itemsOf(data.savedCharts[chart.listNum]).findIndex((item) => item.recid === chart.recid);
  const items = [...itemsOf(list)];
  items.splice(index < 0 ? items.length : index, 0, chart);
  return withSavedCharts(without, chart.listNum, withItems(list, items));
}

/**
 * Whose member data a load is for: the logged-in member's chart code, 0 for a visitor. A load started for one
 * owner is dropped when it ends under another (issue #14 item 10), so no member is shown another's lists.
 */
export function memberDataOwner(member: Member | null | undefined): number {
  return isLoggedIn(member) ? member.chartCode : 0;
}

/** The member data once `next` has logged in: kept on a re-login of the same member, emptied for another. */
export function memberDataAfterLogin(
  data: MemberDataState,
  previous: Member | null | undefined,
  next: Member | null | undefined,
  defaultStyle: ChartStyle | null,
): MemberDataState {
  const kept = memberDataOwner(previous) === memberDataOwner(next) ? data : EMPTY_MEMBER_DATA;
  return { ...kept, defaultStyle };
}
