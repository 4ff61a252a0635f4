/**
 * The data range of a chart as XML property nodes (spec 2 §5): exactly one of `data.bar` with `data.gap`,
 * `data.days`, or `data.start` with `data.end`. Days carry a whole length: years of 365 days, months of 30.
 */
import { findRange, findRangeByLength } from '../../catalogues/index';
import type { ChartSettings } from '../../model/chart-settings';
import { clampToMinimumDate, isValidBar, isValidGap, isValidIsoDate } from '../validation/index';
import { isAllowedRangeLength, yearStartOf } from '../settings/range-transitions';
import { failChartXml } from './chart-xml-error';

/** Days per year and per month in `data.days` (spec 2 §9). */
export const DAYS_PER_YEAR = 365;
/** Days per month in `data.days` (spec 2 §9). */
export const DAYS_PER_MONTH = 30;

/** The range fields of ChartSettings. */
export type RangeSettings = Pick<
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

/** The property nodes (name, value) that write a chart's range. */
export function rangeProperties(settings: ChartSettings, today: string): Array<[string, string]> {
  const kind = findRange(settings.range)?.kind ?? 'length';
  if (kind === 'barGap')
    return [
      ['data.bar', String(settings.rangeBar)],
      ['data.gap', String(settings.rangeGap)],
    ];
  if (kind === 'dates') {
    const start =
      settings.range === 'ytd' ? settings.rangeStartDate || yearStartOf(today) : settings.rangeStartDate;
    return [
      ['data.start', start || 'today'],
      ['data.end', settings.rangeEndDate || 'today'],
    ];
  }
  const days =
    settings.rangeYears * DAYS_PER_YEAR + settings.rangeMonths * DAYS_PER_MONTH + settings.rangeDays;
  return [['data.days', String(days)]];
}

/** Splits a `data.days` value into years of 365, months of 30 and days (spec 2 §5). */
export function splitDays(total: number): { years: number; months: number; days: number } {
  const years = Math.floor(total / DAYS_PER_YEAR);
  const rest = total - years * DAYS_PER_YEAR;
  const months = Math.floor(rest / DAYS_PER_MONTH);
  return { years, months, days: rest - months * DAYS_PER_MONTH };
}

function defaultsOf(rangeId: string): RangeSettings {
  const range = findRange(rangeId);
  return {
    range: rangeId,
    rangeBar: range?.barValue ?? 5,
    rangeGap: range?.gapValue ?? 0,
    rangeDays: range?.numberOfDays ?? 0,
    rangeMonths: range?.numberOfMonths ?? 0,
    rangeYears: range?.numberOfYears ?? 0,
    rangeStartDate: '',
    rangeEndDate: '',
  };
}

function readDate(name: string, value: string): string {
  if (value === 'today') return '';
  if (!isValidIsoDate(value))
    failChartXml('badDate', `bad date in property node ${name}: ${JSON.stringify(value)}`);
  return clampToMinimumDate(value);
}

function readInteger(name: string, value: string, valid: (n: number) => boolean): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!valid(n)) failChartXml('invalidProperty', `invalid property node ${name}: ${JSON.stringify(value)}`);
  return n;
}

/**
 * Reads the range from the property nodes strictly: conflicting or half-given groups, bad dates and
 * `data.days` values that do not split into allowed years, months and days are errors.
 */
export function readRangeProperties(properties: ReadonlyMap<string, string>, today: string): RangeSettings {
  const has = (name: string) => properties.has(name);
  const groups = [has('data.bar') || has('data.gap'), has('data.days'), has('data.start') || has('data.end')];
  const given = groups.filter(Boolean).length;
  if (given > 1)
    failChartXml(
      'conflictingRange',
      'conflicting range nodes: give only one of data.bar/data.gap, data.days or data.start/data.end',
    );
  if (given === 0)
    failChartXml(
      'missingProperty',
      'missing property node for the data range (data.bar and data.gap, data.days, or data.start and data.end)',
    );
  const get = (name: string) =>
    properties.get(name) ?? failChartXml('missingProperty', `missing property node ${name}`);

  if (groups[0]) {
    const rangeBar = readInteger('data.bar', get('data.bar'), isValidBar);
    const rangeGap = readInteger('data.gap', get('data.gap'), isValidGap);
    return { ...defaultsOf('fill'), rangeBar, rangeGap };
  }
  if (groups[1]) {
    const raw = get('data.days');
    const total = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    const { years, months, days } = splitDays(total);
    if (total < 1 || !isAllowedRangeLength(days, months, years)) {
      failChartXml('badDays', `bad data.days value ${JSON.stringify(raw)}`);
    }
    const preset = findRangeByLength(days, months, years);
    return {
      ...defaultsOf(preset?.id ?? 'predefined'),
      rangeDays: days,
      rangeMonths: months,
      rangeYears: years,
    };
  }
  const rangeStartDate = readDate('data.start', get('data.start'));
  const rangeEndDate = readDate('data.end', get('data.end'));
  if (rangeStartDate && rangeEndDate && rangeStartDate > rangeEndDate) {
    failChartXml('badDate', `bad date: data.start ${rangeStartDate} is after data.end ${rangeEndDate}`);
  }
  const isYearToDate = rangeStartDate === yearStartOf(today) && rangeEndDate === '';
  return { ...defaultsOf(isYearToDate ? 'ytd' : 'custom'), rangeStartDate, rangeEndDate };
}
