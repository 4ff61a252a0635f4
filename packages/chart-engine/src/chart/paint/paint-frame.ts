import type { PlacedPanel } from '../../layout/panels';
import type { ValueScale } from '../../layout/scale';
import { scaleTicks } from '../../layout/ticks';
import { gridPath, valueLabels } from '../../scene/axes';
import { valueTag } from '../../scene/legend';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { decimalsForRange, formatCompact, formatPrice } from '../../util/format';
import { FONT_SIZE, panelRect, type ChartPlan } from '../chart-plan';

/** The values a panel's grid lines and axis labels sit at: denser for dense grids and short panels. */
export function panelTicks(panel: PlacedPanel, scale: ValueScale, theme: ChartTheme): number[] {
  const spacing = theme.grid.density > 1 ? 22 : panel.bottom - panel.top < 90 ? 28 : 40;
  return scaleTicks(scale, spacing);
}

/** A panel's background, border and grid. */
export function paintPanelFrame(
  chart: ChartPlan,
  panel: PlacedPanel,
  ticks: readonly number[],
  scale: ValueScale,
  theme: ChartTheme,
  role: string,
): SceneNode[] {
  const { model } = chart;
  const rect = panelRect(model, panel);
  const nodes: SceneNode[] = [
    {
      kind: 'rect',
      role: `panel-${role}`,
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
      style: { fill: theme.palette.panelBackground, stroke: theme.palette.border, crisp: true },
    },
  ];
  const lines = gridPath(rect, scale, ticks, model.x, chart.timeTicks, theme.grid);
  if (lines) nodes.push(lines);
  return nodes;
}

/** A value tag to put on the right axis: its colour, value and text (the formatted value when absent). */
export interface ValueTagPlan {
  readonly color: string;
  readonly value: number;
  readonly text?: string;
}

/** Value tags on the right axis at their values' rows (those inside the panel), and the rows they sit on. */
export function paintValueTags(
  chart: ChartPlan,
  panel: PlacedPanel,
  scale: ValueScale,
  tags: readonly ValueTagPlan[],
  format: (value: number) => string,
): { nodes: SceneNode[]; rows: number[] } {
  const nodes: SceneNode[] = [];
  const rows: number[] = [];
  for (const tag of tags) {
    if (!Number.isFinite(tag.value)) continue;
    const y = scale.toY(tag.value);
    if (y < panel.top || y > panel.bottom) continue;
    rows.push(y);
    nodes.push(
      ...valueTag(
        chart.model.plotRight + 1,
        y,
        tag.text ?? format(tag.value),
        tag.color,
        FONT_SIZE - 1,
        'price-label',
      ),
    );
  }
  return { nodes, rows };
}

/** Value labels on the right axis when y-axis labels are on, leaving out those a value tag would cover. */
export function paintValueLabels(
  chart: ChartPlan,
  panel: PlacedPanel,
  scale: ValueScale,
  ticks: readonly number[],
  theme: ChartTheme,
  kind: 'price' | 'study',
  avoid: readonly number[],
): SceneNode[] {
  const { model } = chart;
  if (!model.settings.yAxisLabels) return [];
  const decimals = decimalsForRange(scale.max - scale.min);
  const large = Math.max(Math.abs(scale.max), Math.abs(scale.min)) >= 100_000;
  const format = kind === 'study' && large ? formatCompact : (v: number) => formatPrice(v, decimals);
  const labels = valueLabels(panelRect(model, panel), scale, ticks, format, theme.palette.axis, FONT_SIZE);
  return labels.filter((label) => avoid.every((y) => Math.abs(label.y - FONT_SIZE * 0.35 - y) > FONT_SIZE));
}
