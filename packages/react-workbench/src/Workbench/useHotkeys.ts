import type { RefObject } from 'react';
import { useEffect } from 'react';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/** Elements that use keys themselves: hotkeys leave them alone (spec 2 §4: "another control focused"). */
const CONTROLS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="menu"], [role="dialog"]';

/**
 * Wires the workbench hotkeys to the page (spec 2 §4, spec 3 §2.1): Ctrl/Cmd+Z and Ctrl/Cmd+Y (or
 * Shift+Z) move through chart history, Ctrl+S and Ctrl+Shift+S save, Ctrl+1..9 apply a StyleButton, and typing
 * a symbol character focuses the symbol field. core decides;
 * this only reports key presses and carries out focus.
 */
export function useHotkeys(symbolInputRef: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  const actions = useWorkbenchActions();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const command = actions.hotkey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        inControl: target?.closest(CONTROLS) != null,
      });
      // Every command but focusing the symbol field replaces the browser's own (Ctrl+S would save the page).
      if (command !== null && command !== 'focusSymbol') event.preventDefault();
      // Focus moves before the key's default action, so the character lands in the symbol field.
      if (command === 'focusSymbol') symbolInputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actions, symbolInputRef, enabled]);
}
