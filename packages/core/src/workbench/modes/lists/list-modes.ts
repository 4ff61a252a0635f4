import { MESSAGES } from '../../../catalogues/index';
import type {
  ChartStyle,
  Load,
  SampleChartStyle,
  SampleChartStyleGroup,
  SavedChart,
} from '../../../model/index';
import { commentsToServer, isLoggedIn } from '../../../model/index';
import { applyStyleRefusal, parseChartXml, toIsoDate, type ChartListSummaryRow } from '../../../rules/index';
import { itemsOf } from '../../member/member-data';
import { savedChartSettings } from '../../startup/startup';
import { canApplyStyleToAll, shownChartList } from './list-modes-view';
import type { ModesContext, ModesGroup, ModesGroupKernel } from '../modes-kernel.types';

/** The rows of the ChartList Summary and the list they belong to. */
export interface SummaryRowsState {
  readonly listNum: number;
  readonly load: Load<readonly ChartListSummaryRow[]>;
}

/** The outcome of the last Save Comments, shown under the box (spec 3 §8). */
export interface CommentsResult {
  readonly tone: 'success' | 'danger';
  readonly message: string;
}

/** ChartList Summary, ChartList Library, ChartStyle Library and Chart Comments (spec 3 §2.9-§2.11). */
export interface ListModesState {
  /** The list asked for (chosen, or the viewed chart's); the shown one is the first selectable when this cannot be. */
  readonly selectedListNum: number | null;
  /** The summary rows of the shown list, or null before any load. */
  readonly summary: SummaryRowsState | null;
  /** Load Symbol Only (spec 3 §2.10, §2.11): a clicked chart loads its symbol onto the current settings. */
  readonly loadSymbolOnly: boolean;
  /** The sample ChartStyle groups (spec 2 §4); idle until the ChartStyle Library is first shown. */
  readonly samples: Load<readonly SampleChartStyleGroup[]>;
  /** Comments saved this session by chart record id: newer than the chart record the workbench holds. */
  readonly savedComments: Readonly<Record<number, string>>;
  readonly commentsSaving: boolean;
  readonly commentsResult: CommentsResult | null;
}

/** The list modes before anything was loaded. */
export const INITIAL_LIST_MODES: ListModesState = {
  selectedListNum: null,
  summary: null,
  loadSymbolOnly: false,
  samples: { status: 'idle' },
  savedComments: {},
  commentsSaving: false,
  commentsResult: null,
};

/** What the list modes can be asked to do. */
export interface ListModesActions {
  /** Shows another list in the ChartList Summary and Library; framework and unknown lists are ignored. */
  selectList(listNum: number): void;
  setLoadSymbolOnly(checked: boolean): void;
  /** A symbol of the summary was clicked: its saved chart loads, or only its symbol with Load Symbol Only. */
  loadSummarySymbol(row: ChartListSummaryRow): void;
  /** A chart of the ChartList Library was chosen: it opens, or only its symbol loads with Load Symbol Only. */
  loadLibraryChart(chart: SavedChart): void;
  /**
   * 'Apply ChartStyle' for the chosen rows of the summary (none chosen: the whole list): read-only lists are
   * refused in yellow; the list's charts load, then the Apply ChartStyle to Charts dialog opens on the list and the
   * chosen charts as its target (spec 2 §6, §7).
   */
  applyStyleToRows(recids: readonly number[]): Promise<void>;
  /** Apply ChartStyle to All of Chart Settings: the dialog for every chart of the viewed chart's list (spec 2 §2). */
  applyStyleToAll(): Promise<void>;
  /** Opens the Create ChartList dialog (create account for a visitor). */
  createChartList(): void;
  /** Loads a member's ChartStyle onto the chart (spec 2 §4). */
  loadChartStyle(style: ChartStyle): Promise<boolean>;
  /** Loads a sample ChartStyle, with its root symbol when `symbol` is given (spec 2 §4). */
  loadSampleStyle(sample: SampleChartStyle, symbol: string | null): Promise<boolean>;
  /** The thumbnail address of a saved chart: its chart image at the largest thumbnail size (spec 3 §9); '' when none can be had. */
  chartThumbnailUrl(chart: SavedChart): string;
  /** The thumbnail address of a ChartStyle by its style id; without a thumbnail call, the chart drawn with the style. */
  styleThumbnailUrl(styleCacheId: string): string;
  /** Saves the comments of the viewed saved chart (spec 3 §4, §8). */
  saveComments(comments: string): Promise<boolean>;
}

/** The largest thumbnail (spec 3 §9): the image is drawn once at it and shown scaled at the smaller sizes. */
const THUMBNAIL = { width: 280, height: 175 } as const;

