import { createDefaultChartSettings } from '@chartbench/core';
import { renderSvg } from '../render/svg';
import type { Scene, SceneNode } from '../scene/types';
import { resolveTheme } from '../theme/resolve';
import { formatPrice, px } from '../util/format';

/** What {@link paintPayoffChart} draws: an option strategy's profit or loss across underlying prices. */
export interface PayoffChartInput {
  /** Underlying prices, ascending; the x axis. */
  readonly prices: readonly number[];
  /** Profit or loss at expiry at each price. */
  readonly atExpiry: readonly number[];
  /** Profit or loss today (time value left) at each price. */
  readonly today: readonly number[];
  readonly breakEvens: readonly number[];
  readonly strikes: readonly number[];
  /** The underlying's last price, marked on the x axis. */
  readonly spot: number;
  readonly width?: number;
  readonly height?: number;
  /** What the chart shows, for its title (assistive technology). */
  readonly title?: string;
}

/** The most points a curve may have: a payoff needs a few hundred at most. */
export const MAX_PAYOFF_POINTS = 2000;

const PAD = { left: 62, right: 12, top: 24, bottom: 34 } as const;

function checkInput(input: PayoffChartInput, width: number, height: number): void {
  const n = input.prices.length;
  if (!(width >= 200 && width <= 4000 && height >= 120 && height <= 4000))
    throw new RangeError('paintPayoffChart: width must be 200-4000 and height 120-4000 pixels');
  if (n < 2 || n > MAX_PAYOFF_POINTS)
    throw new RangeError(`paintPayoffChart: a curve needs 2 to ${MAX_PAYOFF_POINTS} points`);
  if (input.atExpiry.length !== n || input.today.length !== n)
    throw new RangeError('paintPayoffChart: prices, atExpiry and today must have the same length');
  const finite = (values: readonly number[]) => values.every((v) => Number.isFinite(v));
  if (
    !finite(input.prices) ||
    !finite(input.atExpiry) ||
    !finite(input.today) ||
    !Number.isFinite(input.spot)
  )
    throw new RangeError('paintPayoffChart: every price and value must be a finite number');
  for (let i = 1; i < n; i++)
    if ((input.prices[i] as number) <= (input.prices[i - 1] as number))
      throw new RangeError('paintPayoffChart: prices must be ascending');
}

/** About five round steps across a range: 1, 2 or 5 times a power of ten. */
function niceStep(range: number): number {
  const raw = range / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * power;
}

const ticks = (low: number, high: number) => {
  const step = niceStep(high - low || 1);
  const out: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + step * 1e-9; v += step)
    out.push(Math.round(v / step) * step);
  return out;
};

/**
 * The payoff chart of an option strategy as a scene (issue 17 item 5): the profit or loss at expiry (solid) and
 * today (dashed) against the underlying price, the zero line, a marker and label at each break-even, dotted
 * strike markers and the underlying's last price. Profit sits above zero in the up colour's area, loss below.
 */
