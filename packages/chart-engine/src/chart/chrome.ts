import { findPeriod, findRange } from '@chartbench/core';
import { padRange, createValueScale } from '../layout/scale';
import { createUniformXAxis } from '../layout/x-axis';
import { candlePaths } from '../scene/series';
import type { SceneNode } from '../scene/types';
import { displayDate, displayTime } from '../util/dates';
import { formatCompact, formatPrice, formatSigned } from '../util/format';
import { FONT_SIZE, type DrawContext } from './draw-context';
import type { ChartModel } from './model';
import { ZOOM_THUMBNAIL_WIDTH } from './model';
import { currentQuote } from './price-panel';

/** A one-line description of the chart: period, range, chart type and scale. */
export function chartDescription(model: ChartModel): string {
  const period = findPeriod(model.settings.period)?.title ?? model.settings.period;
  const range = model.settings.range === 'custom' ? `${model.settings.rangeStartDate || 'start'} to ${model.settings.rangeEndDate || 'today'}` : (findRange(model.settings.range)?.title ?? model.settings.range);
  const scale = model.settings.isLogScale ? 'Log scale' : 'Linear scale';
  return [period, range, model.chartType.title, scale].join(' \u00b7 ');
}

/** The full-quote header (spec 2 §3 full quote): symbol and name, the latest quote, the chart description. */
export function drawFullQuoteHeader(ctx: DrawContext, height: number): void {
  const { model } = ctx;
  const { palette } = model.theme;
  const quote = currentQuote(model);
  const left = model.plotLeft;
  const nodes: SceneNode[] = [];
  const name = [quote.name, quote.exchange].filter(Boolean).join(' \u00b7 ');
  nodes.push({ kind: 'text', role: 'header-symbol', x: left, y: 20, text: model.symbol, size: 16, fill: palette.text, weight: 'bold' });
  if (name) nodes.push({ kind: 'text', role: 'header-name', x: left + model.symbol.length * 10 + 12, y: 20, text: name, size: 12, fill: palette.text });
  const local = quote.time === undefined ? undefined : model.localTime(quote.time);
  const when = local === undefined ? '' : model.intraday ? `${displayDate(local)} ${displayTime(local)}` : displayDate(local);
  const parts = [
    when,
    quote.open === undefined ? '' : `Open ${formatPrice(quote.open)}`,
    quote.high === undefined ? '' : `High ${formatPrice(quote.high)}`,
    quote.low === undefined ? '' : `Low ${formatPrice(quote.low)}`,
    `Last ${formatPrice(quote.last)}`,
    quote.volume === undefined ? '' : `Volume ${formatCompact(quote.volume)}`,
  ].filter(Boolean);
  nodes.push({ kind: 'text', role: 'header-quote', x: left, y: 39, text: parts.join('   '), size: 11.5, fill: palette.text });
  const change = `Chg ${formatSigned(quote.change)} (${formatSigned(quote.percentChange)}%)`;
  nodes.push({ kind: 'text', role: 'header-change', x: model.chartWidth - 8, y: 39, text: change, size: 11.5, fill: quote.change >= 0 ? palette.upLine : palette.downLine, anchor: 'end', weight: 'bold' });
  nodes.push({ kind: 'text', role: 'header-description', x: left, y: 57, text: chartDescription(model), size: FONT_SIZE, fill: palette.axis });
  nodes.push({ kind: 'text', role: 'header-brand', x: model.chartWidth - 8, y: 57, text: 'Chartbench', size: FONT_SIZE, fill: palette.axis, anchor: 'end' });
  nodes.push({ kind: 'line', role: 'header-rule', x1: 0, y1: height - 4.5, x2: model.chartWidth, y2: height - 4.5, style: { stroke: palette.border, opacity: 0.5, crisp: true } });
  ctx.nodes.push(...nodes);
}

/** Bars the zoom thumbnail shows: the latest bars, enlarged. */
const THUMBNAIL_BARS = 20;

/** The zoom thumbnail (spec 1 §9: 150 px): the latest bars as large candles beside the chart. */
export function drawZoomThumbnail(ctx: DrawContext, top: number, bottom: number): void {
  const { model } = ctx;
  const { palette } = model.theme;
  const left = model.chartWidth + 4;
  const right = model.chartWidth + ZOOM_THUMBNAIL_WIDTH - 8;
  const end = model.end;
  const start = Math.max(0, end - THUMBNAIL_BARS);
  const { history } = model;
  const bars = {
    time: history.time.subarray(start, end),
    open: history.open.subarray(start, end),
    high: history.high.subarray(start, end),
    low: history.low.subarray(start, end),
    close: history.close.subarray(start, end),
    volume: history.volume.subarray(start, end),
  };
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < bars.close.length; i++) {
    lo = Math.min(lo, bars.low[i] as number);
    hi = Math.max(hi, bars.high[i] as number);
  }
  const [min, max] = padRange(lo, hi, 0.06, false);
  const scale = createValueScale({ min, max, top: top + 18, bottom: bottom - 4 });
  const x = createUniformXAxis(bars.close.length, 0, left, right);
  ctx.nodes.push({ kind: 'rect', role: 'zoom-thumbnail', x: left, y: top, width: right - left, height: bottom - top, style: { fill: palette.panelBackground, stroke: palette.border, crisp: true } });
  ctx.nodes.push({ kind: 'text', role: 'zoom-thumbnail', x: left + 4, y: top + 13, text: `Zoom: last ${bars.close.length} bars`, size: FONT_SIZE - 1, fill: palette.axis });
  const colors = { up: palette.upLine, down: palette.downLine, upFill: palette.upFill, downFill: palette.downFill, background: palette.panelBackground };
  const paths = candlePaths(bars, x, scale, colors, { solid: model.settings.solidCandles, previousClose: start > 0 ? (history.close[start - 1] as number) : NaN, role: 'zoom' });
  ctx.nodes.push({ kind: 'clip', role: 'zoom-plot', x: left, y: top, width: right - left, height: bottom - top, children: paths });
}
