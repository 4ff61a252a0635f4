/**
 * What the two library modes show (spec 2 §4, §6, §8; spec 3 §2.10, §8): the libraries to select ('Your
 * ChartStyles' is hidden for a visitor, who starts on the samples), and the loading, failure, empty, no-match
 * and entries states with their texts. Chart-library features need login (spec 2 §6), so a visitor gets a
 * create-account prompt in the ChartList Library.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { ChartList } from '../../model/chart-list';
import type { ChartStyle } from '../../model/chart-style';
import { failed, loadData, loaded, loading, type Load } from '../../model/load';
import { isLoggedIn, type Member } from '../../model/member';
import type { SampleChartStyleGroup } from '../../model/sample-styles';
import type { SavedChart } from '../../model/saved-chart';
import {
  filterLibraryEntries,
  sampleStyleEntry,
  savedChartEntry,
  savedStyleEntry,
  type LibraryEntry,
} from './library-items';
import { addSymbolsUrl } from './summary-view';

/** The id of the member's own ChartStyles among the style libraries. */
export const YOUR_CHART_STYLES = 'yourChartStyles';

/** Texts of the library modes the specification names without quoting them (wording ours, spec 3 §8). */
export const LIBRARY_TEXTS = {
  noChartStyles: 'You do not have any ChartStyles yet.',
  noChartLists: 'You do not have any ChartLists yet.',
  visitorChartLists:
    'Log in or create a free account to keep your charts in ChartLists and browse them here.',
  createAccount: 'Create Free Account',
  membersOnly: 'Members only',
} as const;

/** One library in the select-library menu. */
export interface LibraryChoice {
  readonly id: string;
  readonly title: string;
}

/** The style libraries to select: 'Your ChartStyles' for members, then each sample group (spec 3 §2.10). */
export function styleLibraryChoices(
  member: Member | null,
  groups: readonly SampleChartStyleGroup[],
): LibraryChoice[] {
  const samples = groups.map((group) => ({ id: group.id, title: group.title }));
  return isLoggedIn(member)
    ? [{ id: YOUR_CHART_STYLES, title: MESSAGES.library.yourChartStyles }, ...samples]
    : samples;
}

/**
 * The style library shown: the wanted one when it is offered, else 'Your ChartStyles' for a member and the
 * first sample group for a visitor; null while nothing is offered.
 */
export function initialStyleLibrary(
  member: Member | null,
  groups: readonly SampleChartStyleGroup[],
  wanted?: string | null,
): string | null {
  const choices = styleLibraryChoices(member, groups);
  return choices.find((choice) => choice.id === wanted)?.id ?? choices[0]?.id ?? null;
}

/** The entries a library shows, and what it says when there are none. */
export interface LibraryContent {
  /** The entries matching the search. */
  readonly entries: readonly LibraryEntry[];
  /** Why there are none: the library is empty, or nothing matches the search. */
  readonly emptyMessage: string;
  /** The empty list's Add Symbols link, when it may be written. */
  readonly addSymbols?: { readonly label: string; readonly href: string };
}

/** What a library shows below its controls: its entries, or a failure whose error is the message. */
export type LibraryView = Load<LibraryContent, string>;

type EmptyLibrary = Omit<LibraryContent, 'entries'>;

function entriesView(all: readonly LibraryEntry[], query: string, empty: EmptyLibrary): LibraryView {
  if (all.length === 0) return loaded({ entries: [], ...empty });
  return loaded({
    entries: filterLibraryEntries(all, query),
    emptyMessage: MESSAGES.chartList.noMatchingRecords,
  });
}

/** The inputs of the ChartStyle Library view. */
export interface StyleLibraryViewInput {
  /** The library selected: YOUR_CHART_STYLES or a sample group id. */
  readonly library: string | null;
  readonly styles: Load<readonly ChartStyle[]>;
  readonly samples: Load<readonly SampleChartStyleGroup[]>;
  readonly defaultStyleRecid: number | null;
  readonly query: string;
}

/** Decides what the ChartStyle Library shows (spec 2 §4, §8; spec 3 §2.10, §8). */
export function styleLibraryView(input: StyleLibraryViewInput): LibraryView {
  const { samples, styles } = input;
  if (input.library === YOUR_CHART_STYLES) {
    if (styles.status === 'failed') return failed(MESSAGES.chartStyle.listLoadFailed);
    if (styles.status !== 'loaded') return loading();
    return entriesView(
      styles.data.map((style) => savedStyleEntry(style, input.defaultStyleRecid)),
      input.query,
      { emptyMessage: LIBRARY_TEXTS.noChartStyles },
    );
  }
  if (samples.status === 'failed') return failed(MESSAGES.chartStyle.listLoadFailed);
  if (samples.status !== 'loaded') return loading();
  const group = samples.data.find((candidate) => candidate.id === input.library);
  const entries = group ? group.styles.map((sample) => sampleStyleEntry(sample, group)) : [];
  return entriesView(entries, input.query, { emptyMessage: LIBRARY_TEXTS.noChartStyles });
}

/** What the ChartList Library shows: the visitor prompt, the list states, or a library view of the list's charts. */
export type ChartListLibraryView =
  | { readonly kind: 'visitor'; readonly message: string; readonly createAccountLabel: string }
  | { readonly kind: 'listsLoading' }
  | { readonly kind: 'listsFailed'; readonly message: string }
  | { readonly kind: 'noLists'; readonly message: string; readonly createLabel: string }
  | { readonly kind: 'charts'; readonly charts: LibraryView };

/** The inputs of the ChartList Library view. */
export interface ChartListLibraryViewInput {
  readonly member: Member | null;
  /** The member's lists; while a reload runs, those loaded before. */
  readonly lists: Load<readonly ChartList[]>;
  readonly selectedList: ChartList | null;
  readonly charts: Load<readonly SavedChart[]>;
  readonly query: string;
}

/** Decides what the ChartList Library shows (spec 2 §6, §8; spec 3 §2.10, §2.11, §8). */
export function chartListLibraryView(input: ChartListLibraryViewInput): ChartListLibraryView {
  const { member, lists, selectedList, charts } = input;
  if (!isLoggedIn(member)) {
    return {
      kind: 'visitor',
      message: LIBRARY_TEXTS.visitorChartLists,
      createAccountLabel: LIBRARY_TEXTS.createAccount,
    };
  }
  if (lists.status === 'failed') return { kind: 'listsFailed', message: MESSAGES.chartList.loadFailed };
  const listItems = lists.status === 'idle' ? [] : loadData(lists);
  if (!listItems) return { kind: 'listsLoading' };
  if (listItems.length === 0 || !selectedList) {
    return { kind: 'noLists', message: LIBRARY_TEXTS.noChartLists, createLabel: MESSAGES.chartList.create };
  }
  if (charts.status === 'failed')
    return { kind: 'charts', charts: failed(MESSAGES.chartList.chartsLoadFailed) };
  if (charts.status !== 'loaded') return { kind: 'charts', charts: loading() };
  const empty: EmptyLibrary = selectedList.isReadOnly
    ? { emptyMessage: MESSAGES.chartList.empty(true) }
    : {
        emptyMessage: MESSAGES.chartList.empty(false),
        addSymbols: {
          label: MESSAGES.chartList.addSymbols,
          href: addSymbolsUrl(member.chartCode, selectedList.listNum),
        },
      };
  const entries = charts.data.filter((chart) => chart.listNum === selectedList.listNum).map(savedChartEntry);
  return { kind: 'charts', charts: entriesView(entries, input.query, empty) };
}
