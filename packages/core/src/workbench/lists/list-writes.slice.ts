import type { ToastColor } from '../../catalogues/index';
import { MESSAGES } from '../../catalogues/index';
import type { ChartStyle, Member } from '../../model/index';
import { isLoggedIn } from '../../model/index';
import type { ApplyStyleResult } from '../../rules/index';
import { applyStyleOutcome, applyStyleRefusal, normalizeSymbol } from '../../rules/index';
import { savedChartStyleQuery } from '../charts/member-writes';
import type { ModalId } from '../../catalogues/index';
import { openModal } from '../modal/modal';
import type { StoreKernel } from '../store/kernel.types';
import type { AddToChartListRequest, ApplyStyleToChartsRequest } from './list-writes.types';
import { memberLimitRefusal, writeFailureToast } from '../limits/limits';
import type { MemberSlice } from '../member/member.slice';
import { hasLoadedOnce, itemsOf } from '../member/member-data';

/** What the list write slice needs from the rest of the store. */
export interface ListWritesDeps {
  readonly member: MemberSlice;
  toast(color: ToastColor, message: string): void;
}

/** Charts updated at once while applying a style: enough to be quick, few enough not to flood the server. */
const APPLY_CONCURRENCY = 4;

/**
 * Add To ChartList and Apply ChartStyle To Charts (spec 1 §4.2; spec 3 §2.14, §5, §6, §8): read-only and framework
 * lists refused in yellow, the charts-per-list limit checked before the call, the server's refusal shown instead
 * of the generic failure, and a reply dropped when the member changed meanwhile.
 */
