import {
  chartSizeDimensions,
  computeChartHeight,
  findChartType,
  findIndicator,
  findOverlay,
  findPeriod,
  intradayOnlyRefusal,
  runningSum,
  sliceBars,
  type Bars,
  type ChartSettings,
  type ChartTypeOption,
  type IndicatorRow,
  type OverlayRow,
} from '@chartbench/core';
import type { IndicatorContext } from '../indicators/index';
import { readPanelWeight } from '../layout/chart-height';
import { decimateBars } from '../layout/decimate';
import type { Projection } from '../layout/projection';
import { selectRange } from '../layout/range';
import { createUniformXAxis, createWeightedXAxis, type XAxis } from '../layout/x-axis';
import { computeOverlayOnLine, computeStudy, type StudyResult } from '../scene/studies';
import { resolveTheme, type ChartTheme } from '../theme/resolve';
import { AGGREGATED_TYPES, transformSeries, type TransformedSeries } from '../transforms/index';
import type { RenderChartInput, SctrRanks, SymbolBars } from '../types';
import { easternOffset, isRegularSession, tradesAroundTheClock } from '../util/sessions';

/** Width of the zoom thumbnail beside the chart (spec 1 §9). */
export const ZOOM_THUMBNAIL_WIDTH = 150;
/** Room on the right for value labels. */
export const RIGHT_AXIS_WIDTH = 64;
/** Room on the left of the plot. */
export const LEFT_MARGIN = 6;

/** An indicator row with its computed lines. */
export interface IndicatorStudy {
  readonly row: IndicatorRow;
  readonly study: StudyResult;
  /** The overlay drawn on this indicator, if the row has one. */
  readonly overlay?: StudyResult;
  readonly weight: number;
}

/** Everything computed before drawing: sizes, visible bars, the transformed series and every study. */
export interface ChartModel {
  readonly input: RenderChartInput;
  readonly settings: ChartSettings;
  /** The symbol without its flag prefixes. */
  readonly symbol: string;
  readonly invertedScale: boolean;
  readonly chartType: ChartTypeOption;
  readonly theme: ChartTheme;
  readonly width: number;
  readonly height: number;
  readonly chartWidth: number;
  readonly baseHeight: number;
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly intraday: boolean;
  /** All main bars after the extended-hours choice. */
  readonly history: Bars;
  readonly start: number;
  readonly end: number;
  /** The series as drawn (transformed, then folded to the plot width when needed). */
  readonly series: TransformedSeries;
  readonly drawn: Bars;
  /** For each drawn bar, the first and one-past-last history index it covers (time-aligned types). */
  readonly drawnFirst: Int32Array;
  readonly x: XAxis;
  readonly projection: Projection;
  readonly previousClose: number;
  readonly timeAligned: boolean;
  readonly overlays: readonly { readonly row: OverlayRow; readonly study: StudyResult }[];
  readonly indicators: readonly IndicatorStudy[];
  readonly compare: readonly SymbolBars[];
  readonly context: IndicatorContext;
  /** Wall-clock time of a bar as shown to readers: US Eastern for intraday exchange charts, else UTC. */
  readonly localTime: (time: number) => number;
}

/** Reads the main symbol's prefixes (spec 2 §3): '-' inverts the price scale, '_' means not dividend-adjusted. */
export function readSymbolFlags(symbol: string): { symbol: string; inverted: boolean; unadjusted: boolean } {
  const match = /^([-_]*)(.*)$/.exec(symbol.trim()) as RegExpExecArray;
  const prefix = match[1] ?? '';
  return {
    symbol: match[2] || symbol.trim(),
    inverted: prefix.includes('-'),
    unadjusted: prefix.includes('_'),
  };
}

function filterRegularSession(bars: Bars): Bars {
  const keep: number[] = [];
  for (let i = 0; i < bars.time.length; i++) if (isRegularSession(bars.time[i] as number)) keep.push(i);
  // Bars with no bar inside the session (daily bars under an intraday period) carry no session to cut to.
  if (keep.length === bars.time.length || keep.length === 0) return bars;
  const pick = (a: Float64Array) => Float64Array.from(keep, (i) => a[i] as number);
  return {
    time: pick(bars.time),
    open: pick(bars.open),
    high: pick(bars.high),
    low: pick(bars.low),
    close: pick(bars.close),
    volume: pick(bars.volume),
  };
}

const DAY_MS = 86_400_000;
const WEIGHTED_TYPES = new Set(['equiVolume', 'candleVolume', 'armsCandleVolume']);

/**
 * Small images (style thumbnails, mini charts) keep their panels readable: legends shrink to names (or go, on
 * the smallest) because full legends would cover the series.
 */
