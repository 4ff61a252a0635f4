import { CONSTANTS, MESSAGES } from '../../catalogues/index';
import { parseAnnotations, EMPTY_ANNOTATIONS } from '../../annotation/annotation-document';
import { isLoggedIn } from '../../model/index';
import { itemsOf } from '../member/member-data';
import { isSavedChartReadOnly, parseInspectorText } from '../../rules/index';
import type { SaveChartRequest } from '../charts/member-writes.types';
import { openModal } from '../modal/modal';
import type { ChartImageRequest } from '../ports/workbench-ports';
import type { StoreKernel } from '../store/kernel.types';
import type { Load } from '../../model/load';
import type { InspectorData } from '../../rules/index';
import type { AnnotationLayoutState, AnnotationModeState, AnnotationRefusal } from './annotation';
import { annotationRefusal, annotationSaving, isAnnotating, planAnnotationClose } from './annotation';

/** What the annotation slice needs from the others. */
export interface AnnotationSliceDeps {
  /** Loads the chart being viewed again (after closing, or when the tool failed to load). */
  readonly refresh: () => void;
  /** The image request of a chart load, for the layout (inspector text) of the chart on screen. */
  readonly imageRequest: (requestId: number) => ChartImageRequest | null;
  /** Saves the viewed chart as a new chart (closing a member's notes on an unsaved chart saves it first). */
  readonly saveChart: (request: SaveChartRequest) => Promise<boolean>;
  readonly toast: (color: 'red' | 'green', message: string) => void;
}

/**
 * Annotation mode wired into the store (spec 2 §4): opening loads the notes tool through the `notesTool` port
 * (up to 3 tries, spec 2 §9), closes any modal and turns Inspect off; closing saves a member's drawings with the
 * chart and reloads it, restoring Inspect.
 */
