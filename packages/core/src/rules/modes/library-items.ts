/**
 * The entries of the two library modes (spec 2 §3, §4, §6; spec 3 §2.10, §3): saved ChartStyles, sample
 * ChartStyles and saved charts as one shape with search tags, the search filter with tag suggestions, and
 * what choosing an entry does (a visitor choosing a members-only item is sent to create an account).
 */
import type { ChartStyle } from '../../model/chart-style';
import { isLoggedIn, type Member } from '../../model/member';
import type { SampleChartStyle, SampleChartStyleGroup } from '../../model/sample-styles';
import type { SavedChart } from '../../model/saved-chart';

interface LibraryEntryBase {
  /** Unique across kinds: 'style:12', 'sample:p1001', 'chart:7'. */
  readonly key: string;
  readonly title: string;
  readonly description: string;
  /** The symbol shown with the entry, '' for none. */
  readonly symbol: string;
  /** Lower-case words (symbols upper-case) the search matches and suggests (spec 3 §3 searchTags). */
  readonly searchTags: readonly string[];
  readonly isMembersOnly: boolean;
  /** The member's default ChartStyle, marked with a filled star (spec 3 §3). */
  readonly isDefault: boolean;
}

/** One entry of a library: a saved style, a sample style or a saved chart, with its source record. */
export type LibraryEntry =
  | (LibraryEntryBase & { readonly kind: 'style'; readonly style: ChartStyle })
  | (LibraryEntryBase & { readonly kind: 'sample'; readonly sample: SampleChartStyle })
  | (LibraryEntryBase & { readonly kind: 'chart'; readonly chart: SavedChart });

/** What choosing a library entry does. */
export type LibraryAction =
  | { readonly kind: 'createAccount' }
  | { readonly kind: 'loadStyle'; readonly style: ChartStyle }
  /** `symbol` is the sample's root symbol when it should load with it, else null (keep the chart's symbol). */
  | { readonly kind: 'loadSample'; readonly sample: SampleChartStyle; readonly symbol: string | null }
  | { readonly kind: 'loadChart'; readonly chart: SavedChart }
  | { readonly kind: 'loadSymbol'; readonly symbol: string };

/** Tag suggestions offered at once (count ours; the dropdown rows of spec 3 §9 allow up to 15). */
export const MAX_TAG_SUGGESTIONS = 8;

/** The search tags of some texts: symbols upper-case first, then words of two or more characters lower-cased, each once. */
export function searchTagsOf(texts: readonly string[], symbols: readonly string[] = []): string[] {
  const tags = new Map<string, string>();
  for (const symbol of symbols) {
    const clean = symbol.trim().toUpperCase();
    if (clean) tags.set(clean.toLowerCase(), clean);
  }
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}\p{N}$^]+/u)) {
      const lower = word.toLowerCase();
      if (word.length >= 2 && !tags.has(lower)) tags.set(lower, lower);
    }
  }
  return [...tags.values()];
}

/** A member's saved ChartStyle as a library entry; `defaultRecid` marks the default style. */
export function savedStyleEntry(style: ChartStyle, defaultRecid: number | null = null): LibraryEntry {
  return {
    kind: 'style',
    key: `style:${style.recid}`,
    title: style.name,
    description: '',
    symbol: '',
    searchTags: searchTagsOf([style.name, ...(style.searchTags ?? [])]),
    isMembersOnly: true,
    isDefault: defaultRecid !== null && style.recid === defaultRecid,
    style,
  };
}

/** A sample ChartStyle as a library entry; its group's title is one of its tags. */
export function sampleStyleEntry(sample: SampleChartStyle, group: SampleChartStyleGroup): LibraryEntry {
  return {
    kind: 'sample',
    key: `sample:${sample.styleId}`,
    title: sample.title,
    description: sample.description,
    symbol: sample.rootSymbol,
    searchTags: searchTagsOf(
      [sample.title, sample.description, group.title],
      sample.rootSymbol ? [sample.rootSymbol] : [],
    ),
    isMembersOnly: sample.isForPayingMembersOnly,
    isDefault: false,
    sample,
  };
}

/** A saved chart as a library entry. */
export function savedChartEntry(chart: SavedChart): LibraryEntry {
  return {
    kind: 'chart',
    key: `chart:${chart.recid}`,
    title: chart.name,
    description: chart.comments,
    symbol: chart.symbol,
    searchTags: searchTagsOf([chart.name, ...(chart.searchTags ?? [])], [chart.symbol]),
    isMembersOnly: false,
    isDefault: false,
    chart,
  };
}

const termsOf = (query: string): string[] => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Whether an entry matches every word of the search (title, description, symbol or a tag, any case). */
export function matchesLibrarySearch(entry: LibraryEntry, query: string): boolean {
  const haystack = [entry.title, entry.description, entry.symbol, ...entry.searchTags]
    .join('\n')
    .toLowerCase();
  return termsOf(query).every((term) => haystack.includes(term));
}

/** The entries matching the search, in their order; a blank search keeps them all. */
export function filterLibraryEntries(entries: readonly LibraryEntry[], query: string): LibraryEntry[] {
  return entries.filter((entry) => matchesLibrarySearch(entry, query));
}

/**
 * The tags to suggest for the word being typed (the last of the search): tags of the entries matching the
 * earlier words that start with it and are not it, most used first, then alphabetical.
 */
export function libraryTagSuggestions(
  entries: readonly LibraryEntry[],
  query: string,
  max: number = MAX_TAG_SUGGESTIONS,
): string[] {
  const terms = termsOf(query);
  const typing = /\s$/.test(query) ? '' : (terms.pop() ?? '');
  if (typing === '') return [];
  const counts = new Map<string, number>();
  for (const entry of filterLibraryEntries(entries, terms.join(' '))) {
    for (const tag of entry.searchTags) {
      const lower = tag.toLowerCase();
      if (lower.startsWith(typing) && lower !== typing) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, Math.max(0, max))
    .map(([tag]) => tag);
}

/** The search after picking a suggested tag: the word being typed becomes the tag, followed by a space. */
export function applyTagSuggestion(query: string, tag: string): string {
  const kept = /\s$/.test(query) ? query.trimEnd() : query.replace(/\S*$/, '').trimEnd();
  return `${kept ? `${kept} ` : ''}${tag} `;
}

/**
 * What choosing an entry does (spec 2 §4, §6; spec 3 §2.10): a visitor choosing a members-only sample or a
 * saved style is sent to create an account; a sample loads with its root symbol when it says so; with Load
 * Symbol Only a chart loads just its symbol.
 */
export function libraryEntryAction(
  entry: LibraryEntry,
  member: Member | null,
  loadSymbolOnly = false,
): LibraryAction {
  if (!isLoggedIn(member) && entry.isMembersOnly) return { kind: 'createAccount' };
  switch (entry.kind) {
    case 'style':
      return { kind: 'loadStyle', style: entry.style };
    case 'sample':
      return {
        kind: 'loadSample',
        sample: entry.sample,
        symbol: entry.sample.shouldLoadRootSymbol && entry.sample.rootSymbol ? entry.sample.rootSymbol : null,
      };
    case 'chart':
      return loadSymbolOnly
        ? { kind: 'loadSymbol', symbol: entry.chart.symbol }
        : { kind: 'loadChart', chart: entry.chart };
  }
}
