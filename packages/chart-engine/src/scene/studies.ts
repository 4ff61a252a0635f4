import { findIndicator, findOverlay, sliceBars, type Bars } from '@chartbench/core';
import { calculateIndicator, type IndicatorContext } from '../indicators/index';
import { indicatorRunIn } from '../indicators/run-in';

/** One computed indicator or overlay, cut to the visible bars. */
export interface StudyResult {
  readonly id: string;
  /** Legend name, e.g. 'MACD'. */
  readonly name: string;
  /** The parameter string as drawn ('' for none). */
  readonly parameters: string;
  /** Output lines in catalogue order, each starting at the first visible bar. */
  readonly lines: readonly { readonly name: string; readonly values: Float64Array }[];
  /** All raw outputs, for studies whose outputs are not per-bar lines (volume by price, horizontal lines). */
  readonly raw: Readonly<Record<string, Float64Array>>;
  /**
   * The history index of each raw output's first value: a study computed from a run-in before the first visible
   * bar, not from the start of the history, has raw outputs that start there (0 when absent).
   */
  readonly rawStart?: number;
  /** Values are prices: drawn on the price panel's scale. */
  readonly sharesPriceScale: boolean;
  /** Why the study could not be computed; the panel shows this instead of lines. */
  readonly error?: string;
}

/** Legend names longer than this use the study's short service id ('EMA', 'BB'), as chart legends do. */
const MAX_LEGEND_NAME = 18;

function shortName(definition: { name: string; serviceId: string } | undefined, id: string): string {
  if (!definition) return id;
  return definition.name.length > MAX_LEGEND_NAME ? definition.serviceId : definition.name;
}

/** Where the visible bars sit in the history the studies are computed over. */
export interface StudyWindow {
  readonly history: Bars;
  readonly start: number;
  readonly end: number;
  /** Forward-displaced values kept beyond the last bar (extra bars to the right). */
  readonly extraSlots: number;
  readonly context: IndicatorContext;
  /** Compute over the whole history even when a run-in would do (the lines feed a computation of their own). */
  readonly wholeHistory?: boolean;
}

// Percent-change studies measure from the first bar they are given, and Volume by Price shares out the volume
// of the bars it is given, so these are computed on the visible bars.
const FROM_FIRST_VISIBLE = new Set(['performance', 'pricePerformance', 'volumeByPrice']);
// Outputs that describe how to draw another line (volume's up/down direction), not lines of their own.
const AUXILIARY_OUTPUTS = new Set(['direction']);
// Outputs that are not one value per bar.
const NON_SERIES = new Set(['volumeByPrice']);

/**
 * The bars of the history a study is computed over: the visible ones for studies measured from the first of
 * them; else from the run-in before it for studies that need only a bounded stretch of bars (indicators/run-in.ts),
 * or from the start, to the last bar (a view may end before it).
 */
function computedSpan(id: string, parameters: string, window: StudyWindow): { from: number; end: number } {
  if (FROM_FIRST_VISIBLE.has(id)) return { from: window.start, end: window.end };
  const end = window.history.close.length;
  const runIn = window.wholeHistory ? undefined : indicatorRunIn(id, parameters);
  return { from: runIn === undefined ? 0 : Math.max(0, window.start - runIn), end };
}

/**
 * Computes an indicator or overlay through the indicator engine's `calculateIndicator` over the history (the
 * whole of it, or from a run-in long enough that the values are the same, so moving averages are warmed up at
 * the first visible bar) and cuts each catalogue output line to the visible window. A failure (unknown id, bad
 * parameters, missing comparison symbol) is returned as `error` so one bad row does not stop the chart.
 */
export function computeStudy(id: string, parameters: string, window: StudyWindow): StudyResult {
  const definition = findIndicator(id) ?? findOverlay(id);
  const name = shortName(definition, id);
  const sharesPriceScale = definition?.sharesPriceScale ?? false;
  const base = { id, name, parameters, sharesPriceScale };
  try {
    const { history } = window;
    const { from, end } = computedSpan(id, parameters, window);
    const input = from === 0 && end === history.close.length ? history : sliceBars(history, from, end);
    const offset = window.start - from;
    const raw = calculateIndicator(id, parameters, input, window.context);
    if (NON_SERIES.has(id)) return { ...base, lines: [], raw, rawStart: from };
    // Studies with variable outputs (pivot levels, one line per horizontal level) draw whatever they return.
    const declared =
      definition && !definition.hasVariableOutputs
        ? definition.outputs.filter((o) => o in raw)
        : Object.keys(raw);
    const names = declared.filter((o) => !AUXILIARY_OUTPUTS.has(o));
    const length = window.end - window.start + window.extraSlots;
    const lines = names.map((lineName) => {
      const full = raw[lineName] as Float64Array;
      const values = new Float64Array(length).fill(NaN);
      const available = Math.max(0, Math.min(length, full.length - offset));
      if (available > 0) values.set(full.subarray(offset, offset + available));
      return { name: lineName, values };
    });
    return { ...base, lines, raw, rawStart: from };
  } catch (error) {
    return { ...base, lines: [], raw: {}, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A raw output from the first visible bar (`start`, a history index) on; raw outputs begin at `rawStart`. */
export function rawFromVisible(study: StudyResult, output: string, start: number): Float64Array | undefined {
  return study.raw[output]?.subarray(start - (study.rawStart ?? 0));
}

/**
 * Computes an overlay over an indicator's first line (spec 2 §3: an indicator row may carry an overlay, such
 * as a moving average of RSI), by treating that line as a close-only series. Leading undefined values are
 * skipped so the overlay warms up on real values.
 */
export function computeOverlayOnLine(
  id: string,
  parameters: string,
  line: Float64Array,
  context: IndicatorContext,
): StudyResult {
  let first = 0;
  while (first < line.length && !Number.isFinite(line[first] as number)) first++;
  const values = line.subarray(first);
  const time = new Float64Array(values.length);
  for (let i = 0; i < time.length; i++) time[i] = i;
  const bars: Bars = {
    time,
    open: values,
    high: values,
    low: values,
    close: values,
    volume: new Float64Array(values.length),
  };
  const inner = computeStudy(id, parameters, {
    history: bars,
    start: 0,
    end: values.length,
    extraSlots: 0,
    context,
  });
  const lines = inner.lines.map((l) => {
    const padded = new Float64Array(line.length).fill(NaN);
    padded.set(l.values.subarray(0, line.length - first), first);
    return { name: l.name, values: padded };
  });
  return { ...inner, lines };
}
