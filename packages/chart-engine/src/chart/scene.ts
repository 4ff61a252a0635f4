import { FULL_QUOTE_HEIGHT } from '@chartbench/core';
import { stackPanels } from '../layout/panels';
import { timeTicks } from '../layout/time-ticks';
import { dateAxis } from '../scene/axes';
import type { Scene } from '../scene/types';
import type { DrawnBar, InspectorLayout } from '../render/inspector';
import { drawFullQuoteHeader, drawZoomThumbnail } from './chrome';
import { FONT_SIZE, type DrawContext } from './draw-context';
import { drawIndicatorPanel, drawVolumePanel } from './indicator-panel';
import type { ChartModel } from './model';
import { planPanels } from './panel-plan';
import { drawPricePanel } from './price-panel';

/** Height of the date axis under the lowest panel. */
export const DATE_AXIS_HEIGHT = 20;
/** Below this much room for panels, the full-quote header is left out. */
const MIN_PANELS_HEIGHT = 160;

/** Times as they are labelled: US Eastern for intraday charts of exchange-traded symbols, else UTC dates. */
function labelTimes(model: ChartModel): Float64Array {
  return model.drawn.time.map(model.localTime);
}

/** Builds the scene and inspector layout of a chart model. */
export function buildChartScene(model: ChartModel): { scene: Scene; inspector: InspectorLayout } {
  const ctx: DrawContext = { model, timeTicks: timeTicks(labelTimes(model), model.x.slot), nodes: [], inspectorPanels: [], autoColor: 0 };
  // A thumbnail-sized image has no room for the header: the panels keep the space.
  const withHeader = model.settings.fullQuote && model.height >= FULL_QUOTE_HEIGHT + MIN_PANELS_HEIGHT;
  const header = withHeader ? FULL_QUOTE_HEIGHT : 4;
  if (withHeader) drawFullQuoteHeader(ctx, header);
  const plans = planPanels(model);
  const placed = stackPanels(plans, header, model.height - DATE_AXIS_HEIGHT);
  placed.forEach((panel, index) => {
    const plan = plans[index];
    if (!plan) return;
    if (plan.kind === 'price') drawPricePanel(ctx, plan, panel);
    else if (plan.kind === 'volume') drawVolumePanel(ctx, panel);
    else drawIndicatorPanel(ctx, plan, panel);
  });
  const lowest = placed.at(-1);
  if (lowest) ctx.nodes.push(...dateAxis({ left: model.plotLeft, right: model.plotRight, top: lowest.top, bottom: lowest.bottom }, model.x, ctx.timeTicks, model.theme.palette.axis, FONT_SIZE));
  const pricePanel = placed.find((p) => p.kind === 'price');
  if (model.settings.zoomThumbnail && pricePanel) drawZoomThumbnail(ctx, pricePanel.top, pricePanel.bottom);
  const first = ctx.inspectorPanels[0];
  if (first && withHeader) ctx.inspectorPanels[0] = { ...first, hasFullQuote: true };
  const scene: Scene = {
    width: model.width,
    height: model.height,
    background: model.theme.palette.background,
    nodes: ctx.nodes,
    title: `${model.symbol} ${model.chartType.title} chart`,
  };
  return { scene, inspector: inspectorLayout(model, ctx) };
}

function inspectorLayout(model: ChartModel, ctx: DrawContext): InspectorLayout {
  const { drawn, x, history } = model;
  const bars: DrawnBar[] = [];
  const n = x.count;
  for (let i = 0; i < n; i++) {
    // Time-aligned bars know which history bars they cover; bricks and lines cover their own moment.
    const lastSource = model.timeAligned ? model.start + (i + 1 < n ? (model.drawnFirst[i + 1] as number) : model.end - model.start) - 1 : -1;
    bars.push({
      x: x.centers[i] as number,
      start: model.localTime(drawn.time[i] as number),
      lastStart: model.localTime(lastSource >= 0 ? (history.time[lastSource] as number) : (drawn.time[i] as number)),
      open: drawn.open[i] as number,
      high: drawn.high[i] as number,
      low: drawn.low[i] as number,
      close: drawn.close[i] as number,
      volume: drawn.volume[i] as number,
      previousClose: i > 0 ? (drawn.close[i - 1] as number) : model.timeAligned ? model.previousClose : NaN,
    });
  }
  return { width: model.width, height: model.height, period: model.settings.period, plotLeft: model.plotLeft, plotRight: model.plotRight, panels: ctx.inspectorPanels, bars };
}
