import { itemsOf } from '../member/member-data';
import { isLoggedIn } from '../../model/index';
import { isSavedChartReadOnly, saveChartVariant } from '../../rules/index';
import type { SaveChartRequest } from '../charts/member-writes.types';
import { openModal } from '../modal/modal';
import type { StoreKernel } from '../store/kernel.types';
import type { HotkeyCommand, KeyInput } from './keyboard';
import { resolveHotkey, styleButtonIndexOf } from './keyboard';
import { upperBarDisabled } from './upper-bar';
import { isAnnotating } from '../annotation/annotation';

/** What the keyboard slice needs from the rest of the store. */
export interface KeyboardDeps {
  /** Saves the viewed chart as the save chart dialog would. */
  saveChart(request: SaveChartRequest): Promise<boolean>;
  /** Applies the StyleButton in a slot. */
  applyStyleButton(index: number): Promise<boolean>;
  /** Opens the next or previous chart of the selected ChartList, wrapping (spec 2 §4). */
  walkChartList(direction: 'previous' | 'next'): Promise<boolean>;
}

/** Hotkeys in the store (spec 2 §4, spec 3 §5): history, save and save as, StyleButtons, the ChartList walk. */
export function createKeyboardSlice(kernel: StoreKernel, deps: KeyboardDeps) {
  const { ports } = kernel;

  /**
   * Ctrl+S and Ctrl+Shift+S (spec 3 §4, §5, §8): Save saves the viewed saved chart at once when it is in a list
   * that is not read-only (the keyboard save toasts); otherwise, and for Save As, the save-as-new modal opens (a
   * visitor gets create account). Not while Save is disabled.
   */
  function saveHotkey(command: 'save' | 'saveAs'): void {
    const state = kernel.state();
    const saved = state.savedChart;
    const lists = itemsOf(state.memberData.chartLists);
    if (upperBarDisabled(state.chart, { readOnlyChart: isSavedChartReadOnly(saved, lists) }).save) return;
    if (
      command === 'save' &&
      saved &&
      saveChartVariant(saved, lists) === 'saveChart' &&
      isLoggedIn(state.member)
    ) {
      void deps.saveChart({
        mode: 'saveChart',
        listNum: saved.listNum,
        name: saved.name,
        comments: saved.comments,
      });
      return;
    }
    kernel.set({ ...state, modal: openModal(state.member, 'saveChart', 'saveAsNewChart') });
  }

  return {
    /** Runs a key press's command that the store handles itself and returns it (null when not a hotkey now). */
    hotkey(input: KeyInput): HotkeyCommand | null {
      const state = kernel.state();
      const command = resolveHotkey(input, {
        modalOpen: state.modal !== null,
        dragging: state.resize !== null || state.pointerDrag !== null,
        annotating: isAnnotating(state.annotation),
      });
      if (command === 'nextChart' || command === 'previousChart') {
        // A visitor has no ChartList to walk: the arrows keep scrolling the page.
        if (!isLoggedIn(state.member)) return null;
        void deps.walkChartList(command === 'nextChart' ? 'next' : 'previous');
        return command;
      }
      if (command === 'historyBack') ports.navigation?.back();
      else if (command === 'historyForward') ports.navigation?.forward();
      else if (command === 'save' || command === 'saveAs') saveHotkey(command);
      const button = styleButtonIndexOf(command);
      if (button !== null) void deps.applyStyleButton(button);
      return command;
    },
  };
}
