import { parseCompaniesInfo } from './company-info';
import { parseOptionChain, strikeBounds, strikeRange } from './option-chain';
import { ModelParseError } from './parse-list';
import { groupTitleFromId, parseSampleChartStyles } from './sample-styles';
import {
  isSymbolSummarySupported,
  parseEarningsRows,
  parseFiscalPeriod,
  parseSymbolSummary,
  sctrBand,
  earningsBanner,
} from './symbol-summary';
import { parseSymbolSuggestions } from './symbol-suggestion';

describe('spec 1 §3.9 company info', () => {
  it('parses entries and skips invalid ones', () => {
    const { items, skipped } = parseCompaniesInfo([
      { symbol: 'aapl', companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Apple Inc.' } },
      {
        symbol: 'RY.TO',
        companyInfo: { exchange: 'TSX', isEOD: 'true', name: 'Royal Bank', marketRegion: 'CA' },
      },
      { symbol: '', companyInfo: { exchange: 'X', isEOD: false, name: 'n' } },
      { symbol: 'X' },
    ]);
    expect(skipped).toBe(2);
    expect(items).toEqual([
      { symbol: 'AAPL', companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Apple Inc.' } },
      {
        symbol: 'RY.TO',
        companyInfo: { exchange: 'TSX', isEOD: true, name: 'Royal Bank', marketRegion: 'CA' },
      },
    ]);
  });
});

describe('spec 3 §5 Symbol Summary', () => {
  it.each([
    ['AAPL', true],
    ['$SPX', true],
    ['@MINE', false],
    ['AAPL:SPY', false],
    ['AAPL-SPY', false],
    ['', false],
  ])('supports %j: %j', (symbol, expected) => {
    expect(isSymbolSummarySupported(symbol)).toBe(expected);
  });

  it.each([
    ['2024', { year: 2024, text: '2024' }],
    ['2024 Q3', { year: 2024, quarter: 3, text: '2024 Q3' }],
    ['Q1 2023', { year: 2023, quarter: 1, text: 'Q1 2023' }],
    ['2023-Q4', { year: 2023, quarter: 4, text: '2023-Q4' }],
    ['0999', { text: '0999' }],
    ['2024 Q5', { text: '2024 Q5' }],
    ['FY24', { text: 'FY24' }],
  ])('fiscal period %j is %j', (text, expected) => {
    expect(parseFiscalPeriod(text)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [24.9, 1],
    [25, 2],
    [50, 2],
    [50.1, 3],
    [75, 3],
    [75.1, 4],
    [99, 4],
  ])('SCTR %j is band %j', (rank, band) => {
    expect(sctrBand(rank)).toBe(band);
  });

  it('drops earnings rows with no period or neither actual nor estimate', () => {
    const rows = parseEarningsRows([
      { fiscalPeriod: '2024 Q1', actualEps: 1.2, estimatedEps: '1.1' },
      { fiscalPeriod: '', actualEps: 1 },
      { fiscalPeriod: '2024 Q2' },
      { fiscalPeriod: '2024 Q3', estimatedRevenue: 5e9 },
      'junk',
    ]);
    expect(rows).toEqual([
      { fiscalPeriod: { year: 2024, quarter: 1, text: '2024 Q1' }, actualEps: 1.2, estimatedEps: 1.1 },
      { fiscalPeriod: { year: 2024, quarter: 3, text: '2024 Q3' }, estimatedRevenue: 5e9 },
    ]);
  });

  it('parses a summary: volume only above zero, the 52-week range, moving-average differences, extras kept', () => {
    const summary = parseSymbolSummary({
      symbol: 'msft',
      name: 'Microsoft',
      close: '110',
      volume: 0,
      yearRange: '150.5, 90',
      sma50: 100,
      sma200: '',
      hasOptions: true,
      sctrHistory: [{ date: '2024-01-02', value: 80 }, { date: 3 }],
      dividendYield: 0.8,
      yieldTrailing: '1.5',
      website: 'https://example.com',
      employees: '',
      performance: { week1: 1.5, ytd: '-3' },
      extendedHours: { type: 'after', close: 111, time: '2024-05-14T20:00:00Z' },
    });
    expect(summary).toMatchObject({
      symbol: 'MSFT',
      close: 110,
      fiftyTwoWeekRange: { low: 90, high: 150.5 },
      sma50: { value: 100, percentDifference: 10 },
      hasOptions: true,
      sctrHistory: [{ date: '2024-01-02', value: 80 }],
      extra: { dividendYield: 0.8 },
      yieldTrailing: 1.5,
      website: 'https://example.com',
      performance: { week1: 1.5, ytd: -3 },
      extendedHours: { type: 'after', close: 111, time: '2024-05-14T20:00:00Z' },
    });
    expect(summary.employees).toBeUndefined();
    expect(summary.volume).toBeUndefined();
    expect(summary.sma200).toBeUndefined();
  });

  it.each([[{}], [{ symbol: '  ' }], [null]])('throws ModelParseError without symbol text: %j', (raw) => {
    expect(() => parseSymbolSummary(raw)).toThrow(ModelParseError);
  });
});

describe('spec 3 §3 and §5 option chains', () => {
  const contract = (Symbol: unknown, StrikePrice: number) => ({
    Symbol,
    StrikePrice,
    Bid: 1,
    Ask: '1.2',
    ImpVol: 0.3,
    InTheMoney: true,
  });
  const reply = {
    success: true,
    options: {
      LastEarningsDate: '2024-04-25',
      Expirations: [
        {
          ExpirationDate: '2024-06-21',
          DaysToExpire: 30,
          Calls: [contract('AAPL240621C00190000', 190), contract('1BAD', 1), contract(7, 2)],
          Puts: [contract('AAPL240621P00180000', 180)],
        },
        { DaysToExpire: 3 },
      ],
    },
  };

  it('parses expirations and skips contracts whose symbol is not a string or starts with a digit', () => {
    const chain = parseOptionChain(reply);
    expect(chain.expirations).toHaveLength(1);
    expect(chain.skipped).toBe(3);
    expect(chain.lastEarningsDate).toBe('2024-04-25');
    expect(chain.expirations[0]?.calls).toEqual([
      {
        symbol: 'AAPL240621C00190000',
        strikePrice: 190,
        bid: 1,
        ask: 1.2,
        impliedVolatility: 0.3,
        inTheMoney: true,
      },
    ]);
    expect(strikeBounds(chain.expirations[0]!)).toEqual({ min: 180, max: 190 });
  });

  it.each([
    [{ success: false, options: { Expirations: [] } }],
    [{ success: true }],
    [{ success: true, options: { Expirations: {} } }],
    ['x'],
  ])('throws ModelParseError for %j', (raw) => {
    expect(() => parseOptionChain(raw)).toThrow(ModelParseError);
  });

  it('reads the underlying the chain was priced on, and leaves out one that is not readable', () => {
    const underlying = {
      Symbol: 'AAPL',
      Last: 191.5,
      HistoricalVolatility: 0.24,
      RiskFreeRate: 0.043,
      DividendYield: 0.005,
      Source: 'model',
    };
    expect(
      parseOptionChain({ ...reply, options: { ...reply.options, Underlying: underlying } }).underlying,
    ).toEqual({
      symbol: 'AAPL',
      last: 191.5,
      historicalVolatility: 0.24,
      riskFreeRate: 0.043,
      dividendYield: 0.005,
      source: 'model',
    });
    const broken = { ...underlying, Last: -1 };
    expect(
      parseOptionChain({ ...reply, options: { ...reply.options, Underlying: broken } }),
    ).not.toHaveProperty('underlying');
  });

  it('orders strike slider values either way', () => {
    expect(strikeRange(200, 150)).toEqual({ min: 150, max: 200 });
  });
});

describe('spec 2 §3 and §5 sample ChartStyles', () => {
  it.each([
    ['technicalAnalysis', 'Technical Analysis'],
    ['basics', 'Basics'],
    ['myETFStyles', 'My ETF Styles'],
    ['dpGallery2', 'Dp Gallery2'],
  ])('group %j is titled %j', (id, title) => {
    expect(groupTitleFromId(id)).toBe(title);
  });

  it('skips invalid records and groups and counts them', () => {
    const parsed = parseSampleChartStyles({
      popularStyles: {
        p1: { title: 'Trend', pcode: 'p1', membersOnly: true, symbol: 'SPY', shouldLoadSymbol: true },
        p2: { title: 'No code' },
        p3: { title: 'Typed', pcode: 'p3', membersOnly: 'yes' },
      },
      emptyGroup: {},
      notAGroup: [1, 2],
    });
    expect(parsed.groups).toEqual([
      {
        id: 'popularStyles',
        title: 'Popular Styles',
        styles: [
          {
            styleId: 'p1',
            title: 'Trend',
            pcode: 'p1',
            description: '',
            rootSymbol: 'SPY',
            sharpChartArguments: '',
            isForPayingMembersOnly: true,
            shouldLoadRootSymbol: true,
          },
        ],
      },
    ]);
    expect(parsed.skippedRecords).toBe(2);
    expect(parsed.skippedGroups).toBe(2);
  });

  it.each([[{}], [{ g: { p: { title: 1, pcode: 'x' } } }], [[]], [null]])(
    'fails when none remain: %j',
    (raw) => {
      expect(() => parseSampleChartStyles(raw)).toThrow(ModelParseError);
    },
  );
});

describe('spec 3 §5 symbol suggestions', () => {
  it('drops entries with an empty field', () => {
    expect(
      parseSymbolSuggestions({
        success: true,
        suggestions: [
          { name: 'Apple Inc.', exchange: 'NASDAQ', symbol: 'AAPL' },
          { name: ' ', exchange: 'NYSE', symbol: 'X' },
        ],
      }),
    ).toEqual({ items: [{ name: 'Apple Inc.', exchange: 'NASDAQ', symbol: 'AAPL' }], skipped: 1 });
  });

  it.each([
    [{ success: false, suggestions: [] }],
    [{ success: true, suggestions: [{ name: 1, exchange: 'x', symbol: 'y' }] }],
    [{ success: true }],
  ])('refuses %j', (raw) => {
    expect(() => parseSymbolSuggestions(raw)).toThrow(ModelParseError);
  });
});

describe('spec 3 §4 earnings banner', () => {
  it.each([
    ['2024-05-14', undefined, 'today'],
    [undefined, '2024-05-14', 'today'],
    ['2024-05-15', '2024-02-01', 'tomorrow'],
    ['2024-08-01', '2024-05-13', 'yesterday'],
    ['2024-05-16', '2024-05-12', null],
    ['2024-05-14T16:00:00', undefined, 'today'],
    [undefined, undefined, null],
  ])('next %j, last %j: %j', (next, last, expected) => {
    expect(earningsBanner(next, last, '2024-05-14')).toBe(expected);
  });

  it('crosses month and year ends', () => {
    expect(earningsBanner('2025-01-01', undefined, '2024-12-31')).toBe('tomorrow');
    expect(earningsBanner(undefined, '2024-02-29', '2024-03-01')).toBe('yesterday');
  });
});
