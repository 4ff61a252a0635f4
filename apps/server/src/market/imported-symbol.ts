import type { Bars } from '@chartbench/core';
import type { SymbolInfo } from './types';

/**
 * The catalogue entry of an imported symbol. A built-in symbol keeps its identity; either way it becomes
 * end-of-day only, since imported daily bars have no minutes that could agree with them.
 */
export function importedSymbolInfo(
  symbol: string,
  name: string,
  bars: Bars,
  builtIn: SymbolInfo | undefined,
): SymbolInfo {
  if (builtIn) return { ...builtIn, isEOD: true };
  const n = bars.close.length;
  const first = new Date(bars.time[0] ?? 0).toISOString().slice(0, 10);
  return {
    symbol,
    name: name || symbol,
    exchange: 'Imported',
    calendar: 'US',
    kind: 'stock',
    sector: '',
    industry: '',
    country: 'US',
    isEOD: true,
    listed: first,
    price: bars.close[n - 1] ?? 0,
    growth: 0,
    volatility: 0.3,
    beta: 1,
    averageVolume: 0,
    marketCap: 0,
    peRatio: 0,
    dividendYield: 0,
    employees: 0,
    city: '',
    state: '',
    website: '',
    sctrUniverse: '',
    hasOptions: false,
  };
}
