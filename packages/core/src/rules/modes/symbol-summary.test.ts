import { MESSAGES } from '../../catalogues/messages';
import { parseSymbolSummary } from '../../model/symbol-summary';
import {
  earningsBannerText,
  miniChartPeriod,
  summaryCountry,
  summarySymbolToLoad,
  symbolSummaryView,
  visibleSummarySections,
} from './symbol-summary';

const full = parseSymbolSummary({
  symbol: 'AAPL',
  name: 'Apple Inc.',
  description: 'Designs phones.',
  countryCode: 4,
  nextEarningsDate: '2024-05-15',
  earningsTime: 'After Market Close',
  sctrRank: 72,
  quarterlyEarnings: [{ fiscalPeriod: '2024 Q1', actualEps: 1.53 }],
});
const bare = parseSymbolSummary({ symbol: 'XYZ', name: 'No profile' });

describe('spec 3 §2.6 Symbol Summary sections', () => {
  it.each([
    [
      'all data',
      full,
      [
        'Summary',
        'Fundamentals',
        'Technicals',
        'Earnings',
        'SCTR',
        'Profile',
        'Scans',
        'Alerts',
        'ChartLists',
      ],
    ],
    [
      'no earnings, SCTR or description',
      bare,
      ['Summary', 'Fundamentals', 'Technicals', 'Scans', 'Alerts', 'ChartLists'],
    ],
    [
      // issue #17 item 8: history alone showed the section; spec 3 §2.6 shows SCTR only with rank data.
      'SCTR history without rank data: no SCTR section',
      parseSymbolSummary({ symbol: 'Q', sctrHistory: [{ date: '2024-01-02', value: 50 }] }),
      ['Summary', 'Fundamentals', 'Technicals', 'Scans', 'Alerts', 'ChartLists'],
    ],
    [
      'annual earnings only',
      parseSymbolSummary({ symbol: 'Q', annualEarnings: [{ fiscalPeriod: '2023', actualRevenue: 1e9 }] }),
      ['Summary', 'Fundamentals', 'Technicals', 'Earnings', 'Scans', 'Alerts', 'ChartLists'],
    ],
  ])('%s', (_name, summary, sections) => {
    expect(visibleSummarySections(summary)).toEqual(sections);
  });

  it('finds the country flag', () => {
    expect(summaryCountry(full)).toMatchObject({ name: 'United States', iso: 'US' });
    expect(summaryCountry(bare)).toBeNull();
    expect(summaryCountry(parseSymbolSummary({ symbol: 'Q', countryCode: 99 }))).toBeNull();
  });
});

describe('spec 3 §4 earnings banner', () => {
  it.each([
    ['2024-05-14', 'AAPL reports earnings tomorrow (After Market Close)'],
    ['2024-05-15', 'AAPL reports earnings today (After Market Close)'],
    ['2024-05-16', null],
  ])('on %s: %j', (today, text) => {
    expect(earningsBannerText(full, today)).toBe(text);
  });

  it('says yesterday after the last report', () => {
    expect(
      earningsBannerText(parseSymbolSummary({ symbol: 'IBM', lastEarningsDate: '2024-05-13' }), '2024-05-14'),
    ).toBe('IBM reported earnings yesterday');
  });
});

describe('spec 3 §4 symbol changes and the mini chart', () => {
  it.each([
    [null, ' aapl ', 'AAPL'],
    ['AAPL', 'aapl', null],
    ['AAPL', '--_msft', 'MSFT'],
    ['AAPL', '   ', null],
    ['AAPL', 'br k', 'BRK'],
  ])('from %j, input %j loads %j', (current, input, expected) => {
    expect(summarySymbolToLoad(current, input)).toBe(expected);
  });

  it.each([
    ['1D', '1D'],
    ['5Y', '5Y'],
    [undefined, '6M'],
    ['10Y', '6M'],
  ])('period %j is %j', (value, expected) => {
    expect(miniChartPeriod(value)).toBe(expected);
  });
});

describe('spec 3 §4, §5, §8 Symbol Summary view', () => {
  it.each([
    ['ratio symbol', 'AAPL:SPY', null, 'unsupported'],
    ['user index', '@MINE', { status: 'loaded', symbol: '@MINE', data: full }, 'unsupported'],
    ['difference symbol', 'A-B', null, 'unsupported'],
    ['not loaded', 'AAPL', null, 'loading'],
    ['loading', 'AAPL', { status: 'loading', symbol: 'AAPL' }, 'loading'],
    ['stale result', 'MSFT', { status: 'loaded', symbol: 'AAPL', data: full }, 'loading'],
    ['error', 'AAPL', { status: 'failed', symbol: 'AAPL' }, 'failed'],
    ['no data', 'AAPL', { status: 'loaded', symbol: 'AAPL', data: null }, 'unsupported'],
    ['loaded', 'AAPL', { status: 'loaded', symbol: 'AAPL', data: full }, 'loaded'],
  ] as const)('%s', (_name, symbol, load, kind) => {
    const view = symbolSummaryView(symbol, load);
    // No summary to show is the unsupported state, with the not-found text.
    expect(view.status === 'loaded' && view.data === null ? 'unsupported' : view.status).toBe(kind);
  });

  it('carries the exact texts', () => {
    expect(symbolSummaryView('AAPL', { status: 'failed', symbol: 'AAPL' })).toEqual({
      status: 'failed',
      error: 'There was an error loading the Symbol Summary for this ticker. Please try again later.',
    });
    expect(symbolSummaryView('A:B', null)).toEqual({ status: 'loaded', data: null });
    expect(MESSAGES.symbolSummary.unsupported).toMatch(
      /^Whoops! Looks like we couldn't create a Symbol Summary/,
    );
  });
});
