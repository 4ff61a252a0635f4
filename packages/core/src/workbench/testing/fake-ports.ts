import type {
  AccountLimitsTable,
  ChartList,
  ChartStyle,
  SavedChart,
  SymbolSuggestion,
} from '../../model/index';
import { UNKNOWN_ACCOUNT_LIMITS, parseChartList, parseChartStyle } from '../../model/index';
import type { MarketOpenInstant } from '../ports/workbench-ports';
import { putStyleButton, withStyleButton } from '../charts/member-writes';
import type {
  ChartImageRequest,
  Clock,
  CookiePort,
  NewPriceAlert,
  KeyValueStorage,
  LogPort,
  MemberWithDefaultStyle,
  NavigationPort,
  PagePort,
  SymbolCompanyInfo,
  WorkbenchPorts,
  WritableWorkbenchApi,
} from '../ports/workbench-ports';

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
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
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

/**
 * What the fake backend answers with. Tests change these between calls; a field holding an Error makes its
 * call reject with it.
 */
export interface FakeBackend {
  /** The login cookie login-member returns; null or an Error makes it reject (nobody logged in). */
  loginCookie: string | null | Error;
  /** The get-member batch reply, or an Error. */
  member: MemberWithDefaultStyle | Error;
  chartLists: readonly ChartList[] | Error;
  /** Saved charts by list number; a missing list rejects. */
  savedCharts: Record<number, readonly SavedChart[]>;
  chartStyles: readonly ChartStyle[] | Error;
  /** Set to make temporary style creation fail. */
  tempStyleFailure: Error | null;
  /** Chart XML by style cache id; a missing id rejects. */
  styleXml: Record<string, string>;
  accountLimits: AccountLimitsTable | Error;
  /** The ismarketopen answer for a probe, or an Error. */
  marketOpen: (exchange: string, at: MarketOpenInstant) => boolean | Error;
  /** Suggestions for typed text, or an Error. */
  suggestions: (text: string) => readonly SymbolSuggestion[] | Error;
  /** Names of write calls (e.g. `deleteSavedChart`) that reject; writes not named here change the backend. */
  failingWrites: Set<string>;
  /** The price alerts created. */
  priceAlerts: NewPriceAlert[];
}

/** A WorkbenchApi whose lookups wait for the test, whose image URLs name the chart they show, and whose other calls answer from `backend`. */
export interface FakeApi extends WritableWorkbenchApi {
  readonly lookups: PendingLookup[];
  readonly imageRequests: ChartImageRequest[];
  readonly backend: FakeBackend;
  /** Every member or market call made, by name and argument, in order. */
  readonly calls: string[];
}

const reply = <T>(value: T | Error): Promise<T> =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value);

