/**
 * What the ChartList Summary shows (spec 2 §4, §8; spec 3 §2.11): no lists, lists failed, loading, load
 * failure, an empty list, no search match, or the rows, as one discriminated union with the exact texts.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { ChartList } from '../../model/chart-list';
import { failed, loadData, loaded, loading, type Load } from '../../model/load';
import { filterSummaryRows, sortSummaryRows, type SummarySort } from './summary-table';
import type { ChartListSummaryRow } from './summary-row';

/** What the ChartList Summary shows. */
export type ChartListSummaryView =
  | { readonly kind: 'listsLoading' }
  | { readonly kind: 'listsFailed'; readonly message: string }
  | { readonly kind: 'noLists'; readonly createLabel: string }
  | { readonly kind: 'rows'; readonly rows: Load<SummaryRowsShown, string> };

/** The rows the summary shows, and what it says when there are none. */
export interface SummaryRowsShown {
  /** The rows matching the search, sorted. */
  readonly rows: readonly ChartListSummaryRow[];
  /** Why there are none: the list is empty, or nothing matches the search. */
  readonly emptyMessage: string;
  /** The empty list's Add Symbols link, when it may be written. */
  readonly addSymbols: { readonly label: string; readonly href: string } | null;
}

/** The 'Add Symbols' link of an empty list: /panels/ with obj={chartCode},{listNum}, cmd=show, disp=c (spec 3 §2.11). */
export function addSymbolsUrl(chartCode: number, listNum: number): string {
  return `/panels/?obj=${encodeURIComponent(`${chartCode},${listNum}`)}&cmd=show&disp=c`;
}

/** The inputs of the summary view. */
export interface ChartListSummaryViewInput {
  /** The member's lists; while a reload runs, those loaded before. */
  readonly lists: Load<readonly ChartList[]>;
  readonly selectedList: ChartList | null;
  /** The summary rows of the selected list. */
  readonly load: Load<readonly ChartListSummaryRow[]>;
  readonly search: string;
  readonly sort: SummarySort;
  readonly chartCode: number;
}

/** Decides what the ChartList Summary shows (spec 3 §2.11). */
export function chartListSummaryView(input: ChartListSummaryViewInput): ChartListSummaryView {
  const { lists, selectedList, load } = input;
  if (lists.status === 'failed') return { kind: 'listsFailed', message: MESSAGES.chartList.loadFailed };
  const listItems = lists.status === 'idle' ? [] : loadData(lists);
  if (!listItems) return { kind: 'listsLoading' };
  if (listItems.length === 0 || !selectedList)
    return { kind: 'noLists', createLabel: MESSAGES.chartList.create };
  if (load.status === 'failed')
    return { kind: 'rows', rows: failed(MESSAGES.chartList.summaryLoadFailed(selectedList.name)) };
  if (load.status !== 'loaded') return { kind: 'rows', rows: loading() };
  if (load.data.length === 0) {
    return {
      kind: 'rows',
      rows: loaded({
        rows: [],
        emptyMessage: MESSAGES.chartList.empty(selectedList.isReadOnly),
        addSymbols: selectedList.isReadOnly
          ? null
          : {
              label: MESSAGES.chartList.addSymbols,
              href: addSymbolsUrl(input.chartCode, selectedList.listNum),
            },
      }),
    };
  }
  const matching = sortSummaryRows(filterSummaryRows(load.data, input.search), input.sort);
  return {
    kind: 'rows',
    rows: loaded({ rows: matching, emptyMessage: MESSAGES.chartList.noMatchingRecords, addSymbols: null }),
  };
}
