import { useState } from 'react';
import { applyTagSuggestion, libraryTagSuggestions, type LibraryEntry } from '@chartbench/core';
import { OpenWhenSuggesting } from '../../SymbolInput/OpenWhenSuggesting';
import { SearchInput, SearchWrap, Suggestion, Suggestions, SuggestionsPopover } from './LibraryFrame.styles';

/** Props of {@link TagSearch}. */
export interface TagSearchProps {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** Every entry of the library shown, for the tags to suggest. */
  readonly entries: readonly LibraryEntry[];
}

/**
 * The library search filter with tag suggestions (spec 3 §2.10), on React Aria's ComboBox: its listbox offers
 * the tags starting with the word being typed; Arrow keys move through them, Enter or a click picks one
 * (core adds it to the query), Escape closes. What is typed is the filter itself, so any text is allowed.
 */
export function TagSearch({ query, onQueryChange, entries }: TagSearchProps) {
  // The suggestions are portalled into the search itself, so they stay inside the workbench root.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const tags = libraryTagSuggestions(entries, query).map((tag) => ({ id: tag }));
  return (
    <SearchWrap
      ref={setContainer}
      aria-label="Search"
      items={tags}
      inputValue={query}
      onInputChange={onQueryChange}
      allowsCustomValue
      selectedKey={null}
      onSelectionChange={(tag) => {
        if (tag !== null) onQueryChange(applyTagSuggestion(query, String(tag)));
      }}
    >
      <SearchInput type="search" placeholder="Search" />
      <OpenWhenSuggesting text={query} count={tags.length} />
      <SuggestionsPopover UNSTABLE_portalContainer={container ?? undefined} offset={2}>
        <Suggestions
          render={(props) => <div {...props} aria-labelledby={undefined} aria-label="Tag suggestions" />}
        >
          {tags.map(({ id }) => (
            <Suggestion key={id} id={id} textValue={id}>
              {id}
            </Suggestion>
          ))}
        </Suggestions>
      </SuggestionsPopover>
    </SearchWrap>
  );
}
