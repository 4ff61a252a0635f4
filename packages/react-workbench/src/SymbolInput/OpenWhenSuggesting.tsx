import { useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/** Props of {@link OpenWhenSuggesting}. */
export interface OpenWhenSuggestingProps {
  /** The text the suggestions are for. */
  readonly text: string;
  /** How many suggestions there are for it. */
  readonly count: number;
}

/**
 * Opens the enclosing React Aria ComboBox when suggestions for newly typed text arrive. React Aria opens the
 * list only when the text changes while it already has entries; suggestions computed from the text (or
 * fetched for it) arrive a render or a request later, so without this the list would stay shut.
 * Renders nothing; place it inside the ComboBox.
 */
export function OpenWhenSuggesting({ text, count }: OpenWhenSuggestingProps) {
  const state = useContext(ComboBoxStateContext);
  // The text whose suggestions were last shown (or dismissed with Escape): they are not reopened.
  const handled = useRef(text);
  useEffect(() => {
    if (!state || count === 0 || handled.current === text) return;
    handled.current = text;
    if (state.isFocused && !state.isOpen) state.open(null, 'input');
  }, [state, text, count]);
  return null;
}
