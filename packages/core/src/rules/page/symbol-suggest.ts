/**
 * The symbol autosuggest box of the upper bar (spec 3 §4, §5, §9): which entries it lists, where the keyboard
 * highlight moves, and the More Results link. The box itself (timers, focus) lives in the component.
 */
import { CONSTANTS } from '../../catalogues/constants';
import { SEARCH_TOOLS, searchToolUrl } from '../../catalogues/navigation';
import type { SymbolSuggestion } from '../../model/symbol-suggestion';

/** Wait after the last keypress before asking for suggestions (spec 3 §9). */
export const SUGGEST_DELAY_MS = CONSTANTS.navigation.suggestionsDelayMs;
/** The box closes this long after the field loses focus, so a click on an entry lands first (spec 3 §9). */
export const SUGGEST_CLOSE_AFTER_BLUR_MS = CONSTANTS.navigation.suggestionsCloseAfterBlurMs;

/** One entry of the open box: a suggested symbol, or the More Results link. */
export type SuggestEntry =
  | { readonly kind: 'symbol'; readonly suggestion: SymbolSuggestion }
  | { readonly kind: 'more'; readonly href: string };

/** The symbol-search address for the typed text: the Symbol Lookup tool (spec 3 §2.13). */
export function moreResultsUrl(text: string): string {
  const lookup = SEARCH_TOOLS.find((tool) => tool.id === 'symbolLookup');
  if (!lookup) throw new Error('The Symbol Lookup search tool is missing from the catalogue.');
  return searchToolUrl(lookup, [text.trim()]);
}

/**
 * The entries of the box for suggestions returned for `text`: each suggestion, then More Results when a full
 * page of suggestions came back (spec 3 §4: 'More Results' appears when 10 suggestions return).
 */
export function suggestEntries(
  text: string,
  suggestions: readonly SymbolSuggestion[],
  perRequest: number = CONSTANTS.navigation.suggestionsPerRequest,
): SuggestEntry[] {
  const entries: SuggestEntry[] = suggestions.map((suggestion) => ({ kind: 'symbol', suggestion }));
  if (suggestions.length >= perRequest) entries.push({ kind: 'more', href: moreResultsUrl(text) });
  return entries;
}

/**
 * Moves the keyboard highlight: down from none goes to the first entry, up from none to the last; past either
 * end it returns to none (the typed text), as a combobox does. `active` is an index or -1 for none.
 */
export function moveSuggestHighlight(active: number, count: number, key: 'down' | 'up'): number {
  if (count <= 0) return -1;
  if (key === 'down') return active < 0 ? 0 : active + 1 >= count ? -1 : active + 1;
  return active < 0 ? count - 1 : active - 1;
}
