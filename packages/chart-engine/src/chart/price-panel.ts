import { findColor } from '@chartbench/core';
import type { PlacedPanel } from '../layout/panels';
import { extent, projectLine } from '../layout/projection';
import { createValueScale, type ValueScale } from '../layout/scale';
import { legendNodes, valueTag, type LegendEntry } from '../scene/legend';
import { mainSeriesPaths } from '../scene/main-series';
import { lineData } from '../scene/series';
import { computeStudy } from '../scene/studies';
import type { PathNode, SceneNode } from '../scene/types';
import { readLineColor, readOpacity } from '../theme/resolve';
import { perfChartLines } from '../transforms/index';
import { displayDate, displayTime } from '../util/dates';
import { decimalsForRange, formatCompact, formatPrice, formatSigned } from '../util/format';
import { isRegularSession, tradesAroundTheClock } from '../util/sessions';
import { drawPanelFrame, drawValueLabels, panelScale } from './axis-scale';
import { FONT_SIZE, panelRect, type DrawContext } from './draw-context';
import { elderImpulse } from './elder';
import type { ChartModel } from './model';
import type { PanelPlan } from './panel-plan';
import { lastValue, paintStudy, paintVolume, studyTitle } from './paint-study';

const BAR_TYPES = new Set(['candle', 'ohlc', 'hlc', 'elderImpulse', 'equiVolume', 'candleVolume', 'armsCandleVolume', 'invisible', 'heikinAshi', 'renko', 'kagi', 'threeLineBreak']);

function mainExtent(model: ChartModel): [number, number] {
  const { drawn } = model;
  const type = model.chartType.engineType;
  return BAR_TYPES.has(type) ? extent([drawn.low, drawn.high], model.settings.isLogScale) : extent([drawn.close], model.settings.isLogScale && type !== 'performance');
}

/** PerfChart symbols: the settings' comparison rows that have bars, or every comparison given. */
function perfSymbols(model: ChartModel) {
  const wanted = model.settings.perfChartSymbols.map((s) => s.symbol.toUpperCase()).filter(Boolean);
  if (wanted.length === 0) return model.compare;
  return wanted.flatMap((symbol) => model.compare.filter((c) => c.symbol.toUpperCase() === symbol));
}