/** The list modes: summary rows, libraries with sample styles, and chart comments. */
export function createListModes(kernel: ModesGroupKernel<ListModesState>): ModesGroup<ListModesActions> {
  const { api } = kernel.ports;
  const wb = kernel.workbench;
  let summaryToken = 0;
  let samplesToken = 0;
  /** The list whose charts the ChartList Library last asked for. */
  let libraryListNum: number | null = null;
  const patch = (change: Partial<ListModesState>) => kernel.set({ ...kernel.state(), ...change });
  const today = () => toIsoDate(new Date(kernel.ports.clock.now()));
  const memberKey = (context: ModesContext | null) =>
    context && isLoggedIn(context.member) ? context.member.chartCode : null;
  const shown = () => shownChartList(kernel.context().workbench.memberData, kernel.state().selectedListNum);

  /** Loads the summary rows of the shown list, unless they are of it already; a newer load drops an older reply. */
  function loadSummary(force: boolean): void {
    const list = shown();
    if (!list || !api.getChartListSummary) return;
    const current = kernel.state().summary;
    if (!force && current?.listNum === list.listNum) return;
    const token = ++summaryToken;
    const listNum = list.listNum;
    patch({ summary: { listNum, load: { status: 'loading' } } });
    api.getChartListSummary(listNum).then(
      (rows) =>
        token === summaryToken && patch({ summary: { listNum, load: { status: 'loaded', data: rows } } }),
      () => token === summaryToken && patch({ summary: { listNum, load: { status: 'failed' } } }),
    );
  }

  function loadSamples(): void {
    const { samples } = kernel.state();
    if (!api.getSampleChartStyles || samples.status === 'loading' || samples.status === 'loaded') return;
    const token = ++samplesToken;
    patch({ samples: { status: 'loading' } });
    api.getSampleChartStyles().then(
      (catalogue) => {
        // Invalid sample records and groups are left out and logged (spec 1 §8), not shown or refused whole.
        if (catalogue.skippedRecords > 0 || catalogue.skippedGroups > 0)
          kernel.ports.log?.warn(
            `Sample ChartStyles: ${catalogue.skippedRecords} invalid record(s) and ${catalogue.skippedGroups} invalid group(s) skipped.`,
          );
        if (token === samplesToken) patch({ samples: { status: 'loaded', data: catalogue.groups } });
      },
      () => token === samplesToken && patch({ samples: { status: 'failed' } }),
    );
  }

  /**
   * Loads what the shown mode needs (only while it is shown). `fresh` (the mode was just entered, or the member
   * changed) loads again what failed before; otherwise only a newly shown list loads, so a failing call is not
   * repeated on every change of the workbench.
   */
  function loadForMode(context: ModesContext, fresh: boolean): void {
    const loggedIn = isLoggedIn(context.member);
    if (context.mode === 'chartStyleLibrary') {
      if (!fresh) return;
      loadSamples();
      if (loggedIn) void wb.actions.loadChartStyles();
      return;
    }
    if (!loggedIn || (context.mode !== 'chartListSummary' && context.mode !== 'chartListLibrary')) return;
    if (fresh) void wb.actions.loadChartLists();
    if (context.mode === 'chartListSummary') {
      loadSummary(fresh);
      return;
    }
    const list = shown();
    if (list && (fresh || list.listNum !== libraryListNum)) {
      libraryListNum = list.listNum;
      void wb.actions.loadSavedCharts(list.listNum);
    }
  }

  async function openApplyStyle(listNum: number, recids: readonly number[]): Promise<void> {
    await wb.actions.loadSavedCharts(listNum);
    // The dialog takes every chart of the list when its target names none.
    wb.actions.openModal(
      'applyChartStyleToCharts',
      undefined,
      recids.length > 0 ? { listNum, recids: [...recids] } : { listNum },
    );
  }

  const openChart = (chart: { readonly recid: number; readonly symbol: string }) => {
    if (kernel.state().loadSymbolOnly || chart.recid <= 0) wb.actions.loadChart({ symbol: chart.symbol });
    else void wb.actions.openSavedChart(chart.recid);
  };

  const actions: ListModesActions = {
    selectList(listNum) {
      const list = itemsOf(kernel.context().workbench.memberData.chartLists).find(
        (item) => item.listNum === listNum,
      );
      if (!list || list.isFrameworkChartList) return;
      patch({ selectedListNum: listNum });
      loadForMode(kernel.context(), false);
    },
    setLoadSymbolOnly: (checked) => patch({ loadSymbolOnly: checked }),
    loadSummarySymbol: (row) => openChart(row),
    loadLibraryChart: (chart) => openChart(chart),
    async applyStyleToRows(recids) {
      const { member } = kernel.context();
      if (!isLoggedIn(member)) return wb.actions.openModal('createAccount');
      const list = shown();
      const refusal = applyStyleRefusal(list);
      if (refusal || !list)
        return wb.actions.showToast(
          refusal?.color ?? 'yellow',
          refusal?.message ?? MESSAGES.common.selectChartList,
        );
      await openApplyStyle(list.listNum, recids);
    },
    async applyStyleToAll() {
      const { member, workbench } = kernel.context();
      if (!isLoggedIn(member)) return wb.actions.openModal('createAccount');
      const saved = workbench.savedChart;
      const list = saved
        ? (itemsOf(workbench.memberData.chartLists).find((item) => item.listNum === saved.listNum) ?? null)
        : null;
      const refusal = applyStyleRefusal(list);
      if (refusal || !list || !canApplyStyleToAll(member, saved, workbench.memberData)) {
        return wb.actions.showToast(
          refusal?.color ?? 'yellow',
          refusal?.message ?? MESSAGES.common.selectChartList,
        );
      }
      await openApplyStyle(list.listNum, []);
    },
    createChartList: () => wb.actions.openModal('createChartList'),
    loadChartStyle: (style) => wb.actions.applyChartStyle(style),
    async loadSampleStyle(sample, symbol) {
      const before = kernel.context().workbench.chart.requestId;
      let settings;
      try {
        if (!api.getStyleXml) throw new Error('the backend has no style cache');
        settings = parseChartXml(await api.getStyleXml(sample.pcode), { today: today() }).settings;
      } catch {
        wb.actions.showToast('red', MESSAGES.chartStyle.loadFailed);
        return false;
      }
      // A chart asked for while the sample was fetched is newer: it wins (spec 2 §4).
      if (kernel.context().workbench.chart.requestId !== before) return false;
      wb.actions.loadStyle(settings, symbol ?? undefined);
      return true;
    },
    chartThumbnailUrl(chart) {
      const settings = {
        ...savedChartSettings(chart, today()),
        chartSize: 'custom',
        customWidth: THUMBNAIL.width,
        customHeight: THUMBNAIL.height,
      };
      try {
        // A chart with ChartNotes names itself (`a`), so the server draws them into the thumbnail.
        return api.chartImageUrl({
          symbol: chart.symbol,
          settings,
          ...(chart.annotations ? { recordId: chart.recid } : {}),
        });
      } catch {
        // A backend that cannot draw this chart gives no address: the thumbnail then says its preview is unavailable.
        return '';
      }
    },
    styleThumbnailUrl(styleCacheId) {
      if (api.styleThumbnailUrl) return api.styleThumbnailUrl(styleCacheId);
      const { chart } = kernel.context().workbench;
      return api.chartImageUrl({ symbol: chart.symbol, settings: chart.settings, styleId: styleCacheId });
    },
    async saveComments(comments) {
      const { member, workbench } = kernel.context();
      const saved = workbench.savedChart;
      if (!isLoggedIn(member)) {
        wb.actions.openModal('createAccount');
        return false;
      }
      if (!saved) {
        wb.actions.openModal('saveChart', 'saveAsNewChart');
        return false;
      }
      if (kernel.state().commentsSaving) return false;
      patch({ commentsSaving: true, commentsResult: null });
      // The workbench saves them, so its record of the chart (what a later Save writes) carries them too.
      const ok = await wb.actions.saveChartComments(saved.recid, commentsToServer(comments));
      const state = kernel.state();
      const stillViewed = kernel.context().workbench.savedChart?.recid === saved.recid;
      const result: CommentsResult = ok
        ? { tone: 'success', message: MESSAGES.comments.saved }
        : { tone: 'danger', message: MESSAGES.comments.saveFailed };
      patch({
        commentsSaving: false,
        commentsResult: stillViewed ? result : state.commentsResult,
        savedComments: ok ? { ...state.savedComments, [saved.recid]: comments } : state.savedComments,
      });
      return ok;
    },
  };

  return {
    actions,
    sync(context, previous) {
      const memberChanged = previous !== null && memberKey(context) !== memberKey(previous);
      if (memberChanged) {
        summaryToken += 1;
        libraryListNum = null;
        const { samples, loadSymbolOnly } = kernel.state();
        kernel.set({ ...INITIAL_LIST_MODES, samples, loadSymbolOnly });
      }
      const saved = context.workbench.savedChart;
      const before = previous?.workbench.savedChart ?? null;
      if (saved && saved.listNum !== before?.listNum) patch({ selectedListNum: saved.listNum });
      if (saved !== before) {
        const savedComments = { ...kernel.state().savedComments };
        // A new record of the same chart (saved again elsewhere) is newer than what this mode saved.
        if (saved && before?.recid === saved.recid && saved.comments !== before.comments)
          delete savedComments[saved.recid];
        patch({
          savedComments,
          commentsResult: saved?.recid === before?.recid ? kernel.state().commentsResult : null,
        });
      }
      if (context.workbench.chart.recid !== previous?.workbench.chart.recid && !saved)
        patch({ commentsResult: null });
      loadForMode(context, memberChanged || context.mode !== previous?.mode);
    },
    dispose() {
      summaryToken += 1;
      samplesToken += 1;
    },
  };
}
