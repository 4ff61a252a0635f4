import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings, type ChartSettings } from '../../model/chart-settings';
import {
  commitSliderWindow,
  dateToPosition,
  defaultWindow,
  expandTrack,
  initialTrack,
  isValidWindow,
  nudgeEdge,
  nudgeWindow,
  positionToDate,
  presetWindow,
  SLIDER_PRESETS,
  settingsWindowWarning,
  sliderBounds,
  sliderWindowWarning,
  stepSliderDate,
  trackDays,
  windowFromSettings,
} from './range-slider';
import { fromDay, isSliderHoliday, isTradingDay, toDay } from './slider-calendar';

// 2026-11-20 is a Friday.
const today = '2026-11-20';
const bounds = sliderBounds(today);
const settings = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});

describe('spec 2 §4 range slider holidays: Jan 1, Dec 25 and their observed Mondays', () => {
  it.each([
    ['2025-01-01', true],
    ['2025-12-25', true],
    ['2022-01-03', true], // Jan 1 2022 was a Saturday
    ['2023-01-02', true], // Jan 1 2023 was a Sunday
    ['2022-12-26', true], // Dec 25 2022 was a Sunday
    ['2021-12-27', true], // Dec 25 2021 was a Saturday
    ['2024-12-26', false],
    ['2024-01-02', false],
    ['2025-07-04', false],
  ])('%s -> %s', (date, holiday) => {
    expect(isSliderHoliday(date)).toBe(holiday);
  });

  it.each([
    ['2026-11-20', true],
    ['2026-11-21', false],
    ['2026-11-22', false],
    ['2025-12-25', false],
    ['2026-13-01', false],
  ])('trading day %s -> %s', (date, trading) => {
    expect(isTradingDay(date)).toBe(trading);
  });
});

describe('spec 2 §4 range slider steps by period', () => {
  it.each([
    // daily and intraday: one weekday, skipping weekends and holidays
    ['2026-11-20', 1, 'D', 'end', '2026-11-20'],
    ['2026-11-19', 1, 'D', 'end', '2026-11-20'],
    ['2026-11-16', -1, 'D', 'start', '2026-11-13'],
    ['2025-12-24', 1, '5', 'start', '2025-12-26'],
    ['2024-12-31', 1, 'D', 'start', '2025-01-02'],
    ['2023-01-03', -1, 'D', 'start', '2022-12-30'],
    // weekly: starts to Mondays, ends to Fridays
    ['2026-11-11', 1, 'W', 'start', '2026-11-16'],
    ['2026-11-16', -1, 'W', 'start', '2026-11-09'],
    ['2026-11-11', 1, 'W', 'end', '2026-11-13'],
    ['2026-11-13', -1, 'W', 'end', '2026-11-06'],
    // monthly: month starts and ends, holidays and weekends moved inside the month
    ['2026-05-15', 1, 'M', 'start', '2026-06-01'],
    ['2026-05-15', -1, 'M', 'start', '2026-05-01'],
    ['2026-05-15', 1, 'M', 'end', '2026-05-29'],
    ['2026-05-29', 1, 'M', 'end', '2026-06-30'],
    ['2025-12-10', 1, 'M', 'start', '2026-01-02'],
    ['2026-01-02', -1, 'M', 'start', '2025-12-01'],
    // quarterly and yearly
    ['2026-05-15', 1, 'Q', 'start', '2026-07-01'],
    ['2026-05-15', -1, 'Q', 'end', '2026-03-31'],
    ['2025-05-15', 1, 'Y', 'end', '2025-12-31'],
    ['2025-05-15', -1, 'Y', 'start', '2025-01-02'],
    ['2025-01-02', -1, 'Y', 'start', '2024-01-02'],
  ] as const)('%s step %d %s (%s) -> %s', (date, direction, period, edge, expected) => {
    expect(stepSliderDate(date, direction, period, edge, bounds)).toBe(expected);
  });

  it.each([
    ['1900-01-01', -1, 'D', 'start', '1900-01-01'],
    ['2026-11-18', 1, 'Y', 'end', '2026-11-20'],
  ] as const)('clamps %s step %d %s to the bounds', (date, direction, period, edge, expected) => {
    expect(stepSliderDate(date, direction, period, edge, bounds)).toBe(expected);
  });
});

