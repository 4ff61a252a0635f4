import type { KeyValueStorage, WorkbenchApi, WorkbenchPorts } from '@chartbench/core';

/** Storage that lives as long as the page: used where localStorage is missing or refused (SSR, privacy modes). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      // Some browsers expose localStorage but throw on write (Safari private mode, sandboxed frames).
      const probe = '__chartbench_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Fall through to memory storage: preferences then last for the page only.
  }
  return createMemoryStorage();
}

/**
 * The ports of a workbench running in a browser (or in a server render, where the same globals exist in Node
 * and storage falls back to memory). Reading the globals happens here, at call time, never at import.
 */
export function createBrowserPorts(api: WorkbenchApi): WorkbenchPorts {
  return {
    api,
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    storage: browserStorage(),
  };
}
