/**
 * The gates of the settings panel's row menus (spec 2 §6): a change that would hold more indicators, overlays
 * or comparison symbols than the member may have is refused, with the dialog that opens (create account for
 * visitors and free members beyond the free maximum).
 */
import type { ChartSettings } from '../../model/chart-settings';
import type { Member } from '../../model/index';
import { canUse } from '../permissions/index';
import type { UpgradeModal } from '../permissions/index';

/** How many rows of each list name an item. */
export function settingsRowCounts(settings: ChartSettings): {
  indicators: number;
  overlays: number;
  comparisonSymbols: number;
} {
  return {
    indicators: settings.sortedIndicators.filter((row) => row.indicatorName !== '').length,
    overlays: settings.sortedOverlays.filter((row) => row.overlayName !== '').length,
    comparisonSymbols: settings.perfChartSymbols.filter((row) => row.symbol !== '').length,
  };
}

/** A panel change checked against the member's limits: the settings to keep, and the dialog a refusal opens. */
export interface GatedChange {
  readonly settings: ChartSettings;
  /** Null when the change is allowed (or refused without a dialog). */
  readonly modal: UpgradeModal | null;
  readonly allowed: boolean;
}

/**
 * Checks `next` against the member's limits where it holds more items than `previous`: a refused increase
 * keeps `previous` and names the dialog to open; any other change is kept as it is.
 */
export function gateRowCounts(
  member: Member | null | undefined,
  previous: ChartSettings,
  next: ChartSettings,
): GatedChange {
  const before = settingsRowCounts(previous);
  const after = settingsRowCounts(next);
  for (const kind of ['indicators', 'overlays', 'comparisonSymbols'] as const) {
    if (after[kind] <= before[kind]) continue;
    const permission = canUse(member, { kind, count: after[kind] });
    if (!permission.allowed)
      return {
        settings: previous,
        modal: permission.modal === 'none' ? null : permission.modal,
        allowed: false,
      };
  }
  return { settings: next, modal: null, allowed: true };
}
