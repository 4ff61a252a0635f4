import { findPeriod, type Bars } from '@chartbench/core';
import type BetterSqlite3 from 'better-sqlite3';
import type { BarsOptions, CompanyInfo, MarketData, Quote } from './market-data';
import { MarketDataError, type SymbolInfo } from './types';
import { aggregateBars, barsBetween, dailyBucketKey } from './aggregate';
import { createBarStore, type BarReader } from './bar-store';
import { calendarOfExchange, isOpenAt, localDayOf, sessionOf } from './calendar';
import { DAY_MS } from './days';
import { intradayBars, startedBy, SyntheticSeries } from './series';
import { findSymbol, searchSymbols, SYMBOLS } from './symbols/index';
import { importedSymbolInfo } from './imported-symbol';
import { buildOptionChain } from './options';
import { formatPastData } from './past-data';
import { buildSymbolSummary } from './summary';
import { buildSymbolDataRow } from './symbol-data-row';
import { createSctrRanker } from './sctr-universe';

/** Options of the synthetic provider. */
export interface SyntheticMarketDataOptions {
  /** An open SQLite database: bars imported into its market_bars table win over synthetic ones. */
  readonly db?: BetterSqlite3.Database;
  /** Imported bars read elsewhere (PostgreSQL's shared reader); wins over `db`. */
  readonly bars?: BarReader;
  /** The clock (defaults to the system clock). */
  readonly now?: () => Date;
}

const REGIONS: Record<string, string> = { US: 'US', CA: 'Canada', GB: 'UK', IN: 'India' };

/**
 * Creates the default market-data provider: deterministic synthetic bars (seeded by the symbol) over the
 * built-in catalogue, daily from 1990 or the listing day and 1-minute bars for the last 20 sessions, with
 * imported daily bars (from SQLite) winning over synthetic ones.
 */
