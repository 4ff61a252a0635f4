import { PERF_CHART_TYPE_VALUE } from '../../catalogues/index';
import { isIntradayPeriod } from '../../rules/index';
import type { ChartState } from '../chart/chart.transitions';

/** Which chart actions of the upper bar are disabled (spec 3 §5). */
export interface UpperBarDisabled {
  readonly save: boolean;
  readonly annotate: boolean;
  readonly createAlert: boolean;
  readonly delete: boolean;
}

/** What the upper bar's state depends on beyond the chart: the viewed saved chart's list. */
export interface UpperBarContext {
  /** The viewed saved chart is in a read-only (or framework) ChartList. */
  readonly readOnlyChart: boolean;
}

/** Whether the chart is an end-of-day symbol on an intraday period. */
export function isEodOnIntraday(chart: ChartState): boolean {
  return chart.companyInfo?.isEOD === true && isIntradayPeriod(chart.settings.period);
}

/**
 * The disabled states of spec 3 §5: Save, Annotate, Create Alert and Delete are off for a not-found symbol or
 * an end-of-day symbol on an intraday chart; Annotate also for the performance chart (PerfChart); Delete also
 * for a read-only chart, and when no saved chart is being viewed (there is nothing to delete).
 */
export function upperBarDisabled(chart: ChartState, context: UpperBarContext): UpperBarDisabled {
  const unusable = chart.status === 'invalidSymbol' || isEodOnIntraday(chart);
  return {
    save: unusable,
    annotate: unusable || chart.settings.chartType === PERF_CHART_TYPE_VALUE,
    createAlert: unusable,
    delete: unusable || context.readOnlyChart || chart.recid === 0,
  };
}
