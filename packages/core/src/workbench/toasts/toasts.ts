import { produce } from 'immer';
import type { ToastColor } from '../../catalogues/index';
import { CONSTANTS } from '../../catalogues/index';

/** One toast: `fading` for its last second (spec 1 §4.8). */
export interface Toast {
  readonly id: number;
  readonly color: ToastColor;
  readonly message: string;
  readonly phase: 'shown' | 'fading';
}

/** The toasts on screen, oldest first (they stack at the top, spec 3 §9). */
export interface ToastsState {
  readonly items: readonly Toast[];
  readonly nextId: number;
}

/** A timed follow-up of a toast, run by the store through the clock port. */
export type ToastEffect = {
  readonly type: 'toastTimer';
  readonly id: number;
  readonly phase: 'fade' | 'remove';
  readonly delayMs: number;
};

/** No toasts. */
export const EMPTY_TOASTS: ToastsState = { items: [], nextId: 1 };

const { lifetimeMs, fadeMs } = CONSTANTS.toasts;

/**
 * Shows a toast for 5000 ms, fading over the last 1000 ms (spec 1 §4.8, §9): returns the timers that fade and
 * remove it. Blank messages are not shown.
 */
export function showToast(
  state: ToastsState,
  color: ToastColor,
  message: string,
): readonly [ToastsState, readonly ToastEffect[]] {
  if (message.trim() === '') return [state, []];
  const id = state.nextId;
  const next = produce(state, (draft) => {
    draft.items.push({ id, color, message, phase: 'shown' });
    draft.nextId = id + 1;
  });
  return [
    next,
    [
      { type: 'toastTimer', id, phase: 'fade', delayMs: lifetimeMs - fadeMs },
      { type: 'toastTimer', id, phase: 'remove', delayMs: lifetimeMs },
    ],
  ];
}

/** Starts a toast's fade; a toast already gone is ignored. */
export function fadeToast(state: ToastsState, id: number): ToastsState {
  const index = state.items.findIndex((toast) => toast.id === id);
  if (index < 0 || state.items[index]?.phase === 'fading') return state;
  return produce(state, (draft) => {
    (draft.items[index] as { phase: Toast['phase'] }).phase = 'fading';
  });
}

/** Removes a toast (its time is up, or the user dismissed it); a toast already gone is ignored. */
export function removeToast(state: ToastsState, id: number): ToastsState {
  if (!state.items.some((toast) => toast.id === id)) return state;
  return { ...state, items: state.items.filter((toast) => toast.id !== id) };
}