/** Draws the price panel: frame, shading, behind-price studies, volume overlay, main series, overlays, labels. */
export function drawPricePanel(ctx: DrawContext, plan: PanelPlan, panel: PlacedPanel): void {
  const { model } = ctx;
  const { palette } = model.theme;
  const type = model.chartType.engineType;
  const isPerf = type === 'perfChart';
  const percentScale = isPerf || type === 'performance';
  const log = model.settings.isLogScale && !percentScale;
  const perfLines = isPerf ? perfChartLines(model.symbol, model.history, perfSymbols(model), model.start, model.end, model.settings.useMainChartSymbolAsBaseline) : [];
  const projectedPerf = perfLines.map((line) => ({ symbol: line.symbol, line: projectLine(line.values, model.projection) }));
  const priceStudies = model.overlays.filter((o) => o.study.sharesPriceScale && !percentScale);
  const arrays: Float64Array[] = [];
  const [mainLo, mainHi] = isPerf ? extent(projectedPerf.map((p) => p.line.values)) : mainExtent(model);
  for (const { study } of priceStudies) {
    if (study.id === 'volumeByPrice') continue;
    // Retracement percentages are labels, not prices: they must not stretch the price scale.
    for (const line of study.lines) if (line.name !== 'retracement') arrays.push(line.values.subarray(0, model.projection.sourceCount + model.projection.extraSlots));
  }
  // Overlays may widen the scale, but only a little: a far-off band should not squash the bars.
  const [studyLo, studyHi] = extent(arrays, log);
  const span = Math.max(1e-9, mainHi - mainLo);
  const lo = Math.min(mainLo, Number.isFinite(studyLo) ? Math.max(studyLo, mainLo - span * 0.25) : mainLo);
  const hi = Math.max(mainHi, Number.isFinite(studyHi) ? Math.min(studyHi, mainHi + span * 0.25) : mainHi);
  const legendRoom = model.settings.legends === 'off' ? 4 : 16;
  const scale = panelScale(panel, lo, hi, { log, inverted: model.invertedScale, topInset: legendRoom });
  const ticks = drawPanelFrame(ctx, panel, scale, 'price');
  const rect = panelRect(model, panel);
  const clipped: SceneNode[] = [];

  const shading = sessionShading(model, panel);
  if (shading) clipped.push(shading);

  const legend: LegendEntry[] = [];
  for (const study of plan.studies) {
    const own = study.study.sharesPriceScale ? scale : behindScale(study.study.id, study.study.lines.map((l) => l.values), panel, model);
    const painted = paintStudy(ctx, study.study, { style: study.row.indicatorPriceStyle, styleKind: 'indicator', color: study.row.indicatorColor, opacity: readOpacity(study.row.indicatorOpacity, 0.55) }, own, 'behind');
    clipped.push(...painted.paths);
    if (study.study.id !== 'volume' || model.settings.legends === 'verbose') legend.push(...painted.legend);
  }
  if (model.settings.chartSettingsVolumeMenuValue === 'overlay' && model.timeAligned) {
    const volume = computeStudy('volume', '', { history: model.history, start: model.start, end: model.end, extraSlots: 0, context: model.context });
    const values = volume.lines[0]?.values;
    if (values) clipped.push(...paintVolume(ctx, values, volume.raw.direction?.subarray(model.start), behindScale('volume', [values], panel, model), 'volume-overlay', 0.55));
  }

  const colors = { up: palette.upLine, down: palette.downLine, upFill: palette.upFill, downFill: palette.downFill, background: palette.panelBackground };
  const impulse = type === 'elderImpulse' ? elderImpulse(model) : undefined;
  const blue = findColor('blue')?.hex ?? palette.series;
  clipped.push(
    ...mainSeriesPaths(model.drawn, model.x, scale, {
      type,
      weight: model.chartType.engineArgs,
      colors,
      lineColor: palette.series,
      solidCandles: model.settings.solidCandles,
      previousClose: model.timeAligned ? model.previousClose : NaN,
      opacity: model.theme.seriesOpacity,
      impulse,
      impulseColors: { up: palette.upFill, down: palette.downFill, neutral: blue },
      kagi: model.series.kagi,
    }),
  );

  const tags: { color: string; value: number; text?: string }[] = [];
  if (isPerf) {
    clipped.push({ kind: 'path', role: 'perf-zero', d: `M${rect.left} ${scale.toY(0)}H${rect.right}`, style: { stroke: palette.axis, dash: '2 2', crisp: true } });
    projectedPerf.forEach((p, index) => {
      const color = index === 0 ? palette.series : readLineColor('auto', palette, index);
      clipped.push({ kind: 'path', role: `perf-${index}`, d: lineData(p.line.values, p.line.xs, scale), style: { stroke: color, strokeWidth: 1.5 } });
      const last = lastValue(p.line.values, p.line.values.length);
      legend.push({ text: model.settings.legends === 'minimal' ? p.symbol : `${p.symbol} ${formatSigned(last)}%`, color, bold: index === 0 });
      tags.push({ color, value: last, text: `${formatSigned(last)}%` });
    });
  }

  const overlayLegend: LegendEntry[] = [];
  for (const { row, study } of model.overlays) {
    if (percentScale) continue;
    const look = { style: row.overlayStyle, styleKind: 'overlay' as const, color: row.overlayColor, opacity: readOpacity(row.overlayOpacity) };
    const own = study.sharesPriceScale ? scale : behindScale(study.id, study.lines.map((l) => l.values), panel, model);
    const painted = specialOverlay(ctx, study, look, own, panel) ?? paintStudy(ctx, study, look, own, `overlay-${row.id}`);
    clipped.push(...painted.paths);
    overlayLegend.push(...painted.legend);
    if (study.sharesPriceScale) tags.push(...painted.tags);
  }
  if (model.drawn.close.length === 0 && !isPerf) {
    const text = model.history.close.length === 0 ? `No price data for ${model.symbol}` : `Not enough price movement to draw ${model.chartType.title} with these settings`;
    clipped.push({ kind: 'text', role: 'no-data', x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2, text, size: 13, fill: palette.axis, anchor: 'middle' });
  }
  ctx.nodes.push({ kind: 'clip', role: 'price-plot', x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, children: clipped });
  const tagRows = model.settings.priceLabels ? drawPriceTags(ctx, scale, panel, tags, isPerf) : [];
  drawValueLabels(ctx, panel, scale, ticks, percentScale ? 'study' : 'price', tagRows);
  drawPriceLegend(ctx, panel, [...legend, ...overlayLegend], isPerf);
  ctx.inspectorPanels.push({ id: 'price', maxY: panel.top, minY: panel.bottom, maxValue: scale.fromY(panel.top), minValue: scale.fromY(panel.bottom), isLog: scale.log, isPrice: true, isVolume: plan.studies.some((s) => s.study.id === 'volume') || model.settings.chartSettingsVolumeMenuValue === 'overlay', hasFullQuote: false });
}

