/**
 * Realistic data for the mode stories and tests, read through core's own parsers so it has the shapes the
 * server replies take.
 */
import {
  parseAdvancedAlerts,
  parseChartLists,
  parseChartListSummaryRows,
  parseHistoricalTable,
  parseOptionChain,
  parsePredefinedAlerts,
  parsePriceAlerts,
  parseSymbolSummary,
} from '@chartbench/core';

/** The member's chart lists: a read-only list, a framework list and two of their own. */
export const CHART_LISTS = parseChartLists([
  { recID: 501, listNum: 0, name: 'Tech Leaders' },
  { recID: 502, listNum: 1, name: 'Dividend Payers' },
  { recID: 503, listNum: 2, name: 'Sample Picks', isReadOnly: true },
  { recID: 504, listNum: 3, name: '2024  Sector Framework' },
]).items;

/** ChartList Summary rows as get-symbol-data sends them. */
export const SUMMARY_ROWS = parseChartListSummaryRows([
  {
    recid: 9001,
    symbol: 'AAPL',
    name: 'Apple Inc.',
    sector: 'Technology',
    industry: 'Computer Hardware',
    last: 189.87,
    change: 2.43,
    percentChange: 1.3,
    changeBarGradientCoefficient: 0.26,
    volume: 51234567,
    marketCap: 2_934_000_000_000,
    sctr: 72.4,
    universe: 'lrg',
    universeNumericSize: 1,
    smaFifty: 178.12,
    smaTwoHundred: 181.5,
    rsi: 61.2,
    date: '2024-05-14',
    dateNumeric: 1715644800000,
  },
  {
    recid: 9002,
    symbol: 'MSFT',
    name: 'Microsoft Corp.',
    sector: 'Technology',
    industry: 'Software',
    last: 416.56,
    change: -3.1,
    percentChange: -0.74,
    changeBarGradientCoefficient: -0.148,
    volume: 17654321,
    marketCap: 3_096_000_000_000,
    sctr: 91.6,
    universe: 'lrg',
    universeNumericSize: 1,
    smaFifty: 412.3,
    smaTwoHundred: 370.8,
    date: '2024-05-14',
    dateNumeric: 1715644800000,
  },
  {
    recid: 9003,
    symbol: 'XLU',
    name: 'Utilities Select Sector SPDR',
    sector: '',
    industry: '',
    last: 69.41,
    change: 0.52,
    percentChange: 0.75,
    changeBarGradientCoefficient: 0.15,
    volume: 9876543,
    marketCap: 0,
    sctr: 38.2,
    universe: 'etf',
    smaFifty: 65.2,
    smaTwoHundred: 63.9,
    date: '2024-05-14',
    dateNumeric: 1715644800000,
  },
  {
    recid: 9004,
    symbol: 'RY.TO',
    name: 'Royal Bank of Canada',
    sector: 'Financials',
    industry: 'Banks',
    last: 141.2,
    change: -0.1,
    percentChange: -0.07,
    changeBarGradientCoefficient: -0.014,
    volume: 3456789,
    marketCap: 199_500_000_000,
    sctr: 14.9,
    universe: 'tsx',
    smaFifty: 139.9,
    smaTwoHundred: 131.2,
    date: '',
  },
]).items;

/** Price alerts, newest first. */
export const PRICE_ALERTS = parsePriceAlerts([
  {
    recid: 301,
    alert: 'AAPL crosses above 195',
    symbol: 'AAPL',
    price: 195,
    lastPrice: 189.87,
    isRunning: true,
    lastfired: '2024-05-13 15:42',
  },
  {
    recid: 302,
    alert: 'SPY crosses below 500',
    symbol: 'SPY',
    price: 500,
    lastPrice: 523.3,
    isRunning: false,
    lastfired: '',
  },
  {
    recid: 303,
    alert: 'NVDA crosses above 1000',
    symbol: 'NVDA',
    price: 1000,
    lastPrice: 913.56,
    isRunning: true,
    lastfired: '2024-05-10 10:05',
  },
]).items;

/** Advanced alerts, including the alert summary's count entry the parser skips. */
export const ADVANCED_ALERTS = parseAdvancedAlerts([
  {
    recid: 401,
    alert: 'New 52-week highs in tech',
    alertpaused: 'no',
    lastfired: '2024-05-14 09:31',
    notes: 'Scan of Nasdaq 100',
  },
  { recid: 402, alert: 'Golden cross on SPY', alertpaused: 'yes', lastfired: '2024-04-02 16:00', notes: '' },
  { alertcount: 2 },
]).items;

/** Predefined alerts. */
export const PREDEFINED_ALERTS = parsePredefinedAlerts([
  {
    recID: 601,
    alertName: 'S&P 500 New 52-week High',
    symbol: '$SPX',
    lastAlert: '2024-05-14T20:00:00Z',
    isBearish: false,
  },
  {
    recID: 602,
    alertName: 'Nasdaq Bearish Divergence',
    symbol: '$COMPQ',
    lastAlert: '2024-05-09T14:30:00Z',
    isBearish: true,
  },
]).items;

