import { findChartType, type Bars, type ChartSettings, type InspectorPanel } from '@chartbench/core';
import { decimateBars } from './layout/decimate';
import { stackPanels, DEFAULT_PANEL_WEIGHT, type PanelSlot } from './layout/panels';
import { selectRange } from './layout/range';
import { createValueScale, padRange } from './layout/scale';
import { scaleTicks } from './layout/ticks';
import { timeTicks } from './layout/time-ticks';
import { createUniformXAxis } from './layout/x-axis';
import { buildInspectorText, type DrawnBar } from './render/inspector';
import { renderSvg } from './render/svg';
import { dateAxis, gridPath, valueLabels } from './scene/axes';
import { candlePaths, histogramData, ohlcPaths } from './scene/series';
import type { SceneNode } from './scene/types';
import { FALLBACK_PALETTE } from './theme/palette';
import type { RenderChartInput, RenderChartOutput } from './types';
import { displayDate } from './util/dates';
import { decimalsForRange, formatCompact, formatPrice, formatSigned } from './util/format';
import { validateInput } from './validate';

const RIGHT_AXIS = 62;
const LEFT_MARGIN = 6;
const DATE_AXIS = 20;
const FONT = 10.5;

function chartWidth(settings: ChartSettings): number {
  if (settings.chartSize === 'custom') return settings.customWidth;
  const named = Number(settings.chartSize);
  return Number.isFinite(named) && named > 0 ? named : 900;
}

