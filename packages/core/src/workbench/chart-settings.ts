import { findRange } from '../catalogues/index';
import type { ChartSettings } from '../model/index';

/**
 * The settings with another range chosen: days, months, years, bar and gap reset to the range's defaults and
 * the dates cleared (spec 2 §4). An unknown id, or the range already chosen, returns the settings unchanged.
 */
export function withRange(settings: ChartSettings, rangeId: string): ChartSettings {
  const range = findRange(rangeId);
  if (!range || rangeId === settings.range) return settings;
  return {
    ...settings,
    range: range.id,
    rangeBar: range.barValue,
    rangeGap: range.gapValue,
    rangeDays: range.numberOfDays,
    rangeMonths: range.numberOfMonths,
    rangeYears: range.numberOfYears,
    rangeStartDate: '',
    rangeEndDate: '',
  };
}