describe('spec 2 §4 range slider nudges', () => {
  it('moves the whole window by a weekday', () => {
    expect(nudgeWindow({ start: '2026-01-05', end: '2026-06-05' }, 1, 'D', bounds)).toEqual({
      start: '2026-01-06',
      end: '2026-06-08',
    });
  });

  it('moves the whole window by months', () => {
    expect(nudgeWindow({ start: '2026-01-05', end: '2026-06-05' }, -1, 'M', bounds)).toEqual({
      start: '2026-01-02',
      end: '2026-05-29',
    });
  });

  it('keeps the window when it would pass today', () => {
    const window = { start: '2026-01-05', end: today };
    expect(nudgeWindow(window, 1, 'D', bounds)).toBe(window);
  });

  it('moves one edge but never past the other', () => {
    expect(nudgeEdge({ start: '2026-11-16', end: '2026-11-18' }, 'start', 1, 'D', bounds)).toEqual({
      start: '2026-11-17',
      end: '2026-11-18',
    });
    const tight = { start: '2026-11-17', end: '2026-11-18' };
    expect(nudgeEdge(tight, 'start', 1, 'D', bounds)).toBe(tight);
  });
});

describe('spec 2 §4 range slider presets, window and track', () => {
  it.each([
    ['3 Years', '2023-11-20'],
    ['2 Years', '2024-11-20'],
    ['1 Year', '2025-11-20'],
    ['6 Months', '2026-05-20'],
    ['3 Months', '2026-08-20'],
    ['1 Month', '2026-10-20'],
    ['YTD', '2026-01-01'],
  ] as const)('%s starts %s', (preset, start) => {
    expect(presetWindow(preset, today)).toEqual({ start, end: today });
  });

  it('offers the presets in the spec order', () => {
    expect(SLIDER_PRESETS).toEqual([
      '3 Years',
      '2 Years',
      '1 Year',
      '6 Months',
      '3 Months',
      '1 Month',
      'YTD',
    ]);
  });

  it.each<[string, Partial<ChartSettings>, { start: string; end: string }]>([
    ['default: 1 year ago to today', {}, { start: '2025-11-20', end: today }],
    ['length range', { rangeYears: 0, rangeMonths: 3, rangeDays: 2 }, { start: '2026-08-18', end: today }],
    [
      'custom dates',
      { range: 'custom', rangeStartDate: '2020-01-02', rangeEndDate: '2021-01-02' },
      { start: '2020-01-02', end: '2021-01-02' },
    ],
    ['open end', { range: 'custom', rangeStartDate: '2020-01-02' }, { start: '2020-01-02', end: today }],
    [
      'start after end is ignored',
      { range: 'custom', rangeStartDate: '2022-01-02', rangeEndDate: '2021-01-02' },
      defaultWindow(today),
    ],
    ['too old is ignored', { range: 'custom', rangeStartDate: '1850-01-02' }, defaultWindow(today)],
    ['invalid is ignored', { range: 'custom', rangeStartDate: '2020-02-31' }, defaultWindow(today)],
    ['fill range', { range: 'fill', rangeYears: 0 }, defaultWindow(today)],
  ])('window from settings: %s', (_name, overrides, window) => {
    expect(windowFromSettings(settings(overrides), today)).toEqual(window);
  });

  it('starts the track at 4 times the window and expands it back in time', () => {
    const track = initialTrack({ start: '2026-10-21', end: today }, bounds);
    expect(track).toEqual({ start: '2026-07-23', end: today });
    const wider = expandTrack(track, bounds);
    expect(wider.start < track.start).toBe(true);
    expect(wider.end).toBe(today);
    expect(expandTrack({ start: '1900-01-05', end: today }, bounds).start).toBe('1900-01-01');
    expect(initialTrack({ start: '1900-06-01', end: '1990-01-01' }, bounds).start).toBe('1900-01-01');
  });

  it('maps dates and pixels both ways', () => {
    const track = { start: '2026-01-01', end: '2026-01-31' };
    expect(dateToPosition('2026-01-16', track, 300)).toBe(150);
    expect(positionToDate(150, track, 300)).toBe('2026-01-16');
    expect(positionToDate(-10, track, 300)).toBe('2026-01-01');
    expect(positionToDate(999, track, 300)).toBe('2026-01-31');
  });

  it('counts the track in days, so that a day-valued slider maps dates both ways', () => {
    const track = { start: '2026-01-01', end: '2026-01-31' };
    expect(trackDays(track)).toBe(30);
    expect(dateToPosition('2026-01-16', track, trackDays(track))).toBe(15);
    expect(positionToDate(15, track, trackDays(track))).toBe('2026-01-16');
    expect(trackDays({ start: '2026-01-31', end: '2026-01-01' })).toBe(0);
  });
});

