import { describe, expect, it } from 'vitest';
import { RANGES } from '../../catalogues/index';
import { createDefaultChartSettings, type ChartSettings } from '../../model/chart-settings';
import { changeRange, changeRangeDates, changeRangeLength } from './range-transitions';

const today = '2026-11-20';
const settings = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});
const rangeFields = (s: ChartSettings) => ({
  range: s.range,
  bar: s.rangeBar,
  gap: s.rangeGap,
  days: s.rangeDays,
  months: s.rangeMonths,
  years: s.rangeYears,
  start: s.rangeStartDate,
  end: s.rangeEndDate,
});

describe('spec 2 §4 changing the range resets days, months, years, bar and gap to its defaults', () => {
  const dirty = settings({
    rangeBar: 9,
    rangeGap: 4,
    rangeDays: 7,
    rangeMonths: 5,
    rangeYears: 3,
    rangeStartDate: '2020-01-02',
    rangeEndDate: '2021-01-02',
  });
  it.each(RANGES.map((r) => [r.id, r] as const))('%s', (id, range) => {
    const next = changeRange(dirty, id, today);
    expect(next.range).toBe(id);
    expect([next.rangeBar, next.rangeGap, next.rangeDays, next.rangeMonths, next.rangeYears]).toEqual([
      range.barValue,
      range.gapValue,
      range.numberOfDays,
      range.numberOfMonths,
      range.numberOfYears,
    ]);
    const dates =
      id === 'ytd' ? ['2026-01-01', ''] : id === 'custom' ? ['2020-01-02', '2021-01-02'] : ['', ''];
    expect([next.rangeStartDate, next.rangeEndDate]).toEqual(dates);
  });

  it('ignores an unknown range', () => {
    const s = settings();
    expect(changeRange(s, '7w', today)).toBe(s);
  });
});

describe('spec 2 §4 / spec 1 §5.2 start and end dates make Year-to-Date or Custom', () => {
  it.each([
    ['year start, no end', { start: '2026-01-01', end: '' }, { range: 'ytd', start: '2026-01-01', end: '' }],
    [
      'year start, end today',
      { start: '2026-01-01', end: 'today' },
      { range: 'ytd', start: '2026-01-01', end: '' },
    ],
    [
      'year start, end equal to today',
      { start: '2026-01-01', end: today },
      { range: 'ytd', start: '2026-01-01', end: '' },
    ],
    [
      'year start with an end',
      { start: '2026-01-01', end: '2026-06-01' },
      { range: 'custom', start: '2026-01-01', end: '2026-06-01' },
    ],
    ['last year start', { start: '2025-01-01', end: '' }, { range: 'custom', start: '2025-01-01', end: '' }],
    [
      'other start',
      { start: '2024-03-15', end: '2025-03-15' },
      { range: 'custom', start: '2024-03-15', end: '2025-03-15' },
    ],
    [
      'too old start is clamped',
      { start: '1850-01-01', end: '1950-01-01' },
      { range: 'custom', start: '1900-01-01', end: '1950-01-01' },
    ],
  ])('%s', (_name, dates, expected) => {
    expect(rangeFields(changeRangeDates(settings(), dates, today))).toMatchObject({
      ...expected,
      bar: 5,
      gap: 0,
      days: 0,
      months: 0,
      years: 0,
    });
  });

  it.each([
    ['invalid start', { start: '2026-02-30' }],
    ['start in another format', { start: '02/03/2026' }],
    ['start after end', { start: '2025-05-01', end: '2025-04-01' }],
    ['start equal to end', { start: '2025-05-01', end: '2025-05-01' }],
    ['start in the future with no end', { start: '2027-01-01', end: '' }],
  ])('refuses %s', (_name, dates) => {
    const s = settings();
    expect(changeRangeDates(s, dates, today)).toBe(s);
  });
});

describe('spec 2 §4 a days/months/years combination matching a preset switches to it', () => {
  it.each([
    [{ years: 2, months: 0, days: 0 }, '2y'],
    [{ years: 1, months: 6, days: 0 }, '1.5y'],
    [{ years: 0, months: 3, days: 0 }, '3m'],
    [{ years: 0, months: 0, days: 15 }, '15d'],
    [{ years: 0, months: 0, days: 3 }, 'predefined'],
    [{ years: 4, months: 2, days: 1 }, 'predefined'],
  ])('%j -> %s', (length, range) => {
    const next = changeRangeLength(settings({ range: 'predefined' }), length);
    expect(rangeFields(next)).toMatchObject({
      range,
      years: length.years,
      months: length.months,
      days: length.days,
      start: '',
      end: '',
    });
  });

  it('merges a single field into the current values', () => {
    expect(changeRangeLength(settings({ rangeYears: 1 }), { months: 6 }).range).toBe('1.5y');
  });

  it.each([
    [{ days: 31 }],
    [{ months: 12 }],
    [{ years: 101 }],
    [{ days: -1 }],
    [{ days: 1.5 }],
    [{ years: 0, months: 0, days: 0 }],
  ])('refuses %j', (length) => {
    const s = settings();
    expect(changeRangeLength(s, length)).toBe(s);
  });
});