/** A scale for a study drawn behind price: volume in the bottom quarter, others over the whole panel. */
function behindScale(id: string, lines: readonly Float64Array[], panel: PlacedPanel, model: ChartModel): ValueScale {
  const [lo, hi] = extent(lines.map((l) => l.subarray(0, model.projection.sourceCount)));
  const height = panel.bottom - panel.top;
  if (id === 'volume') return createValueScale({ min: 0, max: Number.isFinite(hi) && hi > 0 ? hi : 1, top: panel.bottom - height * 0.28, bottom: panel.bottom });
  return panelScale(panel, lo, hi, { log: false, inverted: false, topInset: 16 });
}

/** Volume by price: horizontal bars from the left edge, one per price zone (its outputs are per zone, not per bar). */
function specialOverlay(ctx: DrawContext, study: ReturnType<typeof computeStudy>, look: { color: string; opacity: number }, scale: ValueScale, panel: PlacedPanel) {
  const { model } = ctx;
  const { palette } = model.theme;
  const legend: LegendEntry[] = [];
  const color = readLineColor(look.color, palette, ctx.autoColor++);
  legend.push({ text: studyTitle(study, model.settings.legends), color, bold: true });
  if (study.error) return { paths: [] as PathNode[], legend: [...legend, { text: study.error, color: palette.downLine }], tags: [] };
  if (study.id === 'volumeByPrice') {
    const lower = study.raw.lower ?? new Float64Array(0);
    const upper = study.raw.upper ?? new Float64Array(0);
    const up = study.raw.upVolume ?? new Float64Array(0);
    const down = study.raw.downVolume ?? new Float64Array(0);
    let max = 0;
    for (let i = 0; i < up.length; i++) max = Math.max(max, (up[i] as number) + (down[i] as number));
    const width = (model.plotRight - model.plotLeft) * 0.3;
    let dUp = '';
    let dDown = '';
    for (let i = 0; i < lower.length && i < up.length; i++) {
      if (!Number.isFinite((lower[i] as number) + (upper[i] as number))) continue;
      const y1 = scale.toY(lower[i] as number);
      const y2 = scale.toY(upper[i] as number);
      const top = Math.min(y1, y2) + 1;
      const h = Math.max(1, Math.abs(y2 - y1) - 2);
      const wUp = max > 0 ? ((up[i] as number) / max) * width : 0;
      const wDown = max > 0 ? ((down[i] as number) / max) * width : 0;
      dUp += `M${model.plotLeft} ${top.toFixed(1)}h${wUp.toFixed(1)}v${h.toFixed(1)}h${(-wUp).toFixed(1)}Z`;
      dDown += `M${(model.plotLeft + wUp).toFixed(1)} ${top.toFixed(1)}h${wDown.toFixed(1)}v${h.toFixed(1)}h${(-wDown).toFixed(1)}Z`;
    }
    void panel;
    return {
      paths: [
        { kind: 'path', role: 'overlay-vbp-up', d: dUp, style: { fill: palette.volumeUp, opacity: look.opacity * 0.6 } } as PathNode,
        { kind: 'path', role: 'overlay-vbp-down', d: dDown, style: { fill: palette.volumeDown, opacity: look.opacity * 0.6 } } as PathNode,
      ].filter((p) => p.d),
      legend,
      tags: [],
    };
  }
  return undefined;
}

