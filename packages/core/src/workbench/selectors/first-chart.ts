import type { WorkbenchState } from '../store/workbench.types';

/**
 * Whether the first chart has settled: a load was asked for and it is no longer loading (shown, or an error
 * screen). Code that is not needed for the first chart (the modes and dialogs loaded on demand) waits for this,
 * so its requests do not compete with the first chart's on a busy server or a slow line (issue #20).
 */
export function selectFirstChartSettled(state: WorkbenchState): boolean {
  return state.chart.requestId > 0 && state.chart.status !== 'loading';
}
