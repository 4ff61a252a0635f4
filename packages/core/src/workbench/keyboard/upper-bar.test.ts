import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import type { ChartState } from '../chart/chart.transitions';
import { createChartState } from '../chart/chart.transitions';
import { isEodOnIntraday, upperBarDisabled } from './upper-bar';

const chart = (
  over: Partial<ChartState> = {},
  settings: Partial<ChartState['settings']> = {},
): ChartState => ({
  ...createChartState('AAPL', { ...createDefaultChartSettings(), ...settings }),
  status: 'loaded',
  recid: 12,
  companyInfo: { name: 'Apple', exchange: 'NASDAQ', isEOD: false },
  ...over,
});
const EOD = { name: 'Fund', exchange: 'MUTUAL', isEOD: true };
const open = { readOnlyChart: false };

describe('spec 3 §5 upper bar disabled states', () => {
  it.each([
    [
      'a saved chart of a found symbol',
      chart(),
      open,
      { save: false, annotate: false, createAlert: false, delete: false },
    ],
    [
      'an unsaved chart: nothing to delete',
      chart({ recid: 0 }),
      open,
      { save: false, annotate: false, createAlert: false, delete: true },
    ],
    [
      'a not-found symbol',
      chart({ status: 'invalidSymbol' }),
      open,
      { save: true, annotate: true, createAlert: true, delete: true },
    ],
    [
      'an end-of-day symbol on an intraday chart',
      chart({ companyInfo: EOD }, { period: '5' }),
      open,
      { save: true, annotate: true, createAlert: true, delete: true },
    ],
    [
      'an end-of-day symbol on a daily chart',
      chart({ companyInfo: EOD }),
      open,
      { save: false, annotate: false, createAlert: false, delete: false },
    ],
    [
      'the performance chart',
      chart({}, { chartType: 'perfChart' }),
      open,
      { save: false, annotate: true, createAlert: false, delete: false },
    ],
    [
      'a read-only chart',
      chart(),
      { readOnlyChart: true },
      { save: false, annotate: false, createAlert: false, delete: true },
    ],
    [
      'still loading',
      chart({ status: 'loading' }),
      open,
      { save: false, annotate: false, createAlert: false, delete: false },
    ],
  ] as const)('%s', (_name, state, context, expected) => {
    expect(upperBarDisabled(state, context)).toEqual(expected);
  });

  it.each([
    [{ isEOD: true }, '60', true],
    [{ isEOD: true }, 'W', false],
    [{ isEOD: false }, '60', false],
  ] as const)('end-of-day %o on period %s: %s', (info, period, expected) => {
    expect(isEodOnIntraday(chart({ companyInfo: { name: 'x', exchange: 'y', ...info } }, { period }))).toBe(
      expected,
    );
  });

  it('an unknown company (lookup failed) is not end-of-day', () => {
    expect(isEodOnIntraday(chart({ companyInfo: null }, { period: '5' }))).toBe(false);
  });
});
