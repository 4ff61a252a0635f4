/** The Clear buttons of the settings panel (spec 2 §2): each empties one list, leaving the padded blank rows. */
import type { ChartSettings } from '../../model/chart-settings';
import { normalizeIndicatorRows, normalizeOverlayRows } from '../settings/index';

/** Clear All Indicators: only blank rows remain (at least 3, spec 2 §9). */
export function clearIndicators(settings: ChartSettings): ChartSettings {
  return {
    ...settings,
    sortedIndicators: normalizeIndicatorRows(
      settings.sortedIndicators.map((row) => ({ ...row, indicatorName: '' })),
    ),
  };
}

/** Clear All Overlays: only blank rows remain (at least 3, spec 2 §9). */
export function clearOverlays(settings: ChartSettings): ChartSettings {
  return {
    ...settings,
    sortedOverlays: normalizeOverlayRows(settings.sortedOverlays.map((row) => ({ ...row, overlayName: '' }))),
  };
}
