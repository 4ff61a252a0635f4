import type { ToastColor } from '../../catalogues/index';
import type { StoreKernel } from '../store/kernel.types';
import type { ToastEffect, ToastsState } from './toasts';
import { fadeToast, removeToast, showToast } from './toasts';

/** Toasts in the store (spec 1 §4.8): shown at once, faded and removed on the store's timers. */
export function createToastsSlice(kernel: StoreKernel) {
  const setToasts = (toasts: ToastsState) => {
    const state = kernel.state();
    kernel.set(toasts === state.toasts ? state : { ...state, toasts });
  };

  function runToastEffects(effects: readonly ToastEffect[]): void {
    for (const effect of effects) {
      kernel.setTimer(() => {
        const { toasts } = kernel.state();
        setToasts(effect.phase === 'fade' ? fadeToast(toasts, effect.id) : removeToast(toasts, effect.id));
      }, effect.delayMs);
    }
  }

  return {
    /** Shows a toast for 5 s, fading over the last second. */
    toast(color: ToastColor, message: string): void {
      const [toasts, effects] = showToast(kernel.state().toasts, color, message);
      setToasts(toasts);
      runToastEffects(effects);
    },
    /** Removes a toast at once (its dismiss button). */
    dismiss(id: number): void {
      setToasts(removeToast(kernel.state().toasts, id));
    },
  };
}

/** The toasts slice of a store. */
export type ToastsSlice = ReturnType<typeof createToastsSlice>;