describe('spec 2 §4 range slider commit', () => {
  it.each([
    [
      { start: '2025-03-03', end: today },
      { range: 'custom', rangeStartDate: '2025-03-03', rangeEndDate: '' },
    ],
    [
      { start: '2025-03-03', end: '2025-09-01' },
      { range: 'custom', rangeStartDate: '2025-03-03', rangeEndDate: '2025-09-01' },
    ],
    [
      { start: '2026-01-01', end: today },
      { range: 'ytd', rangeStartDate: '2026-01-01', rangeEndDate: '' },
    ],
  ])('%j', (window, expected) => {
    expect(commitSliderWindow(settings(), window, today)).toMatchObject(expected);
  });

  it.each([
    [{ start: '2025-09-01', end: '2025-03-03' }],
    [{ start: '2025-03-03', end: '2025-03-03' }],
    [{ start: '1899-12-31', end: '2025-03-03' }],
    [{ start: '2025-02-30', end: '2025-03-03' }],
    [{ start: '2025-03-03', end: '2027-01-01' }],
  ])('ignores %j', (window) => {
    const s = settings();
    expect(isValidWindow(window, bounds)).toBe(false);
    expect(commitSliderWindow(s, window, today)).toBe(s);
  });
});

describe('spec 2 §8 range slider warnings', () => {
  const bounds = sliderBounds('2026-11-20');
  it.each([
    [
      { start: '2020-02-30', end: '2021-01-01' },
      'Range slider: ignored the invalid dates 2020-02-30 to 2021-01-01.',
    ],
    [{ start: '', end: '2021-01-01' }, 'Range slider: ignored the invalid dates (empty) to 2021-01-01.'],
    [
      { start: '1899-12-31', end: '2021-01-01' },
      'Range slider: ignored the start date 1899-12-31, older than 1900-01-01.',
    ],
    [{ start: '2021-01-01', end: '2021-01-01' }, null],
    [{ start: '2020-01-01', end: '2021-01-01' }, null],
  ])('%j warns %s', (window, expected) => {
    expect(sliderWindowWarning(window, bounds)).toBe(expected);
  });

  it('warns for a chart whose dates it falls back from, and not for a length range', () => {
    const settings = createDefaultChartSettings();
    expect(settingsWindowWarning(settings, '2026-11-20')).toBeNull();
    expect(
      settingsWindowWarning({ ...settings, rangeStartDate: '1850-01-01', rangeEndDate: '' }, '2026-11-20'),
    ).toBe('Range slider: ignored the start date 1850-01-01, older than 1900-01-01.');
  });
});

describe('spec 2 §4 range slider calendar: YYYY-MM-DD days read and written as date-fns would', () => {
  // The reading date-fns' parse and format gave before they were dropped from the first view (issue #20).
  const byDateFns = (iso: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
    const day = parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
    return isValid(day) && format(day, 'yyyy-MM-dd') === iso ? day : null;
  };

  it.each([
    '2026-11-20',
    '2024-02-29',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '1899-12-31',
    '0050-06-15',
    '0000-01-01',
    '9999-12-31',
    '2026-1-05',
    '2026-11-20T00:00',
    '',
  ])('reads %j', (iso) => {
    expect(toDay(iso)?.getTime() ?? null).toBe(byDateFns(iso)?.getTime() ?? null);
  });

  it('writes every day of a leap year and of an early year as it reads them', () => {
    for (const start of [new Date(2024, 0, 1), new Date(2000, 0, 1)]) {
      if (start.getFullYear() === 2000) start.setFullYear(50);
      for (let i = 0; i < 366; i += 1) {
        const day = new Date(start);
        day.setDate(day.getDate() + i);
        expect(fromDay(day)).toBe(format(day, 'yyyy-MM-dd'));
        expect(toDay(fromDay(day))?.getTime()).toBe(day.getTime());
      }
    }
  });
});
