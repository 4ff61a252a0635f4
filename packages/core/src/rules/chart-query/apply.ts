/**
 * Applying a chart query to chart settings (spec 1 §2.1, §5.2; spec 2 §4): period, range (dates, then a
 * length, then bar and gap), comparison symbols and baseline.
 */
import { PERF_CHART_TYPE_VALUE } from '../../catalogues/chart-types';
import { DEFAULT_BAR_VALUE, DEFAULT_GAP_VALUE, findRange, findRangeByLength } from '../../catalogues/ranges';
import type { ChartSettings } from '../../model/chart-settings';
import { toIsoDate, type CalendarDay } from '../validation/dates';
import type { ChartQuery } from './types';

type RangeFields = Pick<
  ChartSettings,
  | 'range'
  | 'rangeBar'
  | 'rangeGap'
  | 'rangeDays'
  | 'rangeMonths'
  | 'rangeYears'
  | 'rangeStartDate'
  | 'rangeEndDate'
>;

/** The range fields of a range id with its defaults (spec 2 §4: a range change resets the other values). */
function rangeDefaults(id: string): RangeFields {
  const range = findRange(id);
  return {
    range: id,
    rangeBar: range?.barValue ?? DEFAULT_BAR_VALUE,
    rangeGap: range?.gapValue ?? DEFAULT_GAP_VALUE,
    rangeDays: range?.numberOfDays ?? 0,
    rangeMonths: range?.numberOfMonths ?? 0,
    rangeYears: range?.numberOfYears ?? 0,
    rangeStartDate: '',
    rangeEndDate: '',
  };
}

/**
 * The range of start and end dates (spec 1 §5.2): a date equal to today is dropped; a start on the first day
 * of this year with no end is Year-to-Date; other dates make a Custom range. Null when both are empty.
 */
export function resolveDateRange(start: string, end: string, today: CalendarDay): RangeFields | null {
  const todayIso = toIsoDate(today);
  const from = start === todayIso ? '' : start;
  const to = end === todayIso ? '' : end;
  if (from === '' && to === '') return null;
  if (to === '' && from === `${todayIso.slice(0, 4)}-01-01`)
    return { ...rangeDefaults('ytd'), rangeStartDate: from };
  return { ...rangeDefaults('custom'), rangeStartDate: from, rangeEndDate: to };
}

/**
 * The range of a length in days, months and years (spec 2 §4): a matching preset, otherwise 'predefined' with
 * these values. Null for an all-zero length.
 */
export function resolveLengthRange(days: number, months: number, years: number): RangeFields | null {
  if (days === 0 && months === 0 && years === 0) return null;
  const preset = findRangeByLength(days, months, years);
  if (preset) return rangeDefaults(preset.id);
  return { ...rangeDefaults('predefined'), rangeDays: days, rangeMonths: months, rangeYears: years };
}

/** A copy of chart settings whose rows can be changed without touching the original. */
function copySettings(settings: ChartSettings): ChartSettings {
  return {
    ...settings,
    perfChartSymbols: settings.perfChartSymbols.map((entry) => ({ ...entry })),
    sortedIndicators: settings.sortedIndicators.map((row) => ({ ...row })),
    sortedOverlays: settings.sortedOverlays.map((row) => ({ ...row })),
  };
}

/**
 * Applies a read chart query to chart settings and returns new settings (spec 1 §2.1). Range: start/end dates
 * first, then years/months/days, then bar/gap (Fill the Chart). `compare` switches to PerfChart.
 */
export function applyChartQuery(
  settings: ChartSettings,
  query: ChartQuery,
  today: CalendarDay,
): ChartSettings {
  const next: ChartSettings = copySettings(settings);
  if (query.period !== undefined) next.period = query.period;

  const byDates =
    query.start !== undefined || query.end !== undefined
      ? resolveDateRange(query.start ?? '', query.end ?? '', today)
      : null;
  const byLength =
    query.years !== undefined || query.months !== undefined || query.days !== undefined
      ? resolveLengthRange(query.days ?? 0, query.months ?? 0, query.years ?? 0)
      : null;
  const byBarGap =
    query.bar !== undefined || query.gap !== undefined
      ? {
          ...rangeDefaults('fill'),
          rangeBar: query.bar ?? DEFAULT_BAR_VALUE,
          rangeGap: query.gap ?? DEFAULT_GAP_VALUE,
        }
      : null;
  const range = byDates ?? byLength ?? byBarGap;
  if (range) Object.assign(next, range);

  if (query.compare !== undefined && query.compare.length > 0) {
    next.chartType = PERF_CHART_TYPE_VALUE;
    next.perfChartSymbols = query.compare.map((symbol, index) => ({ id: index + 1, symbol }));
  }
  if (query.perf !== undefined) next.useMainChartSymbolAsBaseline = query.perf;
  return next;
}