/** A full Symbol Summary. */
export const SYMBOL_SUMMARY = parseSymbolSummary({
  symbol: 'AAPL',
  name: 'Apple Inc.',
  countryCode: 4,
  exchange: 'NASDAQ',
  sector: 'Technology',
  industry: 'Computer Hardware',
  marketCap: 2_934_000_000_000,
  close: 189.87,
  change: 2.43,
  changePercent: 1.3,
  volume: 51234567,
  averageVolume50: 58_000_000,
  peRatio: 29.5,
  eps: 6.43,
  open: 187.5,
  previousClose: 187.44,
  dayRange: '187.10 - 190.20',
  yearRange: '164.08,199.62',
  nextEarningsDate: '2024-05-15',
  lastEarningsDate: '2024-02-01',
  earningsTime: 'After Market Close',
  hasOptions: true,
  ema20: 180.2,
  sma50: 178.12,
  sma200: 181.5,
  rsi: 61.2,
  atr: 3.12,
  adx: 24.8,
  description:
    'Apple designs, manufactures and markets smartphones, personal computers, tablets, wearables and accessories.',
  sctrRank: 72.4,
  lastSctr: 72.4,
  sctrUniverse: 'lrg',
  sctrHistory: [
    { date: '2024-02-01', value: 41 },
    { date: '2024-03-01', value: 35.5 },
    { date: '2024-04-01', value: 58.2 },
    { date: '2024-05-01', value: 72.4 },
  ],
  quarterlyEarnings: [
    {
      fiscalPeriod: '2023 Q2',
      actualEps: 1.26,
      estimatedEps: 1.19,
      actualRevenue: 81.8e9,
      estimatedRevenue: 81.5e9,
    },
    {
      fiscalPeriod: '2023 Q3',
      actualEps: 1.46,
      estimatedEps: 1.39,
      actualRevenue: 89.5e9,
      estimatedRevenue: 89.3e9,
    },
    {
      fiscalPeriod: '2023 Q4',
      actualEps: 2.18,
      estimatedEps: 2.1,
      actualRevenue: 119.6e9,
      estimatedRevenue: 117.9e9,
    },
    {
      fiscalPeriod: '2024 Q1',
      actualEps: 1.53,
      estimatedEps: 1.5,
      actualRevenue: 90.8e9,
      estimatedRevenue: 90.3e9,
    },
    { fiscalPeriod: '2024 Q2', estimatedEps: 1.34, estimatedRevenue: 85.2e9 },
  ],
  annualEarnings: [
    { fiscalPeriod: '2022', actualEps: 6.11, actualRevenue: 394.3e9 },
    { fiscalPeriod: '2023', actualEps: 6.13, actualRevenue: 383.3e9 },
  ],
  predefinedScans: [{ title: 'New 52-week Highs', link: '/freecharts/sample/scan-library.html#high52' }],
});

/** A Symbol Summary without earnings, SCTR or description. */
export const BARE_SYMBOL_SUMMARY = parseSymbolSummary({
  symbol: 'ZVZZT',
  name: 'Test Issue',
  exchange: 'NASDAQ',
  close: 10.02,
  change: 0,
  changePercent: 0,
});

const contract = (symbol: string, strike: number, inTheMoney: boolean, bid: number) => ({
  Symbol: symbol,
  StrikePrice: strike,
  Bid: bid,
  Ask: bid + 0.1,
  Mid: bid + 0.05,
  BidSize: 12,
  AskSize: 30,
  Volume: 1520,
  OpenInterest: 8841,
  Gamma: 0.021,
  Delta: inTheMoney ? 0.71 : 0.33,
  Theta: -0.09,
  Rho: 0.05,
  Vega: 0.18,
  ImpVol: 0.2631,
  InTheMoney: inTheMoney,
  Date: '2024-05-14',
  Time: '15:59',
});

/** An option chain of two expirations. */
export const OPTION_CHAIN = parseOptionChain({
  success: true,
  options: {
    LastEarningsDate: '2024-05-02',
    NextEarningsDate: '2024-08-01',
    Expirations: [
      {
        ExpirationDate: '2024-05-17',
        DaysToExpire: 3,
        OptionCycle: 'W',
        Calls: [
          contract('AAPL240517C00180000', 180, true, 10.1),
          contract('AAPL240517C00190000', 190, false, 1.95),
          contract('AAPL240517C00200000', 200, false, 0.12),
        ],
        Puts: [
          contract('AAPL240517P00180000', 180, false, 0.08),
          contract('AAPL240517P00190000', 190, true, 2.05),
          contract('AAPL240517P00200000', 200, true, 10.2),
        ],
      },
      {
        ExpirationDate: '2024-06-21',
        DaysToExpire: 38,
        OptionCycle: 'M',
        Calls: [
          contract('AAPL240621C00170000', 170, true, 20.5),
          contract('AAPL240621C00210000', 210, false, 0.6),
        ],
        Puts: [
          contract('AAPL240621P00170000', 170, false, 0.4),
          contract('AAPL240621P00210000', 210, true, 20.3),
        ],
      },
    ],
  },
});

/** A daily historical data table as /quotebrain/pastdata sends it. */
export const HISTORICAL_TABLE = parseHistoricalTable(
  'AAPL',
  'Date,Open,High,Low,Close,Volume\n2024-05-14,187.51,188.3,186.29,187.43,52393600\n2024-05-13,185.44,187.1,184.62,186.28,72044800\n2024-05-10,184.9,185.09,182.13,183.05,50759500\n',
);

/** A ChartList Summary of 1,000 rows (a full ChartList), for the long-table story and test. */
export const THOUSAND_SUMMARY_ROWS = parseChartListSummaryRows(
  Array.from({ length: 1000 }, (_, index) => ({
    recid: 30_000 + index,
    symbol: `S${index + 1}`,
    name: `Company ${index + 1}`,
    sector: 'Technology',
    industry: 'Software',
    last: 100 + index / 10,
    change: (index % 7) - 3,
    percentChange: ((index % 7) - 3) / 2,
    changeBarGradientCoefficient: ((index % 7) - 3) / 6,
    volume: 1_000_000 + index,
    marketCap: 1_000_000_000 + index,
    sctr: index % 100,
    universe: 'lrg',
    universeNumericSize: 1,
    smaFifty: 100,
    smaTwoHundred: 100,
    rsi: 50,
    date: '2024-05-14',
    dateNumeric: 1715644800000,
  })),
).items;
