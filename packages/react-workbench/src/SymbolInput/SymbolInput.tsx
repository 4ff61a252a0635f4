import type { FormEvent, Ref } from 'react';
import { useId, useState } from 'react';
import { Form, GoButton, Input, VisuallyHidden } from './SymbolInput.styles';

/** Props of {@link SymbolInput}. */
export interface SymbolInputProps {
  /** The symbol being charted: the field shows it until the user types. */
  readonly symbol: string;
  /** Called with the text when the user presses Enter or Go. */
  readonly onSubmit: (input: string) => void;
  /** The accessible name of the field. */
  readonly label?: string;
  /** Focus the field on mount (the invalid-symbol screen's "try a new symbol"). */
  readonly autoFocus?: boolean;
  /** The field element, for hosts that focus it (the typing hotkey). */
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled symbol field with a Go button; Enter submits too. */
export function SymbolInput({ symbol, onSubmit, label = 'Symbol', autoFocus = false, inputRef }: SymbolInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [shownSymbol, setShownSymbol] = useState(symbol);
  // A newly charted symbol replaces whatever was typed (React's "adjust state on prop change" pattern).
  if (shownSymbol !== symbol) {
    setShownSymbol(symbol);
    setDraft(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft ?? symbol);
    setDraft(null);
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <VisuallyHidden htmlFor={id}>{label}</VisuallyHidden>
      <Input
        ref={inputRef}
        id={id}
        name="symbol"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={draft ?? symbol}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
      />
      <GoButton type="submit">Go</GoButton>
    </Form>
  );
}
