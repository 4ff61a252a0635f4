import { findColor } from '@chartbench/core';
import type { PlacedPanel } from '../../layout/panels';
import { lineData } from '../../scene/series';
import type { LegendEntry } from '../../scene/legend';
import { mainSeriesPaths } from '../../scene/main-series';
import { rawFromVisible } from '../../scene/studies';
import type { PathNode, SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { readLineColor } from '../../theme/resolve';
import { decimalsForRange, formatPrice, formatSigned } from '../../util/format';
import { isRegularSession, tradesAroundTheClock } from '../../util/sessions';
import { panelRect, type ChartPlan, type PlacedPanelPlan } from '../chart-plan';
import { elderImpulse } from '../elder';
import type { ChartModel } from '../model';
import type { PricePanelPlan } from '../panel-plan';
import { behindPriceScale, hasPercentScale } from '../panel-scale';
import { studyLooks } from '../study-looks';
import {
  paintPanelFrame,
  paintValueLabels,
  paintValueTags,
  panelTicks,
  type ValueTagPlan,
} from './paint-frame';
import { paintPriceLegend } from './paint-price-legend';
import { lastValue, paintStudy, studyTitle } from './paint-study';
import { paintVolumeBars } from './paint-study-shapes';
import { paintVolumeZones } from './paint-volume-zones';

/** Shades pre- and post-market bars of intraday charts when extended hours are shown (spec 2 §3). */
function sessionShading(model: ChartModel, theme: ChartTheme, panel: PlacedPanel): PathNode | undefined {
  if (
    !model.intraday ||
    !model.settings.extendedHours ||
    !model.timeAligned ||
    tradesAroundTheClock(model.symbol)
  )
    return undefined;
  let d = '';
  const { x, drawn } = model;
  for (let i = 0; i < x.count; i++) {
    if (isRegularSession(drawn.time[i] as number)) continue;
    const w = x.widths[i] as number;
    d += `M${((x.centers[i] as number) - w / 2).toFixed(1)} ${panel.top}h${w.toFixed(1)}v${panel.bottom - panel.top}h${(-w).toFixed(1)}Z`;
  }
  return d ? { kind: 'path', role: 'extended-hours', d, style: { fill: theme.palette.shade } } : undefined;
}

/** The main series of the chart type, with Elder Impulse colours where the type asks for them. */
function mainSeries(
  model: ChartModel,
  theme: ChartTheme,
  panel: PlacedPanelPlan<PricePanelPlan>,
): PathNode[] {
  const { palette } = theme;
  const type = model.chartType.engineType;
  const colors = {
    up: palette.upLine,
    down: palette.downLine,
    upFill: palette.upFill,
    downFill: palette.downFill,
    background: palette.panelBackground,
  };
  const blue = findColor('blue')?.hex ?? palette.series;
  return mainSeriesPaths(model.drawn, model.x, panel.scale, {
    type,
    weight: model.chartType.engineArgs,
    colors,
    lineColor: palette.series,
    solidCandles: model.settings.solidCandles,
    previousClose: model.timeAligned ? model.previousClose : NaN,
    opacity: theme.seriesOpacity,
    impulse: type === 'elderImpulse' ? elderImpulse(model) : undefined,
    impulseColors: { up: palette.upFill, down: palette.downFill, neutral: blue },
    kagi: model.series.kagi,
  });
}

/** What the price panel's plot holds besides the main series, with the legend entries and tags it adds. */
interface PlotLayer {
  readonly nodes: SceneNode[];
  readonly legend: LegendEntry[];
  readonly tags: ValueTagPlan[];
}

/** PerfChart: the zero line and each symbol's percent line, with legend entries and tags in percent. */
function perfLayer(model: ChartModel, theme: ChartTheme, panel: PlacedPanelPlan<PricePanelPlan>): PlotLayer {
  const { palette } = theme;
  const { scale } = panel;
  const rect = panelRect(model, panel.placed);
  const layer: PlotLayer = { nodes: [], legend: [], tags: [] };
  if (model.chartType.engineType !== 'perfChart') return layer;
  layer.nodes.push({
    kind: 'path',
    role: 'perf-zero',
    d: `M${rect.left} ${scale.toY(0)}H${rect.right}`,
    style: { stroke: palette.axis, dash: '2 2', crisp: true },
  });
  panel.plan.perfLines.forEach((p, index) => {
    const color = index === 0 ? palette.series : readLineColor('auto', palette, index);
    layer.nodes.push({
      kind: 'path',
      role: `perf-${index}`,
      d: lineData(p.line.values, p.line.xs, scale),
      style: { stroke: color, strokeWidth: 1.5 },
    });
    const last = lastValue(p.line.values, p.line.values.length);
    layer.legend.push({
      text: model.settings.legends === 'minimal' ? p.symbol : `${p.symbol} ${formatSigned(last)}%`,
      color,
      bold: index === 0,
    });
    layer.tags.push({ color, value: last, text: `${formatSigned(last)}%` });
  });
  return layer;
}

/** The overlays: on the price scale (or a scale of their own), with legend entries and tags of those on it. */
function overlayLayer(
  model: ChartModel,
  theme: ChartTheme,
  panel: PlacedPanelPlan<PricePanelPlan>,
): PlotLayer {
  const layer: PlotLayer = { nodes: [], legend: [], tags: [] };
  for (const overlay of panel.plan.overlays) {
    const { study } = overlay;
    const scale = study.sharesPriceScale
      ? panel.scale
      : behindPriceScale(
          study.id,
          study.lines.map((l) => l.values),
          panel.placed,
          model,
        );
    if (studyLooks(study.id).volumeZones && !study.error) {
      layer.nodes.push(...paintVolumeZones(model, theme, overlay, scale));
      layer.legend.push({
        text: studyTitle(study, model.settings.legends),
        color: overlay.colours.title,
        bold: true,
      });
      continue;
    }
    const painted = paintStudy(model, theme, overlay, scale, `overlay-${overlay.rowId}`);
    layer.nodes.push(...painted.paths);
    layer.legend.push(...painted.legend);
    if (study.sharesPriceScale) layer.tags.push(...painted.tags);
  }
  return layer;
}

/** The last close as the first tag, in the up or down colour of its change. */
function lastCloseTag(model: ChartModel, theme: ChartTheme): ValueTagPlan[] {
  const { close } = model.drawn;
  if (close.length === 0) return [];
  const last = close[close.length - 1] as number;
  const up = last >= (close[close.length - 2] ?? model.previousClose);
  return [{ color: up ? theme.palette.upFill : theme.palette.downFill, value: last }];
}

/**
 * Paints the price panel: frame and grid, then clipped to the plot the session shading, behind-price studies,
 * the volume overlay, the main series, PerfChart lines and the overlays; then price tags, value labels and
 * the legend.
 */
export function paintPricePanel(
  chart: ChartPlan,
  panel: PlacedPanelPlan<PricePanelPlan>,
  theme: ChartTheme,
): SceneNode[] {
  const { model } = chart;
  const { plan, placed, scale } = panel;
  const { palette } = theme;
  const isPerf = model.chartType.engineType === 'perfChart';
  const ticks = panelTicks(placed, scale, theme);
  const rect = panelRect(model, placed);
  const clipped: SceneNode[] = [];
  const shading = sessionShading(model, theme, placed);
  if (shading) clipped.push(shading);
  const legend: LegendEntry[] = [];
  for (const study of plan.behind) {
    const own = study.study.sharesPriceScale
      ? scale
      : behindPriceScale(
          study.study.id,
          study.study.lines.map((l) => l.values),
          placed,
          model,
        );
    const painted = paintStudy(model, theme, study, own, 'behind');
    clipped.push(...painted.paths);
    if (study.study.id !== 'volume' || model.settings.legends === 'verbose') legend.push(...painted.legend);
  }
  const volume = plan.volumeOverlay?.lines[0]?.values;
  if (plan.volumeOverlay && volume) {
    const volumeScale = behindPriceScale('volume', [volume], placed, model);
    clipped.push(
      ...paintVolumeBars(
        model,
        theme,
        volume,
        rawFromVisible(plan.volumeOverlay, 'direction', model.start),
        volumeScale,
        'volume-overlay',
        0.55,
      ),
    );
  }
  clipped.push(...mainSeries(model, theme, panel));
  const perf = perfLayer(model, theme, panel);
  const overlays = overlayLayer(model, theme, panel);
  clipped.push(...perf.nodes, ...overlays.nodes);
  if (model.drawn.close.length === 0 && !isPerf) {
    const text =
      model.history.close.length === 0
        ? `No price data for ${model.symbol}`
        : `Not enough price movement to draw ${model.chartType.title} with these settings`;
    clipped.push({
      kind: 'text',
      role: 'no-data',
      x: (rect.left + rect.right) / 2,
      y: (rect.top + rect.bottom) / 2,
      text,
      size: 13,
      fill: palette.axis,
      anchor: 'middle',
    });
  }
  const decimals = decimalsForRange(scale.max - scale.min);
  const tags = model.settings.priceLabels
    ? paintValueTags(
        chart,
        placed,
        scale,
        [...(isPerf ? [] : lastCloseTag(model, theme)), ...perf.tags, ...overlays.tags],
        (v) => formatPrice(v, decimals),
      )
    : { nodes: [], rows: [] };
  return [
    ...paintPanelFrame(chart, placed, ticks, scale, theme, 'price'),
    {
      kind: 'clip',
      role: 'price-plot',
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
      children: clipped,
    },
    ...tags.nodes,
    ...paintValueLabels(
      chart,
      placed,
      scale,
      ticks,
      theme,
      hasPercentScale(model) ? 'study' : 'price',
      tags.rows,
    ),
    ...paintPriceLegend(chart, placed, theme, [...legend, ...perf.legend, ...overlays.legend], isPerf),
  ];
}
