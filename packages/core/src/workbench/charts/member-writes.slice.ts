import type { ModalId, ToastColor } from '../../catalogues/index';
import { MESSAGES } from '../../catalogues/index';
import type { ChartSettings, SavedChart } from '../../model/index';
import { commentsFromServer, commentsToServer, isLoggedIn } from '../../model/index';
import type { PriceAlertFormValues } from '../../rules/index';
import { buildChartXml, chartStyleDeletion, ownChartListCount } from '../../rules/index';
import type { MemberDataState } from '../member/member-data';
import { hasLoadedOnce, itemsOf, removeSavedChart } from '../member/member-data';
import {
  addSavedChart,
  changeSavedChart,
  inReadOnlyList,
  removeChartStyle,
  renameChartStyle,
  renameSavedChart,
  savedChartStyleQuery,
  withDefaultStyle,
} from './member-writes';
import { openModal } from '../modal/modal';
import type { WorkbenchMemberWriteApi } from '../ports/workbench-ports';
import type { StoreKernel } from '../store/kernel.types';
import type { CreateChartListRequest, SaveChartRequest, SaveChartStyleRequest } from './member-writes.types';
import type { MemberSlice } from '../member/member.slice';
import { viewStyle } from '../member/viewed-style';
import { memberLimitRefusal, writeFailureToast } from '../limits/limits';
import type { MemberLimit } from '../../rules/index';

/** What the write slice needs from the rest of the store. */
export interface MemberWritesDeps {
  readonly member: MemberSlice;
  /** Loads a chart; `saved` is the saved chart it shows (null: none). */
  load(symbol: string, settings: ChartSettings, saved: SavedChart | null): void;
  toast(color: ToastColor, message: string): void;
}

/** The symbols of a create-ChartList form: whitespace to commas, repeats merged, upper-cased (spec 3 §5). */
export function chartListSymbols(input: string): readonly string[] {
  const symbols = input
    .replace(/\s+/g, ',')
    .split(',')
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol !== '');
  return [...new Set(symbols)];
}

/**
 * The member writes (spec 3 §4, §8): saving charts and styles, ChartLists, price alerts, renames and deletes.
 * Each resolves true on success with a green toast, false on failure with the red one; a visitor gets the
 * create-account modal. Renames and deletes change the local lists first and re-sync from the server on failure.
 */
