import { MESSAGES } from '../../catalogues/index';
import type { ChartSettings, ChartStyle, SavedChart } from '../../model/index';
import { isLoggedIn } from '../../model/index';
import {
  chartNeighbours,
  checkRecordChart,
  parseChartXml,
  pointAndFigureWorkbenchUrl,
  readChartQuery,
  shownChartListNum,
} from '../../rules/index';
import type { Load } from '../../model/index';
import type { MemberDataState } from './member-data';
import {
  NOT_LOADED,
  memberDataOwner,
  failLoad,
  finishLoad,
  isListMissing,
  itemsOf,
  needsLoad,
  putSavedChart,
  removeSavedChart,
  startLoad,
  withChartStyles,
  withSavedCharts,
} from './member-data';
import type { StoreKernel } from '../store/kernel.types';
import { savedChartSettings } from '../startup/startup';
import { createParsedStyleCache } from './parsed-style-cache';
import { viewStyle } from './viewed-style';

/** What the member slice needs from the rest of the store. */
export interface MemberSliceDeps {
  /** Loads a chart; `saved` is the saved chart it shows, if any. */
  load(symbol: string, settings: ChartSettings, saved: SavedChart | null): void;
  /** Loads a ChartStyle's settings onto the symbol being viewed, keeping the saved chart viewed (spec 2 §4). */
  loadStyle(settings: ChartSettings): void;
  /** Shows a red toast. */
  fail(message: string): void;
}

