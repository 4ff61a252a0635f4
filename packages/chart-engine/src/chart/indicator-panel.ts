import type { PlacedPanel } from '../layout/panels';
import { extent } from '../layout/projection';
import { legendNodes, valueTag, type LegendEntry } from '../scene/legend';
import type { SceneNode } from '../scene/types';
import { readOpacity } from '../theme/resolve';
import { drawPanelFrame, drawValueLabels, panelScale } from './axis-scale';
import { FONT_SIZE, panelRect, type DrawContext } from './draw-context';
import type { IndicatorStudy } from './model';
import type { PanelPlan } from './panel-plan';
import { formatStudyValue, paintStudy } from './paint-study';
import { parseIndicatorParameters } from '../indicators/index';
import { computeStudy } from '../scene/studies';

/** Bounded oscillators: a fixed scale and the customary signal levels. */
const BOUNDED: Record<string, { min: number; max: number; levels: number[] }> = {
  rsi: { min: 0, max: 100, levels: [30, 70] },
  fastStochastics: { min: 0, max: 100, levels: [20, 80] },
  slowStochastics: { min: 0, max: 100, levels: [20, 80] },
  fullStochastics: { min: 0, max: 100, levels: [20, 80] },
  mfi: { min: 0, max: 100, levels: [20, 80] },
  williamsR: { min: -100, max: 0, levels: [-80, -20] },
  ultimateOscillator: { min: 0, max: 100, levels: [30, 70] },
  aroon: { min: 0, max: 100, levels: [30, 70] },
  adxLine: { min: 0, max: 100, levels: [20, 40] },
  adxDmi: { min: 0, max: 100, levels: [20, 40] },
  sctr: { min: 0, max: 100, levels: [] },
  chandeTrendMeter: { min: 0, max: 100, levels: [20, 80] },
};

/** The value extent of a study's visible lines (and zero, for histograms and oscillators around it). */
function studyExtent(study: IndicatorStudy, count: number): [number, number] {
  const bounded = BOUNDED[study.study.id];
  // TTM Squeeze's on/off state is drawn on the zero line, so it does not stretch the scale.
  const [lo, hi] = extent(study.study.lines.filter((l) => l.name !== 'squeeze').map((l) => l.values.subarray(0, count)));
  if (bounded && (!Number.isFinite(lo) || (lo >= bounded.min - 1e-9 && hi <= bounded.max + 1e-9))) return [bounded.min, bounded.max];
  const hasHistogram = study.study.lines.some((l) => l.name === 'histogram' || l.name === 'volume' || l.name === 'momentum' || l.name === 'squeeze');
  return hasHistogram ? [Math.min(lo, 0), Math.max(hi, 0)] : [lo, hi];
}

