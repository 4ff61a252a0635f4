import type {
  ChartSettings,
  IndicatorRow,
  KagiUnit,
  OverlayRow,
  RenkoUnit,
} from '../../model/chart-settings';
import { changeRange, changeRangeDates, changeRangeLength } from './range-transitions';
import {
  DEFAULT_ROW_LIMITS,
  editIndicatorRows,
  editOverlayRows,
  type RowEdit,
  type RowLimits,
} from './row-transitions';
import { applySymbolKind, changeColorScheme, changeKagiUnit, changeRenkoUnit } from './style-transitions';

/** One change made in the settings panel (spec 2 §4). */
export type SettingsChange =
  | { kind: 'range'; range: string }
  | { kind: 'rangeDates'; start?: string; end?: string }
  | { kind: 'rangeLength'; days?: number; months?: number; years?: number }
  | { kind: 'kagiUnit'; unit: KagiUnit }
  | { kind: 'renkoUnit'; unit: RenkoUnit }
  | { kind: 'colorScheme'; colorScheme: string }
  | { kind: 'symbolKind'; isCrypto: boolean }
  | { kind: 'indicatorRow'; edit: RowEdit<IndicatorRow> }
  | { kind: 'overlayRow'; edit: RowEdit<OverlayRow> };

/** What a change may depend on: today's date (YYYY-MM-DD) and the member's row limits. */
export interface SettingsContext {
  today: string;
  limits?: RowLimits;
}

/**
 * Applies one settings-panel change and its knock-on resets (spec 2 §4); returns the same object when the
 * change is refused (invalid dates, unknown range or scheme).
 */
export function applySettingsChange(
  settings: ChartSettings,
  change: SettingsChange,
  context: SettingsContext,
): ChartSettings {
  switch (change.kind) {
    case 'range':
      return changeRange(settings, change.range, context.today);
    case 'rangeDates':
      return changeRangeDates(settings, change, context.today);
    case 'rangeLength':
      return changeRangeLength(settings, change);
    case 'kagiUnit':
      return changeKagiUnit(settings, change.unit);
    case 'renkoUnit':
      return changeRenkoUnit(settings, change.unit);
    case 'colorScheme':
      return changeColorScheme(settings, change.colorScheme);
    case 'symbolKind':
      return applySymbolKind(settings, change.isCrypto);
    case 'indicatorRow':
      return editIndicatorRows(settings, change.edit, context.limits ?? DEFAULT_ROW_LIMITS);
    case 'overlayRow':
      return editOverlayRows(settings, change.edit, context.limits ?? DEFAULT_ROW_LIMITS);
  }
}