export function createSyntheticMarketData(options: SyntheticMarketDataOptions = {}): MarketData {
  const now = options.now ?? (() => new Date());
  const store: BarReader | undefined = options.bars ?? (options.db ? createBarStore(options.db) : undefined);
  const series = new SyntheticSeries();

  function lookup(symbol: string): SymbolInfo | undefined {
    const key = symbol.trim().toUpperCase();
    const imported = store?.importedSymbols().find((entry) => entry.symbol === key);
    const builtIn = findSymbol(key);
    if (!imported) return builtIn;
    const bars = store?.dailyBars(key);
    return bars ? importedSymbolInfo(key, imported.name, bars, builtIn) : builtIn;
  }

  function requireSymbol(symbol: string): SymbolInfo {
    const info = lookup(symbol);
    if (!info)
      throw new MarketDataError(
        'unknownSymbol',
        `Hmm, we couldn't find data for ${symbol.trim().toUpperCase()}`,
      );
    return info;
  }

  /**
   * Daily bars as of now: today's bar is the aggregate of the minutes traded so far, and is left out before
   * the session opens (end-of-day symbols show it only after the close).
   */
  function daily(info: SymbolInfo): Bars {
    const imported = store?.dailyBars(info.symbol);
    if (imported) return imported;
    const at = now().getTime();
    const today = localDayOf(info.calendar, at);
    const raw = series.rawDaily(info, today);
    const last = raw.days.length - 1;
    const session = raw.days[last] === today ? sessionOf(info.calendar, today) : undefined;
    if (!session || at >= session.close) return raw.bars;
    if (info.isEOD || at < session.open) return trimLast(raw.bars);
    const minutes = startedBy(series.segmentsOf(info, raw, last, false)[0]?.bars ?? raw.bars, at);
    const partial = aggregateBars(minutes, () => 0);
    const bars = copyBars(raw.bars);
    const n = bars.close.length - 1;
    bars.open[n] = partial.open[0] ?? 0;
    bars.high[n] = partial.high[0] ?? 0;
    bars.low[n] = partial.low[0] ?? 0;
    bars.close[n] = partial.close[0] ?? 0;
    bars.volume[n] = partial.volume[0] ?? 0;
    return bars;
  }

  function getBars(symbol: string, period: string, barsOptions: BarsOptions = {}): Bars {
    const info = requireSymbol(symbol);
    const option = findPeriod(period);
    if (!option) throw new MarketDataError('badPeriod', `Unknown period: ${period}`);
    const from = barsOptions.start ?? Number.NEGATIVE_INFINITY;
    const to = barsOptions.end ?? Number.POSITIVE_INFINITY;
    if (option.isIntraday) {
      if (info.isEOD)
        throw new MarketDataError(
          'noIntraday',
          `Unfortunately we don't have intraday data for ${info.symbol}`,
        );
      const at = now().getTime();
      const raw = series.rawDaily(info, localDayOf(info.calendar, at));
      const extended = barsOptions.extendedHours === true;
      const bars = intradayBars(series.recentSessions(info, raw, at, extended), option.minutes, at);
      return barsBetween(bars, from, to);
    }
    const bars = barsBetween(daily(info), from, to);
    const key = dailyBucketKey(option.value);
    return key ? aggregateBars(bars, key) : bars;
  }

  function getQuote(symbol: string): Quote {
    const info = requireSymbol(symbol);
    const bars = daily(info);
    const n = bars.close.length;
    const close = bars.close[n - 1] ?? 0;
    const previousClose = bars.close[n - 2] ?? close;
    const change = close - previousClose;
    const at = now().getTime();
    const lastDay = Math.floor((bars.time[n - 1] ?? 0) / DAY_MS);
    const session = sessionOf(info.calendar, lastDay);
    return {
      symbol: info.symbol,
      name: info.name,
      exchange: info.exchange,
      time: session ? Math.min(at, session.close) : (bars.time[n - 1] ?? 0),
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
      const info = lookup(symbol);
      if (!info) continue;
      const region = REGIONS[info.country];
      out.push({
        symbol: info.symbol,
        companyInfo: {
          exchange: info.exchange,
          isEOD: info.isEOD,
          name: info.name,
          ...(region ? { marketRegion: region } : {}),
        },
      });
    }
    return out;
  }

  const market: MarketData = {
    findSymbol: lookup,
    listSymbols: () => {
      const extra = (store?.importedSymbols() ?? [])
        .filter((entry) => !findSymbol(entry.symbol))
        .map((entry) => lookup(entry.symbol));
      return [...SYMBOLS, ...extra.filter((info): info is SymbolInfo => info !== undefined)];
    },
    getBars,
    getQuote,
    companyInfo,
    isMarketOpen(exchange, at, extendedHours = false) {
      const calendar = calendarOfExchange(exchange);
      return calendar ? isOpenAt(calendar, at.getTime(), extendedHours) : undefined;
    },
    suggestions: (query, perPage) =>
      searchSymbols(query, perPage).map(({ symbol, name, exchange }) => ({ symbol, name, exchange })),
    symbolSummary: (symbol) => buildSymbolSummary(market, symbol),
    symbolData: (symbols) =>
      symbols.flatMap((entry) => {
        const row =
          typeof entry === 'string'
            ? buildSymbolDataRow(market, entry)
            : buildSymbolDataRow(market, entry.symbol, entry.recid);
        return row ? [row] : [];
      }),
    optionChain: (symbol) => buildOptionChain(market, symbol),
    sctrRanks: (symbol) => {
      const info = lookup(symbol);
      return info ? sctr.ranksOf(info) : undefined;
    },
    pastDataText(symbol, barWidth, start) {
      if (!lookup(symbol)) return undefined;
      const bars = getBars(symbol, barWidth, start !== undefined ? { start } : {});
      return bars.close.length > 0 ? formatPastData(bars) : undefined;
    },
    now,
  };
  const sctr = createSctrRanker(market);
  return market;
}

function trimLast(bars: Bars): Bars {
  const n = Math.max(0, bars.close.length - 1);
  return {
    time: bars.time.subarray(0, n),
    open: bars.open.subarray(0, n),
    high: bars.high.subarray(0, n),
    low: bars.low.subarray(0, n),
    close: bars.close.subarray(0, n),
    volume: bars.volume.subarray(0, n),
  };
}

function copyBars(bars: Bars): Bars {
  return {
    time: bars.time.slice(),
    open: bars.open.slice(),
    high: bars.high.slice(),
    low: bars.low.slice(),
    close: bars.close.slice(),
    volume: bars.volume.slice(),
  };
}
