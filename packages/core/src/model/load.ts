/**
 * One vocabulary for anything fetched (TanStack Query's single `status`): not started, under way, loaded with
 * its data, or failed. What a load is for (a symbol, a period) sits beside it, in the state that holds it.
 */

/** The failed state: with a typed error when `E` is given, without one when the failure says everything. */
export type LoadFailure<E> = [E] extends [never]
  ? { readonly status: 'failed' }
  : { readonly status: 'failed'; readonly error: E };

/**
 * Where a load stands. `loading` may keep what an earlier load gave (`previous`), so a reload can go on showing
 * it; `failed` carries a typed error only for loads whose failure has something to say.
 */
export type Load<T, E = never> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly previous?: T }
  | { readonly status: 'loaded'; readonly data: T }
  | LoadFailure<E>;

/** A load not started yet. */
export const LOAD_IDLE: { readonly status: 'idle' } = { status: 'idle' };

/** A failed load with no error to tell. */
export const LOAD_FAILED: { readonly status: 'failed' } = { status: 'failed' };

/** A load under way; `previous` is what an earlier load gave and stays shown meanwhile. */
export function loading<T = never>(previous?: T): { readonly status: 'loading'; readonly previous?: T } {
  return previous === undefined ? { status: 'loading' } : { status: 'loading', previous };
}

/** A load that succeeded with its data. */
export function loaded<T>(data: T): { readonly status: 'loaded'; readonly data: T } {
  return { status: 'loaded', data };
}

/** A load that failed with a typed error. */
export function failed<E>(error: E): { readonly status: 'failed'; readonly error: E } {
  return { status: 'failed', error };
}

/** The data a load has to show: its data when loaded, what an earlier load gave while reloading, else undefined. */
export function loadData<T>(load: Load<T> | Load<T, unknown>): T | undefined {
  if (load.status === 'loaded') return load.data;
  return load.status === 'loading' ? load.previous : undefined;
}
