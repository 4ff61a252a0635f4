import type { Bars } from '@chartbench/core';
import type { MarketData } from './market-data';
import type { SymbolInfo } from './types';
import { localDayOf, sessionOf } from './calendar';
import { DAY_MS, isoFromDay } from './days';
import { fundamentalsOf, hasFundamentals, profileText } from './fundamentals';
import { predefinedScansOf } from './scans';
import { finite, rankedSctr, technicalsOf } from './technicals';

/** Country codes of the Symbol Summary flags (spec 3 §2.6). */
export const COUNTRY_CODES: Record<string, number> = { US: 4, CA: 5, GB: 6, IN: 11 };

const LOOKBACK_DAYS = 800;

function percentSince(bars: Bars, fromTime: number): number | undefined {
  const n = bars.close.length;
  let i = n - 1;
  while (i > 0 && (bars.time[i - 1] ?? 0) >= fromTime) i--;
  const base = i > 0 ? bars.close[i - 1] : bars.close[0];
  const last = bars.close[n - 1];
  return base && last !== undefined ? finite(((last - base) / base) * 100) : undefined;
}

function rangeOf(bars: Bars, fromTime: number): { low: number; high: number } {
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < bars.close.length; i++) {
    if ((bars.time[i] ?? 0) < fromTime) continue;
    low = Math.min(low, bars.low[i] ?? low);
    high = Math.max(high, bars.high[i] ?? high);
  }
  return { low, high };
}

function average(values: Float64Array, count: number): number {
  const part = values.subarray(Math.max(0, values.length - count));
  return part.length ? part.reduce((a, b) => a + b, 0) / part.length : 0;
}

/** The pre-market or after-hours quote of a US symbol while those sessions trade, else undefined. */
function extendedQuote(market: MarketData, info: SymbolInfo, close: number): object | undefined {
  if (
    info.calendar !== 'US' ||
    info.isEOD ||
    info.kind === 'index' ||
    info.kind === 'breadth' ||
    info.kind === 'volatility'
  )
    return undefined;
  const at = market.now().getTime();
  const session = sessionOf('US', localDayOf('US', at));
  if (!session) return undefined;
  const type =
    at >= session.preOpen && at < session.open
      ? 'Pre-Market'
      : at >= session.close && at < session.postClose
        ? 'After Hours'
        : undefined;
  if (!type) return undefined;
  const minutes = market.getBars(info.symbol, '1', {
    extendedHours: true,
    start: type === 'Pre-Market' ? session.preOpen : session.close,
  });
  const n = minutes.close.length;
  const last = minutes.close[n - 1];
  if (last === undefined) return undefined;
  return {
    type,
    close: last,
    change: finite(last - close),
    percentChange: finite(((last - close) / close) * 100),
    time: new Date(minutes.time[n - 1] ?? at).toISOString(),
  };
}

/**
 * The Symbol Summary record of a symbol (spec 3 §3), in the field names core's parser reads, or undefined
 * for an unknown symbol.
 */
