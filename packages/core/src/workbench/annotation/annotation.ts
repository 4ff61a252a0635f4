/**
 * Annotation mode (spec 2 §4 "Annotation mode"): the states `inactive -> activating -> active -> deactivating ->
 * inactive`, the refusals of activation, and what closing does with the drawings, as pure functions.
 */
import { PERF_CHART_TYPE_VALUE } from '../../catalogues/index';
import type { AnnotationDocument } from '../../annotation/annotation-document';
import type { InspectorData } from '../../rules/inspector/inspector-text.types';
import type { Load } from '../../model/load';
import type { ChartState } from '../chart/chart.transitions';
import { isEodOnIntraday } from '../keyboard/upper-bar';

/**
 * Who may keep the drawings when the mode closes: a member saves them with the chart; a visitor may draw but is
 * offered an account on save; a chart of a read-only or framework list shows its drawings but cannot save them.
 */
export type AnnotationSaving = 'member' | 'visitor' | 'readOnly';

/** The annotation mode of the workbench. `restoreInspector` is the Inspect setting to put back on close. */
export type AnnotationModeState =
  | { readonly status: 'inactive' }
  | { readonly status: 'activating'; readonly restoreInspector: boolean }
  | {
      readonly status: 'active';
      readonly restoreInspector: boolean;
      readonly saving: AnnotationSaving;
      /** The drawings the chart had when the mode opened (what the tool starts from). */
      readonly document: AnnotationDocument;
      /** Why the saved drawings could not be read (they are then not shown and not overwritten), or null. */
      readonly problem: string | null;
    }
  | { readonly status: 'deactivating'; readonly restoreInspector: boolean };

/**
 * The layout of the chart on screen for pixel <-> data mapping (the inspector's data of the same image), kept
 * while annotating or while the viewed saved chart has drawings to show; null otherwise.
 */
export type AnnotationLayoutState = {
  readonly requestId: number;
  readonly layout: Load<InspectorData>;
} | null;

/** Annotation mode before it is first opened. */
export const ANNOTATION_INACTIVE: AnnotationModeState = { status: 'inactive' };

/** Why activation was refused (spec 2 §4), each checked in this order. */
export type AnnotationRefusal =
  'alreadyActive' | 'chartNotMounted' | 'symbolNotFound' | 'eodOnIntraday' | 'perfChart';

/**
 * Why annotation mode cannot open now, or null when it can: a session already active or loading, no chart on
 * screen, a symbol not found, an end-of-day symbol on an intraday chart, or the PerfChart type.
 */
export function annotationRefusal(mode: AnnotationModeState, chart: ChartState): AnnotationRefusal | null {
  if (mode.status !== 'inactive') return 'alreadyActive';
  if (chart.status === 'invalidSymbol') return 'symbolNotFound';
  if (chart.status !== 'loaded') return 'chartNotMounted';
  if (isEodOnIntraday(chart)) return 'eodOnIntraday';
  if (chart.settings.chartType === PERF_CHART_TYPE_VALUE) return 'perfChart';
  return null;
}

/**
 * Whether the mode blocks the rest of the workbench (hotkeys, preferences, Inspect, auto-refresh and most
 * controls): from activating until it is inactive again.
 */
export function isAnnotating(mode: AnnotationModeState): boolean {
  return mode.status !== 'inactive';
}

/**
 * Whether the chart's resize handle is off: a resize reloads the chart at another size under the drawings, a
 * control that changes the chart, so it waits (from activating) until the mode is inactive again (spec 2 §4).
 */
export function blocksResize(mode: AnnotationModeState): boolean {
  return isAnnotating(mode);
}

/** Whether chart loads are refused: while annotating, except while deactivating (closing reloads the chart). */
export function blocksChartLoading(mode: AnnotationModeState): boolean {
  return mode.status === 'activating' || mode.status === 'active';
}

/** Who may keep the drawings of this chart (see {@link AnnotationSaving}). */
export function annotationSaving(loggedIn: boolean, readOnlyChart: boolean): AnnotationSaving {
  if (!loggedIn) return 'visitor';
  return readOnlyChart ? 'readOnly' : 'member';
}

/** What closing the mode does with the drawings. */
export type AnnotationClosePlan =
  /** Nothing to keep: the drawings did not change, the chart is read-only, or the user discarded them. */
  | { readonly type: 'discard' }
  /** A visitor drew something: offer an account (their drawings cannot be kept). */
  | { readonly type: 'offerAccount' }
  /** Save the drawings: on the viewed saved chart, or on a new chart saved first. */
  | { readonly type: 'save'; readonly text: string; readonly newChart: boolean };

/**
 * What closing does (spec 2 §4: closing saves any new chart and reloads the chart when logged in). `text` is the
 * edited document as stored, `savedText` what the chart has now; `recid` 0 means the chart is not saved yet.
 */
export function planAnnotationClose(
  saving: AnnotationSaving,
  text: string | null,
  savedText: string,
  recid: number,
): AnnotationClosePlan {
  if (text === null || saving === 'readOnly') return { type: 'discard' };
  if (saving === 'visitor') return text === '' ? { type: 'discard' } : { type: 'offerAccount' };
  if (recid === 0) return text === '' ? { type: 'discard' } : { type: 'save', text, newChart: true };
  return text === savedText ? { type: 'discard' } : { type: 'save', text, newChart: false };
}
