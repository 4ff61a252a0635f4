import { FULL_QUOTE_HEIGHT, type InspectorPanel } from '@chartbench/core';
import { stackPanels } from '../layout/panels';
import { timeTicks } from '../layout/time-ticks';
import type { DrawnBar, InspectorLayout } from '../render/inspector';
import { dateAxis } from '../scene/axes';
import type { Scene, SceneNode } from '../scene/types';
import type { ChartTheme } from '../theme/resolve';
import { FONT_SIZE, type ChartPlan, type PlacedPanelPlan } from './chart-plan';
import type { ChartModel } from './model';
import { paintFullQuoteHeader } from './paint/paint-header';
import { paintIndicatorPanel } from './paint/paint-indicator-panel';
import { paintPricePanel } from './paint/paint-price-panel';
import { paintZoomThumbnail } from './paint/paint-zoom-thumbnail';
import { planPanels } from './panel-plan';
import { scalePanel } from './panel-scale';

/** Height of the date axis under the lowest panel. */
export const DATE_AXIS_HEIGHT = 20;
/** Below this much room for panels, the full-quote header is left out. */
const MIN_PANELS_HEIGHT = 160;

/** Times as they are labelled: US Eastern for intraday charts of exchange-traded symbols, else UTC dates. */
function labelTimes(model: ChartModel): Float64Array {
  return model.drawn.time.map(model.localTime);
}

function paintPanel(chart: ChartPlan, panel: PlacedPanelPlan, theme: ChartTheme): SceneNode[] {
  const { plan } = panel;
  return plan.kind === 'price'
    ? paintPricePanel(chart, { ...panel, plan }, theme)
    : paintIndicatorPanel(chart, { ...panel, plan }, theme);
}

/** What the inspector reports about a panel: where it sits, the values at its edges and what it shows. */
function inspectorPanel(
  model: ChartModel,
  { plan, placed, scale }: PlacedPanelPlan,
  hasFullQuote: boolean,
): InspectorPanel {
  const isVolume =
    plan.kind === 'price'
      ? plan.behind.some((s) => s.study.id === 'volume') ||
        model.settings.chartSettingsVolumeMenuValue === 'overlay'
      : plan.main.study.id === 'volume';
  return {
    id: plan.id,
    maxY: placed.top,
    minY: placed.bottom,
    maxValue: scale.fromY(placed.top),
    minValue: scale.fromY(placed.bottom),
    isLog: scale.log,
    isPrice: plan.kind === 'price',
    isVolume,
    hasFullQuote,
  };
}

/**
 * Builds the scene of a chart model, and its inspector layout on demand: plans the panels (studies, looks and
 * colours), places them and gives each its value scale, then concatenates what the pure painters return: the
 * header, each panel, the date axis and the zoom thumbnail.
 */
export function buildChartScene(model: ChartModel): { scene: Scene; inspector: () => InspectorLayout } {
  const { theme } = model;
  const chart: ChartPlan = { model, timeTicks: timeTicks(labelTimes(model), model.x.slot) };
  // A thumbnail-sized image has no room for the header: the panels keep the space.
  const withHeader = model.settings.fullQuote && model.height >= FULL_QUOTE_HEIGHT + MIN_PANELS_HEIGHT;
  const header = withHeader ? FULL_QUOTE_HEIGHT : 4;
  const plans = planPanels(model);
  const panels: PlacedPanelPlan[] = stackPanels(plans, header, model.height - DATE_AXIS_HEIGHT).map(
    (placed, index) => {
      const plan = plans[index] as (typeof plans)[number];
      return { plan, placed, scale: scalePanel(model, plan, placed) };
    },
  );
  const nodes: SceneNode[] = withHeader ? paintFullQuoteHeader(chart, header, theme) : [];
  for (const panel of panels) nodes.push(...paintPanel(chart, panel, theme));
  const lowest = panels.at(-1)?.placed;
  if (lowest)
    nodes.push(
      ...dateAxis(
        { left: model.plotLeft, right: model.plotRight, top: lowest.top, bottom: lowest.bottom },
        model.x,
        chart.timeTicks,
        theme.palette.axis,
        FONT_SIZE,
      ),
    );
  const pricePanel = panels.find((p) => p.plan.kind === 'price')?.placed;
  if (model.settings.zoomThumbnail && pricePanel)
    nodes.push(...paintZoomThumbnail(chart, pricePanel.top, pricePanel.bottom, theme));
  const scene: Scene = {
    width: model.width,
    height: model.height,
    background: theme.palette.background,
    nodes,
    title: `${model.symbol} ${model.chartType.title} chart`,
  };
  // Laid out when first asked for: a chart image served as SVG or PNG without ChartNotes never reads it, and
  // its bar list (each bar's local times) was a twentieth of a server render (issue #20).
  let layout: InspectorLayout | undefined;
  const inspector = () =>
    (layout ??= inspectorLayout(
      model,
      panels.map((panel, index) => inspectorPanel(model, panel, index === 0 && withHeader)),
    ));
  return { scene, inspector };
}

function inspectorLayout(model: ChartModel, panels: InspectorPanel[]): InspectorLayout {
  const { drawn, x, history } = model;
  const bars: DrawnBar[] = [];
  const n = x.count;
  for (let i = 0; i < n; i++) {
    // Time-aligned bars know which history bars they cover; bricks and lines cover their own moment.
    const lastSource = model.timeAligned
      ? model.start + (i + 1 < n ? (model.drawnFirst[i + 1] as number) : model.end - model.start) - 1
      : -1;
    bars.push({
      x: x.centers[i] as number,
      start: model.localTime(drawn.time[i] as number),
      lastStart: model.localTime(
        lastSource >= 0 ? (history.time[lastSource] as number) : (drawn.time[i] as number),
      ),
      open: drawn.open[i] as number,
      high: drawn.high[i] as number,
      low: drawn.low[i] as number,
      close: drawn.close[i] as number,
      volume: drawn.volume[i] as number,
      previousClose: i > 0 ? (drawn.close[i - 1] as number) : model.timeAligned ? model.previousClose : NaN,
    });
  }
  return {
    width: model.width,
    height: model.height,
    period: model.settings.period,
    plotLeft: model.plotLeft,
    plotRight: model.plotRight,
    panels,
    bars,
  };
}
