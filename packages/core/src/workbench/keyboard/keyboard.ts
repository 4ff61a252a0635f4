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

/** Ctrl/Cmd+1..9: the StyleButton of that number (spec 3 §5). */
export type StyleButtonHotkey = `styleButton${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/**
 * What a workbench hotkey asks for: history, focusing the symbol field, saving the viewed chart (Ctrl+S),
 * Save As (Ctrl+Shift+S), a StyleButton (Ctrl+1..9) or the next or previous chart of the selected ChartList
 * (arrows, Ctrl+. and Ctrl+,). Callers prevent the browser's default for all but `focusSymbol`.
 */
export type HotkeyCommand =
  | 'historyBack'
  | 'historyForward'
  | 'focusSymbol'
  | 'save'
  | 'saveAs'
  | 'nextChart'
  | 'previousChart'
  | StyleButtonHotkey;

/** The 0-based StyleButton slot a hotkey applies, or null for other commands. */
export function styleButtonIndexOf(command: HotkeyCommand | null): number | null {
  return command?.startsWith('styleButton') ? Number(command.slice('styleButton'.length)) - 1 : null;
}

/** Why hotkeys are off right now (spec 2 §4: modal open, drag and drop, annotation mode). */
export interface HotkeyBlockers {
  readonly modalOpen: boolean;
  readonly dragging: boolean;
  readonly annotating: boolean;
}

/** Arrow keys that walk the selected ChartList without a modifier (spec 2 §4). */
const WALK_KEYS: Readonly<Record<string, 'nextChart' | 'previousChart'>> = {
  ArrowRight: 'nextChart',
  ArrowDown: 'nextChart',
  ArrowLeft: 'previousChart',
  ArrowUp: 'previousChart',
};

/** Keys that start typing a symbol: single letters, digits, underscore and . $ / ^ ! & (spec 2 §4). */
const SYMBOL_START = /^[A-Za-z0-9_.$/^!&]$/;

/**
 * The workbench hotkey of a key press (spec 2 §4, spec 3 §2.1, §5), or null. Ctrl/Cmd+Z goes back, Ctrl/Cmd+Y
 * and Ctrl/Cmd+Shift+Z forward; Ctrl/Cmd+S saves, with Shift saves as; Ctrl/Cmd+1..9 applies a StyleButton; a
 * symbol character with no modifier focuses the symbol field. Arrow right or down, and Ctrl/Cmd+period, load the
 * next chart of the selected ChartList; arrow left or up, and Ctrl/Cmd+comma, the previous (spec 2 §4). Nothing fires
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
    if (key === 's') return input.shiftKey ? 'saveAs' : 'save';
    if (input.key === '.' && !input.shiftKey) return 'nextChart';
    if (input.key === ',' && !input.shiftKey) return 'previousChart';
    if (/^[1-9]$/.test(input.key) && !input.shiftKey)
      return `styleButton${Number(input.key) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
    return null;
  }
  if (input.altKey || command) return null;
  if (!input.shiftKey && WALK_KEYS[input.key]) return WALK_KEYS[input.key] ?? null;
  return SYMBOL_START.test(input.key) ? 'focusSymbol' : null;
}
