import { createDefaultChartSettings, type ChartSettings } from '@chartbench/core';
import { createSampleBars } from '../sample-bars';
import { isoDate } from '../util/dates';
import { lowerBound, selectRange } from './range';

const bars = createSampleBars({ seed: 2, count: 3000 });
const settings = (overrides: Partial<ChartSettings>) => ({ ...createDefaultChartSettings(), ...overrides });

describe('spec 1 §3.2 ranges select the bars in range', () => {
  it.each([
    ['1y', '2024-12-31'],
    ['6m', '2025-06-30'],
    ['1m', '2025-11-30'],
    ['5y', '2020-12-31'],
  ])('%s of daily bars starts on the first trading day after %s', (range, after) => {
    const { start, end } = selectRange(bars.time, settings({ range }), 800);
    expect(end).toBe(bars.time.length);
    expect(isoDate(bars.time[start] as number) > after).toBe(true);
    expect(isoDate(bars.time[start - 1] as number) <= after).toBe(true);
  });

  it('takes a number of trading days for day ranges', () => {
    const { start, end } = selectRange(bars.time, settings({ range: '5d' }), 800);
    expect(end - start).toBe(5);
  });

  it('starts Year-to-Date at 1 January of the last bar', () => {
    const { start } = selectRange(bars.time, settings({ range: 'ytd' }), 800);
    expect(isoDate(bars.time[start] as number)).toBe('2025-01-01');
  });

  it('uses start and end dates for Custom', () => {
    const { start, end } = selectRange(
      bars.time,
      settings({ range: 'custom', rangeStartDate: '2024-03-04', rangeEndDate: '2024-03-08' }),
      800,
    );
    expect(isoDate(bars.time[start] as number)).toBe('2024-03-04');
    expect(isoDate(bars.time[end - 1] as number)).toBe('2024-03-08');
  });

  it.each([
    [5, 0, 160],
    [1, 0, 800],
    [5, 3, 100],
    [9, 5, 57],
  ])('Fill the Chart fits bars by bar %d and gap %d: %d bars in 800 px', (rangeBar, rangeGap, count) => {
    const { start, end } = selectRange(bars.time, settings({ range: 'fill', rangeBar, rangeGap }), 800);
    expect(end - start).toBe(count);
  });

  it('uses the settings years, months and days for a predefined range', () => {
    const { start } = selectRange(
      bars.time,
      settings({ range: 'predefined', rangeYears: 0, rangeMonths: 2, rangeDays: 0 }),
      800,
    );
    expect(isoDate(bars.time[start] as number) > '2025-10-31').toBe(true);
  });

  it('handles no bars', () => {
    expect(selectRange(new Float64Array(0), settings({}), 800)).toEqual({ start: 0, end: 0 });
  });

  it('binary-searches times', () => {
    expect(lowerBound([1, 3, 5, 7], 4)).toBe(2);
    expect(lowerBound([1, 3, 5, 7], 0)).toBe(0);
    expect(lowerBound([1, 3, 5, 7], 9)).toBe(4);
  });
});
