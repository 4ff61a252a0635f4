import type { ChartImageRequest, Clock, KeyValueStorage, NavigationPort, SymbolCompanyInfo, WorkbenchApi, WorkbenchPorts } from '../ports';

/** A clock whose time moves only when a test says so; timers fire in time order as it advances. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** Creates a fake clock starting at `start` ms. */
export function createFakeClock(start = Date.UTC(2026, 0, 5, 15, 0)): FakeClock {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + Math.max(0, ms), callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

/** A company lookup the test answers by hand, so it controls the order replies arrive in. */
export interface PendingLookup {
  readonly symbols: readonly string[];
  resolve(infos: readonly SymbolCompanyInfo[]): void;
  reject(error: Error): void;
}

/** A WorkbenchApi whose lookups wait for the test, and whose image URLs name the chart they show. */
export interface FakeApi extends WorkbenchApi {
  chartImageUrl: WorkbenchApi["chartImageUrl"];
  readonly lookups: PendingLookup[];
  readonly imageRequests: ChartImageRequest[];
}

/** Creates the fake api. */
export function createFakeApi(): FakeApi {
  const lookups: PendingLookup[] = [];
  const imageRequests: ChartImageRequest[] = [];
  return {
    lookups,
    imageRequests,
    getCompaniesInfo(symbols) {
      return new Promise((resolve, reject) => lookups.push({ symbols, resolve, reject }));
    },
    chartImageUrl(request) {
      imageRequests.push(request);
      return `/c-sc/sc/?s=${request.symbol}&p=${request.settings.period}&r=${request.randomNumber ?? 0}`;
    },
  };
}

/** Storage in a Map. */
export function createFakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A full set of fake ports. */
export function createFakePorts(): WorkbenchPorts & { api: FakeApi; clock: FakeClock; storage: ReturnType<typeof createFakeStorage> } {
  return { api: createFakeApi(), clock: createFakeClock(), storage: createFakeStorage() };
}

/** A company-info entry for a known symbol. */
export function companyInfo(symbol: string, overrides: Partial<SymbolCompanyInfo['companyInfo']> = {}): SymbolCompanyInfo {
  return { symbol, companyInfo: { exchange: 'NASDAQ', isEOD: false, name: `${symbol} Inc.`, ...overrides } };
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** A browser history in memory: entries, a cursor, and popstate on back and forward. */
export interface FakeNavigation extends NavigationPort {
  readonly entries: { search: string; title: string; state: unknown }[];
  index: number;
  /** The page title last written. */
  title: string;
  /** Moves through history as the browser's buttons do, firing popstate. */
  go(delta: number): void;
  /** Listeners currently subscribed. */
  listenerCount(): number;
}

/** Creates a fake navigation whose page opened at `search` (with no history state). */
export function createFakeNavigation(search = ''): FakeNavigation {
  const listeners = new Set<() => void>();
  const nav: FakeNavigation = {
    entries: [{ search, title: '', state: null }],
    index: 0,
    title: '',
    search: () => nav.entries[nav.index]?.search ?? '',
    state: () => nav.entries[nav.index]?.state ?? null,
    write(entry) {
      const record = { search: entry.search, title: entry.title, state: entry.state };
      if (entry.mode === 'push') {
        nav.entries.splice(nav.index + 1, nav.entries.length, record);
        nav.index += 1;
      } else {
        nav.entries[nav.index] = record;
      }
      nav.title = entry.title;
    },
    setTitle(title) {
      nav.title = title;
    },
    back: () => nav.go(-1),
    forward: () => nav.go(1),
    go(delta) {
      const next = nav.index + delta;
      if (next < 0 || next >= nav.entries.length) return;
      nav.index = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
  };
  return nav;
}