export function createListWritesSlice(kernel: StoreKernel, deps: ListWritesDeps) {
  const { api } = kernel.ports;

  /** The member, or null after opening create account for a visitor. */
  function memberOrAsk(modal: ModalId): Member | null {
    const state = kernel.state();
    if (isLoggedIn(state.member)) return state.member;
    kernel.set({ ...state, modal: openModal(state.member, modal) });
    return null;
  }

  /** Whether the reply still belongs: the same member is logged in (a logout or another login drops it). */
  const sameMember = (member: Member) => kernel.state().member === member;

  function closeIfOpen(modal: ModalId): void {
    const state = kernel.state();
    if (state.modal?.id === modal) kernel.set({ ...state, modal: null });
  }

  /** The writable list, or null after a yellow refusal (none chosen, read-only or framework). */
  function writableList(listNum: number) {
    const list =
      itemsOf(kernel.state().memberData.chartLists).find((candidate) => candidate.listNum === listNum) ??
      null;
    const refusal = applyStyleRefusal(list);
    if (refusal) deps.toast(refusal.color, refusal.message);
    return refusal ? null : list;
  }

  /** The style query a chart drawn with `style` is saved with, or null when its settings cannot be had. */
  async function styleQueryOf(style: ChartStyle): Promise<string | null> {
    const settings = await deps.member.styleSettings(style.styleCacheId);
    return settings ? savedChartStyleQuery(settings, kernel.today(), style.styleCacheId) : null;
  }

  const findStyle = (recid: number) =>
    itemsOf(kernel.state().memberData.chartStyles).find((style) => style.recid === recid) ?? null;

  async function addToChartList(request: AddToChartListRequest): Promise<boolean> {
    const failure = MESSAGES.chart.symbolSaveFailed;
    const member = memberOrAsk('addToChartList');
    if (!member) return false;
    await deps.member.loadChartLists();
    if (!sameMember(member) || !writableList(request.listNum)) return false;
    const symbols = [
      ...new Set(
        (request.symbols?.length ? request.symbols : [kernel.state().chart.symbol])
          .map(normalizeSymbol)
          .filter((s) => s !== ''),
      ),
    ];
    await deps.member.loadSavedCharts(request.listNum);
    if (!sameMember(member)) return false;
    const charts = kernel.state().memberData.savedCharts[request.listNum];
    const refusal = hasLoadedOnce(charts)
      ? memberLimitRefusal(kernel.state(), 'chartsPerList', itemsOf(charts).length, symbols.length)
      : null;
    if (refusal) {
      deps.toast('yellow', refusal);
      return false;
    }
    const style = findStyle(request.styleRecid);
    try {
      const query = style ? await styleQueryOf(style) : null;
      if (query === null || symbols.length === 0)
        throw new Error('the ChartStyle or the symbol cannot be saved');
      if (symbols.length === 1) {
        if (!api.addSavedChart) throw new Error('the backend cannot save charts');
        await api.addSavedChart({
          listNum: request.listNum,
          symbol: symbols[0] ?? '',
          name: request.name.trim(),
          comments: '',
          style: query,
        });
      } else {
        if (!api.addChartsToList) throw new Error('the backend cannot add charts to a list');
        await api.addChartsToList(request.listNum, symbols, query);
      }
    } catch (error) {
      if (!sameMember(member)) return false;
      const shown = writeFailureToast(error, failure);
      deps.toast(shown.color, shown.message);
      return false;
    }
    if (!sameMember(member)) return false;
    deps.toast('green', MESSAGES.chart.symbolSaved);
    closeIfOpen('addToChartList');
    await deps.member.loadSavedCharts(request.listNum, true);
    return true;
  }

  /**
   * Updates each chart's style: in batched calls when the backend has them (spec 1 §7), else a few charts at a
   * time; counts those updated and those that failed.
   */
  async function updateCharts(
    recids: readonly number[],
    style: string,
  ): Promise<{ updated: number; failed: number }> {
    const batched = api.updateSavedChartStyles;
    if (batched) {
      const results = await batched.call(api, recids, style);
      const updated = results.filter(Boolean).length;
      return { updated, failed: recids.length - updated };
    }
    const update = api.updateSavedChart;
    if (!update) throw new Error('the backend cannot update charts');
    let updated = 0;
    let failed = 0;
    const queue = [...recids];
    const worker = async () => {
      for (let recid = queue.shift(); recid !== undefined; recid = queue.shift()) {
        try {
          await update.call(api, recid, { style });
          updated += 1;
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(APPLY_CONCURRENCY, queue.length) }, worker));
    return { updated, failed };
  }

  /**
   * Applies a ChartStyle to the charts of a list: all updated green, some or none yellow, a failed request red
   * (spec 3 §8). The list's charts are reloaded after; the chart on screen, when it was one of them and nothing
   * newer was asked for, is opened again with its new style.
   */
  async function applyStyleToCharts(request: ApplyStyleToChartsRequest): Promise<ApplyStyleResult> {
    const member = memberOrAsk('applyChartStyleToCharts');
    if (!member) return { ok: false };
    await deps.member.loadChartLists();
    if (!sameMember(member) || !writableList(request.listNum)) return { ok: false };
    const startedOn = kernel.state().chart.requestId;
    const style = findStyle(request.styleRecid);
    if (!style) {
      deps.toast('yellow', MESSAGES.common.selectChartStyle);
      return { ok: false };
    }
    await deps.member.loadSavedCharts(request.listNum, true);
    const charts = kernel.state().memberData.savedCharts[request.listNum];
    let result: ApplyStyleResult = { ok: false };
    if (charts?.status === 'loaded') {
      const wanted = request.recids ? new Set(request.recids) : null;
      const recids = charts.data
        .filter((chart) => !wanted || wanted.has(chart.recid))
        .map((chart) => chart.recid);
      try {
        const query = await styleQueryOf(style);
        if (query !== null) result = { ok: true, ...(await updateCharts(recids, query)) };
      } catch {
        result = { ok: false };
      }
    }
    if (!sameMember(member)) return result;
    const outcome = applyStyleOutcome(result);
    deps.toast(outcome.color, outcome.message);
    if (!result.ok) return result;
    closeIfOpen('applyChartStyleToCharts');
    await deps.member.loadSavedCharts(request.listNum, true);
    const now = kernel.state();
    const viewed = now.savedChart;
    if (
      viewed &&
      viewed.listNum === request.listNum &&
      now.chart.requestId === startedOn &&
      (!request.recids || request.recids.includes(viewed.recid))
    ) {
      await deps.member.openSavedChart(viewed.recid);
    }
    return result;
  }

  return { addToChartList, applyStyleToCharts };
}

/** The list write slice's actions. */
export type ListWritesSlice = ReturnType<typeof createListWritesSlice>;
