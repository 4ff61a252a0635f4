import { padRange, createValueScale, type ValueScale } from '../layout/scale';
import { scaleTicks } from '../layout/ticks';
import type { PlacedPanel } from '../layout/panels';
import { gridPath, valueLabels } from '../scene/axes';
import { decimalsForRange, formatCompact, formatPrice } from '../util/format';
import { FONT_SIZE, panelRect, type DrawContext } from './draw-context';

/** Builds a panel's value scale from a data extent, padded so extremes stay off the edges. */
export function panelScale(panel: PlacedPanel, lo: number, hi: number, options: { log: boolean; inverted: boolean; topInset: number; padding?: number }): ValueScale {
  const finite = Number.isFinite(lo) && Number.isFinite(hi);
  const [min, max] = finite ? padRange(lo, hi, options.padding ?? 0.05, options.log && lo > 0) : [0, 1];
  return createValueScale({ min, max, top: panel.top + options.topInset, bottom: panel.bottom - 3, log: options.log, inverted: options.inverted });
}

/** Draws a panel's background, border and grid, and returns its value ticks. */
export function drawPanelFrame(ctx: DrawContext, panel: PlacedPanel, scale: ValueScale, role: string): number[] {
  const { model } = ctx;
  const { palette, grid } = model.theme;
  const rect = panelRect(model, panel);
  ctx.nodes.push({ kind: 'rect', role: `panel-${role}`, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, style: { fill: palette.panelBackground, stroke: palette.border, crisp: true } });
  const spacing = grid.density > 1 ? 22 : panel.bottom - panel.top < 90 ? 28 : 40;
  const ticks = scaleTicks(scale, spacing);
  const lines = gridPath(rect, scale, ticks, model.x, ctx.timeTicks, grid);
  if (lines) ctx.nodes.push(lines);
  return ticks;
}

/** Writes value labels on the right axis when y-axis labels are on. */
export function drawValueLabels(ctx: DrawContext, panel: PlacedPanel, scale: ValueScale, ticks: readonly number[], kind: 'price' | 'study', avoid: readonly number[] = []): void {
  const { model } = ctx;
  if (!model.settings.yAxisLabels) return;
  const decimals = decimalsForRange(scale.max - scale.min);
  const large = Math.max(Math.abs(scale.max), Math.abs(scale.min)) >= 100_000;
  const format = kind === 'study' && large ? formatCompact : (v: number) => formatPrice(v, decimals);
  // A label that a price tag would cover is left out rather than drawn underneath it.
  const labels = valueLabels(panelRect(model, panel), scale, ticks, format, model.theme.palette.axis, FONT_SIZE);
  ctx.nodes.push(...labels.filter((label) => avoid.every((y) => Math.abs(label.y - FONT_SIZE * 0.35 - y) > FONT_SIZE)));
}
