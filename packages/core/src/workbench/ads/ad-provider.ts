/**
 * The ad provider port and its loader (spec 3 §7, §9): ads for visitors come from a third-party provider whose
 * script is loaded with retries; without one the slots stay placeholders.
 */
import { CONSTANTS } from '../../catalogues/constants';
import type { Load } from '../../model/load';
import type { Clock } from '../ports/workbench-ports';
import type { ChartStatus } from '../chart/chart.transitions';

/**
 * A third-party ad provider, the integration point a host fills in: it loads its script, then fills slots by
 * their element ids (as ad tags do).
 */
export interface AdProvider {
  /** Loads the provider's script; rejects when it could not. */
  load(): Promise<void>;
  /** Fills the slot element with this id with an ad of its size; called once the script has loaded. */
  display(slotId: string, size: { readonly width: number; readonly height: number }): void;
}

/**
 * Where the ads stand: not started (idle), loading through the retries, loaded as 'shown' (the provider fills
 * the slots) or 'unconfigured' (no provider: placeholders), or failed once the retries are spent (placeholders
 * stay).
 */
export type AdLoadState = Load<'shown' | 'unconfigured'>;

/**
 * The delay before loader attempt `attempt` (0 first), or null once the three retries are spent: as the
 * options widget's loader (spec 3 §7), 500 ms first, each retry twice the one before (doubling is ours).
 */
export function adLoadRetryDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt > CONSTANTS.scripts.retries) return null;
  return CONSTANTS.scripts.optionsWidgetFirstDelayMs * 2 ** attempt;
}

/**
 * Whether a chart load has completed (spec 3 §4, §8): shown, or its image failed and was hidden (the load is
 * marked complete), or the server had no data for the symbol. `loading` and `error` have not completed.
 */
export function chartLoadCompleted(status: ChartStatus): boolean {
  return status === 'loaded' || status === 'imageHidden' || status === 'invalidSymbol';
}

/** The ad loader: its state, and start once ads are due. */
export interface AdLoader {
  getState(): AdLoadState;
  subscribe(listener: () => void): () => void;
  /** Starts loading the provider (once; later calls do nothing unless disposed mid-load). */
  start(): void;
  /** Loads again from the first try after a failure. */
  retry(): void;
  /** Stops a load under way; its late answer is ignored. */
  dispose(): void;
}

/**
 * Runs the provider's loader through its retries on the clock: 'unconfigured' at once without a provider,
 * 'shown' when the script loads, failed when the last retry fails.
 */
export function createAdLoader(provider: AdProvider | null | undefined, clock: Clock): AdLoader {
  let state: AdLoadState = { status: 'idle' };
  let timer: unknown = null;
  let token = 0;
  const listeners = new Set<() => void>();
  const set = (next: AdLoadState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function attempt(number: number, current: number): void {
    const delay = adLoadRetryDelay(number);
    if (delay === null || !provider) {
      set({ status: 'failed' });
      return;
    }
    timer = clock.setTimeout(() => {
      timer = null;
      provider.load().then(
        () => {
          if (current === token) set({ status: 'loaded', data: 'shown' });
        },
        () => {
          if (current === token) attempt(number + 1, current);
        },
      );
    }, delay);
  }

  function run(): void {
    if (!provider) {
      set({ status: 'loaded', data: 'unconfigured' });
      return;
    }
    token += 1;
    set({ status: 'loading' });
    attempt(0, token);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (state.status === 'idle') run();
    },
    retry() {
      if (state.status === 'failed') run();
    },
    dispose() {
      token += 1;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      // A load cut short starts again on the next start (a remounted component reuses its loader).
      if (state.status === 'loading') state = { status: 'idle' };
    },
  };
}
