import type { Bars, ChartSettings, WorkbenchMarketModesApi } from '@chartbench/core';
import {
  HISTORICAL_PERIODS,
  HistoricalDataError,
  createDefaultChartSettings,
  miniChartSettings,
  parseHistoricalTable,
  parseOptionChain,
  parseSymbolSummary,
} from '@chartbench/core';
import type { OfflineSymbol } from './offlineSymbol';
import type { OfflineMember } from './offlineMember';

const round2 = (value: number) => Math.round(value * 100) / 100;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The bars of a period over a length, as the offline api draws them. */
function barsOf(entry: OfflineSymbol, period: string, years: number): Bars {
  const settings: ChartSettings = {
    ...createDefaultChartSettings(),
    period,
    range: 'predefined',
    rangeYears: years,
    rangeMonths: 0,
    rangeDays: 0,
  };
  return entry.bars(period, settings);
}

/** A summary from the symbol's synthetic daily bars: quote, ranges and volume (no fundamentals offline). */
function summaryOf(entry: OfflineSymbol) {
  const bars = barsOf(entry, 'D', 1);
  const last = bars.close.length - 1;
  const close = bars.close[last] ?? 0;
  const previous = bars.close[last - 1] ?? close;
  const year = Array.from(bars.close.slice(-252));
  return parseSymbolSummary({
    symbol: entry.symbol,
    name: entry.name,
    exchange: entry.exchange,
    close: round2(close),
    change: round2(close - previous),
    changePercent: round2(((close - previous) / previous) * 100),
    open: round2(bars.open[last] ?? close),
    previousClose: round2(previous),
    volume: Math.round(bars.volume[last] ?? 0),
    dayRange: `${round2(bars.low[last] ?? close)} - ${round2(bars.high[last] ?? close)}`,
    yearRange: `${round2(Math.min(...year))},${round2(Math.max(...year))}`,
    hasOptions: !entry.symbol.startsWith('$'),
  });
}

/**
 * The pastdata text table of a symbol, newest first as the server writes it. The synthetic bars end on their own
 * last day, so the request's length (12, 60 or 180 months) is counted back from there, not from its start date.
 */
function pastDataText(entry: OfflineSymbol, barwidth: 'D' | 'W' | 'M'): string {
  const monthsBack = HISTORICAL_PERIODS.find((option) => option.value === barwidth)?.monthsBack ?? 12;
  const bars = barsOf(entry, barwidth, Math.ceil(monthsBack / 12));
  const cutoff = (bars.time[bars.time.length - 1] ?? 0) - monthsBack * 30.44 * DAY_MS;
  const lines = ['Date,Open,High,Low,Close,Volume'];
  for (let i = bars.time.length - 1; i >= 0; i -= 1) {
    if ((bars.time[i] ?? 0) < cutoff) break;
    const day = isoDay(bars.time[i] ?? 0);
    const cells = [bars.open[i], bars.high[i], bars.low[i], bars.close[i]].map((value) =>
      round2(value ?? 0).toFixed(2),
    );
    lines.push([day, ...cells, String(Math.round(bars.volume[i] ?? 0))].join(','));
  }
  return lines.join('\n');
}

/** Annualised volatility of the last 30 daily log returns (252 trading days a year), as the server models it. */
function historicalVolatility(closes: ArrayLike<number>): number {
  const returns: number[] = [];
  for (let i = Math.max(1, closes.length - 30); i < closes.length; i += 1) {
    const before = closes[i - 1] ?? 0;
    const after = closes[i] ?? 0;
    if (before > 0 && after > 0) returns.push(Math.log(after / before));
  }
  if (returns.length < 2) return 0.25;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  // A flat synthetic series would price every option at zero; keep a floor so the strategy view has a curve.
  return Math.max(0.05, Math.sqrt(variance * 252));
}

/**
 * Three weekly expirations with strikes around the last close; in the money as calls and puts would be. The
 * underlying block (last close, historical volatility) lets the built-in strategy view price the legs offline.
 */
