import type { SymbolInfo } from './types';
import { dayFromParts, isoFromDay, weekday } from './days';
import { hashString, uniform } from './random';

/** One earnings row of the Symbol Summary (spec 3 §3); revenue in millions. */
export interface EarningsEntry {
  readonly fiscalPeriod: string;
  readonly actualRevenue?: number;
  readonly estimatedRevenue: number;
  readonly actualEps?: number;
  readonly estimatedEps: number;
  readonly earnings?: number;
}

/** The deterministic fundamentals of a company, as of a day. */
export interface Fundamentals {
  readonly epsTtm: number;
  readonly sharesOutstanding: number;
  readonly annualRevenue: number;
  readonly dividendPerShare: number;
  readonly lastEarningsDate: string;
  readonly nextEarningsDate: string;
  /** BMO (before market open) or AMC (after market close). */
  readonly earningsTime: 'BMO' | 'AMC';
  readonly exDividendDate: string;
  readonly quarterlyEarnings: EarningsEntry[];
  readonly annualEarnings: EarningsEntry[];
  readonly pegRatio: number;
  readonly priceToBook: number;
  readonly priceToSales: number;
  readonly priceToCashFlow: number;
  readonly priceToFreeCashFlow: number;
  readonly floatShares: number;
  readonly institutionalPercent: number;
}

const round = (x: number, decimals = 2) => Math.round(x * 10 ** decimals) / 10 ** decimals;

// Typical price/sales ratios by sector, so revenue is plausible for the market cap.
const PRICE_TO_SALES: Record<string, number> = {
  Technology: 8,
  'Communication Services': 4,
  'Consumer Discretionary': 2.5,
  'Consumer Staples': 1.6,
  Financials: 3,
  'Health Care': 4,
  Energy: 1.3,
  Industrials: 2.2,
  Utilities: 2.8,
  Materials: 3,
  'Real Estate': 9,
};

/** Moves a weekend day to the next Monday. */
function weekdayOnOrAfter(day: number): number {
  const wd = weekday(day);
  return wd === 6 ? day + 2 : wd === 0 ? day + 1 : day;
}

/** Report days of a company: a fixed 20-45 days after each calendar quarter end, on a weekday. */
function reportDay(seed: number, year: number, quarter: number): number {
  const quarterEnd = dayFromParts(year, quarter * 3 + 1, 0);
  return weekdayOnOrAfter(quarterEnd + 20 + Math.floor(uniform(seed, 7) * 25));
}

/** Whether a symbol is a company with fundamentals (not a fund, index or crypto pair). */
export function hasFundamentals(info: SymbolInfo): boolean {
  return info.kind === 'stock' && info.marketCap > 0;
}

/**
 * Deterministic fundamentals of a company as of `today`: earnings derived from the P/E and market cap,
 * quarterly reports with estimates that the actuals beat or miss by a few percent, dividends from the yield.
 */