/** Renders a chart of `symbol` from its bars and settings to an SVG string and the inspector text. */
export function renderChart(input: RenderChartInput): RenderChartOutput {
  validateInput(input);
  const { settings, symbol } = input;
  const palette = FALLBACK_PALETTE;
  const width = Math.round(input.width ?? chartWidth(settings));
  const baseHeight = Math.round((width * 312) / 700);
  const volumeSeparate = settings.chartSettingsVolumeMenuValue === 'separate';
  const height = Math.round(input.height ?? baseHeight * (1 + (volumeSeparate ? DEFAULT_PANEL_WEIGHT : 0)));
  const plotLeft = LEFT_MARGIN;
  const plotRight = width - RIGHT_AXIS;
  const plotWidth = Math.max(1, plotRight - plotLeft);
  const range = selectRange(input.bars.time, settings, plotWidth);
  const visible = sliceColumns(input.bars, range.start, range.end);
  const folded = decimateBars(visible, plotWidth);
  const bars = folded.bars;
  const n = bars.close.length;
  const x = createUniformXAxis(n, settings.rangeExtraBars, plotLeft, plotRight);
  const previousClose = range.start > 0 ? (input.bars.close[range.start - 1] as number) : NaN;

  const slots: PanelSlot[] = [{ id: 'price', kind: 'price', weight: 1 }];
  if (volumeSeparate) slots.push({ id: 'volume', kind: 'volume', weight: DEFAULT_PANEL_WEIGHT });
  const panels = stackPanels(slots, 22, height - DATE_AXIS);
  const ticksOfTime = timeTicks(bars.time, x.slot);
  const nodes: SceneNode[] = [];
  const inspectorPanels: InspectorPanel[] = [];
  const chartType = findChartType(settings.chartType);
  const grid = { color: palette.grid, density: 1, visible: settings.chartGrid !== 'off' };

  for (const panel of panels) {
    const rect = { left: plotLeft, right: plotRight, top: panel.top, bottom: panel.bottom };
    nodes.push({ kind: 'rect', role: `panel-${panel.id}`, x: plotLeft, y: panel.top, width: plotWidth, height: panel.bottom - panel.top, style: { fill: palette.panelBackground, stroke: palette.border, crisp: true } });
    if (panel.kind === 'price') {
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = 0; i < n; i++) {
        lo = Math.min(lo, bars.low[i] as number);
        hi = Math.max(hi, bars.high[i] as number);
      }
      const [min, max] = padRange(lo, hi, 0.04, settings.isLogScale);
      const scale = createValueScale({ min, max, top: panel.top + 16, bottom: panel.bottom - 4, log: settings.isLogScale });
      const ticks = scaleTicks(scale);
      const grids = gridPath(rect, scale, ticks, x, ticksOfTime, grid);
      if (grids) nodes.push(grids);
      const colors = { up: palette.upLine, down: palette.downLine, upFill: palette.upFill, downFill: palette.downFill, background: palette.panelBackground };
      const series =
        chartType?.engineType === 'candle'
          ? candlePaths(bars, x, scale, colors, { solid: settings.solidCandles, previousClose })
          : ohlcPaths(bars, x, scale, colors, { thick: chartType?.engineArgs === 'thick', withOpen: chartType?.engineType !== 'hlc', previousClose });
      nodes.push({ kind: 'clip', x: rect.left, y: rect.top, width: plotWidth, height: rect.bottom - rect.top, children: series, role: 'price-series' });
      const decimals = decimalsForRange(max - min);
      nodes.push(...valueLabels(rect, scale, ticks, (v) => formatPrice(v, decimals), palette.axis, FONT));
      inspectorPanels.push({ id: panel.id, maxY: panel.top, minY: panel.bottom, maxValue: scale.fromY(panel.top), minValue: scale.fromY(panel.bottom), isLog: scale.log, isPrice: true, isVolume: false, hasFullQuote: false });
    } else {
      let hi = 0;
      for (let i = 0; i < n; i++) hi = Math.max(hi, bars.volume[i] as number);
      const scale = createValueScale({ min: 0, max: hi * 1.1 || 1, top: panel.top + 14, bottom: panel.bottom });
      const ticks = scaleTicks(scale, 30);
      const grids = gridPath(rect, scale, ticks, x, ticksOfTime, grid);
      if (grids) nodes.push(grids);
      const up = (i: number) => (bars.close[i] as number) >= (i > 0 ? (bars.close[i - 1] as number) : Number.isNaN(previousClose) ? (bars.open[i] as number) : previousClose);
      nodes.push({ kind: 'path', role: 'volume-up', d: histogramData(bars.volume, x, scale, 0, up), style: { fill: palette.volumeUp, crisp: true } });
      nodes.push({ kind: 'path', role: 'volume-down', d: histogramData(bars.volume, x, scale, 0, (i) => !up(i)), style: { fill: palette.volumeDown, crisp: true } });
      nodes.push(...valueLabels(rect, scale, ticks, formatCompact, palette.axis, FONT));
      nodes.push({ kind: 'text', role: 'legend', x: plotLeft + 4, y: panel.top + 11, text: `Volume ${formatCompact(bars.volume[n - 1] ?? NaN)}`, size: FONT, fill: palette.text });
      inspectorPanels.push({ id: panel.id, maxY: panel.top, minY: panel.bottom, maxValue: scale.fromY(panel.top), minValue: scale.fromY(panel.bottom), isLog: false, isPrice: false, isVolume: true, hasFullQuote: false });
    }
  }
  const lowest = panels.at(-1);
  if (lowest) nodes.push(...dateAxis({ left: plotLeft, right: plotRight, top: lowest.top, bottom: lowest.bottom }, x, ticksOfTime, palette.axis, FONT));

  const last = n - 1;
  const lastClose = bars.close[last] ?? NaN;
  const beforeLast = last > 0 ? (bars.close[last - 1] as number) : previousClose;
  const quote = input.quote ?? { last: lastClose, change: lastClose - beforeLast, percentChange: ((lastClose - beforeLast) / beforeLast) * 100 };
  const title = `${symbol} ${chartType?.title ?? settings.chartType}`;
  const legend = `${symbol}  ${n > 0 ? displayDate(bars.time[last] as number) : ''}  Last ${formatPrice(quote.last)}  ${formatSigned(quote.change)} (${formatSigned(quote.percentChange)}%)`;
  nodes.push({ kind: 'text', role: 'legend', x: plotLeft, y: 15, text: legend, size: FONT + 1, fill: palette.text, weight: 'bold' });

  const drawnBars: DrawnBar[] = [];
  for (let i = 0; i < n; i++) {
    const nextFirst = i + 1 < n ? (folded.firstIndex[i + 1] as number) : visible.close.length;
    drawnBars.push({
      x: x.centers[i] as number,
      start: bars.time[i] as number,
      lastStart: visible.time[nextFirst - 1] as number,
      open: bars.open[i] as number,
      high: bars.high[i] as number,
      low: bars.low[i] as number,
      close: bars.close[i] as number,
      volume: bars.volume[i] as number,
      previousClose: i > 0 ? (bars.close[i - 1] as number) : previousClose,
    });
  }
  const svg = renderSvg({ width, height, background: palette.background, nodes, title });
  const inspectorText = buildInspectorText({ width, height, period: settings.period, plotLeft, plotRight, panels: inspectorPanels, bars: drawnBars });
  return { svg, inspectorText };
}

function sliceColumns(bars: Bars, start: number, end: number): Bars {
  return {
    time: bars.time.subarray(start, end),
    open: bars.open.subarray(start, end),
    high: bars.high.subarray(start, end),
    low: bars.low.subarray(start, end),
    close: bars.close.subarray(start, end),
    volume: bars.volume.subarray(start, end),
  };
}
