import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { useId, useState } from 'react';
import type { SuggestEntry } from '@chartbench/core';
import {
  Field,
  Form,
  GoButton,
  Input,
  Mark,
  Muted,
  Option,
  Options,
  VisuallyHidden,
} from './SymbolInput.styles';
import type { SuggestSymbols } from './useSymbolSuggest';
import { useSymbolSuggest } from './useSymbolSuggest';

/** Props of {@link SymbolInput}. */
export interface SymbolInputProps {
  /** The symbol being charted: the field shows it until the user types. */
  readonly symbol: string;
  /** Called with the text when the user presses Enter or Go, or with a chosen suggestion's symbol. */
  readonly onSubmit: (input: string) => void;
  /** The accessible name of the field. */
  readonly label?: string;
  /** Focus the field on mount (the invalid-symbol screen's "try a new symbol"). */
  readonly autoFocus?: boolean;
  /** The field element, for hosts that focus it (the typing hotkey). */
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Suggestions for typed text (the store's `suggestSymbols`); without it the field offers none. */
  readonly suggest?: SuggestSymbols;
  /** The refresh lock holds (the store's `refreshLocked`): Go shows it is busy (spec 3 §4). */
  readonly refreshing?: boolean;
}

/** `text` with the parts matching `query` (case-insensitively) marked, as the navigation highlights them. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  const at = needle === '' ? -1 : text.toLowerCase().indexOf(needle);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Mark>{text.slice(at, at + needle.length)}</Mark>
      {text.slice(at + needle.length)}
    </>
  );
}

/**
 * A labelled symbol field with a Go button; Enter submits too. Given `suggest`, it is a combobox (spec 3 §4,
 * §5): suggestions 250 ms after a keypress, Up/Down to highlight, Enter or a click to chart one, Escape to
 * close, and More Results to the symbol search when a full page returns.
 */
export function SymbolInput({
  symbol,
  onSubmit,
  label = 'Symbol',
  autoFocus = false,
  inputRef,
  suggest,
  refreshing = false,
}: SymbolInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const [draft, setDraft] = useState<string | null>(null);
  const [shownSymbol, setShownSymbol] = useState(symbol);
  const box = useSymbolSuggest(suggest);
  // A newly charted symbol replaces whatever was typed (React's "adjust state on prop change" pattern).
  if (shownSymbol !== symbol) {
    setShownSymbol(symbol);
    setDraft(null);
  }

  const chart = (text: string) => {
    box.close();
    onSubmit(text);
    setDraft(null);
  };
  const choose = (entry: SuggestEntry, index: number) => {
    if (entry.kind === 'symbol') chart(entry.suggestion.symbol);
    else document.getElementById(optionId(index))?.click();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chart(draft ?? symbol);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (box.entries.length === 0) return;
      event.preventDefault();
      box.move(event.key === 'ArrowDown' ? 'down' : 'up');
    } else if (event.key === 'Escape' && box.open) {
      event.preventDefault();
      box.close();
    } else if (event.key === 'Enter' && box.open && box.active >= 0) {
      const entry = box.entries[box.active];
      if (!entry) return;
      event.preventDefault();
      choose(entry, box.active);
    }
  };
  const typed = (draft ?? symbol).trim();
  const combobox = suggest
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': box.open,
        'aria-controls': listId,
        ...(box.open && box.active >= 0 ? { 'aria-activedescendant': optionId(box.active) } : {}),
      }
    : {};

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <VisuallyHidden htmlFor={id}>{label}</VisuallyHidden>
      <Field>
        <Input
          ref={inputRef}
          id={id}
          name="symbol"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={draft ?? symbol}
          {...combobox}
          onChange={(event) => {
            setDraft(event.target.value);
            box.typed(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            box.focused();
            event.target.select();
          }}
          onBlur={box.blurred}
        />
        {suggest && (
          <Options id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!box.open}>
            {box.open &&
              box.entries.map((entry, index) => (
                <Option
                  key={entry.kind === 'symbol' ? entry.suggestion.symbol : 'more'}
                  // More Results is the option itself, a link: a link inside an option would nest controls.
                  {...(entry.kind === 'more' ? { as: 'a' as const, href: entry.href, tabIndex: -1 } : {})}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === box.active}
                  $more={entry.kind === 'more'}
                  // Keeps focus in the field, so the blur timer does not race the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => box.highlight(index)}
                  onClick={() => entry.kind === 'symbol' && chart(entry.suggestion.symbol)}
                >
                  {entry.kind === 'symbol' ? (
                    <>
                      <strong>
                        <Highlighted text={entry.suggestion.symbol} query={typed} />
                      </strong>{' '}
                      <Highlighted text={entry.suggestion.name} query={typed} />{' '}
                      <Muted>{entry.suggestion.exchange}</Muted>
                    </>
                  ) : (
                    'More Results'
                  )}
                </Option>
              ))}
          </Options>
        )}
      </Field>
      <GoButton type="submit" aria-busy={refreshing} $refreshing={refreshing}>
        Go
      </GoButton>
    </Form>
  );
}
