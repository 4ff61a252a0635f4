import { describe, expect, it } from 'vitest';
import { miniChartQuery, miniChartSettings } from './market-modes-mini-chart';

describe('spec 3 §2.6 what each mini chart button draws', () => {
  it.each([
    ['1D', false, { p: '5', dy: 1 }],
    ['5D', false, { p: '30', dy: 5 }],
    ['1M', false, { p: 'D', mn: 1 }],
    ['6M', false, { p: 'D', mn: 6 }],
    ['1Y', false, { p: 'D', yr: 1 }],
    ['5Y', false, { p: 'W', yr: 5 }],
    ['1D', true, { p: 'D', mn: 1 }],
    ['5D', true, { p: 'D', mn: 1 }],
    ['1Y', true, { p: 'D', yr: 1 }],
    ['2Y', false, { p: 'D', mn: 6 }],
    ['', false, { p: 'D', mn: 6 }],
  ] as const)('%s (end of day %s) draws %o', (period, isEndOfDay, query) => {
    expect(miniChartQuery(period, isEndOfDay)).toEqual(query);
  });

  it.each([
    ['1Y', { period: 'D', range: '1y', rangeYears: 1 }],
    ['5D', { period: '30', rangeDays: 5 }],
    ['5Y', { period: 'W', rangeYears: 5 }],
  ] as const)('the settings of %s carry its bars and length', (period, settings) => {
    expect(miniChartSettings(period, false)).toMatchObject(settings);
  });
});
