import type { FormEvent, Ref } from 'react';
import { useState } from 'react';
import {
  Field,
  Form,
  GoButton,
  Input,
  Mark,
  Muted,
  Option,
  Options,
  OptionsPopover,
  PlainField,
  VisuallyHidden,
} from './SymbolInput.styles';
import { CloseWhenShut } from './CloseWhenShut';
import { OpenWhenSuggesting } from './OpenWhenSuggesting';
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
 * A labelled symbol field with a Go button; Enter submits too. Given `suggest`, it is React Aria's ComboBox
 * (spec 3 §4, §5): suggestions 250 ms after a keypress, Up/Down to highlight, Enter or a click to chart one,
 * Enter with none highlighted charts the text, Escape to close, closing 500 ms after blur, and More Results
 * to the symbol search when a full page returns.
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
  const [draft, setDraft] = useState<string | null>(null);
  const [shownSymbol, setShownSymbol] = useState(symbol);
  // The suggestion box is portalled into the field, so it stays inside the workbench root and its tokens.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const box = useSymbolSuggest(suggest);
  // A newly charted symbol replaces whatever was typed (React's "adjust state on prop change" pattern).
  if (shownSymbol !== symbol) {
    setShownSymbol(symbol);
    setDraft(null);
  }

  const text = draft ?? symbol;
  const chart = (input: string) => {
    box.close();
    onSubmit(input);
    setDraft(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chart(text);
  };
  const typed = text.trim();
  const input = (
    <Input
      ref={inputRef}
      name="symbol"
      autoComplete="off"
      spellCheck={false}
      autoFocus={autoFocus}
      onFocus={(event) => {
        box.focused();
        event.target.select();
      }}
      onBlur={box.blurred}
      onKeyDown={(event) => {
        // React Aria keeps Enter from the form while the box is open; with nothing highlighted the text is charted.
        const field = event.currentTarget;
        if (
          event.key === 'Enter' &&
          field.getAttribute('aria-expanded') === 'true' &&
          !field.getAttribute('aria-activedescendant')
        )
          chart(text);
      }}
    />
  );
  const items = box.entries.map((entry) => ({
    id: entry.kind === 'symbol' ? `symbol:${entry.suggestion.symbol}` : 'more',
    entry,
  }));

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      {suggest ? (
        <Field
          ref={setContainer}
          items={items}
          inputValue={text}
          onInputChange={(next) => {
            setDraft(next);
            box.typed(next);
          }}
          allowsCustomValue
          selectedKey={null}
          onSelectionChange={(key) => {
            const entry = items.find((item) => item.id === key)?.entry;
            if (entry?.kind === 'symbol') chart(entry.suggestion.symbol);
          }}
          // The box closes 500 ms after blur (spec 3 §9), so that a click on a suggestion lands first.
          {...{ shouldCloseOnBlur: false }}
        >
          <VisuallyHidden>{label}</VisuallyHidden>
          {input}
          <OpenWhenSuggesting text={text} count={box.open ? items.length : 0} />
          <CloseWhenShut open={box.open} field={container} />
          <OptionsPopover UNSTABLE_portalContainer={container ?? undefined} offset={2} isNonModal>
            <Options
              render={(props) => (
                <div {...props} aria-labelledby={undefined} aria-label={`${label} suggestions`} />
              )}
            >
              {items.map(({ id, entry }) =>
                entry.kind === 'symbol' ? (
                  <Option key={id} id={id} textValue={entry.suggestion.symbol}>
                    <strong>
                      <Highlighted text={entry.suggestion.symbol} query={typed} />
                    </strong>{' '}
                    <Highlighted text={entry.suggestion.name} query={typed} />{' '}
                    <Muted>{entry.suggestion.exchange}</Muted>
                  </Option>
                ) : (
                  // More Results is the option itself, a link: a link inside an option would nest controls.
                  <Option key={id} id={id} textValue="More Results" href={entry.href} data-more>
                    More Results
                  </Option>
                ),
              )}
            </Options>
          </OptionsPopover>
        </Field>
      ) : (
        <PlainField value={text} onChange={setDraft}>
          <VisuallyHidden>{label}</VisuallyHidden>
          {input}
        </PlainField>
      )}
      {/*
        While the suggestions are open React Aria hides everything but the field and its list from assistive
        technology (aria-hidden), which would leave Go focusable yet hidden (axe: aria-hidden-focus). Go belongs
        to the field, so it stays reachable: React Aria leaves elements marked as a top layer alone.
      */}
      <GoButton type="submit" aria-busy={refreshing} $refreshing={refreshing} data-react-aria-top-layer="">
        Go
      </GoButton>
    </Form>
  );
}