/** Creates the fake api: a visitor backend (no login cookie, nothing saved, markets closed) until a test says otherwise. */
export function createFakeApi(): FakeApi {
  const lookups: PendingLookup[] = [];
  const imageRequests: ChartImageRequest[] = [];
  const calls: string[] = [];
  const backend: FakeBackend = {
    loginCookie: null,
    member: new Error('nobody is logged in'),
    chartLists: [],
    savedCharts: {},
    chartStyles: [],
    styleXml: {},
    tempStyleFailure: null,
    accountLimits: UNKNOWN_ACCOUNT_LIMITS,
    marketOpen: () => false,
    suggestions: () => [],
    failingWrites: new Set(),
    priceAlerts: [],
  };
  let nextRecid = 1000;
  /** Records a write and rejects when the test made it fail; `change` runs only for writes that succeed. */
  const write = <T>(name: string, detail: string, change: () => T): Promise<T> => {
    calls.push(`${name} ${detail}`.trim());
    if (backend.failingWrites.has(name)) return Promise.reject(new Error(`${name} failed`));
    return Promise.resolve(change());
  };
  const styles = () => (backend.chartStyles instanceof Error ? [] : backend.chartStyles);
  const mapCharts = (update: (chart: SavedChart) => SavedChart | null) => {
    const next: Record<number, SavedChart[]> = {};
    for (const chart of Object.values(backend.savedCharts).flat()) {
      const changed = update(chart);
      if (changed) (next[changed.listNum] ??= []).push(changed);
    }
    for (const key of Object.keys(backend.savedCharts)) next[Number(key)] ??= [];
    backend.savedCharts = next;
  };
  return {
    lookups,
    imageRequests,
    backend,
    calls,
    getCompaniesInfo(symbols) {
      return new Promise((resolve, reject) => lookups.push({ symbols, resolve, reject }));
    },
    chartImageUrl(request) {
      imageRequests.push(request);
      const style = request.styleId ? `&i=${request.styleId}` : '';
      return `/c-sc/sc/?s=${request.symbol}&p=${request.settings.period}&r=${request.randomNumber ?? 0}${style}`;
    },
    loginMember() {
      calls.push('loginMember');
      const cookie = backend.loginCookie;
      return cookie === null
        ? Promise.reject(new Error('nobody is logged in'))
        : reply(cookie).then((loginCookie) => ({ loginCookie }));
    },
    getMemberWithDefaultStyle() {
      calls.push('getMemberWithDefaultStyle');
      return reply(backend.member);
    },
    isMarketOpen(exchange, at) {
      calls.push(`isMarketOpen ${exchange} ${at.d} ${at.t}`);
      return reply(backend.marketOpen(exchange, at));
    },
    getSymbolSuggestions(text) {
      calls.push(`getSymbolSuggestions ${text}`);
      return reply(backend.suggestions(text));
    },
    getChartLists() {
      calls.push('getChartLists');
      return reply(backend.chartLists);
    },
    getSavedCharts(listNum) {
      calls.push(`getSavedCharts ${listNum}`);
      const charts = backend.savedCharts[listNum];
      return charts ? Promise.resolve(charts) : Promise.reject(new Error(`no list ${listNum}`));
    },
    getSavedChart(recid) {
      calls.push(`getSavedChart ${recid}`);
      const chart = Object.values(backend.savedCharts)
        .flat()
        .find((saved) => saved.recid === recid);
      return chart ? Promise.resolve(chart) : Promise.reject(new Error(`no chart ${recid}`));
    },
    getChartStyles() {
      calls.push('getChartStyles');
      return reply(backend.chartStyles);
    },
    createTempStyle(xml) {
      calls.push('createTempStyle');
      const failure = backend.tempStyleFailure;
      return failure ? Promise.reject(failure) : Promise.resolve(`t${xml.length}`);
    },
    getStyleXml(styleCacheId) {
      calls.push(`getStyleXml ${styleCacheId}`);
      const xml = backend.styleXml[styleCacheId];
      return xml === undefined ? Promise.reject(new Error(`no style ${styleCacheId}`)) : Promise.resolve(xml);
    },
    getAccountLimits() {
      calls.push('getAccountLimits');
      return reply(backend.accountLimits);
    },
    addSavedChart(chart) {
      return write('addSavedChart', `${chart.listNum} ${chart.symbol}`, () => {
        const saved: SavedChart = {
          recid: nextRecid++,
          listNum: chart.listNum,
          name: chart.name,
          symbol: chart.symbol,
          style: chart.style,
          isPointAndFigureChart: false,
          annotations: '',
          comments: chart.comments,
          chartCode: 123,
        };
        backend.savedCharts = {
          ...backend.savedCharts,
          [chart.listNum]: [...(backend.savedCharts[chart.listNum] ?? []), saved],
        };
        return saved;
      });
    },
    updateSavedChart(recid, changes) {
      return write('updateSavedChart', String(recid), () =>
        mapCharts((chart) =>
          chart.recid === recid ? { ...chart, ...changes, name: changes.name ?? chart.name } : chart,
        ),
      );
    },
    moveSavedChart(recid, listNum) {
      return write('moveSavedChart', `${recid} ${listNum}`, () =>
        mapCharts((chart) => (chart.recid === recid ? { ...chart, listNum } : chart)),
      );
    },
    deleteSavedChart(recid) {
      return write('deleteSavedChart', String(recid), () =>
        mapCharts((chart) => (chart.recid === recid ? null : chart)),
      );
    },
    createPermanentStyle(xml) {
      return write('createPermanentStyle', '', () => {
        const id = `p${nextRecid++}`;
        backend.styleXml[id] = xml;
        return id;
      });
    },
    addChartStyle(name, styleCacheId) {
      return write('addChartStyle', name, () => {
        const style = parseChartStyle({
          recID: nextRecid++,
          styleID: styleCacheId,
          description: name,
          color: '',
          location: 0,
          label: '',
        });
        backend.chartStyles = [...styles(), style];
        return style;
      });
    },
    updateChartStyle(recid, name, styleCacheId) {
      return write('updateChartStyle', `${recid} ${name}`, () => {
        backend.chartStyles = styles().map((style) =>
          style.recid === recid ? { ...style, name, styleCacheId } : style,
        );
      });
    },
    deleteChartStyle(recid) {
      return write('deleteChartStyle', String(recid), () => {
        backend.chartStyles = styles().filter((style) => style.recid !== recid);
      });
    },
    setDefaultChartStyle(recid) {
      return write('setDefaultChartStyle', String(recid), () => undefined);
    },
    createChartList(name) {
      return write('createChartList', name, () => {
        const lists = backend.chartLists instanceof Error ? [] : backend.chartLists;
        const listNum = Math.max(0, ...lists.map((list) => list.listNum)) + 1;
        const list = parseChartList({ recID: nextRecid++, listNum, name, isReadOnly: false });
        backend.chartLists = [...lists, list];
        backend.savedCharts = { ...backend.savedCharts, [listNum]: [] };
        return list;
      });
    },
    addChartsToList(listNum, symbols, style) {
      return write('addChartsToList', `${listNum} ${symbols.join(',')}`, () => {
        for (const symbol of symbols)
          void this.addSavedChart({ listNum, symbol, name: symbol, comments: '', style });
      });
    },
    createPriceAlert(alert) {
      return write('createPriceAlert', alert.symbol, () => void backend.priceAlerts.push(alert));
    },
    addStyleButton(button) {
      return write(
        'addStyleButton',
        `${button.styleCacheId} ${button.index}`,
        () => void (backend.chartStyles = putStyleButton(styles(), button)),
      );
    },
    updateStyleButton(button) {
      return write(
        'updateStyleButton',
        `${button.styleCacheId} ${button.index}`,
        () => void (backend.chartStyles = putStyleButton(styles(), button)),
      );
    },
    deleteStyleButton(styleCacheId) {
      return write('deleteStyleButton', styleCacheId, () => {
        backend.chartStyles = styles().map((style) =>
          style.styleCacheId === styleCacheId ? withStyleButton(style, null) : style,
        );
      });
    },
    changeStyleButtonStyle(from, to) {
      return write('changeStyleButtonStyle', `${from} ${to}`, () => {
        const old = styles().find((style) => style.styleCacheId === from);
        if (!old || old.buttonIndex < 0) throw new Error(`${from} has no StyleButton`);
        const button = {
          styleCacheId: to,
          index: old.buttonIndex,
          color: old.buttonColor.id,
          label: old.buttonLabel,
        };
        backend.chartStyles = putStyleButton(styles(), button);
      });
    },
  };
}

