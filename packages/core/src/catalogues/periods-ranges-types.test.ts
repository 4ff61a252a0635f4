import { DEFAULT_PERIOD_VALUE, PERIODS, findPeriod } from './periods';
import { DEFAULT_RANGE_ID, RANGES, findRange, findRangeByLength } from './ranges';
import { CHART_TYPES, DEFAULT_CHART_TYPE_VALUE, findChartType } from './chart-types';

describe('spec 1 §3.1, §6 periods', () => {
  it.each([
    ['1', true, true, false, false, false],
    ['5', true, true, false, false, false],
    ['30', true, true, false, false, false],
    ['39', true, true, false, false, true],
    ['65', true, true, false, false, true],
    ['78', true, true, false, false, true],
    ['130', true, true, false, false, true],
    ['195', true, true, false, false, true],
    ['60', true, true, false, false, false],
    ['120', true, true, false, false, false],
    ['240', true, true, false, true, false],
    ['D', false, false, false, false, false],
    ['W', false, false, false, false, false],
    ['M', false, true, false, false, false],
    ['Q', false, true, true, false, false],
    ['Y', false, true, true, false, false],
  ])(
    '%s: intraday %s, paying %s, pro %s, crypto-only %s, non-crypto-only %s',
    (value, intraday, paying, pro, crypto, nonCrypto) => {
      expect(findPeriod(value)).toMatchObject({
        isIntraday: intraday,
        isPayingMemberOnly: paying,
        isProOnly: pro,
        isCryptoOnly: crypto,
        isNonCryptoOnly: nonCrypto,
      });
    },
  );

  it('has every minute period of the specification and daily as default', () => {
    const minutes = PERIODS.filter((p) => p.isIntraday)
      .map((p) => p.minutes)
      .sort((a, b) => a - b);
    expect(minutes).toEqual([1, 2, 3, 5, 10, 15, 30, 39, 60, 65, 78, 120, 130, 195, 240]);
    expect(findPeriod(DEFAULT_PERIOD_VALUE)?.title).toBe('Daily');
    expect(new Set(PERIODS.map((p) => p.value)).size).toBe(PERIODS.length);
  });

  it('finds by code, letter code in any case, or id', () => {
    expect(findPeriod('d')?.id).toBe('daily');
    expect(findPeriod('hourly')?.value).toBe('60');
    expect(findPeriod('7')).toBeUndefined();
  });
});

describe('spec 1 §3.2, §6 ranges', () => {
  it('has the titles of the specification, in order', () => {
    expect(RANGES.map((r) => r.title)).toEqual([
      'Fill the Chart',
      '1 Day',
      '2 Days',
      '5 Days',
      '10 Days',
      '15 Days',
      '1 Month',
      '3 Months',
      '6 Months',
      '9 Months',
      'Year-to-Date',
      '1 Year',
      '1.5 Years',
      '2 Years',
      '3 Years',
      '5 Years',
      '10 Years',
      '15 Years',
      '20 Years',
      '25 Years',
      '50 Years',
      '75 Years',
      '100 Years',
      'Predefined Range',
      'Select Start/End',
    ]);
    expect(findRange('custom')?.shortTitle).toBe('Custom');
  });

  it.each([
    ['1d', true, true, true],
    ['9m', true, true, true],
    ['1y', true, true, true],
    ['1.5y', false, true, true],
    ['25y', false, true, true],
    ['50y', false, false, false],
    ['100y', false, false, false],
    ['ytd', true, true, true],
    ['predefined', true, true, true],
    ['custom', true, true, true],
  ])('%s: free %s, basic %s, extra %s', (id, free, basic, extra) => {
    expect(findRange(id)).toMatchObject({
      allowedForFreeUsers: free,
      allowedForBasicMembers: basic,
      allowedForExtraMembers: extra,
    });
  });

  it('keeps days 0-30 and months 0-11, bar 5 and gap 0 by default', () => {
    for (const r of RANGES) {
      expect(r.numberOfDays).toBeGreaterThanOrEqual(0);
      expect(r.numberOfDays).toBeLessThanOrEqual(30);
      expect(r.numberOfMonths).toBeLessThanOrEqual(11);
      expect([r.barValue, r.gapValue]).toEqual([5, 0]);
    }
    expect(findRange('1.5y')).toMatchObject({ numberOfYears: 1, numberOfMonths: 6 });
    expect(DEFAULT_RANGE_ID).toBe('1y');
  });

  it('matches a custom length to its preset (spec 2 §4)', () => {
    expect(findRangeByLength(0, 6, 1)?.id).toBe('1.5y');
    expect(findRangeByLength(0, 0, 1)?.id).toBe('1y');
    expect(findRangeByLength(3, 0, 0)).toBeUndefined();
  });
});

describe('spec 1 §3.3 chart types', () => {
  it('has every chart type in its group, OHLC Bars (thick) by default', () => {
    expect(CHART_TYPES.filter((t) => t.group === 'Comparison').map((t) => t.title)).toEqual(['PerfChart']);
    expect(CHART_TYPES.filter((t) => t.group === 'Aggregated').map((t) => t.title)).toEqual([
      'Heikin-Ashi',
      'Three Line Break',
      'Kagi',
      'Renko',
      'Cumulative',
    ]);
    expect(CHART_TYPES.filter((t) => t.group === 'Standard')).toHaveLength(18);
    expect(findChartType(DEFAULT_CHART_TYPE_VALUE)?.title).toBe('OHLC Bars (thick)');
    expect(findChartType('perfChart')?.isNew).toBe(true);
  });

  it('marks the candle-based types', () => {
    expect(CHART_TYPES.filter((t) => t.isCandleBased).map((t) => t.value)).toEqual([
      'candle',
      'candleVolume',
      'armsCandleVolume',
      'heikinAshi',
    ]);
  });
});
