import { legendNodes, type LegendEntry } from '../../scene/legend';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { FONT_SIZE, panelRect, type ChartPlan, type PlacedPanelPlan } from '../chart-plan';
import type { IndicatorPanelPlan } from '../panel-plan';
import { hasFixedBounds, indicatorLegendRoom, panelScale, plottedCount, studyExtent } from '../panel-scale';
import { studyLooks } from '../study-looks';
import { paintPanelFrame, paintValueLabels, paintValueTags, panelTicks } from './paint-frame';
import { formatStudyValue, paintStudy } from './paint-study';

/** A bounded oscillator's signal levels, or the zero line of a study that crosses zero. */
function guideLines(
  chart: ChartPlan,
  panel: PlacedPanelPlan<IndicatorPanelPlan>,
  theme: ChartTheme,
): SceneNode[] {
  const { plan, placed, scale } = panel;
  const rect = panelRect(chart.model, placed);
  const [lo, hi] = studyExtent(plan.main.study, plottedCount(chart.model));
  const bounds = studyLooks(plan.main.study.id).bounds;
  if (bounds && hasFixedBounds(plan.main.study, lo, hi)) {
    let d = '';
    for (const level of bounds.levels) d += `M${rect.left} ${scale.toY(level).toFixed(1)}H${rect.right}`;
    return d
      ? [
          {
            kind: 'path',
            role: `${plan.id}-levels`,
            d,
            style: { stroke: theme.palette.axis, dash: '2 3', opacity: 0.8, crisp: true },
          },
        ]
      : [];
  }
  if (lo < 0 && hi > 0)
    return [
      {
        kind: 'path',
        role: `${plan.id}-zero`,
        d: `M${rect.left} ${scale.toY(0).toFixed(1)}H${rect.right}`,
        style: { stroke: theme.palette.axis, opacity: 0.6, crisp: true },
      },
    ];
  return [];
}

/**
 * Paints an indicator panel (or the separate volume panel): frame and grid, then clipped to the plot its guide
 * lines, the studies behind it (each on a scale of its own, so they sit behind), its own study and the overlay
 * on it; then value tags, value labels and the legend.
 */
export function paintIndicatorPanel(
  chart: ChartPlan,
  panel: PlacedPanelPlan<IndicatorPanelPlan>,
  theme: ChartTheme,
): SceneNode[] {
  const { model } = chart;
  const { plan, placed, scale } = panel;
  const ticks = panelTicks(placed, scale, theme);
  const rect = panelRect(model, placed);
  const clipped: SceneNode[] = guideLines(chart, panel, theme);
  const main = paintStudy(model, theme, plan.main, scale, plan.id);
  const overlay = plan.overlay
    ? paintStudy(model, theme, plan.overlay, scale, `${plan.id}-overlay`)
    : undefined;
  const behindLegend: LegendEntry[] = [];
  for (const other of plan.behind) {
    const [lo, hi] = studyExtent(other.study, plottedCount(model));
    const own = panelScale(placed, lo, hi, {
      log: false,
      inverted: false,
      topInset: indicatorLegendRoom(model),
    });
    const painted = paintStudy(model, theme, other, own, `${plan.id}-behind`);
    clipped.push(...painted.paths);
    behindLegend.push(...painted.legend);
  }
  clipped.push(...main.paths, ...(overlay?.paths ?? []));
  const tags = model.settings.priceLabels
    ? paintValueTags(chart, placed, scale, [...main.tags, ...(overlay?.tags ?? [])], formatStudyValue)
    : { nodes: [], rows: [] };
  const legend = [...main.legend, ...(overlay?.legend ?? []), ...behindLegend];
  return [
    ...paintPanelFrame(chart, placed, ticks, scale, theme, plan.id),
    {
      kind: 'clip',
      role: `${plan.id}-plot`,
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
      children: clipped,
    },
    ...tags.nodes,
    ...paintValueLabels(chart, placed, scale, ticks, theme, 'study', tags.rows),
    ...(model.settings.legends !== 'off'
      ? legendNodes(
          legend,
          rect.left + 4,
          placed.top + FONT_SIZE + 1,
          rect.right - 4,
          FONT_SIZE,
          theme.palette.panelBackground,
        )
      : []),
  ];
}
