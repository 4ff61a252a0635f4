import { findPeriod, findRange } from '@chartbench/core';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { displayDate, displayTime } from '../../util/dates';
import { formatCompact, formatPrice, formatSigned } from '../../util/format';
import { FONT_SIZE, type ChartPlan } from '../chart-plan';
import type { ChartModel } from '../model';
import { currentQuote } from '../quote';

/** A one-line description of the chart: period, range, chart type and scale. */
export function chartDescription(model: ChartModel): string {
  const period = findPeriod(model.settings.period)?.title ?? model.settings.period;
  const range =
    model.settings.range === 'custom'
      ? `${model.settings.rangeStartDate || 'start'} to ${model.settings.rangeEndDate || 'today'}`
      : (findRange(model.settings.range)?.title ?? model.settings.range);
  const scale = model.settings.isLogScale ? 'Log scale' : 'Linear scale';
  return [period, range, model.chartType.title, scale].join(' \u00b7 ');
}

/** The full-quote header (spec 2 §3 full quote): symbol and name, the latest quote, the chart description. */
export function paintFullQuoteHeader(chart: ChartPlan, height: number, theme: ChartTheme): SceneNode[] {
  const { model } = chart;
  const { palette } = theme;
  const quote = currentQuote(model);
  const left = model.plotLeft;
  const nodes: SceneNode[] = [];
  const name = [quote.name, quote.exchange].filter(Boolean).join(' \u00b7 ');
  nodes.push({
    kind: 'text',
    role: 'header-symbol',
    x: left,
    y: 20,
    text: model.symbol,
    size: 16,
    fill: palette.text,
    weight: 'bold',
  });
  if (name)
    nodes.push({
      kind: 'text',
      role: 'header-name',
      x: left + model.symbol.length * 10 + 12,
      y: 20,
      text: name,
      size: 12,
      fill: palette.text,
    });
  const local = quote.time === undefined ? undefined : model.localTime(quote.time);
  const when =
    local === undefined
      ? ''
      : model.intraday
        ? `${displayDate(local)} ${displayTime(local)}`
        : displayDate(local);
  const parts = [
    when,
    quote.open === undefined ? '' : `Open ${formatPrice(quote.open)}`,
    quote.high === undefined ? '' : `High ${formatPrice(quote.high)}`,
    quote.low === undefined ? '' : `Low ${formatPrice(quote.low)}`,
    `Last ${formatPrice(quote.last)}`,
    quote.volume === undefined ? '' : `Volume ${formatCompact(quote.volume)}`,
  ].filter(Boolean);
  nodes.push({
    kind: 'text',
    role: 'header-quote',
    x: left,
    y: 39,
    text: parts.join('   '),
    size: 11.5,
    fill: palette.text,
  });
  const change = `Chg ${formatSigned(quote.change)} (${formatSigned(quote.percentChange)}%)`;
  nodes.push({
    kind: 'text',
    role: 'header-change',
    x: model.chartWidth - 8,
    y: 39,
    text: change,
    size: 11.5,
    fill: quote.change >= 0 ? palette.upLine : palette.downLine,
    anchor: 'end',
    weight: 'bold',
  });
  nodes.push({
    kind: 'text',
    role: 'header-description',
    x: left,
    y: 57,
    text: chartDescription(model),
    size: FONT_SIZE,
    fill: palette.axis,
  });
  nodes.push({
    kind: 'text',
    role: 'header-brand',
    x: model.chartWidth - 8,
    y: 57,
    text: 'Chartbench',
    size: FONT_SIZE,
    fill: palette.axis,
    anchor: 'end',
  });
  nodes.push({
    kind: 'line',
    role: 'header-rule',
    x1: 0,
    y1: height - 4.5,
    x2: model.chartWidth,
    y2: height - 4.5,
    style: { stroke: palette.border, opacity: 0.5, crisp: true },
  });
  return nodes;
}
