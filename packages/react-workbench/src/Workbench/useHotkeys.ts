import type { RefObject } from 'react';
import { useEffect } from 'react';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { isLeftToHotkeys } from './leaveToHotkeys';

/** Elements that use keys themselves: hotkeys leave them alone (spec 2 §4: "another control focused"). */
const CONTROLS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="menu"], [role="dialog"]';

/**
 * Where the workbench listens for its hotkeys: only while focus is inside it (the default, a good guest on a
 * host page), on the whole page (a page that is the workbench, as the main site), or not at all.
 */
export type HotkeyScope = 'inside' | 'page' | 'off';

/**
 * Wires the workbench hotkeys (spec 2 §4, spec 3 §2.1): Ctrl/Cmd+Z and Ctrl/Cmd+Y (or
 * Shift+Z) move through chart history, Ctrl+S and Ctrl+Shift+S save, Ctrl+1..9 apply a StyleButton, and typing
 * a symbol character focuses the symbol field, within `scope`. core decides;
 * this only reports key presses and carries out focus.
 */
export function useHotkeys(
  symbolInputRef: RefObject<HTMLInputElement | null>,
  rootRef: RefObject<HTMLElement | null>,
  scope: HotkeyScope,
): void {
  const actions = useWorkbenchActions();
  useEffect(() => {
    if (scope === 'off') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.defaultPrevented && !isLeftToHotkeys(event)) || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      // A host's keys (its own fields, its Ctrl+S) are the host's: act only on keys pressed inside the workbench.
      if (scope === 'inside' && !(target && rootRef.current?.contains(target))) return;
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
  }, [actions, symbolInputRef, rootRef, scope]);
}
