import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../model/index';
import { withRange } from './chart-settings';

describe('spec 2 §4 changing the range resets its values to the range defaults', () => {
  it.each([
    ['6m', { rangeDays: 0, rangeMonths: 6, rangeYears: 0 }],
    ['5d', { rangeDays: 5, rangeMonths: 0, rangeYears: 0 }],
    ['1.5y', { rangeDays: 0, rangeMonths: 6, rangeYears: 1 }],
    ['fill', { rangeBar: 5, rangeGap: 0, rangeDays: 0, rangeMonths: 0, rangeYears: 0 }],
  ])('%s', (rangeId, expected) => {
    const before = { ...createDefaultChartSettings(), rangeStartDate: '2020-01-01', rangeBar: 8, rangeGap: 3 };
    const after = withRange(before, rangeId);
    expect(after).toMatchObject({ range: rangeId, rangeStartDate: '', rangeEndDate: '', rangeBar: 5, rangeGap: 0, ...expected });
  });

  it.each([['nope'], ['1y']])('an unknown or unchanged range (%s) leaves the settings as they are', (rangeId) => {
    const before = createDefaultChartSettings();
    expect(withRange(before, rangeId)).toBe(before);
  });
});
