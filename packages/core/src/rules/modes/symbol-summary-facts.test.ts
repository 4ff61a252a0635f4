import { parseSymbolSummary } from '../../model/symbol-summary';
import {
  earningsTableRows,
  extendedHoursQuote,
  fundamentalFacts,
  quoteFacts,
  symbolToolLinks,
  technicalFacts,
} from './symbol-summary-facts';

const summary = parseSymbolSummary({
  symbol: 'AAPL',
  close: 110,
  open: 108.5,
  volume: 1234567,
  marketCap: 2_934_000_000_000,
  yearRange: '164.08,199.62',
  sma50: 100,
  rsi: 61.234,
  peRatio: 29.5,
  yieldTrailing: 0.5234,
  exDividendDate: '2024-05-10',
  performance: { week1: 1.234, ytd: -4.5 },
  extendedHours: {
    type: 'After Hours',
    close: 111.2,
    change: 1.2,
    percentChange: 1.09,
    time: '2024-05-14T21:30:00Z',
  },
  quarterlyEarnings: [
    { fiscalPeriod: '2023 Q2', actualEps: 1.26 },
    { fiscalPeriod: '2023 Q3', actualEps: 1.46 },
    { fiscalPeriod: '2023 Q4', actualEps: 2.18 },
    { fiscalPeriod: '2024 Q1', actualEps: 1.53, actualRevenue: 90.8e9 },
    { fiscalPeriod: '2024 Q2', estimatedEps: 1.34 },
  ],
});
const facts = (list: { label: string; text: string }[]) =>
  Object.fromEntries(list.map((f) => [f.label, f.text]));

describe('spec 3 §2.6, §3, §9 Symbol Summary figures', () => {
  it.each([
    ['Open', '108.50'],
    ['Volume', '1,234,567'],
    ['Market Cap', '2.934T'],
    ['52-Week Range', '164.08 - 199.62'],
    ['Previous Close', ''],
  ])('quote %s reads %j', (label, text) => {
    expect(facts(quoteFacts(summary))[label]).toBe(text);
  });

  it.each([
    ['P/E Ratio', '29.50'],
    ['Yield (Trailing)', '0.52%'],
    ['Ex-Dividend Date', '2024-05-10'],
    ['PEG Ratio', ''],
  ])('fundamental %s reads %j', (label, text) => {
    expect(facts(fundamentalFacts(summary))[label]).toBe(text);
  });

  it.each([
    ['SMA(50)', '100.00 (+10.00%)'],
    ['RSI(14)', '61.23'],
    ['Performance 1 Week', '+1.23%'],
    ['Performance Year to Date', '-4.50%'],
    ['Performance 1 Year', ''],
  ])('technical %s reads %j', (label, text) => {
    expect(facts(technicalFacts(summary))[label]).toBe(text);
  });

  it('reads the extended-hours quote and ignores one without a type or price', () => {
    expect(extendedHoursQuote(summary)).toEqual({
      type: 'After Hours',
      close: 111.2,
      change: 1.2,
      percentChange: 1.09,
      time: '2024-05-14T21:30:00Z',
    });
    expect(
      extendedHoursQuote(parseSymbolSummary({ symbol: 'X', extendedHours: { type: 'Pre-Market' } })),
    ).toBeNull();
    expect(extendedHoursQuote(parseSymbolSummary({ symbol: 'X' }))).toBeNull();
  });

  it('shows the four latest earnings periods, newest first, revenue in millions', () => {
    expect(earningsTableRows(summary.quarterlyEarnings)).toEqual([
      { period: '2024 Q2', cells: ['', '1.34', '', ''] },
      { period: '2024 Q1', cells: ['1.53', '', '90,800.00M', ''] },
      { period: '2023 Q4', cells: ['2.18', '', '', ''] },
      { period: '2023 Q3', cells: ['1.46', '', '', ''] },
    ]);
  });

  it('links the tools with the symbol encoded', () => {
    expect(facts(symbolToolLinks('BRK/B'))).toMatchObject({
      'Point and Figure': '/freecharts/pnf.php?c=BRK%2FB,P',
      Seasonality: '/freecharts/seasonality.php?symbol=BRK%2FB',
      'Historical Data': '/freecharts/historical/?symbol=BRK%2FB',
    });
  });
});