export function fundamentalsOf(info: SymbolInfo, today: number): Fundamentals {
  const seed = hashString(`${info.symbol}#fundamentals`);
  const shares = info.marketCap / info.price;
  const epsTtm =
    info.peRatio > 0 ? info.price / info.peRatio : -info.price * (0.01 + 0.03 * uniform(seed, 1));
  const priceToSales = (PRICE_TO_SALES[info.sector] ?? 3) * (0.6 + 0.8 * uniform(seed, 2));
  const annualRevenue = info.marketCap / priceToSales;
  const growth = 0.03 + 0.2 * uniform(seed, 3);
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const reports: { day: number; year: number; quarter: number }[] = [];
  for (let y = year - 3; y <= year + 1; y++)
    for (let q = 0; q < 4; q++) reports.push({ day: reportDay(seed, y, q), year: y, quarter: q });
  const pastIndex = reports.findLastIndex((report) => report.day <= today);
  const last = reports[pastIndex] ?? reports[0];
  const next = reports[pastIndex + 1] ?? reports[reports.length - 1];
  const quarterly: EarningsEntry[] = [];
  for (let k = Math.max(0, pastIndex - 7); k <= pastIndex + 1 && k < reports.length; k++) {
    const report = reports[k];
    if (!report) continue;
    const yearsBack = (pastIndex - k) / 4;
    const scale = Math.pow(1 + growth, -yearsBack);
    const estimatedEps = round((epsTtm / 4) * scale);
    const estimatedRevenue = round((annualRevenue / 4 / 1e6) * scale, 1);
    const surprise = 1 + (uniform(seed, 100 + k) - 0.35) * 0.12;
    const reported = k <= pastIndex;
    quarterly.push({
      fiscalPeriod: `${report.year} Q${report.quarter + 1}`,
      estimatedEps,
      estimatedRevenue,
      ...(reported
        ? {
            actualEps: round(estimatedEps * surprise),
            actualRevenue: round(estimatedRevenue * (1 + (surprise - 1) / 3), 1),
            earnings: round((estimatedEps * surprise * shares) / 1e6, 1),
          }
        : {}),
    });
  }
  const annual: EarningsEntry[] = [];
  for (let y = year - 4; y <= year; y++) {
    const scale = Math.pow(1 + growth, y - year);
    const estimatedEps = round(epsTtm * scale);
    const estimatedRevenue = round((annualRevenue / 1e6) * scale, 1);
    const complete = (reports.find((r) => r.year === y && r.quarter === 3)?.day ?? Infinity) <= today;
    const surprise = 1 + (uniform(seed, 200 + y) - 0.35) * 0.08;
    annual.push({
      fiscalPeriod: String(y),
      estimatedEps,
      estimatedRevenue,
      ...(complete
        ? {
            actualEps: round(estimatedEps * surprise),
            actualRevenue: round(estimatedRevenue * surprise, 1),
            earnings: round((estimatedEps * surprise * shares) / 1e6, 1),
          }
        : {}),
    });
  }
  const dividendPerShare = round((info.price * info.dividendYield) / 100, 4);
  // Quarterly ex-dividend dates in the middle month of each quarter.
  const month = new Date(today * 86_400_000).getUTCMonth();
  let exDay = weekdayOnOrAfter(
    dayFromParts(year, month - ((month + 2) % 3) + 1, 8 + Math.floor(uniform(seed, 4) * 14)),
  );
  if (exDay > today) exDay = weekdayOnOrAfter(exDay - 91);
  return {
    epsTtm: round(epsTtm),
    sharesOutstanding: Math.round(shares),
    annualRevenue: Math.round(annualRevenue),
    dividendPerShare,
    lastEarningsDate: isoFromDay(last?.day ?? today),
    nextEarningsDate: isoFromDay(next?.day ?? today),
    earningsTime: uniform(seed, 5) < 0.5 ? 'BMO' : 'AMC',
    exDividendDate: dividendPerShare > 0 ? isoFromDay(exDay) : '',
    quarterlyEarnings: quarterly,
    annualEarnings: annual,
    pegRatio: info.peRatio > 0 ? round(info.peRatio / (growth * 100)) : 0,
    priceToBook: round(1.2 + 10 * uniform(seed, 6) * (info.sector === 'Technology' ? 2 : 1)),
    priceToSales: round(priceToSales),
    priceToCashFlow: round(Math.max(3, (info.peRatio || 20) * (0.55 + 0.3 * uniform(seed, 8)))),
    priceToFreeCashFlow: round(Math.max(4, (info.peRatio || 25) * (0.8 + 0.5 * uniform(seed, 9)))),
    floatShares: Math.round(shares * (0.85 + 0.14 * uniform(seed, 10))),
    institutionalPercent: round(55 + 30 * uniform(seed, 11), 1),
  };
}

/** The profile text of a symbol: what it is, where it is based and what it does. */
export function profileText(info: SymbolInfo): string {
  switch (info.kind) {
    case 'stock': {
      const place = [info.city, info.state].filter(Boolean).join(', ');
      const staff =
        info.employees > 0 ? ` It employs about ${info.employees.toLocaleString('en-US')} people.` : '';
      return `${info.name} is a ${info.sector.toLowerCase()} company in the ${info.industry.toLowerCase()} industry, headquartered in ${place}, listed on ${info.exchange} since ${info.listed.slice(0, 4)}.${staff}`;
    }
    case 'etf':
      return `${info.name} is an exchange-traded fund listed on ${info.exchange} since ${info.listed.slice(0, 4)}.`;
    case 'fund':
      return `${info.name} is an open-end mutual fund priced once a day after the close (${info.industry}).`;
    case 'crypto':
      return `${info.name} is a cryptocurrency pair that trades around the clock.`;
    default:
      return `${info.name} is a market index.`;
  }
}
