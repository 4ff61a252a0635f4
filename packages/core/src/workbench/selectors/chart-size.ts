import { chartSizeDimensions } from '../../catalogues/index';
import { drawnChartSettings } from '../../rules/index';
import type { WorkbenchState } from '../store/workbench.types';

/** The size the chart being viewed is drawn at: Auto-Size Charts may replace the chosen one (spec 1 §4.6). */
const drawnDimensions = (state: WorkbenchState) =>
  chartSizeDimensions(
    drawnChartSettings(state.chart.settings, {
      autoSize: state.preferences.autoSize,
      bodyWidth: state.bodyWidth,
    }),
  );

/** The pixel width the chart being viewed is drawn at (its catalogue size, or the custom width for Custom). */
export function selectChartWidth(state: WorkbenchState): number {
  return drawnDimensions(state).width;
}

/** The base pixel height the chart being viewed is drawn at (its catalogue size, or the custom height for Custom). */
export function selectChartHeight(state: WorkbenchState): number {
  return drawnDimensions(state).height;
}
