import type { ChartSettings, SavedChart } from '../../model/index';
import { hasUnsavedChartChanges } from '../../rules/index';
import { savedChartSettings } from '../startup/startup';
import type { WorkbenchState } from '../store/workbench.types';

/**
 * The saved chart being viewed and its unsaved changes (spec 2 §4): it stays only while its record is viewed, and
 * the settings each saved chart was opened with are remembered, since its style query may not carry them all.
 */
export function createViewedSavedChart(today: () => string) {
  const savedSettings = new WeakMap<SavedChart, ChartSettings>();

  return {
    /** Remembers that `saved` is these settings (a chart just opened or saved). */
    remember(saved: SavedChart, settings: ChartSettings): void {
      savedSettings.set(saved, settings);
    },
    /** `next` with the saved chart dropped when its record is no longer viewed, and its unsaved changes. */
    derive(previous: WorkbenchState, next: WorkbenchState): WorkbenchState {
      const saved = next.savedChart && next.savedChart.recid === next.chart.recid ? next.savedChart : null;
      let unsavedChanges = false;
      if (saved) {
        let settings = savedSettings.get(saved);
        if (!settings) {
          // A renamed or re-commented record of the same chart keeps the settings it was opened with: its style query
          // alone may not carry them all, and reading it again would show changes nobody made.
          const before = previous.savedChart;
          const kept =
            before && before.recid === saved.recid && before.style === saved.style
              ? savedSettings.get(before)
              : undefined;
          savedSettings.set(saved, (settings = kept ?? savedChartSettings(saved, today())));
        }
        unsavedChanges = hasUnsavedChartChanges({ symbol: saved.symbol, settings }, next.chart);
      }
      return saved === next.savedChart && unsavedChanges === next.unsavedChanges
        ? next
        : { ...next, savedChart: saved, unsavedChanges };
    },
  };
}
