import { createDefaultChartSettings } from '../../model/chart-settings';
import type { ChartSettings } from '../../model/chart-settings';
import { applyChartQuery } from './apply';
import {
  EmptyStyleParametersError,
  buildChartImageQuery,
  buildShareLink,
  savedChartStyleParameter,
} from './build';
import { checkRecordChart } from './record-load';
import { readChartQuery } from './read';

const TODAY = '2026-05-14';

describe('spec 1 §2.1 reading the chart page query', () => {
  it.each([
    ['s=msft,aapl', { symbol: 'MSFT' }],
    ['s= brk.b ', { symbol: 'BRK/B' }],
    ['i=t55', { styleId: 't55' }],
    ['id=0', { styleId: 'p0' }],
    ['a=42', { recordId: 42 }],
    ['p=w', { period: 'W' }],
    ['period=60', { period: '60' }],
    ['barwidth=daily', { period: 'D' }],
    ['b=3&g=2', { bar: 3, gap: 2 }],
    ['bar=9&gap=0', { bar: 9, gap: 0 }],
    ['yr=2&mn=6&dy=10', { years: 2, months: 6, days: 10 }],
    ['years=3&months=1&days=2', { years: 3, months: 1, days: 2 }],
    ['ndays=15', { days: 15 }],
    ['st=2020-01-02&en=2021-03-04', { start: '2020-01-02', end: '2021-03-04' }],
    ['start=1850-01-01&end=today', { start: '1900-01-01', end: '' }],
    ['compare=spy,qqq,SPY', { compare: ['SPY', 'QQQ'] }],
    ['perf=true', { perf: true }],
    ['perf=FALSE', { perf: false }],
  ])('%s', (text, expected) => {
    const { query, errors } = readChartQuery(new URLSearchParams(text));
    expect(errors).toEqual([]);
    expect(query).toEqual({ overrides: {}, ...expected });
  });

  it.each([
    ['s=:bad', 's'],
    ['i=x1', 'i'],
    ['a=0', 'a'],
    ['a=-4', 'a'],
    ['p=7', 'p'],
    ['b=0', 'b'],
    ['bar=10', 'bar'],
    ['g=6', 'g'],
    ['yr=abc', 'yr'],
    ['mn=12', 'mn'],
    ['dy=31', 'dy'],
    ['st=2023-02-29', 'st'],
    ['en=05/14/2026', 'en'],
    ['st=2024-01-01&en=2023-01-01', 'st/en'],
    ['compare=spy,::', 'compare'],
    ['perf=yes', 'perf'],
  ])('drops %s with an error naming %s', (text, name) => {
    const { query, errors } = readChartQuery(new URLSearchParams(text));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.startsWith(`${name}:`)).toBe(true);
    const fields = Object.keys(query).filter((key) => key !== 'overrides' && key !== 'compare');
    expect(fields).toEqual([]);
  });

  it('strips non-chart parameters and keeps other overrides', () => {
    const { query } = readChartQuery({
      s: 'ibm',
      uiBelowChart: 'op',
      force: '1',
      randomNumber: '9',
      chartType: 'candle',
    });
    expect(query).toEqual({ symbol: 'IBM', overrides: { chartType: 'candle' } });
  });

  it('prefers the first alias and the first value of a list', () => {
    const { query } = readChartQuery({ p: ['W', 'M'], period: 'M', s: undefined });
    expect(query).toEqual({ period: 'W', overrides: {} });
  });

  it('caps compare at nine and says so', () => {
    const { query, errors } = readChartQuery(new URLSearchParams('compare=a,b,c,d,e,f,g,h,i,j'));
    expect(query.compare).toHaveLength(9);
    expect(errors).toEqual(['compare: more than 9 symbols; extra ones dropped']);
  });
});

