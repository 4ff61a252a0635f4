import type {
  Clock,
  CookiePort,
  KeyValueStorage,
  NavigationPort,
  PagePort,
  WorkbenchApi,
  WorkbenchPorts,
} from '@chartbench/core';
import { loadNotesTool } from '../NotesTool/loadNotesTool';

import { createBufferedLog } from '@chartbench/core';
/** Storage that lives as long as the page: used where localStorage is missing or refused (SSR, privacy modes). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The page's localStorage when it may be written, else {@link createMemoryStorage}: the one place that probes it. */
export function createBrowserStorage(): KeyValueStorage {
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
 * The address bar and history of the browser window: entries are pushed or replaced with the chart as their
 * state, the page title follows the chart, and popstate is reported. Null where there is no window (SSR).
 */
export function createBrowserNavigation(): NavigationPort | null {
  if (typeof window === 'undefined') return null;
  return {
    search: () => window.location.search,
    state: () => window.history.state as unknown,
    write(entry) {
      const url = `${window.location.pathname}${entry.search}${window.location.hash}`;
      if (entry.mode === 'push') window.history.pushState(entry.state, '', url);
      else window.history.replaceState(entry.state, '', url);
      document.title = entry.title;
    },
    setTitle(title) {
      document.title = title;
    },
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    open: (url) => window.location.assign(url),
    subscribe(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** The page's cookies (document.cookie); null where there is no document (SSR). */
export function createBrowserCookies(): CookiePort | null {
  if (typeof document === 'undefined') return null;
  return {
    get(name) {
      for (const part of document.cookie.split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) {
          try {
            return decodeURIComponent(value.join('='));
          } catch {
            return value.join('=');
          }
        }
      }
      return null;
    },
    set(name, value, options) {
      const lifetime =
        options?.expiresAt === undefined
          ? 'max-age=31536000'
          : `expires=${new Date(options.expiresAt).toUTCString()}`;
      document.cookie =
        value === null
          ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
          : `${name}=${encodeURIComponent(value)}; path=/; ${lifetime}; samesite=lax`;
    },
  };
}

/** The browser page: its body width and a hard reload; null where there is no window (SSR). */
export function createBrowserPage(): PagePort | null {
  if (typeof window === 'undefined') return null;
  return {
    bodyWidth: () => document.body?.clientWidth || window.innerWidth,
    reload: () => window.location.reload(),
  };
}

/** The browser's clock: `Date.now` and the global timers. */
export function createBrowserClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** Options of {@link createBrowserPorts}. */
export interface BrowserPortsOptions {
  /** Keep the page address, history and title in step with the chart (spec 3 §2.1). Off by default for embeds. */
  readonly syncAddress?: boolean;
}

/**
 * The ports of a workbench running in a browser (or in a server render, where the same globals exist in Node
 * and storage falls back to memory). Reading the globals happens here, at call time, never at import.
 */
export function createBrowserPorts(api: WorkbenchApi, options: BrowserPortsOptions = {}): WorkbenchPorts {
  const navigation = options.syncAddress ? createBrowserNavigation() : null;
  const cookies = createBrowserCookies();
  const page = createBrowserPage();
  return {
    ...(navigation ? { navigation } : {}),
    ...(cookies ? { cookies } : {}),
    ...(page ? { page } : {}),
    api,
    clock: createBrowserClock(),
    storage: createBrowserStorage(),
    notesTool: { load: loadNotesTool },
    // The spec's bounded log buffer (spec 3 §9), mirrored to the console for developers.
    log: createBufferedLog({
      now: () => Date.now(),
      sink: ({ level, messages: [message, ...detail] }) =>
        console[level](`[Chartbench] ${String(message)}`, ...detail),
    }),
  };
}
