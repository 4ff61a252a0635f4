import { findChartType, type ChartSettings } from '@chartbench/core';

/**
 * The catalogue ids of every indicator and overlay a chart's settings draw (overlay rows, indicator rows and the
 * overlays those rows carry), and of those its chart type computes (Elder Impulse colours bars by MACD; Renko
 * and Kagi size bricks and reversals by ATR), each once: what must be loaded before the chart can be computed.
 * @example studyIds({ ...createDefaultChartSettings(), chartType: 'elderImpulse' }) // [..., 'macd']
 */
export function studyIds(
  settings: Pick<
    ChartSettings,
    'sortedIndicators' | 'sortedOverlays' | 'chartType' | 'renkoUnit' | 'kagiUnit'
  >,
): string[] {
  const ids = new Set<string>();
  const type = findChartType(settings.chartType)?.engineType;
  if (type === 'elderImpulse') ids.add('macd');
  if ((type === 'renko' && settings.renkoUnit === 'atr') || (type === 'kagi' && settings.kagiUnit === 'atr'))
    ids.add('atr');
  for (const row of settings.sortedOverlays) if (row.overlayName) ids.add(row.overlayName);
  for (const row of settings.sortedIndicators) {
    if (row.indicatorName) ids.add(row.indicatorName);
    if (row.overlayName) ids.add(row.overlayName);
  }
  return [...ids];
}
