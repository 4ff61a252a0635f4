import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { applyTagSuggestion, libraryTagSuggestions, type LibraryEntry } from '@chartbench/core';
import { SearchInput, SearchWrap, Suggestion, Suggestions } from './LibraryFrame.styles';

/** Props of {@link TagSearch}. */
export interface TagSearchProps {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** Every entry of the library shown, for the tags to suggest. */
  readonly entries: readonly LibraryEntry[];
}

/**
 * The library search filter with tag suggestions (spec 3 §2.10): a combobox whose listbox offers the tags
 * starting with the word being typed; Arrow keys move through them, Enter or a click picks one, Escape closes.
 */
export function TagSearch({ query, onQueryChange, entries }: TagSearchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? libraryTagSuggestions(entries, query) : [];
  const expanded = suggestions.length > 0;

  const pick = (tag: string) => {
    onQueryChange(applyTagSuggestion(query, tag));
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const tag = suggestions[active];
      if (tag) pick(tag);
    }
  };

  return (
    <SearchWrap>
      <SearchInput
        type="search"
        role="combobox"
        aria-label="Search"
        placeholder="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-tags`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-tag-${active}` : undefined}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded && (
        <Suggestions id={`${id}-tags`} role="listbox" aria-label="Tag suggestions">
          {suggestions.map((tag, index) => (
            <Suggestion
              key={tag}
              id={`${id}-tag-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                // Picking must not blur the input first, which would close the list before the click lands.
                event.preventDefault();
                pick(tag);
              }}
            >
              {tag}
            </Suggestion>
          ))}
        </Suggestions>
      )}
    </SearchWrap>
  );
}
