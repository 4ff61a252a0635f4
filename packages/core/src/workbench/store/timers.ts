import type { Clock } from '../ports/workbench-ports';

/** Timers on a clock that can all be cancelled at once, when the store that set them is disposed. */
export interface TimerSet {
  /** Calls `callback` after `ms`; returns the handle to cancel it with. */
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  /** Cancels every timer still pending. */
  clearAll(): void;
}

/** Creates a {@link TimerSet} on `clock`. */
export function createTimerSet(clock: Clock): TimerSet {
  const pending = new Set<unknown>();
  return {
    set(callback, ms) {
      const handle = clock.setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clear(handle) {
      pending.delete(handle);
      clock.clearTimeout(handle);
    },
    clearAll() {
      for (const handle of pending) clock.clearTimeout(handle);
      pending.clear();
    },
  };
}