/** Draws an indicator panel: its own study, studies behind it (own scales) and an overlay on the indicator. */
export function drawIndicatorPanel(ctx: DrawContext, plan: PanelPlan, panel: PlacedPanel): void {
  const { model } = ctx;
  const { palette } = model.theme;
  const [main, ...behind] = plan.studies;
  if (!main) return;
  const count = model.projection.sourceCount + model.projection.extraSlots;
  const [lo, hi] = studyExtent(main, count);
  const bounded = BOUNDED[main.study.id];
  const fixed = bounded && lo === bounded.min && hi === bounded.max;
  const legendRoom = model.settings.legends === 'off' ? 4 : 15;
  const flags = priceFlags(main);
  const scale = panelScale(panel, lo, hi, { log: flags.log, inverted: flags.inverted, topInset: legendRoom, padding: fixed ? 0 : 0.06 });
  // Each panel starts the automatic colours afresh, so an indicator's main line always has the scheme's colour.
  ctx.autoColor = 0;
  const ticks = drawPanelFrame(ctx, panel, scale, plan.id);
  const rect = panelRect(model, panel);
  const clipped: SceneNode[] = [];
  const legend: LegendEntry[] = [];
  if (fixed && bounded) {
    let d = '';
    for (const level of bounded.levels) d += `M${rect.left} ${scale.toY(level).toFixed(1)}H${rect.right}`;
    if (d) clipped.push({ kind: 'path', role: `${plan.id}-levels`, d, style: { stroke: palette.axis, dash: '2 3', opacity: 0.8, crisp: true } });
  } else if (lo < 0 && hi > 0) {
    clipped.push({ kind: 'path', role: `${plan.id}-zero`, d: `M${rect.left} ${scale.toY(0).toFixed(1)}H${rect.right}`, style: { stroke: palette.axis, opacity: 0.6, crisp: true } });
  }
  // The panel's own study takes its colours first; studies behind it are painted first so they sit behind.
  const painted = paintStudy(ctx, main.study, lookOf(main, 1), scale, plan.id);
  const mainLegend = [...painted.legend];
  const tags = [...painted.tags];
  const front = [...painted.paths];
  if (main.overlay) {
    const overlay = paintStudy(ctx, main.overlay, { style: 'auto', styleKind: 'overlay', color: 'auto', opacity: 1 }, scale, `${plan.id}-overlay`);
    front.push(...overlay.paths);
    mainLegend.push(...overlay.legend);
    tags.push(...overlay.tags);
  }
  for (const other of behind) {
    const [blo, bhi] = studyExtent(other, count);
    const own = panelScale(panel, blo, bhi, { log: false, inverted: false, topInset: legendRoom });
    const behindPainted = paintStudy(ctx, other.study, lookOf(other, 0.6), own, `${plan.id}-behind`);
    clipped.push(...behindPainted.paths);
    legend.push(...behindPainted.legend);
  }
  clipped.push(...front);
  ctx.nodes.push({ kind: 'clip', role: `${plan.id}-plot`, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, children: clipped });
  const tagRows: number[] = [];
  if (model.settings.priceLabels) {
    for (const tag of tags) {
      if (!Number.isFinite(tag.value)) continue;
      const y = scale.toY(tag.value);
      if (y < panel.top || y > panel.bottom) continue;
      tagRows.push(y);
      ctx.nodes.push(...valueTag(rect.right + 1, y, formatStudyValue(tag.value), tag.color, FONT_SIZE - 1, 'price-label'));
    }
  }
  drawValueLabels(ctx, panel, scale, ticks, 'study', tagRows);
  if (model.settings.legends !== 'off') ctx.nodes.push(...legendNodes([...mainLegend, ...legend], rect.left + 4, panel.top + FONT_SIZE + 1, rect.right - 4, FONT_SIZE, palette.panelBackground));
  ctx.inspectorPanels.push({ id: plan.id, maxY: panel.top, minY: panel.bottom, maxValue: scale.fromY(panel.top), minValue: scale.fromY(panel.bottom), isLog: scale.log, isPrice: false, isVolume: main.study.id === 'volume', hasFullQuote: false });
}

/** The log and inverted flags of a Price indicator's parameters (spec 2 §5), for its panel's scale. */
function priceFlags(study: IndicatorStudy): { log: boolean; inverted: boolean } {
  if (study.study.error || study.study.id !== 'priceCompare') return { log: false, inverted: false };
  const parameters = parseIndicatorParameters(study.study.id, study.row.parameters);
  return { log: parameters.log === true, inverted: parameters.inverted === true };
}

function lookOf(study: IndicatorStudy, fallbackOpacity: number) {
  return { style: study.row.indicatorPriceStyle, styleKind: 'indicator' as const, color: study.row.indicatorColor, opacity: readOpacity(study.row.indicatorOpacity, fallbackOpacity) };
}

/** Draws the separate volume panel (volume menu 'separate'). */
export function drawVolumePanel(ctx: DrawContext, panel: PlacedPanel): void {
  const { model } = ctx;
  const study = computeStudy('volume', '', { history: model.history, start: model.start, end: model.end, extraSlots: 0, context: model.context });
  const row = { id: 0, indicatorName: 'volume', parameters: '', indicatorPosition: 'below' as const, indicatorPriceStyle: 'auto', indicatorColor: 'auto', indicatorHeight: 'auto', indicatorOpacity: 'auto', overlayName: '', overlayParameters: '' };
  drawIndicatorPanel(ctx, { id: 'volume', kind: 'volume', weight: 0.35, studies: [{ row, study, weight: 0.35 }] }, panel);
}
