import type { ModalId } from '../../catalogues/index';
import type { Feature } from '../../rules/index';
import { canUse } from '../../rules/index';
import type { StoreKernel } from '../store/kernel.types';
import type { ModalTarget } from './modal';
import { openModal } from './modal';

/** One modal or none in the store (spec 1 §2.3), and the refusal dialogs of features the member may not use. */
export function createModalSlice(kernel: StoreKernel) {
  return {
    /** Opens a modal; a visitor asking for a login-only one gets create-account instead. */
    open(id: ModalId, variant?: string, target?: ModalTarget): void {
      const state = kernel.state();
      kernel.set({ ...state, modal: openModal(state.member, id, variant, target) });
    },
    /** Closes the open modal. */
    close(): void {
      const state = kernel.state();
      if (state.modal !== null) kernel.set({ ...state, modal: null });
    },
    /** Whether the member may use a feature; if not, opens the dialog the refusal names and says no. */
    permitted(feature: Feature): boolean {
      const state = kernel.state();
      const permission = canUse(state.member, feature);
      if (!permission.allowed && permission.modal !== 'none')
        kernel.set({ ...state, modal: openModal(state.member, permission.modal) });
      return permission.allowed;
    },
  };
}

/** The modal slice of a store. */
export type ModalSlice = ReturnType<typeof createModalSlice>;
