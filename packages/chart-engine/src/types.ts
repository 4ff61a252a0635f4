import type { AnnotationDocument, Bars, ChartSettings } from '@chartbench/core';

/** The latest quote of the main symbol, shown in the legend and the full-quote header. */
export interface ChartQuote {
  readonly last: number;
  readonly change: number;
  readonly percentChange: number;
  readonly open?: number;
  readonly high?: number;
  readonly low?: number;
  readonly volume?: number;
  /** Quote time, ms UTC. */
  readonly time?: number;
  /** Company or instrument name. */
  readonly name?: string;
  readonly exchange?: string;
}

/** Bars of another symbol: a PerfChart comparison or what an indicator such as priceCompare needs. */
export interface SymbolBars {
  readonly symbol: string;
  readonly bars: Bars;
}

/** Everything {@link renderChart} draws from. */
export interface RenderChartInput {
  readonly symbol: string;
  readonly settings: ChartSettings;
  /** The main symbol's bars, oldest first; include history before the range so indicators warm up. */
  readonly bars: Bars;
  /** Comparison symbols' bars (PerfChart lines, priceCompare, performance, correlation...). */
  readonly compare?: readonly SymbolBars[];
  /** Image width in pixels; defaults to the width of `settings.chartSize`. */
  readonly width?: number;
  /** Image height in pixels; defaults to the chart height rule for the settings. */
  readonly height?: number;
  /** The latest quote; defaults to the last bar against the one before. */
  readonly quote?: ChartQuote;
  /**
   * The main symbol's SCTR ranked against its universe (spec 2 §3), by daily bar time (ms UTC, oldest first):
   * the SCTR indicator draws these; without them it falls back to a fixed curve of the score.
   */
  readonly sctrRanks?: SctrRanks;
}

/** Everything {@link renderAnnotatedChart} draws from: a chart, and the ChartNotes drawn over it. */
export interface AnnotatedChartInput extends RenderChartInput {
  /** ChartNotes drawn over the chart (a saved chart's `annotations`, read with core's `parseAnnotations`). */
  readonly annotations?: AnnotationDocument;
}

/** A symbol's SCTR percentile in its universe per daily bar. */
export interface SctrRanks {
  readonly time: Float64Array;
  readonly rank: Float64Array;
}

/** A drawn chart: the SVG document and the inspector text of the same layout. */
export interface RenderChartOutput {
  readonly svg: string;
  readonly inspectorText: string;
}