function optionChainOf(entry: OfflineSymbol) {
  const bars = barsOf(entry, 'D', 1);
  const close = bars.close[bars.close.length - 1] ?? 100;
  const lastDay = bars.time[bars.time.length - 1] ?? 0;
  const center = Math.round(close);
  const expirations = [7, 14, 28].map((days) => {
    const date = isoDay(lastDay + days * DAY_MS);
    const contract = (side: 'C' | 'P', strike: number) => {
      const intrinsic = Math.max(0, side === 'C' ? close - strike : strike - close);
      const mid = round2(intrinsic + (close * 0.02 * Math.sqrt(days)) / 4);
      return {
        Symbol: `${entry.symbol}${date.replaceAll('-', '')}${side}${strike}`,
        StrikePrice: strike,
        Bid: round2(mid * 0.98),
        Ask: round2(mid * 1.02),
        Mid: mid,
        Volume: 100 + ((strike * 7 + days) % 900),
        OpenInterest: 1000 + ((strike * 13 + days) % 5000),
        ImpVol: 0.25 + days / 400,
        InTheMoney: intrinsic > 0,
      };
    };
    const strikes = Array.from({ length: 11 }, (_, i) => center - 5 + i);
    return {
      ExpirationDate: date,
      DaysToExpire: days,
      Calls: strikes.map((strike) => contract('C', strike)),
      Puts: strikes.map((strike) => contract('P', strike)),
    };
  });
  const Underlying = {
    Symbol: entry.symbol,
    Last: round2(close),
    HistoricalVolatility: historicalVolatility(bars.close),
    RiskFreeRate: 0.04,
    DividendYield: 0,
    Source: 'offline',
  };
  return parseOptionChain({ success: true, options: { Expirations: expirations, Underlying } });
}

/**
 * The market modes' calls of an offline api (Symbol Summary, Historical Price Data, Options) from the symbols'
 * synthetic bars: an unknown symbol has no summary, history or options; indexes ($) trade no options; the
 * member's charts of a symbol come from the member's saved charts, and a visitor's call rejects.
 */
export function createOfflineMarketApi(
  symbols: readonly OfflineSymbol[],
  member: OfflineMember | undefined,
  answer: <T>(value: T) => Promise<T>,
  drawUrl: (symbol: string, settings: ChartSettings) => string,
): WorkbenchMarketModesApi {
  const find = (symbol: string) =>
    symbols.find((entry) => entry.symbol.toUpperCase() === symbol.toUpperCase());
  return {
    getSymbolSummary(symbol) {
      const entry = find(symbol);
      return answer(entry ? summaryOf(entry) : null);
    },
    getSavedChartsWithSymbol(symbol) {
      if (!member) return Promise.reject(new Error('Nobody is logged in (offline).'));
      const charts = Object.values(member.savedCharts ?? {}).flat();
      return answer(charts.filter((chart) => chart.symbol.toUpperCase() === symbol.toUpperCase()));
    },
    miniChartUrl: ({ symbol, period, isEndOfDay }) => drawUrl(symbol, miniChartSettings(period, isEndOfDay)),
    getHistoricalTable(request) {
      const entry = find(request.ticker);
      if (!entry) return Promise.reject(new HistoricalDataError(request.ticker, 'unknown symbol'));
      try {
        return answer(parseHistoricalTable(request.ticker, pastDataText(entry, request.barwidth)));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    getOptionExpirations(symbol) {
      const entry = find(symbol);
      if (!entry || entry.symbol.startsWith('$'))
        return Promise.reject(new Error(`No option quotes for ${symbol} (offline).`));
      return answer(optionChainOf(entry).expirations);
    },
    getOptionChain(symbol) {
      const entry = find(symbol);
      if (!entry || entry.symbol.startsWith('$'))
        return Promise.reject(new Error(`No option quotes for ${symbol} (offline).`));
      return answer(optionChainOf(entry));
    },
  };
}
