/**
 * What the list modes read from the workbench (spec 2 §2, §4; spec 3 §2.9-§2.11, §4, §6): the member's lists as
 * the summary and library views take them, the list shown, whether Apply ChartStyle to All may be used, and the
 * state of the Chart Comments box for the viewed chart.
 */
import { MESSAGES } from '../../../catalogues/index';
import type { ChartList, ChartStyle, Load, SavedChart } from '../../../model/index';
import { isLoggedIn, type Member } from '../../../model/index';
import { initialSummaryList, isSavedChartReadOnly, type ChartListSummaryRow } from '../../../rules/index';
import { hasLoadedOnce, itemsOf, type MemberDataState } from '../../member/member-data';

/** Texts of the list modes the specification names without quoting them (wording ours). */
export const LIST_MODES_TEXTS = {
  /** A member viewing a chart that is not saved: comments belong to saved charts (spec 1 §3.8). */
  unsavedChartComments: 'Save this chart to a ChartList to add comments.',
} as const;

const NO_LISTS: Load<readonly ChartList[]> = { status: 'loaded', data: [] };

/**
 * The member's lists as the views take them: none before a load starts, else their load itself (the same object
 * for the same state, so a component may select it from the store).
 */
export function chartListsOf(lists: Load<readonly ChartList[]>): Load<readonly ChartList[]> {
  return lists.status === 'idle' ? NO_LISTS : lists;
}

/** A lazily loaded list of the member data as a library load: loading until a load succeeded or failed. */
export function libraryLoadOf<T>(list: Load<readonly T[]> | undefined): Load<readonly T[]> {
  if (!list) return { status: 'loading' };
  if (list.status === 'failed') return { status: 'failed' };
  if (!hasLoadedOnce(list)) return { status: 'loading' };
  return { status: 'loaded', data: itemsOf(list) };
}

/**
 * The list the ChartList Summary and Library show: the one asked for when it can be chosen, else the first that is
 * not a framework list (framework lists are never selected, spec 3 §2.11); null without such a list.
 */
export function shownChartList(data: MemberDataState, wantedListNum: number | null): ChartList | null {
  return initialSummaryList(itemsOf(data.chartLists), wantedListNum ?? undefined);
}

/** The list of the viewed saved chart, when it is known. */
function listOfChart(savedChart: SavedChart | null, lists: readonly ChartList[]): ChartList | null {
  return savedChart ? (lists.find((list) => list.listNum === savedChart.listNum) ?? null) : null;
}

/**
 * Whether Apply ChartStyle to All may be used (spec 2 §2): a member views a saved chart whose list is known, may be
 * written (not read-only, not framework) and holds charts (its loaded charts, or at least the viewed one).
 */
export function canApplyStyleToAll(
  member: Member | null,
  savedChart: SavedChart | null,
  data: MemberDataState,
): boolean {
  if (!isLoggedIn(member) || !savedChart) return false;
  const list = listOfChart(savedChart, itemsOf(data.chartLists));
  if (!list || list.isReadOnly || list.isFrameworkChartList) return false;
  const charts = data.savedCharts[list.listNum];
  return !hasLoadedOnce(charts) || itemsOf(charts).length > 0;
}

/** What the Chart Comments box shows for the viewed chart. */
export interface ChartCommentsBox {
  /** Changes when the viewed chart changes, so a draft for another chart is dropped (spec 3 §4). */
  readonly chartKey: string;
  /** The viewed chart's saved comments ('' for an unsaved chart). */
  readonly savedComments: string;
  /** Why the comments cannot be written here (read-only), or null when they can. */
  readonly notice: string | null;
}

/**
 * The Chart Comments box (spec 3 §2.9, §4, §6): a visitor may type (saving asks for an account); a member viewing
 * an unsaved chart is told comments need a saved chart; a chart in a read-only or framework list is read-only
 * with the read-only message. `savedComments` are comments saved this session, newer than the chart's record.
 */
export function chartCommentsBox(
  member: Member | null,
  savedChart: SavedChart | null,
  lists: readonly ChartList[],
  symbol: string,
  savedComments: Readonly<Record<number, string>>,
): ChartCommentsBox {
  if (!savedChart) {
    return {
      chartKey: `unsaved:${symbol}`,
      savedComments: '',
      notice: isLoggedIn(member) ? LIST_MODES_TEXTS.unsavedChartComments : null,
    };
  }
  return {
    chartKey: `chart:${savedChart.recid}`,
    savedComments: savedComments[savedChart.recid] ?? savedChart.comments,
    notice: isSavedChartReadOnly(savedChart, lists) ? MESSAGES.chartList.readOnly : null,
  };
}

/** The member's styles as the ChartStyle Library takes them (a visitor has none to load). */
export function memberStylesLoad(
  member: Member | null,
  styles: Load<readonly ChartStyle[]>,
): Load<readonly ChartStyle[]> {
  return isLoggedIn(member) ? libraryLoadOf(styles) : { status: 'loaded', data: [] };
}

const SUMMARY_LOADING: Load<readonly ChartListSummaryRow[]> = { status: 'loading' };

/**
 * The summary rows of a list: those loaded for it, else loading (rows of another list are never shown for it). The
 * same value for the same input, so a component may select it from the store.
 */
export function summaryLoadFor(
  summary: { readonly listNum: number; readonly load: Load<readonly ChartListSummaryRow[]> } | null,
  listNum: number | null,
): Load<readonly ChartListSummaryRow[]> {
  return summary && summary.listNum === listNum ? summary.load : SUMMARY_LOADING;
}
