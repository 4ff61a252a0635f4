import { findPeriod, type Bars } from '@chartbench/core';
import type BetterSqlite3 from 'better-sqlite3';
import type { BarsOptions, CompanyInfo, MarketData, Quote } from './market-data';
import { MarketDataError, type SymbolInfo } from './types';
import { aggregateBars, barsBetween, dailyBucketKey } from './aggregate';
import { calendarOfExchange, isOpenAt, localDayOf } from './calendar';
import { generateDaily, type DailySeries } from './daily';
import { findSymbol, searchSymbols, SYMBOLS } from './symbols/index';

/** Options of the synthetic provider. */
export interface SyntheticMarketDataOptions {
  /** An open SQLite database with the market_bars table: imported bars there win over synthetic ones. */
  readonly db?: BetterSqlite3.Database;
  /** The clock (defaults to the system clock). */
  readonly now?: () => Date;
}

const REGIONS: Record<string, string> = { US: 'US', CA: 'Canada', GB: 'UK', IN: 'India' };
const CACHE_SIZE = 48;

/**
 * Creates the default market-data provider: deterministic synthetic bars (seeded by the symbol) over the
 * built-in catalogue, with daily series cached per symbol and day.
 */
export function createSyntheticMarketData(options: SyntheticMarketDataOptions = {}): MarketData {
  const now = options.now ?? (() => new Date());
  const dailyCache = new Map<string, DailySeries>();

  function requireSymbol(symbol: string): SymbolInfo {
    const info = findSymbol(symbol);
    if (!info) throw new MarketDataError('unknownSymbol', `Hmm, we couldn't find data for ${symbol.trim().toUpperCase()}`);
    return info;
  }

  function daily(info: SymbolInfo): DailySeries {
    const today = localDayOf(info.calendar, now().getTime());
    const key = `${info.symbol}@${today}`;
    let series = dailyCache.get(key);
    if (series) {
      dailyCache.delete(key);
    } else {
      series = generateDaily(info, today);
      if (dailyCache.size >= CACHE_SIZE) dailyCache.delete(dailyCache.keys().next().value as string);
    }
    // Re-inserting keeps the map in least-recently-used order.
    dailyCache.set(key, series);
    return series;
  }

  function getBars(symbol: string, period: string, barsOptions: BarsOptions = {}): Bars {
    const info = requireSymbol(symbol);
    const option = findPeriod(period);
    if (!option) throw new MarketDataError('badPeriod', `Unknown period: ${period}`);
    const from = barsOptions.start ?? Number.NEGATIVE_INFINITY;
    const to = barsOptions.end ?? Number.POSITIVE_INFINITY;
    if (option.isIntraday) {
      throw new MarketDataError('noIntraday', `Unfortunately we don't have intraday data for ${info.symbol}`);
    }
    const bars = barsBetween(daily(info).bars, from, to);
    const key = dailyBucketKey(option.value);
    return key ? aggregateBars(bars, key) : bars;
  }

  function getQuote(symbol: string): Quote {
    const info = requireSymbol(symbol);
    const bars = daily(info).bars;
    const n = bars.close.length;
    const close = bars.close[n - 1] ?? 0;
    const previousClose = bars.close[n - 2] ?? close;
    const change = close - previousClose;
    return {
      symbol: info.symbol,
      name: info.name,
      exchange: info.exchange,
      time: bars.time[n - 1] ?? 0,
      open: bars.open[n - 1] ?? 0,
      high: bars.high[n - 1] ?? 0,
      low: bars.low[n - 1] ?? 0,
      close,
      previousClose,
      change: Math.round(change * 10000) / 10000,
      changePercent: previousClose ? Math.round((change / previousClose) * 1e6) / 1e4 : 0,
      volume: bars.volume[n - 1] ?? 0,
    };
  }

  function companyInfo(symbols: readonly string[]): CompanyInfo[] {
    const out: CompanyInfo[] = [];
    for (const symbol of symbols) {
      const info = findSymbol(symbol);
      if (!info) continue;
      const region = REGIONS[info.country];
      out.push({
        symbol: info.symbol,
        companyInfo: { exchange: info.exchange, isEOD: info.isEOD, name: info.name, ...(region ? { marketRegion: region } : {}) },
      });
    }
    return out;
  }

  return {
    findSymbol,
    listSymbols: () => SYMBOLS,
    getBars,
    getQuote,
    companyInfo,
    isMarketOpen(exchange, at, extendedHours = false) {
      const calendar = calendarOfExchange(exchange);
      return calendar ? isOpenAt(calendar, at.getTime(), extendedHours) : undefined;
    },
    suggestions: (query, perPage) => searchSymbols(query, perPage).map(({ symbol, name, exchange }) => ({ symbol, name, exchange })),
    now,
  };
}
