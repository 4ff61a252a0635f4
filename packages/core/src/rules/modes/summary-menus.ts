/**
 * The ChartList Summary's menus (spec 3 §2.11, §2.12): the list dropdown, where framework lists are disabled
 * entries, and the View As dropdown of /panels/ links, where Edit is disabled for read-only lists and a visitor
 * gets the create-account prompt instead.
 */
import { VIEW_AS_TYPES, viewAsUrl } from '../../catalogues/navigation';
import type { ChartList } from '../../model/chart-list';
import { isLoggedIn, type Member } from '../../model/member';

/** One entry of the chart-list dropdown. */
export interface ChartListMenuEntry {
  readonly listNum: number;
  readonly label: string;
  readonly disabled: boolean;
}

/** The chart-list dropdown: every list by its display name, framework lists disabled (spec 3 §2.11). */
export function chartListMenuEntries(lists: readonly ChartList[]): ChartListMenuEntry[] {
  return lists.map((list) => ({
    listNum: list.listNum,
    label: list.displayName,
    disabled: list.isFrameworkChartList,
  }));
}

/** The list the summary opens on: the wanted one when it can be chosen, else the first that is not framework. */
export function initialSummaryList(lists: readonly ChartList[], wantedListNum?: number): ChartList | null {
  const selectable = lists.filter((list) => !list.isFrameworkChartList);
  return selectable.find((list) => list.listNum === wantedListNum) ?? selectable[0] ?? null;
}

/** One entry of the View As dropdown: a link, a disabled entry, or for a visitor the create-account prompt. */
export interface ViewAsEntry {
  readonly title: string;
  readonly viewType: string;
  readonly action:
    | { readonly kind: 'link'; readonly href: string }
    | { readonly kind: 'disabled' }
    | { readonly kind: 'createAccount' };
}

/** The View As dropdown of a list (spec 3 §2.12); `recid` adds the chart's recID to every link. */
export function viewAsEntries(
  list: ChartList,
  member: Member | null | undefined,
  recid?: number,
): ViewAsEntry[] {
  const loggedIn = isLoggedIn(member);
  return VIEW_AS_TYPES.map((type) => {
    if (!loggedIn) return { title: type.title, viewType: type.viewType, action: { kind: 'createAccount' } };
    if (type.disabledForReadOnly && (list.isReadOnly || list.isFrameworkChartList))
      return { title: type.title, viewType: type.viewType, action: { kind: 'disabled' } };
    return {
      title: type.title,
      viewType: type.viewType,
      action: { kind: 'link', href: viewAsUrl(list.listNum, type.viewType, recid) },
    };
  });
}
