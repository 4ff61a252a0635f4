import { chartSizeDimensions } from '../../catalogues/index';
import type { WorkbenchState } from '../store/workbench.types';

/** The pixel width the chart being viewed is drawn at (its catalogue size, or the custom width for Custom). */
export function selectChartWidth(state: WorkbenchState): number {
  return chartSizeDimensions(state.chart.settings).width;
}

/** The base pixel height the chart being viewed is drawn at (its catalogue size, or the custom height for Custom). */
export function selectChartHeight(state: WorkbenchState): number {
  return chartSizeDimensions(state.chart.settings).height;
}