/** Storage in a Map. */
export function createFakeStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Cookies in a Map. */
export function createFakeCookies(
  initial: Record<string, string> = {},
): CookiePort & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void (value === null ? values.delete(name) : values.set(name, value)),
  };
}

/** A page of a given body width that counts its reloads. */
export function createFakePage(width = 1280): PagePort & { width: number; reloads: number } {
  const page = {
    width,
    reloads: 0,
    bodyWidth: () => page.width,
    reload: () => void (page.reloads += 1),
  };
  return page;
}

/** A full set of fake ports. */
export function createFakePorts(): WorkbenchPorts & {
  api: FakeApi;
  clock: FakeClock;
  storage: ReturnType<typeof createFakeStorage>;
  cookies: ReturnType<typeof createFakeCookies>;
  page: ReturnType<typeof createFakePage>;
  log: FakeLog;
} {
  return {
    api: createFakeApi(),
    clock: createFakeClock(),
    storage: createFakeStorage(),
    cookies: createFakeCookies(),
    page: createFakePage(),
    log: createFakeLog(),
  };
}

/** A log port that keeps what it was told, as `level: message` lines. */
export interface FakeLog extends LogPort {
  readonly lines: string[];
}

/** Creates a {@link FakeLog}. */
export function createFakeLog(): FakeLog {
  const lines: string[] = [];
  const line = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { lines, debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

/** A company-info entry for a known symbol. */
export function companyInfo(
  symbol: string,
  overrides: Partial<SymbolCompanyInfo['companyInfo']> = {},
): SymbolCompanyInfo {
  return { symbol, companyInfo: { exchange: 'NASDAQ', isEOD: false, name: `${symbol} Inc.`, ...overrides } };
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
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
  /** The pages opened in the window (`open`), oldest first. */
  readonly opened: string[];
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
    opened: [],
    open(url) {
      nav.opened.push(url);
    },
  };
  return nav;
}
