/** A key press as the workbench needs to see it. */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** Focus is in a text field, menu or other control that uses keys itself. */
  readonly inControl: boolean;
}

/** What a workbench hotkey asks for. */
export type HotkeyCommand = 'historyBack' | 'historyForward' | 'focusSymbol';

/** Why hotkeys are off right now (spec 2 §4: modal open, drag and drop, annotation mode). */
export interface HotkeyBlockers {
  readonly modalOpen: boolean;
  readonly dragging: boolean;
  readonly annotating: boolean;
}

/** Keys that start typing a symbol: single letters, digits, underscore and . $ / ^ ! & (spec 2 §4). */
const SYMBOL_START = /^[A-Za-z0-9_.$/^!&]$/;

/**
 * The workbench hotkey of a key press (spec 2 §4, spec 3 §2.1, §5), or null. Ctrl/Cmd+Z goes back, Ctrl/Cmd+Y
 * and Ctrl/Cmd+Shift+Z forward; a symbol character with no modifier focuses the symbol field. Nothing fires
 * while a modal is open, while dragging or annotating, or inside a control (which keeps its own undo and
 * typing).
 */
export function resolveHotkey(input: KeyInput, blockers: HotkeyBlockers): HotkeyCommand | null {
  if (blockers.modalOpen || blockers.dragging || blockers.annotating || input.inControl) return null;
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.toLowerCase();
  if (command && !input.altKey) {
    if (key === 'z') return input.shiftKey ? 'historyForward' : 'historyBack';
    if (key === 'y' && !input.shiftKey) return 'historyForward';
    return null;
  }
  if (input.altKey || command) return null;
  return SYMBOL_START.test(input.key) ? 'focusSymbol' : null;
}
