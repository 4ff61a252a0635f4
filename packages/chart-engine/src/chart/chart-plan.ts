import type { PlacedPanel } from '../layout/panels';
import type { ValueScale } from '../layout/scale';
import type { TimeTick } from '../layout/time-ticks';
import type { PanelRect } from '../scene/axes';
import type { ChartModel } from './model';
import type { PanelPlan } from './panel-plan';

/** Font size of axis labels and legends. */
export const FONT_SIZE = 10.5;

/** What every painter reads: the chart model and the date ticks that grids and the date axis share. */
export interface ChartPlan {
  readonly model: ChartModel;
  readonly timeTicks: readonly TimeTick[];
}

/** A planned panel placed on the page, with the value scale it is drawn on. */
export interface PlacedPanelPlan<P extends PanelPlan = PanelPlan> {
  readonly plan: P;
  readonly placed: PlacedPanel;
  readonly scale: ValueScale;
}

/** The plot rectangle of a placed panel. */
export function panelRect(model: ChartModel, panel: PlacedPanel): PanelRect {
  return { left: model.plotLeft, right: model.plotRight, top: panel.top, bottom: panel.bottom };
}