export function buildSymbolSummary(market: MarketData, symbol: string): Record<string, unknown> | undefined {
  const info = market.findSymbol(symbol);
  if (!info) return undefined;
  const quote = market.getQuote(info.symbol);
  const now = market.now().getTime();
  const all = market.getBars(info.symbol, 'D');
  const bars = market.getBars(info.symbol, 'D', { start: now - LOOKBACK_DAYS * DAY_MS });
  const tech = technicalsOf(bars);
  const sctr = rankedSctr(market.sctrRanks?.(info.symbol), bars, tech.sctr);
  const today = localDayOf(info.calendar, now);
  const yearAgo = now - 365 * DAY_MS;
  const year = rangeOf(bars, yearAgo);
  const allTime = rangeOf(all, -Infinity);
  const sctrHistory: { date: string; value: number }[] = [];
  for (let i = Math.max(0, bars.close.length - 260); i < bars.close.length; i += 5) {
    const value = finite(sctr[i] ?? Number.NaN, 1);
    if (value !== undefined)
      sctrHistory.push({ date: isoFromDay(Math.floor((bars.time[i] ?? 0) / DAY_MS)), value });
  }
  const lastSctr = finite(sctr[sctr.length - 1] ?? Number.NaN, 1);
  const company = hasFundamentals(info) ? fundamentalsOf(info, today) : undefined;
  const dividendTtm = company ? company.dividendPerShare : (quote.close * info.dividendYield) / 100;
  const marketCap = company ? company.sharesOutstanding * quote.close : info.marketCap || undefined;
  const extended = extendedQuote(market, info, quote.close);
  const startOfYear = Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
  const summary: Record<string, unknown> = {
    symbol: info.symbol,
    name: info.name,
    countryCode: COUNTRY_CODES[info.country],
    exchange: info.exchange,
    sector: info.sector,
    industry: info.industry,
    marketCap: marketCap ? Math.round(marketCap) : undefined,
    close: quote.close,
    change: quote.change,
    changePercent: quote.changePercent,
    volume: quote.volume,
    averageVolume50: Math.round(average(bars.volume, 50)),
    peRatio: company && company.epsTtm > 0 ? finite(quote.close / company.epsTtm) : undefined,
    eps: company?.epsTtm,
    open: quote.open,
    previousClose: quote.previousClose,
    latestTrade: new Date(quote.time).toISOString(),
    intradayDate: isoFromDay(Math.floor((bars.time[bars.time.length - 1] ?? 0) / DAY_MS)),
    dayRange: `${quote.low} - ${quote.high}`,
    yearRange: `${year.low},${year.high}`,
    allTimeHigh: allTime.high,
    nextEarningsDate: company?.nextEarningsDate,
    lastEarningsDate: company?.lastEarningsDate,
    earningsTime: company?.earningsTime,
    dividendTrailing: finite(dividendTtm, 4),
    yieldTrailing: finite((dividendTtm / quote.close) * 100),
    dividendForward: finite(dividendTtm * 1.04, 4),
    yieldForward: finite(((dividendTtm * 1.04) / quote.close) * 100),
    dividendsPerShare: finite(dividendTtm, 4),
    exDividendDate: company?.exDividendDate || undefined,
    hasOptions: info.hasOptions,
    pegRatio: company?.pegRatio,
    priceToBook: company?.priceToBook,
    priceToCashFlow: company?.priceToCashFlow,
    priceToFreeCashFlow: company?.priceToFreeCashFlow,
    totalSales: company?.annualRevenue,
    revenuePerShare: company ? finite(company.annualRevenue / company.sharesOutstanding) : undefined,
    sharesOutstanding: company?.sharesOutstanding,
    shareFloat: company?.floatShares,
    shareFloatPercent: company ? finite((company.floatShares / company.sharesOutstanding) * 100) : undefined,
    percentHeldByInstitutions: company?.institutionalPercent,
    ema20: finite(tech.ema20),
    sma50: finite(tech.sma50),
    sma200: finite(tech.sma200),
    performance: {
      week1: percentSince(bars, now - 7 * DAY_MS),
      month1: percentSince(bars, now - 30 * DAY_MS),
      month3: percentSince(bars, now - 91 * DAY_MS),
      month6: percentSince(bars, now - 182 * DAY_MS),
      ytd: percentSince(bars, startOfYear),
      year1: percentSince(bars, yearAgo),
    },
    extendedHours: extended,
    rsi: finite(tech.rsi),
    atr: finite(tech.atr),
    adx: finite(tech.adx),
    beta60Month: info.beta,
    city: info.city || undefined,
    state: info.state || undefined,
    website: info.website || undefined,
    employees: info.employees || undefined,
    description: profileText(info),
    sctrRank: lastSctr !== undefined ? Math.max(1, Math.round(100 - lastSctr)) : undefined,
    lastSctr,
    sctrUniverse: info.sctrUniverse || undefined,
    sctrHistory,
    quarterlyEarnings: company?.quarterlyEarnings ?? [],
    annualEarnings: company?.annualEarnings ?? [],
    predefinedScans: predefinedScansOf(bars, tech),
  };
  return Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== undefined));
}