function compactSettings(input: RenderChartInput): ChartSettings {
  const { settings } = input;
  const width = input.width ?? chartSizeDimensions(settings).width;
  const height = input.height ?? Infinity;
  if (width >= 400 && height >= 260) return settings;
  const legends = width < 240 || height < 140 ? 'off' : settings.legends === 'off' ? 'off' : 'minimal';
  return { ...settings, legends };
}

/**
 * A render request as the model reads it: the interactive chart adds the source bars it shows (its zoom and
 * pan), which then take the place of the settings' range.
 */
export interface ChartModelInput extends RenderChartInput {
  readonly view?: { readonly start: number; readonly end: number };
}

/**
 * An indicator drawn with the Cumulative price style (spec 2 §3): each line becomes the running sum of its
 * values (core's runningSum) before the panel's scale is fitted, so the scale reads the sums.
 */
function cumulativeStudy(study: StudyResult): StudyResult {
  return { ...study, lines: study.lines.map((line) => ({ ...line, values: runningSum(line.values) })) };
}

/**
 * Computes a row's study, or, for an intraday-only study on a longer period (VWAP on a daily chart, core's
 * intradayOnlyRefusal), a study that shows why it is not drawn.
 */
function computeRowStudy(
  id: string,
  parameters: string,
  window: Parameters<typeof computeStudy>[2],
  period: string,
): StudyResult {
  const refusal = intradayOnlyRefusal(id, period);
  if (!refusal) return computeStudy(id, parameters, window);
  const name = (findOverlay(id) ?? findIndicator(id))?.serviceId ?? id;
  return { id, name, parameters, lines: [], raw: {}, sharesPriceScale: true, error: refusal };
}

/**
 * The SCTR rank at a bar time: the rank of the last day that starts at or before the bar's day ends (a weekly
 * bar reads its first day's), NaN before the first ranked day.
 */
function sctrRankLookup(ranks: SctrRanks): (time: number) => number {
  return (time) => {
    const limit = time + DAY_MS - 1;
    let lo = 0;
    let hi = ranks.time.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((ranks.time[mid] as number) <= limit) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? Number.NaN : (ranks.rank[found] as number);
  };
}

function clampView(view: { start: number; end: number }, count: number): { start: number; end: number } {
  const end = Math.min(count, Math.max(Math.min(1, count), Math.floor(view.end)));
  return { start: Math.min(Math.max(0, end - 1), Math.max(0, Math.floor(view.start))), end };
}

/** The chart's widths: the chart beside its zoom thumbnail, and the plot inside the axes. */
function horizontalLayout(
  input: RenderChartInput,
  settings: ChartSettings,
): { chartWidth: number; width: number; plotLeft: number; plotRight: number } {
  const thumbnail = settings.zoomThumbnail ? ZOOM_THUMBNAIL_WIDTH : 0;
  const chartWidth = Math.round(
    input.width !== undefined ? input.width - thumbnail : chartSizeDimensions(settings).width,
  );
  const plotLeft = LEFT_MARGIN;
  const plotRight = Math.max(
    plotLeft + 20,
    chartWidth - (settings.yAxisLabels || settings.priceLabels ? RIGHT_AXIS_WIDTH : 12),
  );
  return { chartWidth, width: chartWidth + thumbnail, plotLeft, plotRight };
}

/**
 * The source bars the settings' range shows (what {@link buildChartModel} draws without a view), found from
 * the bar times alone; undefined when the chart cuts intraday bars to the regular session (its history is then
 * not the bars given, and a view does not apply). Lets the interactive chart compute its first frame over the
 * bars of that range only.
 */
export function selectSettingsRange(input: RenderChartInput): { start: number; end: number } | undefined {
  const settings = compactSettings(input);
  const intraday = findPeriod(settings.period)?.isIntraday ?? false;
  if (intraday && !settings.extendedHours && !tradesAroundTheClock(readSymbolFlags(input.symbol).symbol))
    return undefined;
  const { plotLeft, plotRight } = horizontalLayout(input, settings);
  return selectRange(input.bars.time, settings, plotRight - plotLeft);
}

/** Whether a chart type draws time-aligned bars (not bricks or lines built from the whole history). */
export function isTimeAligned(settings: ChartSettings): boolean {
  const chartType = findChartType(settings.chartType) ?? (findChartType('ohlcThick') as ChartTypeOption);
  return !AGGREGATED_TYPES.has(chartType.engineType);
}

