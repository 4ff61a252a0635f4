import { useEffect, useRef, useState } from 'react';
import {
  SUGGEST_CLOSE_AFTER_BLUR_MS,
  SUGGEST_DELAY_MS,
  moveSuggestHighlight,
  suggestEntries,
} from '@chartbench/core';
import type { SuggestEntry, SymbolSuggestion } from '@chartbench/core';

/** Asks for suggestions for typed text; an empty list when there are none. */
export type SuggestSymbols = (text: string) => Promise<readonly SymbolSuggestion[]>;

/** The autosuggest box's state and the events that drive it. */
export interface SymbolSuggestBox {
  readonly entries: readonly SuggestEntry[];
  readonly open: boolean;
  /** The highlighted entry's index, or -1 for none. */
  readonly active: number;
  /** The user typed: ask again 250 ms after the last keypress (spec 3 §9). */
  typed(text: string): void;
  /** Arrow keys move the highlight, opening the box when it has entries. */
  move(key: 'down' | 'up'): void;
  highlight(index: number): void;
  close(): void;
  /** The field lost focus: close 500 ms later, so that a click on an entry lands first (spec 3 §9). */
  blurred(): void;
  /** The field has focus again: keep the box. */
  focused(): void;
}

/**
 * The symbol autosuggest box (spec 3 §4, §5): suggestions 250 ms after a keypress, answers for older text
 * dropped, keyboard highlight, More Results at a full page, closing 500 ms after blur. Without `suggest` it
 * stays closed.
 */
export function useSymbolSuggest(suggest: SuggestSymbols | undefined): SymbolSuggestBox {
  const [entries, setEntries] = useState<readonly SuggestEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const askTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Each keypress makes older answers stale: only the newest text's suggestions are shown.
  const latest = useRef(0);

  const clear = (timer: { current: ReturnType<typeof setTimeout> | null }) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      clear(askTimer);
      clear(closeTimer);
    },
    [],
  );

  const close = () => {
    latest.current += 1;
    clear(askTimer);
    setOpen(false);
    setActive(-1);
  };

  return {
    entries,
    open,
    active,
    typed(text) {
      clear(askTimer);
      const request = ++latest.current;
      setActive(-1);
      if (!suggest || text.trim() === '') {
        setOpen(false);
        setEntries([]);
        return;
      }
      askTimer.current = setTimeout(() => {
        askTimer.current = null;
        // A failed request is no suggestions: they are a help, never an error (spec 3 §7).
        void Promise.resolve(suggest(text))
          .catch(() => [])
          .then((suggestions) => {
            if (request !== latest.current) return;
            const next = suggestEntries(text, suggestions);
            setEntries(next);
            setOpen(next.length > 0);
          });
      }, SUGGEST_DELAY_MS);
    },
    move(key) {
      if (entries.length === 0) return;
      if (!open) {
        setOpen(true);
        setActive(key === 'down' ? 0 : entries.length - 1);
        return;
      }
      setActive(moveSuggestHighlight(active, entries.length, key));
    },
    highlight: setActive,
    close,
    blurred() {
      clear(closeTimer);
      closeTimer.current = setTimeout(() => {
        closeTimer.current = null;
        close();
      }, SUGGEST_CLOSE_AFTER_BLUR_MS);
    },
    focused() {
      clear(closeTimer);
    },
  };
}