describe('spec 1 §2.1 and §5.2 applying the query to settings', () => {
  const base = createDefaultChartSettings();
  const apply = (text: string) =>
    applyChartQuery(base, readChartQuery(new URLSearchParams(text)).query, TODAY);

  it.each([
    ['yr=1', '1y', { rangeYears: 1, rangeMonths: 0, rangeDays: 0 }],
    ['yr=1&mn=6', '1.5y', { rangeYears: 1, rangeMonths: 6 }],
    ['mn=3', '3m', { rangeMonths: 3, rangeYears: 0 }],
    ['dy=5', '5d', { rangeDays: 5, rangeYears: 0 }],
    ['yr=4', 'predefined', { rangeYears: 4, rangeMonths: 0, rangeDays: 0 }],
    ['yr=1&dy=3', 'predefined', { rangeYears: 1, rangeDays: 3 }],
    ['st=2026-01-01', 'ytd', { rangeStartDate: '2026-01-01', rangeEndDate: '' }],
    ['st=2026-01-01&en=2026-05-14', 'ytd', { rangeStartDate: '2026-01-01', rangeEndDate: '' }],
    ['st=2025-01-01', 'custom', { rangeStartDate: '2025-01-01', rangeEndDate: '' }],
    ['st=2020-03-01&en=2021-03-01', 'custom', { rangeStartDate: '2020-03-01', rangeEndDate: '2021-03-01' }],
    ['en=2021-03-01', 'custom', { rangeStartDate: '', rangeEndDate: '2021-03-01' }],
    ['b=3&g=1', 'fill', { rangeBar: 3, rangeGap: 1 }],
    ['g=2', 'fill', { rangeBar: 5, rangeGap: 2 }],
    ['st=2020-03-01&yr=5&b=2', 'custom', { rangeStartDate: '2020-03-01', rangeBar: 5 }],
    ['yr=5&b=2', '5y', { rangeYears: 5, rangeBar: 5 }],
    ['st=today', '1y', {}],
    ['st=2026-05-14', '1y', {}],
    ['yr=0&mn=0', '1y', {}],
  ])('%s gives range %s', (text, range, fields) => {
    const settings = apply(text);
    expect(settings.range).toBe(range);
    expect(settings).toMatchObject(fields);
  });

  it('switches to PerfChart with compare and sets the baseline with perf', () => {
    const settings = apply('compare=spy,qqq&perf=true&p=W');
    expect(settings.chartType).toBe('perfChart');
    expect(settings.perfChartSymbols).toEqual([
      { id: 1, symbol: 'SPY' },
      { id: 2, symbol: 'QQQ' },
    ]);
    expect(settings.useMainChartSymbolAsBaseline).toBe(true);
    expect(settings.period).toBe('W');
  });

  it('does not change the settings it is given', () => {
    const before = structuredClone(base);
    apply('yr=3&compare=spy&p=M');
    expect(base).toEqual(before);
  });
});

describe('spec 1 §2.2 and §5.4 the chart image query', () => {
  const build = (overrides: Partial<ChartSettings>, options = {}) =>
    buildChartImageQuery('AAPL', { ...createDefaultChartSettings(), ...overrides }, options).toString();

  it.each([
    [{}, 's=AAPL&p=D&yr=1'],
    [{ range: '1.5y', rangeYears: 1, rangeMonths: 6 }, 's=AAPL&p=D&yr=1&mn=6'],
    [{ range: 'fill', rangeBar: 3, rangeGap: 0 }, 's=AAPL&p=D&b=3&g=0'],
    [{ range: 'fill', rangeBar: 0, rangeGap: 2 }, 's=AAPL&p=D&g=2'],
    [{ range: 'fill', rangeBar: 2.5, rangeGap: -1 }, 's=AAPL&p=D'],
    [
      { range: 'custom', rangeStartDate: '2020-01-02', rangeEndDate: '2021-01-02' },
      's=AAPL&p=D&st=2020-01-02&en=2021-01-02',
    ],
    [{ range: 'ytd', rangeStartDate: '2026-01-01' }, 's=AAPL&p=D&st=2026-01-01'],
    [
      {
        chartType: 'perfChart',
        perfChartSymbols: [{ id: 1, symbol: 'SPY' }],
        useMainChartSymbolAsBaseline: true,
      },
      's=AAPL&p=D&yr=1&compare=SPY&perf=true',
    ],
    [{ perfChartSymbols: [{ id: 1, symbol: 'SPY' }] }, 's=AAPL&p=D&yr=1'],
  ])('%j gives %s', (overrides, expected) => {
    expect(build(overrides)).toBe(expected);
  });

  it('adds i, a and r, and a only for a positive record id', () => {
    expect(build({}, { styleId: 't12', recordId: 7, randomNumber: 99 })).toBe(
      's=AAPL&p=D&yr=1&i=t12&a=7&r=99',
    );
    expect(build({}, { recordId: 0 })).toBe('s=AAPL&p=D&yr=1');
  });

  it('starts a Year-to-Date range without a stored start at this year', () => {
    expect(build({ range: 'ytd' }, { today: '2031-07-01' })).toBe('s=AAPL&p=D&st=2031-01-01');
  });
});

