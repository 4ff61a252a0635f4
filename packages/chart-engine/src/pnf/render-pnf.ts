import {
  createDefaultChartSettings,
  maxPointAndFigureRows,
  pointAndFigureRows,
  type Bars,
} from '@chartbench/core';
import { ChartBoundsError } from '../bounds-error';
import { renderSvg } from '../render/svg';
import { legendNodes } from '../scene/legend';
import type { SceneNode } from '../scene/types';
import { resolveTheme } from '../theme/resolve';
import { displayDate } from '../util/dates';
import { formatPrice } from '../util/format';
import { px } from '../util/format';
import { validateBars } from '../validate';
import { defaultBoxSize, pointAndFigure } from './point-and-figure';

/** What {@link renderPointAndFigure} draws from. */
export interface RenderPointAndFigureInput {
  readonly symbol: string;
  readonly bars: Bars;
  /** Price per box; defaults to about 1% of the last close, rounded to a nice value. */
  readonly boxSize?: number;
  /** Boxes needed to start a new column; defaults to 3. */
  readonly reversal?: number;
  readonly width?: number;
  readonly height?: number;
  /** Colour scheme id (spec 2 §3); defaults to the default scheme. */
  readonly colorScheme?: string;
}

const MONTH_MARKS = '123456789ABC';

/** Refuses a box so small that the price span needs more rows than the plot has pixels (each row is drawn). */
function checkPointAndFigureRows(bars: Bars, boxSize: number, plotHeight: number): void {
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < bars.close.length; i++) {
    lowest = Math.min(lowest, bars.low[i] as number);
    highest = Math.max(highest, bars.high[i] as number);
  }
  if (!Number.isFinite(lowest)) return;
  const rows = pointAndFigureRows(lowest, highest, boxSize);
  const most = maxPointAndFigureRows(plotHeight);
  if (rows > most)
    throw new ChartBoundsError(
      `The box size ${boxSize} is too small for this chart: the prices need about ${Math.round(Math.min(rows, 1e15))} rows of boxes, and at most ${most} fit in ${Math.round(plotHeight)} pixels.`,
    );
}

/**
 * Renders a point-and-figure chart (spec 1 §2.2, /pnf/chart): X columns for rising prices, O columns for
 * falling ones, the first box of each month written as its month mark (1-9, A-C), price levels on the right.
 * Every X is one path, every O another: the element count does not grow with the data.
 */
