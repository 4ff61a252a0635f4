/**
 * The detailed record schemas of the market-data replies: what the reference server sends inside the calls of
 * `public-market.ts` and `get-symbol-data` (the Symbol Summary record, ChartList summary rows, option chains,
 * quotes). The server checks its replies against them in its tests; clients may use them for strict checks.
 */
import { z } from 'zod';

const optionalNumber = z.number().optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date');

/** One quote of `/quotebrain/quotes` (spec 3 §7). */
export const quoteRecord = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  /** The last trade, ISO 8601. */
  date: z.string(),
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  previousClose: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
});

/** An earnings row of the Symbol Summary: revenue in millions (spec 3 §3). */
export const earningsRecord = z.object({
  fiscalPeriod: z.string(),
  actualRevenue: optionalNumber,
  estimatedRevenue: optionalNumber,
  actualEps: optionalNumber,
  estimatedEps: optionalNumber,
  earnings: optionalNumber,
});

/** The Symbol Summary record (spec 3 §3), in the field names core's `parseSymbolSummary` reads. */
export const symbolSummaryRecord = z.looseObject({
  symbol: z.string().min(1),
  name: z.string(),
  countryCode: optionalNumber,
  exchange: z.string(),
  sector: z.string(),
  industry: z.string(),
  marketCap: optionalNumber,
  close: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
  averageVolume50: z.number(),
  peRatio: optionalNumber,
  eps: optionalNumber,
  open: z.number(),
  previousClose: z.number(),
  dayRange: z.string(),
  /** "low,high" of the last 52 weeks. */
  yearRange: z.string().regex(/^[\d.]+,[\d.]+$/),
  allTimeHigh: z.number(),
  nextEarningsDate: isoDate.optional(),
  lastEarningsDate: isoDate.optional(),
  earningsTime: z.enum(['BMO', 'AMC']).optional(),
  hasOptions: z.boolean(),
  ema20: optionalNumber,
  sma50: optionalNumber,
  sma200: optionalNumber,
  rsi: optionalNumber,
  atr: optionalNumber,
  adx: optionalNumber,
  description: z.string(),
  sctrRank: optionalNumber,
  lastSctr: optionalNumber,
  sctrUniverse: z.string().optional(),
  sctrHistory: z.array(z.object({ date: isoDate, value: z.number().min(0).max(100) })),
  quarterlyEarnings: z.array(earningsRecord),
  annualEarnings: z.array(earningsRecord),
  predefinedScans: z.array(z.object({ title: z.string(), link: z.string() })),
  performance: z.object({
    week1: optionalNumber,
    month1: optionalNumber,
    month3: optionalNumber,
    month6: optionalNumber,
    ytd: optionalNumber,
    year1: optionalNumber,
  }),
  extendedHours: z
    .object({
      type: z.enum(['Pre-Market', 'After Hours']),
      close: z.number(),
      change: optionalNumber,
      percentChange: optionalNumber,
      time: z.string(),
    })
    .optional(),
});

/** One ChartList summary row (spec 2 §3, spec 3 §3). */
export const symbolDataRowRecord = z.looseObject({
  recid: z.number().int().min(0),
  symbol: z.string().min(1),
  name: z.string(),
  sector: z.string(),
  industry: z.string(),
  last: z.number(),
  change: z.number(),
  percentChange: z.number(),
  changeBarGradientCoefficient: z.number().min(-1).max(1),
  volume: z.number(),
  marketCap: z.number(),
  sctr: optionalNumber,
  universe: z.string(),
  universeNumericSize: z.number(),
  emaTwenty: optionalNumber,
  emaTwentyDifferencePercentage: optionalNumber,
  smaFifty: optionalNumber,
  smaFiftyDifferencePercentage: optionalNumber,
  smaTwoHundred: optionalNumber,
  smaTwoHundredDifferencePercentage: optionalNumber,
  rsi: optionalNumber,
  atr: optionalNumber,
  adx: optionalNumber,
  nextEarnings: z.string(),
  nextEarningsNumeric: z.number(),
  earningsTime: z.string(),
  lastEarnings: z.string(),
  dividendTTM: z.number(),
  yieldTTM: z.number(),
  dividendFTM: z.number(),
  yieldFTM: z.number(),
  dividendExDate: z.string(),
  epsTTM: optionalNumber,
  priceOverEarnings: optionalNumber,
  date: isoDate,
  dateNumeric: z.number(),
});

/** One option contract (spec 3 §3); ImpVol is in percent, Theta per day, Vega and Rho per percentage point. */
export const optionContractRecord = z.object({
  Symbol: z.string().regex(/^[A-Z]+\d{6}[CP]\d{8}$/),
  StrikePrice: z.number().positive(),
  Bid: z.number().min(0),
  Ask: z.number().positive(),
  Mid: z.number().min(0),
  BidSize: z.number().int(),
  AskSize: z.number().int(),
  Volume: z.number().int().min(0),
  OpenInterest: z.number().int().min(0),
  Gamma: z.number(),
  Delta: z.number().min(-1).max(1),
  Theta: z.number(),
  Rho: z.number(),
  Vega: z.number(),
  ImpVol: z.number().positive(),
  InTheMoney: z.boolean(),
  Date: isoDate,
  Time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
});

/** One expiration of an option chain (spec 3 §3). */
export const optionExpirationRecord = z.object({
  ExpirationDate: isoDate,
  DaysToExpire: z.number().int().min(0),
  OptionCycle: z.enum(['Weekly', 'Monthly', 'LEAPS']),
  Calls: z.array(optionContractRecord),
  Puts: z.array(optionContractRecord),
});

/**
 * The underlying a chain was priced on (ours, beside spec 3 §7's fields): the reference backend derives its
 * chains from the symbol's bars and says so with Source 'model'.
 */
export const optionsUnderlyingRecord = z.object({
  Symbol: z.string().min(1),
  Last: z.number().positive(),
  HistoricalVolatility: z.number().positive(),
  RiskFreeRate: z.number(),
  DividendYield: z.number().min(0),
  Source: z.literal('model'),
});

/** The options payload of get-options (spec 3 §7). */
export const optionsPayloadRecord = z.object({
  Expirations: z.array(optionExpirationRecord).min(1),
  LastEarningsDate: z.string(),
  NextEarningsDate: z.string(),
  Underlying: optionsUnderlyingRecord.optional(),
});
