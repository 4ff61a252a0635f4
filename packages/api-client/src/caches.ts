/** A clock in milliseconds, injected so tests can move time. */
export type NowMs = () => number;

/**
 * Memoises an async function by key for `ttlMs`, sharing a request in flight between callers. Failures are
 * not kept.
 */
export function createSharedCache<Value>(ttlMs: number, now: NowMs, maxEntries = 500) {
  const entries = new Map<string, { value: Value; at: number }>();
  const inFlight = new Map<string, Promise<Value>>();
  return (key: string, load: () => Promise<Value>): Promise<Value> => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return Promise.resolve(entry.value);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = load()
      .then((value) => {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, at: now() });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}

/**
 * A cache that serves entries younger than `freshMs` as they are, serves entries up to `maxAgeMs` while
 * refreshing them in the background, and loads anything older again. A failed load falls back to `fallback`
 * (or the stale entry when there is one).
 */
export function createStaleWhileRevalidateCache<Value>(
  freshMs: number,
  maxAgeMs: number,
  now: NowMs,
  fallback: () => Value,
  maxEntries = 500,
) {
  const entries = new Map<string, { value: Value; at: number }>();
  const inFlight = new Map<string, Promise<Value>>();
  const refresh = (key: string, load: () => Promise<Value>): Promise<Value> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = load()
      .then((value) => {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, at: now() });
        return value;
      })
      .catch(() => entries.get(key)?.value ?? fallback())
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
  return (key: string, load: () => Promise<Value>): Promise<Value> => {
    const entry = entries.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < freshMs) return Promise.resolve(entry.value);
    if (entry && age < maxAgeMs) {
      void refresh(key, load);
      return Promise.resolve(entry.value);
    }
    entries.delete(key);
    return refresh(key, load);
  };
}