export function renderPointAndFigure(input: RenderPointAndFigureInput): { svg: string } {
  if (typeof input.symbol !== 'string' || input.symbol.trim() === '')
    throw new TypeError('renderPointAndFigure: symbol must be a non-empty string');
  validateBars(input.bars, `renderPointAndFigure(${input.symbol})`);
  const width = Math.round(input.width ?? 700);
  const height = Math.round(input.height ?? 500);
  if (!(width >= 100 && width <= 10_000 && height >= 100 && height <= 10_000))
    throw new RangeError('renderPointAndFigure: width and height must be between 100 and 10000 pixels');
  const boxSize = input.boxSize ?? defaultBoxSize(input.bars);
  const reversal = input.reversal ?? 3;
  const settings = { ...createDefaultChartSettings(), colorScheme: input.colorScheme ?? 'murphy' };
  const { palette, grid } = resolveTheme(settings);
  const left = 8;
  const right = width - 64;
  const top = 34;
  const bottom = height - 22;
  checkPointAndFigureRows(input.bars, boxSize, bottom - top);
  const all = pointAndFigure(input.bars, boxSize, reversal);
  const fitColumns = Math.max(1, Math.floor((right - left) / 6));
  const columns = all.slice(Math.max(0, all.length - fitColumns));
  let lowBox = Infinity;
  let highBox = -Infinity;
  for (const c of columns) {
    lowBox = Math.min(lowBox, c.low);
    highBox = Math.max(highBox, c.high);
  }
  const rows = Number.isFinite(lowBox) ? highBox - lowBox + 3 : 10;
  // Boxes are as wide and as tall as the plot allows, up to 16 px, and never more than twice as tall as wide.
  const cellWidth = Math.max(2, Math.min(16, (right - left) / Math.max(1, columns.length + 2)));
  const cell = Math.max(2, Math.min(16, cellWidth * 2, (bottom - top) / rows));
  const yOf = (box: number) => bottom - (box - (lowBox - 1) + 0.5) * cell;
  const xOf = (column: number) => left + (column + 1) * cellWidth;
  const nodes: SceneNode[] = [];
  nodes.push({
    kind: 'rect',
    role: 'panel-pnf',
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    style: { fill: palette.panelBackground, stroke: palette.border, crisp: true },
  });
  const labelEvery = Math.max(1, Math.ceil(14 / cell));
  let gridPath = '';
  const labels: SceneNode[] = [];
  if (Number.isFinite(lowBox)) {
    for (let box = lowBox - 1; box <= highBox + 1; box++) {
      if ((box - lowBox) % labelEvery !== 0) continue;
      const y = yOf(box);
      if (y < top || y > bottom) continue;
      gridPath += `M${left} ${px(Math.round(y) + 0.5)}H${right}`;
      labels.push({
        kind: 'text',
        role: 'axis-label',
        x: right + 4,
        y: y + 3.5,
        text: formatPrice(box * boxSize, boxSize < 0.1 ? 3 : 2),
        size: 10,
        fill: palette.axis,
      });
    }
  }
  if (gridPath && grid.visible)
    nodes.push({
      kind: 'path',
      role: 'grid',
      d: gridPath,
      style: { stroke: grid.color, dash: grid.dash, crisp: true },
    });
  let xs = '';
  let os = '';
  const marks: SceneNode[] = [];
  const rx = cellWidth * 0.38;
  const ry = cell * 0.38;
  columns.forEach((column, index) => {
    const cx = xOf(index);
    const markAt = new Map(column.months.map((m) => [m.box, m.month]));
    for (let box = column.low; box <= column.high; box++) {
      const cy = yOf(box);
      const month = markAt.get(box);
      if (month !== undefined) {
        marks.push({
          kind: 'text',
          role: 'pnf-month',
          x: cx,
          y: cy + cell * 0.35,
          text: MONTH_MARKS[month] ?? '',
          size: Math.max(6, Math.min(cell, cellWidth * 1.4) * 0.9),
          fill: column.rising ? palette.upLine : palette.downLine,
          anchor: 'middle',
          weight: 'bold',
        });
      } else if (column.rising)
        xs += `M${px(cx - rx)} ${px(cy - ry)}L${px(cx + rx)} ${px(cy + ry)}M${px(cx - rx)} ${px(cy + ry)}L${px(cx + rx)} ${px(cy - ry)}`;
      else
        os += `M${px(cx - rx)} ${px(cy)}a${px(rx)} ${px(ry)} 0 1 0 ${px(2 * rx)} 0a${px(rx)} ${px(ry)} 0 1 0 ${px(-2 * rx)} 0`;
    }
  });
  const clip: SceneNode[] = [];
  if (xs)
    clip.push({
      kind: 'path',
      role: 'pnf-x',
      d: xs,
      style: { stroke: palette.upLine, strokeWidth: Math.max(1, cellWidth / 8) },
    });
  if (os)
    clip.push({
      kind: 'path',
      role: 'pnf-o',
      d: os,
      style: { stroke: palette.downLine, strokeWidth: Math.max(1, cellWidth / 8) },
    });
  clip.push(...marks);
  nodes.push({
    kind: 'clip',
    role: 'pnf-plot',
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    children: clip,
  });
  nodes.push(...labels);
  const lastTime = input.bars.time[input.bars.time.length - 1];
  const lastClose = input.bars.close[input.bars.close.length - 1];
  nodes.push(
    ...legendNodes(
      [
        { text: input.symbol, color: palette.text, bold: true },
        {
          text: `P&F  box ${formatPrice(boxSize, boxSize < 0.1 ? 3 : 2)} x ${reversal} reversal, high/low`,
          color: palette.axis,
        },
        {
          text:
            lastTime === undefined
              ? 'No data'
              : `${displayDate(lastTime)}  Last ${formatPrice(lastClose ?? NaN)}`,
          color: palette.text,
        },
      ],
      left,
      20,
      width - 8,
      11,
      palette.background,
    ),
  );
  return {
    svg: renderSvg({
      width,
      height,
      background: palette.background,
      nodes,
      title: `${input.symbol} point and figure chart`,
    }),
  };
}