describe('spec 1 §2.1-§2.2 round trips: settings -> query -> settings', () => {
  const cases: Array<[string, Partial<ChartSettings>]> = [
    ['default', {}],
    ['fill', { range: 'fill', rangeBar: 7, rangeGap: 3, rangeYears: 0 }],
    ['1.5 years', { range: '1.5y', rangeYears: 1, rangeMonths: 6 }],
    ['10 days', { range: '10d', rangeDays: 10, rangeYears: 0 }],
    ['predefined', { range: 'predefined', rangeYears: 2, rangeMonths: 4, rangeDays: 9 }],
    ['ytd', { range: 'ytd', rangeStartDate: '2026-01-01', rangeYears: 0 }],
    ['custom', { range: 'custom', rangeStartDate: '2019-02-03', rangeEndDate: '2020-04-05', rangeYears: 0 }],
    ['custom open end', { range: 'custom', rangeStartDate: '2019-02-03', rangeYears: 0 }],
    [
      'weekly perf chart',
      {
        period: 'W',
        chartType: 'perfChart',
        perfChartSymbols: [
          { id: 1, symbol: 'QQQ' },
          { id: 2, symbol: 'IWM' },
        ],
        useMainChartSymbolAsBaseline: true,
      },
    ],
  ];
  it.each(cases)('%s', (_name, overrides) => {
    const settings: ChartSettings = { ...createDefaultChartSettings(), ...overrides };
    const params = buildChartImageQuery('MSFT', settings, { styleId: 'p5', recordId: 3 });
    const { query, errors } = readChartQuery(params);
    expect(errors).toEqual([]);
    expect(query.symbol).toBe('MSFT');
    expect(query.styleId).toBe('p5');
    expect(query.recordId).toBe(3);
    expect(applyChartQuery(createDefaultChartSettings(), query, TODAY)).toEqual(settings);
  });
});

describe('spec 3 §5 share link', () => {
  const settings = createDefaultChartSettings();
  it.each([
    [{ symbol: 'AAPL', permanentStyleId: 'p42', settings }, '/sc3/ui/?s=AAPL&id=p42'],
    [{ symbol: 'AAPL', permanentStyleId: 'p42', settings, recordId: 12 }, '/sc3/ui/?s=AAPL&id=p42&a=12'],
    [{ symbol: 'AAPL', permanentStyleId: 'p42', settings, recordId: 0 }, '/sc3/ui/?s=AAPL&id=p42'],
    [
      {
        symbol: 'A&B',
        permanentStyleId: 'p1',
        settings: { ...settings, chartType: 'perfChart', perfChartSymbols: [{ id: 1, symbol: 'SPY' }] },
      },
      '/sc3/ui/?s=A%26B&id=p1&compare=SPY',
    ],
  ])('%j', (input, expected) => {
    expect(buildShareLink('/sc3/ui/', input)).toBe(expected);
  });
});

describe('spec 3 §2.1 and §4 address parameters', () => {
  it('reads perfChartSymbolsString as the comparison symbols', () => {
    expect(readChartQuery({ perfChartSymbolsString: 'spy,iwm' }).query.compare).toEqual(['SPY', 'IWM']);
  });

  it.each([
    [null, 'AAPL', 'notFound'],
    [{ symbol: 'AAPL', isPointAndFigureChart: true }, 'AAPL', 'pointAndFigure'],
    [{ symbol: 'AAPL', isPointAndFigureChart: false }, 'MSFT', 'symbolMismatch'],
    [{ symbol: 'AAPL', isPointAndFigureChart: false }, 'aapl', 'ok'],
    [{ symbol: 'AAPL', isPointAndFigureChart: false }, undefined, 'ok'],
  ])('record chart %j with s=%j is %s', (chart, symbol, expected) => {
    expect(checkRecordChart(chart, symbol)).toBe(expected);
  });
});

describe('spec 1 §5.6 and §7 saved chart style parameter', () => {
  it.each([
    ['p=D&yr=1', '&p=D&yr=1'],
    ['&p=W', '&p=W'],
    ['?s=AAPL', '&s=AAPL'],
  ])('%j is sent as %j', (input, expected) => {
    expect(savedChartStyleParameter(input)).toBe(expected);
  });

  it.each(['', '&', ' ', new URLSearchParams()])('refuses empty parameters %#', (input) => {
    expect(() => savedChartStyleParameter(input)).toThrow(EmptyStyleParametersError);
  });
});
