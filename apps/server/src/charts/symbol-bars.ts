import {
  createBars,
  readCompositeSymbol,
  type Bars,
  type ChartSettings,
  type CompositeOperator,
} from '@chartbench/core';
import type { MarketData, Quote } from '../market/index';
import { MarketDataError } from '../market/index';

/** What a chart needs of one plain or composite symbol: its bars and the quote its legend shows. */
export interface SymbolData {
  readonly bars: Bars;
  readonly quote: Pick<
    Quote,
    'close' | 'change' | 'changePercent' | 'open' | 'high' | 'low' | 'volume' | 'time' | 'name' | 'exchange'
  >;
}

/** Whether the market knows `symbol`, or every part of it when it is composite (spec 1 §5.3). */
export function knowsSymbol(market: MarketData, symbol: string): boolean {
  const parts = readCompositeSymbol(symbol)?.parts ?? [symbol];
  return parts.every((part) => market.findSymbol(part) !== undefined);
}

/**
 * The bars of a plain symbol, or of a composite one (`IBM:$SPX` ratio, `AAPL-SPY` difference, spec 1 §5.3)
 * computed from its parts' bars on the dates they share. Throws MarketDataError as `getBars` does.
 */
export function symbolData(market: MarketData, symbol: string, settings: ChartSettings): SymbolData {
  const options = { extendedHours: settings.extendedHours };
  const composite = readCompositeSymbol(symbol);
  if (!composite)
    return { bars: market.getBars(symbol, settings.period, options), quote: market.getQuote(symbol) };
  let bars = market.getBars(composite.parts[0] as string, settings.period, options);
  composite.operators.forEach((operator, i) => {
    bars = combine(
      bars,
      market.getBars(composite.parts[i + 1] as string, settings.period, options),
      operator,
    );
  });
  if (bars.close.length === 0)
    throw new MarketDataError('unknownSymbol', `No price data found for ${symbol}.`);
  const last = bars.close.length - 1;
  const close = bars.close[last] as number;
  const previous = last > 0 ? (bars.close[last - 1] as number) : close;
  const first = market.getQuote(composite.parts[0] as string);
  return {
    bars,
    quote: {
      close,
      change: close - previous,
      changePercent: previous !== 0 ? ((close - previous) / Math.abs(previous)) * 100 : 0,
      open: bars.open[last] as number,
      high: bars.high[last] as number,
      low: bars.low[last] as number,
      volume: 0,
      time: bars.time[last] as number,
      name: symbol.toUpperCase(),
      exchange: first.exchange,
    },
  };
}

/**
 * Combines two series bar by bar on the times both have. A ratio or difference of highs is not the high of the
 * ratio, so high and low are widened to cover open and close; a composite has no volume of its own.
 */
function combine(left: Bars, right: Bars, operator: CompositeOperator): Bars {
  const at = new Map<number, number>();
  right.time.forEach((time, i) => at.set(time, i));
  const pairs: Array<[number, number]> = [];
  left.time.forEach((time, i) => {
    const j = at.get(time);
    const divisible = [right.open, right.high, right.low, right.close].every(
      (values) => values[j ?? 0] !== 0,
    );
    if (j !== undefined && (operator === '-' || divisible)) pairs.push([i, j]);
  });
  const out = createBars(pairs.length);
  const op = operator === ':' ? (a: number, b: number) => a / b : (a: number, b: number) => a - b;
  pairs.forEach(([i, j], k) => {
    const open = op(left.open[i] as number, right.open[j] as number);
    const close = op(left.close[i] as number, right.close[j] as number);
    const high = op(left.high[i] as number, right.high[j] as number);
    const low = op(left.low[i] as number, right.low[j] as number);
    out.time[k] = left.time[i] as number;
    out.open[k] = open;
    out.close[k] = close;
    out.high[k] = Math.max(open, close, high, low);
    out.low[k] = Math.min(open, close, high, low);
    out.volume[k] = 0;
  });
  return out;
}
