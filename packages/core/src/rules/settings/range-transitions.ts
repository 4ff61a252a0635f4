/**
 * Range changes of the settings panel (spec 2 §4): choosing a range resets its values to the range's
 * defaults; start/end dates make Year-to-Date or Custom; a days/months/years combination that matches a
 * preset becomes that preset.
 */
import {
  findRange,
  findRangeByLength,
  RANGE_DAYS_OPTIONS,
  RANGE_MONTHS_OPTIONS,
  RANGE_YEARS_OPTIONS,
} from '../../catalogues/index';
import type { ChartSettings } from '../../model/chart-settings';
import { clampToMinimumDate, isValidIsoDate } from '../validation/index';

/** The first day of the year of `today` (YYYY-MM-DD), where the Year-to-Date range starts. */
export function yearStartOf(today: string): string {
  return `${today.slice(0, 4)}-01-01`;
}

const offered = (menu: ReadonlyArray<{ readonly value: number }>, value: number) =>
  menu.some((option) => option.value === value);

/** Whether days, months and years are each an option of their menus (spec 1 §3.2, §5.4: allowed lists). */
export function isAllowedRangeLength(days: number, months: number, years: number): boolean {
  return (
    offered(RANGE_DAYS_OPTIONS, days) &&
    offered(RANGE_MONTHS_OPTIONS, months) &&
    offered(RANGE_YEARS_OPTIONS, years)
  );
}

function withRangeDefaults(settings: ChartSettings, rangeId: string): ChartSettings {
  const range = findRange(rangeId);
  if (!range) return settings;
  return {
    ...settings,
    range: range.id,
    rangeBar: range.barValue,
    rangeGap: range.gapValue,
    rangeDays: range.numberOfDays,
    rangeMonths: range.numberOfMonths,
    rangeYears: range.numberOfYears,
  };
}

/**
 * Chooses a range: bar, gap, days, months and years take the range's defaults; dates are cleared except for
 * Custom (kept, for the user to adjust) and Year-to-Date (start of this year, no end). Unknown ids change
 * nothing.
 */
export function changeRange(settings: ChartSettings, rangeId: string, today: string): ChartSettings {
  const next = withRangeDefaults(settings, rangeId);
  if (next === settings) return settings;
  if (rangeId === 'ytd') return { ...next, rangeStartDate: yearStartOf(today), rangeEndDate: '' };
  if (rangeId === 'custom') return next;
  return { ...next, rangeStartDate: '', rangeEndDate: '' };
}

function readDate(value: string, today: string): string | null {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'today') return '';
  if (!isValidIsoDate(text)) return null;
  // A start or end equal to today is dropped (spec 1 §5.2): blank means today.
  return text === today ? '' : clampToMinimumDate(text);
}

/**
 * Sets start and/or end dates (YYYY-MM-DD, '' or 'today'): the range becomes Year-to-Date when the start is
 * this year's first day and there is no end, otherwise Custom. An invalid date, or a start not before the
 * end, changes nothing.
 */
export function changeRangeDates(
  settings: ChartSettings,
  dates: { start?: string; end?: string },
  today: string,
): ChartSettings {
  const start = dates.start === undefined ? settings.rangeStartDate : readDate(dates.start, today);
  const end = dates.end === undefined ? settings.rangeEndDate : readDate(dates.end, today);
  if (start === null || end === null) return settings;
  if (start !== '' && start >= (end === '' ? today : end)) return settings;
  const rangeId = start === yearStartOf(today) && end === '' ? 'ytd' : 'custom';
  return { ...withRangeDefaults(settings, rangeId), rangeStartDate: start, rangeEndDate: end };
}

/**
 * Sets days, months and/or years of a length range: a combination that matches a preset switches to that
 * preset, any other is the Predefined range. Values outside the allowed options, or all zero, change nothing.
 */
export function changeRangeLength(
  settings: ChartSettings,
  length: { days?: number; months?: number; years?: number },
): ChartSettings {
  const days = length.days ?? settings.rangeDays;
  const months = length.months ?? settings.rangeMonths;
  const years = length.years ?? settings.rangeYears;
  if (!isAllowedRangeLength(days, months, years) || days + months + years === 0) return settings;
  const preset = findRangeByLength(days, months, years);
  return {
    ...withRangeDefaults(settings, preset?.id ?? 'predefined'),
    rangeDays: days,
    rangeMonths: months,
    rangeYears: years,
    rangeStartDate: '',
    rangeEndDate: '',
  };
}