/** Computes the chart model of a render request (after validation). */
export function buildChartModel(input: ChartModelInput): ChartModel {
  const settings = compactSettings(input);
  const flags = readSymbolFlags(input.symbol);
  const chartType = findChartType(settings.chartType) ?? (findChartType('ohlcThick') as ChartTypeOption);
  const theme = resolveTheme(settings);
  const size = chartSizeDimensions(settings);
  const { chartWidth, width, plotLeft, plotRight } = horizontalLayout(input, settings);
  const baseHeight = size.height;
  const height = Math.round(input.height ?? computeChartHeight(settings));
  const plotWidth = plotRight - plotLeft;
  const intraday = findPeriod(settings.period)?.isIntraday ?? false;
  const sessions = intraday && !tradesAroundTheClock(flags.symbol);
  const history = sessions && !settings.extendedHours ? filterRegularSession(input.bars) : input.bars;
  const compare = input.compare ?? [];
  const bySymbol = new Map(compare.map((c) => [c.symbol.toUpperCase(), c.bars]));
  const context: IndicatorContext = {
    symbolBars: (s: string) =>
      bySymbol.get(s.toUpperCase()) ?? (s.toUpperCase() === flags.symbol.toUpperCase() ? history : undefined),
    // Sessions start on the exchange's day (US Eastern), not at UTC midnight; crypto's day is the UTC day.
    sessionOf: sessions ? (time: number) => Math.floor((time + easternOffset(time)) / DAY_MS) : undefined,
    sctrRankAt: input.sctrRanks ? sctrRankLookup(input.sctrRanks) : undefined,
  };

  const timeAligned = !AGGREGATED_TYPES.has(chartType.engineType);
  // A view counts the bars given; sessions filtering drops bars, so a view applies only to unfiltered history.
  const range =
    input.view && history === input.bars
      ? clampView(input.view, history.close.length)
      : selectRange(history.time, settings, plotWidth);
  const visible = sliceBars(history, range.start, range.end);
  const series = transformSeries(chartType.engineType, settings, timeAligned ? visible : visible, history);
  let drawn = series.bars;
  let drawnFirst: Int32Array;
  let folded = false;
  if (timeAligned) {
    const decimated = decimateBars(series.bars, plotWidth);
    drawn = decimated.bars;
    drawnFirst = decimated.firstIndex;
    folded = decimated.factor > 1;
  } else {
    // Bricks and lines: keep the latest that fit at two pixels each.
    const fit = Math.max(1, Math.floor(plotWidth / 2));
    const count = series.bars.close.length;
    if (count > fit) drawn = sliceBars(series.bars, count - fit, count);
    drawnFirst = new Int32Array(drawn.close.length).map((_, i) => i);
  }
  const extra = Math.max(0, Math.floor(settings.rangeExtraBars || 0));
  const x = WEIGHTED_TYPES.has(chartType.engineType)
    ? createWeightedXAxis(drawn.volume, extra, plotLeft, plotRight)
    : createUniformXAxis(
        drawn.close.length,
        folded ? Math.round((extra * drawn.close.length) / Math.max(1, visible.close.length)) : extra,
        plotLeft,
        plotRight,
      );
  const projection: Projection = {
    x,
    sourceCount: visible.close.length,
    folded,
    extraSlots: folded ? 0 : extra,
  };
  const previousClose = range.start > 0 ? (history.close[range.start - 1] as number) : NaN;

  const window = { history, start: range.start, end: range.end, extraSlots: projection.extraSlots, context };
  const overlays = timeAligned
    ? settings.sortedOverlays
        .filter((row) => row.overlayName)
        .map((row) => ({
          row,
          study: computeRowStudy(row.overlayName, row.parameters, window, settings.period),
        }))
    : [];
  const indicators = settings.sortedIndicators
    .filter((row) => row.indicatorName)
    .map((row) => {
      // Elder Impulse bars smooth the row's line again, over its whole history (paintImpulseBars).
      const rowWindow =
        row.indicatorPriceStyle === 'elderImpulse' ? { ...window, wholeHistory: true } : window;
      const computed: StudyResult = timeAligned
        ? computeRowStudy(row.indicatorName, row.parameters, rowWindow, settings.period)
        : {
            id: row.indicatorName,
            name: row.indicatorName,
            parameters: row.parameters,
            lines: [],
            raw: {},
            sharesPriceScale: false,
            error: `${chartType.title} charts have no time axis for indicators`,
          };
      const study = row.indicatorPriceStyle === 'cumulative' ? cumulativeStudy(computed) : computed;
      const first = study.lines[0]?.values;
      const overlay =
        row.overlayName && first
          ? computeOverlayOnLine(row.overlayName, row.overlayParameters, first, context)
          : undefined;
      return { row, study, overlay, weight: readPanelWeight(row.indicatorHeight) };
    });
  return {
    input,
    settings,
    symbol: flags.symbol,
    invertedScale: flags.inverted,
    chartType,
    theme,
    width,
    height,
    chartWidth,
    baseHeight,
    plotLeft,
    plotRight,
    intraday,
    history,
    start: range.start,
    end: range.end,
    series,
    drawn,
    drawnFirst,
    x,
    projection,
    previousClose,
    timeAligned,
    overlays,
    indicators,
    compare,
    context,
    localTime: sessions ? (time: number) => time + easternOffset(time) : (time: number) => time,
  };
}