export function paintPayoffChart(input: PayoffChartInput): Scene {
  const width = Math.round(input.width ?? 640);
  const height = Math.round(input.height ?? 320);
  checkInput(input, width, height);
  const { palette, grid } = resolveTheme(createDefaultChartSettings());
  const left = PAD.left;
  const right = width - PAD.right;
  const top = PAD.top;
  const bottom = height - PAD.bottom;
  const xLow = input.prices[0] as number;
  const xHigh = input.prices[input.prices.length - 1] as number;
  let yLow = Math.min(0, ...input.atExpiry, ...input.today);
  let yHigh = Math.max(0, ...input.atExpiry, ...input.today);
  const margin = (yHigh - yLow || 1) * 0.08;
  yLow -= margin;
  yHigh += margin;
  const xOf = (price: number) => left + ((price - xLow) / (xHigh - xLow)) * (right - left);
  const yOf = (value: number) => bottom - ((value - yLow) / (yHigh - yLow)) * (bottom - top);
  const curve = (values: readonly number[]) =>
    input.prices
      .map((price, i) => `${i === 0 ? 'M' : 'L'}${px(xOf(price))} ${px(yOf(values[i] as number))}`)
      .join('');
  const zero = yOf(0);
  const nodes: SceneNode[] = [
    {
      kind: 'rect',
      role: 'payoff-panel',
      x: left,
      y: top,
      width: right - left,
      height: bottom - top,
      style: { fill: palette.panelBackground, stroke: palette.border, crisp: true },
    },
    // The profit and loss areas tint the plot above and below zero so the sign reads at a glance.
    {
      kind: 'rect',
      role: 'payoff-profit-area',
      x: left,
      y: top,
      width: right - left,
      height: Math.max(0, zero - top),
      style: { fill: palette.upFill, opacity: 0.08 },
    },
    {
      kind: 'rect',
      role: 'payoff-loss-area',
      x: left,
      y: zero,
      width: right - left,
      height: Math.max(0, bottom - zero),
      style: { fill: palette.downFill, opacity: 0.08 },
    },
  ];
  let gridD = '';
  const labels: SceneNode[] = [];
  for (const value of ticks(yLow, yHigh)) {
    const y = yOf(value);
    gridD += `M${left} ${px(Math.round(y) + 0.5)}H${right}`;
    labels.push({
      kind: 'text',
      role: 'payoff-value-label',
      x: left - 4,
      y: y + 3.5,
      text: formatPrice(value, 0),
      size: 10,
      fill: palette.axis,
      anchor: 'end',
    });
  }
  for (const price of ticks(xLow, xHigh)) {
    const x = xOf(price);
    gridD += `M${px(Math.round(x) + 0.5)} ${top}V${bottom}`;
    labels.push({
      kind: 'text',
      role: 'payoff-price-label',
      x,
      y: bottom + 13,
      text: formatPrice(price, price % 1 === 0 ? 0 : 2),
      size: 10,
      fill: palette.axis,
      anchor: 'middle',
    });
  }
  if (grid.visible)
    nodes.push({
      kind: 'path',
      role: 'grid',
      d: gridD,
      style: { stroke: grid.color, dash: grid.dash, crisp: true },
    });
  const plot: SceneNode[] = [];
  for (const strike of new Set(input.strikes)) {
    if (strike < xLow || strike > xHigh) continue;
    const x = xOf(strike);
    plot.push({
      kind: 'line',
      role: 'payoff-strike',
      x1: x,
      y1: top,
      x2: x,
      y2: bottom,
      style: { stroke: palette.axis, dash: '2 3' },
    });
  }
  if (input.spot >= xLow && input.spot <= xHigh) {
    const x = xOf(input.spot);
    plot.push({
      kind: 'line',
      role: 'payoff-spot',
      x1: x,
      y1: top,
      x2: x,
      y2: bottom,
      style: { stroke: palette.series, dash: '6 3' },
    });
  }
  plot.push(
    {
      kind: 'line',
      role: 'payoff-zero',
      x1: left,
      y1: zero,
      x2: right,
      y2: zero,
      style: { stroke: palette.text, strokeWidth: 1, crisp: true },
    },
    {
      kind: 'path',
      role: 'payoff-today',
      d: curve(input.today),
      style: { stroke: palette.lines[1] ?? palette.series, strokeWidth: 1.5, dash: '5 3' },
    },
    {
      kind: 'path',
      role: 'payoff-expiry',
      d: curve(input.atExpiry),
      style: { stroke: palette.series, strokeWidth: 2 },
    },
  );
  let marks = '';
  for (const even of input.breakEvens) {
    if (even < xLow || even > xHigh) continue;
    marks += `M${px(xOf(even))} ${px(zero)}h0`;
  }
  if (marks)
    plot.push({
      kind: 'path',
      role: 'payoff-break-even',
      d: marks,
      style: { stroke: palette.text, strokeWidth: 8, lineCap: 'round' },
    });
  nodes.push({
    kind: 'clip',
    role: 'payoff-plot',
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    children: plot,
  });
  for (const even of input.breakEvens) {
    if (even < xLow || even > xHigh) continue;
    labels.push({
      kind: 'text',
      role: 'payoff-break-even-label',
      x: xOf(even),
      y: zero - 8,
      text: formatPrice(even),
      size: 10,
      fill: palette.text,
      anchor: 'middle',
      weight: 'bold',
    });
  }
  labels.push(
    {
      kind: 'text',
      role: 'payoff-legend',
      x: left,
      y: 15,
      text: 'At expiry (solid) · Today (dashed) · Break-even (dot) · Strike (dotted)',
      size: 11,
      fill: palette.text,
    },
    {
      kind: 'text',
      role: 'payoff-axis-title',
      x: right,
      y: height - 4,
      text: 'Underlying price',
      size: 10,
      fill: palette.axis,
      anchor: 'end',
    },
  );
  nodes.push(...labels);
  return {
    width,
    height,
    background: palette.background,
    nodes,
    title: input.title ?? 'Option strategy payoff',
  };
}

/** The payoff chart as a standalone SVG document. */
export function renderPayoffChart(input: PayoffChartInput): { svg: string } {
  return { svg: renderSvg(paintPayoffChart(input)) };
}
