import type { InspectorPanel } from '@chartbench/core';
import type { PlacedPanel } from '../layout/panels';
import type { TimeTick } from '../layout/time-ticks';
import type { SceneNode } from '../scene/types';
import type { ChartModel } from './model';

/** Font size of axis labels and legends. */
export const FONT_SIZE = 10.5;

/** Shared state while a chart's scene is built. */
export interface DrawContext {
  readonly model: ChartModel;
  readonly timeTicks: readonly TimeTick[];
  readonly nodes: SceneNode[];
  readonly inspectorPanels: InspectorPanel[];
  /** Next auto colour index, so overlays and indicator lines get distinct colours. */
  autoColor: number;
}

/** The plot rectangle of a placed panel. */
export function panelRect(model: ChartModel, panel: PlacedPanel) {
  return { left: model.plotLeft, right: model.plotRight, top: panel.top, bottom: panel.bottom };
}

/** Legend detail of the chart (spec 2 §3 legend levels). */
export function legendLevel(model: ChartModel): 'off' | 'minimal' | 'default' | 'verbose' {
  return model.settings.legends;
}