export function createAnnotationSlice(kernel: StoreKernel, deps: AnnotationSliceDeps) {
  const { ports } = kernel;
  const setMode = (annotation: AnnotationModeState) => kernel.set({ ...kernel.state(), annotation });
  const restoreInspector = (inspector: boolean) => {
    const state = kernel.state();
    kernel.set({
      ...state,
      annotation: { status: 'inactive' },
      preferences: { ...state.preferences, inspector },
    });
  };

  async function loadTool(): Promise<boolean> {
    const tool = ports.notesTool;
    if (!tool) return false;
    for (let attempt = 1; attempt <= CONSTANTS.scripts.retries; attempt += 1) {
      try {
        await tool.load();
        return true;
      } catch (error) {
        ports.log?.warn(`ChartNotes did not load (try ${attempt} of ${CONSTANTS.scripts.retries}).`, error);
      }
    }
    return false;
  }

  const setLayout = (annotationLayout: AnnotationLayoutState) => {
    const state = kernel.state();
    if (state.annotationLayout !== annotationLayout) kernel.set({ ...state, annotationLayout });
  };

  async function fetchLayout(
    requestId: number,
    request: ChartImageRequest,
    get: (request: ChartImageRequest) => Promise<string>,
  ): Promise<void> {
    let layout: Load<InspectorData>;
    try {
      layout = { status: 'loaded', data: parseInspectorText(await get(request)) };
    } catch (error) {
      ports.log?.error('The chart layout for ChartNotes could not be read.', error);
      layout = { status: 'failed' };
    }
    if (kernel.state().annotationLayout?.requestId === requestId) setLayout({ requestId, layout });
  }

  /**
   * Brings the layout in line with the state (called after every change of the store): the inspector's data of
   * the image on screen while annotating or while the saved chart has drawings; the inspector's own reply is
   * reused when it has one for the same image.
   */
  function sync(): void {
    const state = kernel.state();
    const get = ports.api.getInspectorText;
    const { chart } = state;
    const wanted =
      chart.status === 'loaded' &&
      get !== undefined &&
      (isAnnotating(state.annotation) || (state.savedChart?.annotations ?? '') !== '');
    if (!wanted) {
      // While closing, the last layout stays so the drawings do not blink before the chart reloads.
      if (state.annotationLayout !== null && state.annotation.status !== 'deactivating') setLayout(null);
      return;
    }
    const { requestId } = chart;
    if (state.annotationLayout?.requestId === requestId) return;
    const { inspector } = state;
    if (inspector.status === 'ready' && inspector.requestId === requestId)
      return setLayout({ requestId, layout: { status: 'loaded', data: inspector.data } });
    const request = deps.imageRequest(requestId);
    if (!request) return;
    setLayout({ requestId, layout: { status: 'loading' } });
    void fetchLayout(requestId, request, (r) => get.call(ports.api, r));
  }

  /** Opens annotation mode; resolves with the refusal, or null once the tool is active. */
  async function open(): Promise<AnnotationRefusal | 'failed' | null> {
    const before = kernel.state();
    const refusal = annotationRefusal(before.annotation, before.chart);
    if (refusal) return refusal;
    const restore = before.preferences.inspector;
    kernel.set({
      ...before,
      modal: null,
      preferences: { ...before.preferences, inspector: false },
      annotation: { status: 'activating', restoreInspector: restore },
    });
    if (!(await loadTool())) {
      restoreInspector(restore);
      deps.refresh();
      deps.toast('red', MESSAGES.chartData.chartNotesLoadFailed);
      return 'failed';
    }
    const state = kernel.state();
    if (state.annotation.status !== 'activating') return 'failed';
    const lists = itemsOf(state.memberData.chartLists);
    const parsed = parseAnnotations(state.savedChart?.annotations ?? '');
    setMode({
      status: 'active',
      restoreInspector: restore,
      saving: annotationSaving(isLoggedIn(state.member), isSavedChartReadOnly(state.savedChart, lists)),
      document: parsed.ok ? parsed.value : EMPTY_ANNOTATIONS,
      problem: parsed.ok ? null : parsed.message,
    });
    if (!parsed.ok) deps.toast('red', parsed.message);
    return null;
  }

  /** The list a new chart is saved into: the first one the member may write to. */
  function writableListNum(): number | null {
    const list = itemsOf(kernel.state().memberData.chartLists).find(
      (l) => !l.isReadOnly && !l.isFrameworkChartList,
    );
    return list ? list.listNum : null;
  }

  async function save(text: string, newChart: boolean): Promise<boolean> {
    if (newChart) {
      const listNum = writableListNum();
      const { chart } = kernel.state();
      if (listNum === null) return false;
      if (!(await deps.saveChart({ mode: 'saveAsNewChart', listNum, name: chart.symbol, comments: '' })))
        return false;
    }
    const saved = kernel.state().savedChart;
    const update = ports.api.updateSavedChart;
    if (!saved || !update) return false;
    try {
      await update.call(ports.api, saved.recid, { annotations: text });
      kernel.set({ ...kernel.state(), savedChart: { ...saved, annotations: text } });
      return true;
    } catch (error) {
      ports.log?.error('The ChartNotes could not be saved.', error);
      deps.toast('red', MESSAGES.chart.saveFailed);
      return false;
    }
  }

  /**
   * Closes annotation mode. `text` is the edited document as stored (core's `serializeAnnotations`), or null to
   * discard the edits. Resolves whether the drawings were kept.
   */
  async function close(text: string | null): Promise<boolean> {
    const state = kernel.state();
    const mode = state.annotation;
    if (mode.status !== 'active') return false;
    const keep = mode.problem === null ? text : null;
    const plan = planAnnotationClose(
      mode.saving,
      keep,
      state.savedChart?.annotations ?? '',
      state.savedChart?.recid ?? 0,
    );
    setMode({ status: 'deactivating', restoreInspector: mode.restoreInspector });
    let saved = false;
    if (plan.type === 'save') saved = await save(plan.text, plan.newChart);
    const after = kernel.state();
    restoreInspector(mode.restoreInspector);
    if (plan.type === 'offerAccount')
      kernel.set({ ...kernel.state(), modal: openModal(after.member, 'createAccount') });
    if (isLoggedIn(after.member)) deps.refresh();
    return saved;
  }

  return { open, close, sync };
}

/** The annotation slice of a store. */
export type AnnotationSlice = ReturnType<typeof createAnnotationSlice>;
