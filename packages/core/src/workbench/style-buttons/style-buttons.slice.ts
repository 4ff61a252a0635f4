import type { ToastColor } from '../../catalogues/index';
import { MESSAGES } from '../../catalogues/index';
import { isLoggedIn } from '../../model/index';
import { openModal } from '../modal/modal';
import type { StoreKernel } from '../store/kernel.types';
import type { StyleButtonRequest } from './style-buttons.types';
import type { MemberSlice } from '../member/member.slice';
import { styleButtonPositionRefusal } from '../../rules/index';
import { memberLimitRefusal, writeFailureToast } from '../limits/limits';
import { itemsOf } from '../member/member-data';

/** What the StyleButton slice needs from the rest of the store. */
export interface StyleButtonsDeps {
  readonly member: MemberSlice;
  toast(color: ToastColor, message: string): void;
}

/**
 * Adding, saving and clearing StyleButtons (spec 1 §3.6; spec 3 §5, §8): each shows 'Success! Your StyleButton
 * has been added/saved/cleared!' or 'Failed to add/save/clear StyleButton. Please try again.' and reloads the
 * styles, which the buttons follow. A visitor gets the create-account modal.
 */
export function createStyleButtonsSlice(kernel: StoreKernel, deps: StyleButtonsDeps) {
  const { api } = kernel.ports;

  function allowed(): boolean {
    const state = kernel.state();
    if (isLoggedIn(state.member)) return true;
    kernel.set({ ...state, modal: openModal(state.member, 'chartStyleButton') });
    return false;
  }

  async function run(action: 'add' | 'save' | 'clear', write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
    } catch (error) {
      const shown = writeFailureToast(error, MESSAGES.styleButton.failed(action));
      deps.toast(shown.color, shown.message);
      return false;
    }
    deps.toast(
      'green',
      MESSAGES.styleButton.succeeded(action === 'add' ? 'added' : action === 'save' ? 'saved' : 'cleared'),
    );
    const state = kernel.state();
    if (state.modal?.id === 'chartStyleButton') kernel.set({ ...state, modal: null });
    await deps.member.loadChartStyles(true);
    return true;
  }

  /**
   * Adds a StyleButton (`editingIndex` null) or saves the one on slot `editingIndex`; a saved button given another
   * style is moved to that style first.
   */
  function saveStyleButton(request: StyleButtonRequest, editingIndex: number | null): Promise<boolean> {
    if (!allowed()) return Promise.resolve(false);
    const action = editingIndex === null ? 'add' : 'save';
    const { memberData } = kernel.state();
    const style = itemsOf(memberData.chartStyles).find((candidate) => candidate.recid === request.styleRecid);
    const previous = editingIndex === null ? null : (memberData.styleButtons[editingIndex] ?? null);
    const refusal = limitRefusalOf(request, editingIndex);
    if (refusal) {
      deps.toast('yellow', refusal);
      return Promise.resolve(false);
    }
    return run(action, async () => {
      if (!style || (editingIndex !== null && !previous))
        throw new Error('the StyleButton or its ChartStyle is gone');
      const button = {
        styleCacheId: style.styleCacheId,
        index: request.index,
        color: request.color,
        label: request.label,
      };
      if (!api.addStyleButton || !api.updateStyleButton || !api.changeStyleButtonStyle)
        throw new Error('the backend cannot write StyleButtons');
      if (!previous) return api.addStyleButton(button);
      if (previous.recid !== style.recid)
        await api.changeStyleButtonStyle(previous.styleCacheId, style.styleCacheId);
      await api.updateStyleButton(button);
    });
  }

  /**
   * Why the member's level refuses this button (spec 3 §6 account limits): a position beyond the level's, or one
   * button more than it allows; null when it fits or the limits are unknown.
   */
  function limitRefusalOf(request: StyleButtonRequest, editingIndex: number | null): string | null {
    const state = kernel.state();
    if (!state.member) return null;
    const limits = state.memberData.accountLimits.byMemberType[state.member.memberType];
    if (!state.memberData.accountLimits.isKnown) return null;
    const position = styleButtonPositionRefusal(request.index, limits);
    if (position) return position;
    if (editingIndex !== null) return null;
    return memberLimitRefusal(
      state,
      'styleButtons',
      state.memberData.styleButtons.filter((slot) => slot !== null).length,
    );
  }

  /** Clears the StyleButton on slot `index`. */
  function clearStyleButton(index: number): Promise<boolean> {
    if (!allowed()) return Promise.resolve(false);
    const style = kernel.state().memberData.styleButtons[index] ?? null;
    return run('clear', async () => {
      if (!style) throw new Error('there is no StyleButton on this slot');
      if (!api.deleteStyleButton) throw new Error('the backend cannot write StyleButtons');
      await api.deleteStyleButton(style.styleCacheId);
    });
  }

  return { saveStyleButton, clearStyleButton };
}
