import type { MarketData } from './market-data';
import { localDayOf } from './calendar';
import { DAY_MS, isoFromDay } from './days';
import { fundamentalsOf, hasFundamentals } from './fundamentals';
import { finite, rankedSctr, technicalsOf } from './technicals';

/** Numeric sizes of the SCTR universes, for sorting by size (large first). */
const UNIVERSE_SIZE: Record<string, number> = { lrg: 1, mid: 2, sml: 3, etf: 4, tsx: 5, lse: 6, nse: 7 };

const differencePercent = (close: number, average: number | undefined) =>
  average ? finite(((close - average) / average) * 100) : undefined;

/**
 * One ChartList summary row (spec 2 §3, spec 3 §3) of a symbol, or undefined for an unknown symbol. `recid` is
 * the chart's record id in its list (0 when the row is not for a saved chart).
 */
export function buildSymbolDataRow(
  market: MarketData,
  symbol: string,
  recid = 0,
): Record<string, unknown> | undefined {
  const info = market.findSymbol(symbol);
  if (!info) return undefined;
  const now = market.now().getTime();
  const quote = market.getQuote(info.symbol);
  const bars = market.getBars(info.symbol, 'D', { start: now - 800 * DAY_MS });
  const tech = technicalsOf(bars);
  const sctr = rankedSctr(market.sctrRanks?.(info.symbol), bars, tech.sctr);
  const company = hasFundamentals(info) ? fundamentalsOf(info, localDayOf(info.calendar, now)) : undefined;
  const emaTwenty = finite(tech.ema20);
  const smaFifty = finite(tech.sma50);
  const smaTwoHundred = finite(tech.sma200);
  const dividendTTM = company?.dividendPerShare ?? 0;
  const dividendFTM = finite(dividendTTM * 1.04, 4) ?? 0;
  const lastDay = Math.floor(quote.time / DAY_MS);
  const marketCap = company ? Math.round(company.sharesOutstanding * quote.close) : info.marketCap;
  const row: Record<string, unknown> = {
    recid,
    symbol: info.symbol,
    name: info.name,
    sector: info.sector,
    industry: info.industry,
    last: quote.close,
    change: quote.change,
    percentChange: quote.changePercent,
    // The change bar spans -1..1: a 5% move fills it.
    changeBarGradientCoefficient: Math.max(
      -1,
      Math.min(1, Math.round((quote.changePercent / 5) * 1000) / 1000),
    ),
    volume: quote.volume,
    marketCap,
    sctr: finite(sctr[sctr.length - 1] ?? Number.NaN, 1),
    universe: info.sctrUniverse,
    universeNumericSize: UNIVERSE_SIZE[info.sctrUniverse] ?? 0,
    emaTwenty,
    emaTwentyDifferencePercentage: differencePercent(quote.close, emaTwenty),
    smaFifty,
    smaFiftyDifferencePercentage: differencePercent(quote.close, smaFifty),
    smaTwoHundred,
    smaTwoHundredDifferencePercentage: differencePercent(quote.close, smaTwoHundred),
    rsi: finite(tech.rsi),
    atr: finite(tech.atr),
    adx: finite(tech.adx),
    nextEarnings: company?.nextEarningsDate ?? '',
    nextEarningsNumeric: company ? Date.parse(`${company.nextEarningsDate}T00:00:00Z`) : 0,
    earningsTime: company?.earningsTime ?? '',
    lastEarnings: company?.lastEarningsDate ?? '',
    dividendTTM,
    yieldTTM: finite((dividendTTM / quote.close) * 100) ?? 0,
    dividendFTM,
    yieldFTM: finite((dividendFTM / quote.close) * 100) ?? 0,
    dividendExDate: company?.exDividendDate ?? '',
    epsTTM: company?.epsTtm,
    priceOverEarnings: company && company.epsTtm > 0 ? finite(quote.close / company.epsTtm) : undefined,
    date: isoFromDay(lastDay),
    dateNumeric: lastDay * DAY_MS,
  };
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
}
