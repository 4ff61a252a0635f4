/**
 * Loading a saved chart named by the `a` parameter (spec 3 §4): refused when the chart is not found, when it
 * is a point-and-figure chart, or when its symbol differs from the `s` parameter.
 */

/** Why a chart named by record id may not be loaded, or 'ok'. */
export type RecordChartCheck = 'ok' | 'notFound' | 'pointAndFigure' | 'symbolMismatch';

/** The saved chart fields the check reads. */
export interface RecordChartCandidate {
  readonly symbol: string;
  readonly isPointAndFigureChart: boolean;
}

/** Checks a saved chart found for the `a` parameter against the query's symbol (spec 3 §4). */
export function checkRecordChart(
  chart: RecordChartCandidate | null | undefined,
  querySymbol?: string,
): RecordChartCheck {
  if (!chart) return 'notFound';
  if (chart.isPointAndFigureChart) return 'pointAndFigure';
  if (querySymbol !== undefined && querySymbol.trim().toUpperCase() !== chart.symbol.trim().toUpperCase())
    return 'symbolMismatch';
  return 'ok';
}
