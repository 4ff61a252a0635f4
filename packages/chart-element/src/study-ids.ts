import type { ChartSettings } from '@chartbench/core';

/**
 * The catalogue ids of every indicator and overlay a chart's settings draw (overlay rows, indicator rows and the
 * overlays those rows carry), each once: what must be loaded before the chart can be computed.
 * @example studyIds(createDefaultChartSettings()) // ['sma', 'volume']
 */
export function studyIds(settings: Pick<ChartSettings, 'sortedIndicators' | 'sortedOverlays'>): string[] {
  const ids = new Set<string>();
  for (const row of settings.sortedOverlays) if (row.overlayName) ids.add(row.overlayName);
  for (const row of settings.sortedIndicators) {
    if (row.indicatorName) ids.add(row.indicatorName);
    if (row.overlayName) ids.add(row.overlayName);
  }
  return [...ids];
}