/** The member data actions: lazy, shared loads of lists, charts and styles (spec 1 §4.4), saved charts and styles. */
export function createMemberSlice(kernel: StoreKernel, deps: MemberSliceDeps) {
  const { api } = kernel.ports;
  const inFlight = new Map<string, Promise<void>>();
  /** Parsed style XML by style cache id (spec 2 §9): applying a style again reads no XML. */
  const parsedStyles = createParsedStyleCache();
  /** Counts openings of saved charts, so only the newest one views its chart. */
  let openings = 0;
  const setData = (update: (data: MemberDataState) => MemberDataState) => {
    const state = kernel.state();
    const memberData = update(state.memberData);
    if (memberData !== state.memberData) kernel.set({ ...state, memberData });
  };
  const loggedIn = () => isLoggedIn(kernel.state().member);
  const owner = () => memberDataOwner(kernel.state().member);

  /**
   * Runs one load per key and member at a time: a second caller shares the first one's call (spec 1 §4.4), but
   * never a call made for another member.
   */
  function shared(key: string, run: () => Promise<void>): Promise<void> {
    const ownKey = `${owner()} ${key}`;
    const running = inFlight.get(ownKey);
    if (running) return running;
    const started = run().finally(() => inFlight.delete(ownKey));
    inFlight.set(ownKey, started);
    return started;
  }

  /** Loads one lazily loaded list of the member data; a failure shows `failure` as a red toast. */
  function loadList<T>(
    key: string,
    read: (data: MemberDataState) => Load<readonly T[]> | undefined,
    write: (data: MemberDataState, list: Load<readonly T[]>) => MemberDataState,
    fetch: (() => Promise<readonly T[]>) | undefined,
    force: boolean,
    failure: string,
  ): Promise<void> {
    if (!fetch || !loggedIn()) return Promise.resolve();
    if (!inFlight.has(`${owner()} ${key}`) && !needsLoad(read(kernel.state().memberData), force))
      return Promise.resolve();
    return shared(key, async () => {
      const startedFor = owner();
      setData((data) => write(data, startLoad<T>(read(data) ?? NOT_LOADED)));
      try {
        const items = await fetch();
        // The member changed while the call ran: its items are someone else's, so they are dropped.
        if (owner() === startedFor) setData((data) => write(data, finishLoad(items)));
      } catch {
        if (owner() !== startedFor) return;
        setData((data) => write(data, failLoad<T>(read(data) ?? NOT_LOADED)));
        deps.fail(failure);
      }
    });
  }

  const loadChartLists = (force = false) =>
    loadList(
      'lists',
      (d) => d.chartLists,
      (d, chartLists) => ({ ...d, chartLists }),
      api.getChartLists?.bind(api),
      force,
      MESSAGES.chartList.loadFailed,
    );

  const loadSavedCharts = (listNum: number, force = false) =>
    loadList(
      `charts ${listNum}`,
      (d) => d.savedCharts[listNum],
      (d, list) => withSavedCharts(d, listNum, list),
      api.getSavedCharts ? () => api.getSavedCharts!(listNum) : undefined,
      force,
      MESSAGES.chartList.chartsLoadFailed,
    );

  const loadChartStyles = (force = false) =>
    loadList(
      'styles',
      (d) => d.chartStyles,
      (d, list) =>
        list.status === 'loaded' && list.data !== itemsOf(d.chartStyles)
          ? withChartStyles(d, list.data)
          : { ...d, chartStyles: list },
      api.getChartStyles?.bind(api),
      force,
      MESSAGES.chartStyle.listLoadFailed,
    );

  /** Refetches a saved chart (spec 1 §4.4): one whose list is gone, or that is gone, leaves the local lists. */
  async function refetchSavedChart(recid: number): Promise<SavedChart | null> {
    if (!api.getSavedChart || !loggedIn()) return null;
    const startedFor = owner();
    let chart: SavedChart;
    try {
      chart = await api.getSavedChart(recid);
    } catch {
      if (owner() === startedFor) setData((data) => removeSavedChart(data, recid));
      return null;
    }
    if (owner() !== startedFor) return null;
    if (isListMissing(kernel.state().memberData, chart.listNum)) {
      setData((data) => removeSavedChart(data, recid));
      return null;
    }
    setData((data) => putSavedChart(data, chart));
    return chart;
  }

  /** The settings a style cache id stands for, or null when its XML cannot be had or read. */
  async function styleSettings(styleCacheId: string): Promise<ChartSettings | null> {
    const keepAlive = kernel.state().viewedStyle?.styleCacheId === styleCacheId;
    const cached = parsedStyles.get(styleCacheId, kernel.ports.clock.now(), keepAlive);
    if (cached) return cached;
    if (!api.getStyleXml) return null;
    try {
      const settings = parseChartXml(await api.getStyleXml(styleCacheId), { today: kernel.today() }).settings;
      parsedStyles.set(styleCacheId, settings, kernel.ports.clock.now());
      return settings;
    } catch {
      return null;
    }
  }

  /**
   * The settings a saved chart stands for: its style query over the platform default, or, when the query names a
   * permanent style (`id`), that style's XML, which carries every setting; the query when the XML cannot be had.
   */
  async function savedSettingsOf(chart: SavedChart): Promise<ChartSettings> {
    const fromQuery = savedChartSettings(chart, kernel.today());
    const styleId = readChartQuery(new URLSearchParams(chart.style.replace(/^[?&]+/, ''))).query.styleId;
    return (styleId && !chart.isPointAndFigureChart ? await styleSettings(styleId) : null) ?? fromQuery;
  }

  /**
   * Loads a ChartStyle onto the chart being viewed; a style of the member's (with its record id and name)
   * becomes the viewed ChartStyle, whose unsaved changes are tracked (spec 2 §4).
   */
  async function applyChartStyle(
    style: Pick<ChartStyle, 'styleCacheId'> & Partial<Pick<ChartStyle, 'recid' | 'name'>>,
  ): Promise<boolean> {
    const before = kernel.state().chart.requestId;
    const settings = await styleSettings(style.styleCacheId);
    if (!settings) {
      deps.fail(MESSAGES.chartStyle.loadFailed);
      return false;
    }
    // A chart asked for while the style was fetched is newer than the style: it wins (spec 2 §4).
    if (kernel.state().chart.requestId !== before) return false;
    deps.loadStyle(settings);
    const { recid, name } = style;
    const viewedStyle =
      recid !== undefined && name !== undefined
        ? viewStyle({ recid, name, styleCacheId: style.styleCacheId }, settings)
        : null;
    kernel.set({ ...kernel.state(), viewedStyle });
    return true;
  }

  /**
   * Views a saved chart; `querySymbol` is the address's symbol when the `a` parameter asked for it (spec 3 §4).
   * A refusal is a red toast, unless `quiet` (start-up only logs it and tries its next step, spec 3 §8).
   */
  async function openSavedChart(recid: number, querySymbol?: string, quiet = false): Promise<boolean> {
    const before = kernel.state().chart.requestId;
    // The newest opening wins: an older one finishing later, or any load started meanwhile, drops this one.
    const ticket = ++openings;
    const current = () => ticket === openings && kernel.state().chart.requestId === before;
    const chart = await refetchSavedChart(recid);
    if (!current()) return false;
    const check = checkRecordChart(chart, querySymbol);
    // A point-and-figure chart has its own workbench: it opens there, in the same window (spec 1 §2.2).
    const open = kernel.ports.navigation?.open;
    if (check === 'pointAndFigure' && chart && open) {
      open(pointAndFigureWorkbenchUrl(chart));
      return false;
    }
    if (check !== 'ok' || !chart) {
      if (!quiet) deps.fail(MESSAGES.chart.loadFailed);
      return false;
    }
    const settings = await savedSettingsOf(chart);
    if (!current()) return false;
    deps.load(chart.symbol, settings, chart);
    return true;
  }

  return {
    loadChartLists,
    loadSavedCharts,
    loadChartStyles,
    refetchSavedChart,
    styleSettings,
    /** Loads everything a member's menus show at once after login: lists, styles and limits. */
    loadAfterLogin(): void {
      void loadChartLists(true);
      void loadChartStyles(true);
      if (api.getAccountLimits) {
        const startedFor = owner();
        api.getAccountLimits().then(
          (accountLimits) => {
            if (owner() === startedFor) setData((data) => ({ ...data, accountLimits }));
          },
          // Unknown limits stay -1: the defaults apply (spec 1 §3.10, §8).
          () => undefined,
        );
      }
    },
    openSavedChart,
    /** Picks the ChartList the Chart menu shows and previous/next walk, and loads its charts (spec 1 §4.4). */
    pickChartList(listNum: number): Promise<void> {
      setData((data) => (data.pickedListNum === listNum ? data : { ...data, pickedListNum: listNum }));
      return loadSavedCharts(listNum);
    },
    /**
     * Opens the next or previous chart of the selected ChartList, wrapping at either end (spec 2 §4 keyboard,
     * spec 3 §2.13): the list picked in the ChartList menu, else the viewed chart's, else the first. Resolves
     * false when there is no such chart (a visitor, no lists, an empty list).
     */
    async walkChartList(direction: 'previous' | 'next'): Promise<boolean> {
      if (!loggedIn()) return false;
      await loadChartLists();
      const { memberData, savedChart } = kernel.state();
      const listNum = shownChartListNum(
        memberData.pickedListNum ?? null,
        savedChart,
        itemsOf(memberData.chartLists),
      );
      if (listNum === null) return false;
      await loadSavedCharts(listNum);
      const { memberData: loaded, chart } = kernel.state();
      const charts = itemsOf(loaded.savedCharts[listNum]);
      const viewed = charts.some((item) => item.recid === chart.recid) ? chart.recid : 0;
      const target = chartNeighbours(charts, viewed)[direction];
      return target ? openSavedChart(target.recid) : false;
    },
    applyChartStyle,
    applyStyleButton(index: number): Promise<boolean> {
      const style = kernel.state().memberData.styleButtons[index];
      return style ? applyChartStyle(style) : Promise.resolve(false);
    },
  };
}

/** The member slice's actions and helpers. */
export type MemberSlice = ReturnType<typeof createMemberSlice>;
