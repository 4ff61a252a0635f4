import type { PlacedPanel } from '../layout/panels';
import { extent } from '../layout/projection';
import { createValueScale, padRange, type ValueScale } from '../layout/scale';
import type { StudyResult } from '../scene/studies';
import type { ChartModel } from './model';
import type { IndicatorPanelPlan, PanelPlan, PricePanelPlan } from './panel-plan';
import { drawnFromZero, outputLook, stretchesScale, studyLooks } from './study-looks';

/** Builds a panel's value scale from a data extent, padded so extremes stay off the edges. */
export function panelScale(
  panel: PlacedPanel,
  lo: number,
  hi: number,
  options: { log: boolean; inverted: boolean; topInset: number; padding?: number },
): ValueScale {
  const finite = Number.isFinite(lo) && Number.isFinite(hi);
  const [min, max] = finite ? padRange(lo, hi, options.padding ?? 0.05, options.log && lo > 0) : [0, 1];
  return createValueScale({
    min,
    max,
    top: panel.top + options.topInset,
    bottom: panel.bottom - 3,
    log: options.log,
    inverted: options.inverted,
  });
}

/** A scale for a study drawn behind price: volume in the bottom quarter, others over the whole panel. */
export function behindPriceScale(
  id: string,
  lines: readonly Float64Array[],
  panel: PlacedPanel,
  model: ChartModel,
): ValueScale {
  const [lo, hi] = extent(lines.map((l) => l.subarray(0, model.projection.sourceCount)));
  const height = panel.bottom - panel.top;
  if (id === 'volume')
    return createValueScale({
      min: 0,
      max: Number.isFinite(hi) && hi > 0 ? hi : 1,
      top: panel.bottom - height * 0.28,
      bottom: panel.bottom,
    });
  return panelScale(panel, lo, hi, { log: false, inverted: false, topInset: 16 });
}

const BAR_TYPES = new Set([
  'candle',
  'ohlc',
  'hlc',
  'elderImpulse',
  'equiVolume',
  'candleVolume',
  'armsCandleVolume',
  'invisible',
  'heikinAshi',
  'renko',
  'kagi',
  'threeLineBreak',
]);

function mainExtent(model: ChartModel): [number, number] {
  const { drawn } = model;
  const type = model.chartType.engineType;
  return BAR_TYPES.has(type)
    ? extent([drawn.low, drawn.high], model.settings.isLogScale)
    : extent([drawn.close], model.settings.isLogScale && type !== 'performance');
}

/** Whether the price panel shows percents (Performance, PerfChart) rather than prices. */
export function hasPercentScale(model: ChartModel): boolean {
  const type = model.chartType.engineType;
  return type === 'perfChart' || type === 'performance';
}

/** The price panel's scale: the main series, widened a little by the overlays that share it. */
function pricePanelScale(model: ChartModel, plan: PricePanelPlan, panel: PlacedPanel): ValueScale {
  const isPerf = model.chartType.engineType === 'perfChart';
  const log = model.settings.isLogScale && !hasPercentScale(model);
  const arrays: Float64Array[] = [];
  const [mainLo, mainHi] = isPerf ? extent(plan.perfLines.map((p) => p.line.values)) : mainExtent(model);
  for (const { study } of plan.overlays) {
    if (!study.sharesPriceScale || studyLooks(study.id).volumeZones) continue;
    for (const line of study.lines) {
      if (stretchesScale(outputLook(study.id, line.name)))
        arrays.push(line.values.subarray(0, model.projection.sourceCount + model.projection.extraSlots));
    }
  }
  // Overlays may widen the scale, but only a little: a far-off band should not squash the bars.
  const [studyLo, studyHi] = extent(arrays, log);
  const span = Math.max(1e-9, mainHi - mainLo);
  const lo = Math.min(mainLo, Number.isFinite(studyLo) ? Math.max(studyLo, mainLo - span * 0.25) : mainLo);
  const hi = Math.max(mainHi, Number.isFinite(studyHi) ? Math.min(studyHi, mainHi + span * 0.25) : mainHi);
  const legendRoom = model.settings.legends === 'off' ? 4 : 16;
  return panelScale(panel, lo, hi, { log, inverted: model.invertedScale, topInset: legendRoom });
}

/** The value extent of a study's visible lines (and zero, for studies drawn from it), or its fixed bounds. */
export function studyExtent(study: StudyResult, count: number): [number, number] {
  const bounds = studyLooks(study.id).bounds;
  const onScale = study.lines.filter((l) => stretchesScale(outputLook(study.id, l.name)));
  const [lo, hi] = extent(onScale.map((l) => l.values.subarray(0, count)));
  if (bounds && (!Number.isFinite(lo) || (lo >= bounds.min - 1e-9 && hi <= bounds.max + 1e-9)))
    return [bounds.min, bounds.max];
  const fromZero = study.lines.some((l) => drawnFromZero(outputLook(study.id, l.name)));
  return fromZero ? [Math.min(lo, 0), Math.max(hi, 0)] : [lo, hi];
}

/** Whether a study's extent is its fixed bounds, so the panel shows the bounds and their signal levels. */
export function hasFixedBounds(study: StudyResult, lo: number, hi: number): boolean {
  const bounds = studyLooks(study.id).bounds;
  return bounds !== undefined && lo === bounds.min && hi === bounds.max;
}

/** The number of values of a study line that fall on the plot: visible bars and extra slots. */
export function plottedCount(model: ChartModel): number {
  return model.projection.sourceCount + model.projection.extraSlots;
}

/** Legend room at the top of an indicator panel. */
export function indicatorLegendRoom(model: ChartModel): number {
  return model.settings.legends === 'off' ? 4 : 15;
}

function indicatorPanelScale(model: ChartModel, plan: IndicatorPanelPlan, panel: PlacedPanel): ValueScale {
  const [lo, hi] = studyExtent(plan.main.study, plottedCount(model));
  const padding = hasFixedBounds(plan.main.study, lo, hi) ? 0 : 0.06;
  return panelScale(panel, lo, hi, {
    log: plan.log,
    inverted: plan.inverted,
    topInset: indicatorLegendRoom(model),
    padding,
  });
}

/** The value scale a planned panel is drawn on, once it is placed. */
export function scalePanel(model: ChartModel, plan: PanelPlan, panel: PlacedPanel): ValueScale {
  return plan.kind === 'price'
    ? pricePanelScale(model, plan, panel)
    : indicatorPanelScale(model, plan, panel);
}