/** Draws value tags on the right axis and returns the rows they sit on. */
function drawPriceTags(ctx: DrawContext, scale: ValueScale, panel: PlacedPanel, tags: { color: string; value: number; text?: string }[], isPerf: boolean): number[] {
  const rows: number[] = [];
  const { model } = ctx;
  const { palette } = model.theme;
  const decimals = decimalsForRange(scale.max - scale.min);
  const all = [...tags];
  if (!isPerf && model.drawn.close.length > 0) {
    const last = model.drawn.close[model.drawn.close.length - 1] as number;
    const up = last >= (model.drawn.close[model.drawn.close.length - 2] ?? model.previousClose);
    all.unshift({ color: up ? palette.upFill : palette.downFill, value: last });
  }
  for (const tag of all) {
    if (!Number.isFinite(tag.value)) continue;
    const y = scale.toY(tag.value);
    if (y < panel.top || y > panel.bottom) continue;
    rows.push(y);
    ctx.nodes.push(...valueTag(model.plotRight + 1, y, tag.text ?? formatPrice(tag.value, decimals), tag.color, FONT_SIZE - 1, 'price-label'));
  }
  return rows;
}

function drawPriceLegend(ctx: DrawContext, panel: PlacedPanel, studies: LegendEntry[], isPerf: boolean): void {
  const { model } = ctx;
  const { palette } = model.theme;
  const level = model.settings.legends;
  if (level === 'off') return;
  const entries: LegendEntry[] = [];
  if (!isPerf) {
    const quote = currentQuote(model);
    entries.push({ text: model.symbol + (model.invertedScale ? ' (inverted)' : ''), color: palette.text, bold: true });
    if (level !== 'minimal') {
      const period = model.intraday ? `${model.settings.period} min` : ({ D: 'Daily', W: 'Weekly', M: 'Monthly', Q: 'Quarterly', Y: 'Yearly' } as Record<string, string>)[model.settings.period] ?? model.settings.period;
      entries.push({ text: period, color: palette.axis });
      entries.push({ text: `Last ${formatPrice(quote.last)} ${formatSigned(quote.change)} (${formatSigned(quote.percentChange)}%)`, color: quote.change >= 0 ? palette.upLine : palette.downLine });
    }
    if (level === 'verbose' && model.drawn.close.length > 0) {
      const i = model.drawn.close.length - 1;
      const local = model.localTime(model.drawn.time[i] as number);
      const when = model.intraday ? `${displayDate(local)} ${displayTime(local)}` : displayDate(local);
      entries.push({ text: `${when} O ${formatPrice(model.drawn.open[i] as number)} H ${formatPrice(model.drawn.high[i] as number)} L ${formatPrice(model.drawn.low[i] as number)} C ${formatPrice(model.drawn.close[i] as number)} V ${formatCompact(model.drawn.volume[i] as number)}`, color: palette.text });
    }
  }
  ctx.nodes.push(...legendNodes([...entries, ...studies], model.plotLeft + 4, panel.top + FONT_SIZE + 2, model.plotRight - 4, FONT_SIZE, palette.panelBackground));
}

/** The quote shown in legends and the header: the caller's, or the last bar against the one before. */
export function currentQuote(model: ChartModel) {
  if (model.input.quote) return model.input.quote;
  const { history, end } = model;
  const last = history.close[end - 1] ?? NaN;
  const before = end >= 2 ? (history.close[end - 2] as number) : NaN;
  return {
    last,
    change: last - before,
    percentChange: ((last - before) / before) * 100,
    open: history.open[end - 1],
    high: history.high[end - 1],
    low: history.low[end - 1],
    volume: history.volume[end - 1],
    time: history.time[end - 1],
  };
}

/** Shades pre- and post-market bars of intraday charts when extended hours are shown (spec 2 §3). */
function sessionShading(model: ChartModel, panel: PlacedPanel): PathNode | undefined {
  if (!model.intraday || !model.settings.extendedHours || !model.timeAligned || tradesAroundTheClock(model.symbol)) return undefined;
  let d = '';
  const { x, drawn } = model;
  for (let i = 0; i < x.count; i++) {
    if (isRegularSession(drawn.time[i] as number)) continue;
    const w = x.widths[i] as number;
    d += `M${((x.centers[i] as number) - w / 2).toFixed(1)} ${panel.top}h${w.toFixed(1)}v${panel.bottom - panel.top}h${(-w).toFixed(1)}Z`;
  }
  return d ? { kind: 'path', role: 'extended-hours', d, style: { fill: model.theme.palette.shade } } : undefined;
}