export function createMemberWritesSlice(kernel: StoreKernel, deps: MemberWritesDeps) {
  const { api } = kernel.ports;
  const { member } = deps;
  const setData = (update: (data: MemberDataState) => MemberDataState) => {
    const state = kernel.state();
    const memberData = update(state.memberData);
    if (memberData !== state.memberData) kernel.set({ ...state, memberData });
  };

  /** The write call, or null after opening create account for a visitor or failing for a backend without it. */
  function writer<K extends keyof WorkbenchMemberWriteApi>(
    name: K,
    modal: ModalId,
    failure: string,
  ): WorkbenchMemberWriteApi[K] | null {
    const state = kernel.state();
    if (!isLoggedIn(state.member)) {
      kernel.set({ ...state, modal: openModal(state.member, modal) });
      return null;
    }
    const call = api[name];
    if (!call) {
      deps.toast('red', failure);
      return null;
    }
    return call.bind(api) as WorkbenchMemberWriteApi[K];
  }

  /** Closes `modal` if it is still the open one (the user may have opened another meanwhile). */
  function closeIfOpen(modal: ModalId): void {
    const state = kernel.state();
    if (state.modal?.id === modal) kernel.set({ ...state, modal: null });
  }

  /** Runs a write; a failure shows the server's limit or read-only refusal, else `failure` (spec 3 §8). */
  async function attempt(run: () => Promise<void>, failure: string): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      const shown = writeFailureToast(error, failure);
      deps.toast(shown.color, shown.message);
      return false;
    }
  }

  /** Refuses a write over the member's limit before it is sent (yellow, the limit's message); true when it fits. */
  function withinLimit(limit: MemberLimit, used: number, adding = 1): boolean {
    const refusal = memberLimitRefusal(kernel.state(), limit, used, adding);
    if (refusal) deps.toast('yellow', refusal);
    return refusal === null;
  }

  /** The style query of the chart on screen, with the permanent style of its XML when the backend makes one. */
  async function styleQueryOf(chart: { symbol: string; settings: ChartSettings }): Promise<string> {
    const today = kernel.today();
    const styleId = api.createPermanentStyle
      ? await api.createPermanentStyle(buildChartXml(chart, { today }))
      : undefined;
    return savedChartStyleQuery(chart.settings, today, styleId);
  }

  /** Sends the save of one mode and answers with the saved chart as the server now holds it. */
  async function sendSave(
    request: SaveChartRequest,
    chart: { symbol: string; settings: ChartSettings },
    viewed: SavedChart | null,
  ): Promise<SavedChart> {
    if (request.mode === 'saveAsNewChart') {
      const add = api.addSavedChart;
      if (!add) throw new Error('the backend cannot save charts');
      const style = await styleQueryOf(chart);
      return add.call(api, {
        listNum: request.listNum,
        symbol: chart.symbol,
        name: request.name,
        // Stored with br tags for newlines (spec 1 §3.8); the model holds the text.
        comments: commentsToServer(request.comments),
        style,
      });
    }
    if (!viewed) throw new Error('no saved chart is being viewed');
    if (request.mode === 'moveChart') {
      if (!api.moveSavedChart) throw new Error('the backend cannot move charts');
      await api.moveSavedChart(viewed.recid, request.listNum);
      return { ...viewed, listNum: request.listNum };
    }
    if (!api.updateSavedChart) throw new Error('the backend cannot update charts');
    const style = await styleQueryOf(chart);
    await api.updateSavedChart(viewed.recid, {
      name: request.name,
      comments: commentsToServer(request.comments),
      style,
    });
    return { ...viewed, name: request.name, comments: request.comments, style };
  }

  async function saveChart(request: SaveChartRequest): Promise<boolean> {
    const failure = MESSAGES.chart.saveFailed;
    const call =
      request.mode === 'saveAsNewChart'
        ? 'addSavedChart'
        : request.mode === 'moveChart'
          ? 'moveSavedChart'
          : 'updateSavedChart';
    if (!writer(call, 'saveChart', failure)) return false;
    const { chart, savedChart, memberData } = kernel.state();
    const target = memberData.savedCharts[request.listNum];
    if (
      request.mode !== 'saveChart' &&
      hasLoadedOnce(target) &&
      !withinLimit('chartsPerList', itemsOf(target).length)
    )
      return false;
    let record: SavedChart | null = null;
    if (!(await attempt(async () => void (record = await sendSave(request, chart, savedChart)), failure)))
      return false;
    const saved = record as unknown as SavedChart;
    deps.toast('green', MESSAGES.chart.saved);
    closeIfOpen('saveChart');
    setData((data) =>
      addSavedChart(request.mode === 'moveChart' ? removeSavedChart(data, saved.recid) : data, saved),
    );
    const refreshes = [member.loadChartLists(true), member.loadSavedCharts(saved.listNum, true)];
    if (savedChart && savedChart.listNum !== saved.listNum)
      refreshes.push(member.loadSavedCharts(savedChart.listNum, true));
    const now = kernel.state();
    // A chart asked for while saving is newer than the save: it stays on screen.
    if (now.chart.requestId === chart.requestId) {
      // A move saves no settings: the chart on screen keeps its saved version and is not reloaded.
      if (request.mode === 'moveChart') kernel.set({ ...now, savedChart: saved });
      else deps.load(chart.symbol, chart.settings, saved);
    }
    await Promise.all(refreshes);
    return true;
  }

  async function setDefaultChartStyle(recid: number): Promise<boolean> {
    const failure = MESSAGES.chartStyle.defaultFailed;
    const call = writer('setDefaultChartStyle', 'saveChartStyle', failure);
    if (!call || !(await attempt(() => call(recid), failure))) return false;
    setData((data) => withDefaultStyle(data, recid));
    deps.toast('green', MESSAGES.chartStyle.defaultSaved);
    return true;
  }

  async function saveChartStyle(request: SaveChartStyleRequest): Promise<boolean> {
    const failure = MESSAGES.chartStyle.saveFailed;
    const permanent = writer('createPermanentStyle', 'saveChartStyle', failure);
    const add = writer('addChartStyle', 'saveChartStyle', failure);
    const update = writer('updateChartStyle', 'saveChartStyle', failure);
    if (!permanent || !add || !update) return false;
    const { chart, memberData } = kernel.state();
    const existing = itemsOf(memberData.chartStyles).find((style) => style.recid === request.styleRecid);
    if (request.mode === 'updateExisting' && !existing) {
      deps.toast('red', failure);
      return false;
    }
    if (
      request.mode === 'saveAsNew' &&
      hasLoadedOnce(memberData.chartStyles) &&
      !withinLimit('chartStyles', itemsOf(memberData.chartStyles).length)
    )
      return false;
    let recid = existing?.recid ?? 0;
    const ok = await attempt(async () => {
      const styleCacheId = await permanent(
        buildChartXml({ symbol: chart.symbol, settings: chart.settings }, { today: kernel.today() }),
      );
      if (request.mode === 'updateExisting' && existing)
        await update(existing.recid, existing.name, styleCacheId);
      else recid = (await add(request.name, styleCacheId)).recid;
    }, failure);
    if (!ok) return false;
    closeIfOpen('saveChartStyle');
    await member.loadChartStyles(true);
    // The style just saved is the one viewed now, with no unsaved changes (spec 2 §4).
    const name = request.mode === 'updateExisting' && existing ? existing.name : request.name;
    kernel.set({ ...kernel.state(), viewedStyle: viewStyle({ recid, name }, chart.settings) });
    if (request.setAsDefault) return setDefaultChartStyle(recid);
    deps.toast('green', MESSAGES.chartStyle.saved);
    return true;
  }

  async function createChartList(request: CreateChartListRequest): Promise<boolean> {
    const failure = MESSAGES.chartList.createFailed;
    const create = writer('createChartList', 'createChartList', failure);
    if (!create) return false;
    const { chart, memberData } = kernel.state();
    if (
      hasLoadedOnce(memberData.chartLists) &&
      !withinLimit('chartLists', ownChartListCount(itemsOf(memberData.chartLists)))
    )
      return false;
    let listNum = 0;
    if (!(await attempt(async () => void (listNum = (await create(request.name.trim())).listNum), failure)))
      return false;
    const symbols = chartListSymbols(request.symbols);
    let populated = true;
    if (symbols.length > 0) {
      try {
        const fill = api.addChartsToList;
        if (!fill) throw new Error('the backend cannot add charts to a list');
        await fill.call(api, listNum, symbols, savedChartStyleQuery(chart.settings, kernel.today()));
      } catch {
        populated = false;
      }
    }
    deps.toast(
      populated ? 'green' : 'yellow',
      populated ? MESSAGES.chartList.created : MESSAGES.chartList.populateFailed,
    );
    closeIfOpen('createChartList');
    await member.loadChartLists(true);
    return true;
  }

  /** The member's price alerts so far, or null when the backend cannot tell (the server then checks alone). */
  async function priceAlertCount(): Promise<number | null> {
    if (!api.getPriceAlerts) return null;
    try {
      return (await api.getPriceAlerts()).length;
    } catch {
      return null;
    }
  }

  async function createPriceAlert(values: PriceAlertFormValues): Promise<boolean> {
    const failure = MESSAGES.alerts.createFailed;
    const create = writer('createPriceAlert', 'createPriceAlert', failure);
    if (!create) return false;
    const count = await priceAlertCount();
    if (count !== null && !withinLimit('priceAlerts', count)) return false;
    const alert = {
      symbol: values.symbol,
      price: values.price,
      direction: values.direction,
      message: values.message,
      notificationType: values.notificationType,
    };
    if (!(await attempt(() => create(alert), failure))) return false;
    deps.toast('green', MESSAGES.alerts.created);
    closeIfOpen('createPriceAlert');
    return true;
  }

  async function renameChart(recid: number, name: string): Promise<boolean> {
    const failure = MESSAGES.chart.updateFailed;
    const update = writer('updateSavedChart', 'editChartName', failure);
    if (!update) return false;
    const before = kernel.state();
    const viewedList = before.savedChart?.recid === recid ? before.savedChart.listNum : undefined;
    const readOnly = inReadOnlyList(before.memberData, recid, viewedList);
    setData((data) => renameSavedChart(data, recid, name));
    const state = kernel.state();
    if (state.savedChart?.recid === recid)
      kernel.set({ ...state, savedChart: { ...state.savedChart, name } });
    // A read-only list's chart is renamed here only (spec 1 §4.7): no update, no refetch to undo it.
    if (readOnly) {
      closeIfOpen('editChartName');
      return true;
    }
    if (!(await attempt(() => update(recid, { name }), failure))) {
      await resyncChart(recid);
      return false;
    }
    deps.toast('green', MESSAGES.chart.updated);
    closeIfOpen('editChartName');
    // The server's copy is the truth (it may trim or cut the name): the lists and the view take it.
    await resyncChart(recid);
    return true;
  }

  /** Saves a chart's comments; the lists and the viewed saved chart carry them once the server has them. */
  async function saveComments(recid: number, comments: string): Promise<boolean> {
    const update = kernel.ports.api.updateSavedChart;
    if (!update || !isLoggedIn(kernel.state().member)) return false;
    try {
      await update.call(kernel.ports.api, recid, { comments });
    } catch {
      return false;
    }
    // `comments` is the stored form (br tags); the lists and the viewed chart hold the text, as read back.
    const text = commentsFromServer(comments);
    setData((data) => changeSavedChart(data, recid, { comments: text }));
    const state = kernel.state();
    if (state.savedChart?.recid === recid)
      kernel.set({ ...state, savedChart: { ...state.savedChart, comments: text } });
    return true;
  }

  /** Puts the server's copy of a chart back in the lists and in view (spec 3 §4: failure re-syncs). */
  async function resyncChart(recid: number): Promise<void> {
    const server = await member.refetchSavedChart(recid);
    const state = kernel.state();
    if (server && state.savedChart?.recid === recid) kernel.set({ ...state, savedChart: server });
  }

  async function deleteChart(recid: number): Promise<boolean> {
    const failure = MESSAGES.chart.deleteFailed;
    const remove = writer('deleteSavedChart', 'deleteChart', failure);
    if (!remove) return false;
    const before = kernel.state();
    const lists = Object.entries(before.memberData.savedCharts)
      .filter(([, list]) => itemsOf(list).some((chart) => chart.recid === recid))
      .map(([key]) => Number(key));
    setData((data) => removeSavedChart(data, recid));
    if (!(await attempt(() => remove(recid), failure))) {
      await Promise.all(lists.map((listNum) => member.loadSavedCharts(listNum, true)));
      return false;
    }
    deps.toast('green', MESSAGES.chart.deleted);
    closeIfOpen('deleteChart');
    const { chart } = kernel.state();
    // The chart on screen stays, no longer saved.
    if (chart.recid === recid) deps.load(chart.symbol, chart.settings, null);
    return true;
  }

  async function renameStyle(recid: number, name: string): Promise<boolean> {
    const failure = MESSAGES.chartStyle.updateFailed;
    const update = writer('updateChartStyle', 'editChartStyleName', failure);
    if (!update) return false;
    const style = itemsOf(kernel.state().memberData.chartStyles).find(
      (candidate) => candidate.recid === recid,
    );
    if (!style) {
      deps.toast('red', failure);
      return false;
    }
    setData((data) => renameChartStyle(data, recid, name));
    if (!(await attempt(() => update(recid, name, style.styleCacheId), failure))) {
      await member.loadChartStyles(true);
      return false;
    }
    deps.toast('green', MESSAGES.chartStyle.updated);
    closeIfOpen('editChartStyleName');
    return true;
  }

  async function deleteStyle(recid: number): Promise<boolean> {
    const failure = MESSAGES.chartStyle.deleteFailed;
    const remove = writer('deleteChartStyle', 'deleteChartStyle', failure);
    if (!remove) return false;
    const { memberData } = kernel.state();
    const style = itemsOf(memberData.chartStyles).find((candidate) => candidate.recid === recid) ?? null;
    const refusal = chartStyleDeletion(style, memberData.defaultStyle?.recid ?? null);
    if (!refusal.allowed) {
      deps.toast('red', refusal.message ?? failure);
      return false;
    }
    setData((data) => removeChartStyle(data, recid));
    if (!(await attempt(() => remove(recid), failure))) {
      await member.loadChartStyles(true);
      return false;
    }
    deps.toast('green', MESSAGES.chartStyle.deleted);
    closeIfOpen('deleteChartStyle');
    return true;
  }

  return {
    saveChart,
    saveChartStyle,
    setDefaultChartStyle,
    createChartList,
    createPriceAlert,
    renameChart,
    saveComments,
    deleteChart,
    renameStyle,
    deleteStyle,
  };
}

/** The write slice's actions. */
export type MemberWritesSlice = ReturnType<typeof createMemberWritesSlice>;
