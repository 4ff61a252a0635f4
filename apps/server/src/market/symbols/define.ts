import type { CalendarId, SctrUniverse, SymbolInfo, SymbolKind } from '../types';

/** The day whose price each entry's `price` pins; bars before and after walk away from it. */
export const ANCHOR_DATE = '2026-01-02';

const ANCHOR_YEAR = 2026;

/** Annual drift that walks from `startPrice` in the listing year (or 1990) to `price` at the anchor. */
function driftFrom(startPrice: number, price: number, listed: string): number {
  const startYear = Math.max(1990, Number(listed.slice(0, 4)));
  const years = Math.max(1, ANCHOR_YEAR - startYear);
  return Math.log(price / startPrice) / years;
}

const base = {
  country: 'US',
  isEOD: false,
  beta: 1,
  averageVolume: 0,
  marketCap: 0,
  peRatio: 0,
  dividendYield: 0,
  employees: 0,
  city: '',
  state: '',
  website: '',
  sctrUniverse: '' as SctrUniverse,
  hasOptions: false,
  sector: '',
  industry: '',
};

/**
 * A US-listed company: [symbol, name, exchange, sector, industry, price, market cap in billions, P/E,
 * dividend yield %, beta, listed, employees in thousands, city, state, website, price in the first year].
 */
export type StockRow = readonly [
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  string,
  number,
  string,
  string,
  string,
  number,
];

/** Builds a catalogue entry for a listed company from its compact row. */
export function stock(
  row: StockRow,
  calendar: CalendarId = 'US',
  country = 'US',
  universe?: SctrUniverse,
): SymbolInfo {
  const [
    symbol,
    name,
    exchange,
    sector,
    industry,
    price,
    capB,
    pe,
    dividendYield,
    beta,
    listed,
    employeesK,
    city,
    state,
    website,
    startPrice,
  ] = row;
  const marketCap = capB * 1e9;
  const shares = marketCap / price;
  return {
    ...base,
    symbol,
    name,
    exchange,
    calendar,
    kind: 'stock',
    sector,
    industry,
    country,
    listed,
    price,
    growth: driftFrom(startPrice, price, listed),
    volatility: 0.12 + 0.12 * beta,
    beta,
    // About 0.4% of the shares change hands on an ordinary day.
    averageVolume: Math.round(shares * 0.004),
    marketCap,
    peRatio: pe,
    dividendYield,
    employees: Math.round(employeesK * 1000),
    city,
    state,
    website,
    sctrUniverse: universe ?? (capB >= 10 ? 'lrg' : capB >= 2 ? 'mid' : 'sml'),
    hasOptions: calendar === 'US',
  };
}

/** Options for a non-company entry (fund, index, crypto pair). */
export interface InstrumentSeed {
  symbol: string;
  name: string;
  exchange: string;
  kind: SymbolKind;
  calendar: CalendarId;
  price: number;
  startPrice: number;
  listed: string;
  volatility: number;
  averageVolume?: number;
  sector?: string;
  industry?: string;
  beta?: number;
  dividendYield?: number;
  marketCap?: number;
  isEOD?: boolean;
  country?: string;
  sctrUniverse?: SctrUniverse;
  hasOptions?: boolean;
  website?: string;
}

/** Builds a catalogue entry for a fund, index or crypto pair. */
export function instrument(seed: InstrumentSeed): SymbolInfo {
  return {
    ...base,
    ...seed,
    growth: driftFrom(seed.startPrice, seed.price, seed.listed),
    beta: seed.beta ?? 1,
    averageVolume: seed.averageVolume ?? 0,
  };
}
