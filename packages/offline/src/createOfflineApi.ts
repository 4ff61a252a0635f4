import type {
  Bars,
  ChartEmail,
  ChartSettings,
  SharingWorkbenchApi,
  SymbolCompanyInfo,
  WorkbenchInspectorApi,
} from '@chartbench/core';
import { findPeriod, findRange } from '@chartbench/core';
import { createSampleBars, renderChart, svgDataUrl } from '@chartbench/chart-engine';
import type { OfflineAlertsOptions } from './offlineAlerts';
import { createOfflineAlertsApi } from './offlineAlerts';
import { createOfflineListsApi, type OfflineListsOptions } from './offlineLists';
import { createOfflineMarketApi } from './offlineMarket';
import type { OfflineMemberOptions } from './offlineMember';
import { createOfflineMemberApi } from './offlineMember';
import type { OfflineSymbol } from './offlineSymbol';

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<string, number> = {
  D: DAY_MS,
  W: 7 * DAY_MS,
  M: 30 * DAY_MS,
  Q: 91 * DAY_MS,
  Y: 365 * DAY_MS,
};

/** The bar length of a period code, in ms. */
function periodMs(period: string): number {
  const option = findPeriod(period);
  if (option && option.minutes > 0) return option.minutes * 60_000;
  return PERIOD_MS[option?.value ?? 'D'] ?? DAY_MS;
}

/** Enough bars to fill the chosen range plus a year of warm-up for the indicators, within a sane cap. */
function barsFor(period: string, settings: ChartSettings): number {
  const range = findRange(settings.range);
  const years =
    range?.kind === 'length' ? settings.rangeYears + settings.rangeMonths / 12 + settings.rangeDays / 365 : 1;
  const spanMs = (Math.max(years, 1 / 365) + 1) * 365 * DAY_MS;
  return Math.min(5000, Math.max(260, Math.ceil(spanMs / periodMs(period))));
}

function seedOf(symbol: string): number {
  let seed = 7;
  for (const char of symbol) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return seed;
}

/**
 * A symbol drawn from deterministic sample bars (chart-engine's `createSampleBars`, seeded by the symbol): the
 * same symbol always shows the same synthetic history.
 */
export function sampleSymbol(symbol: string, name: string, exchange: string): OfflineSymbol {
  return {
    symbol,
    name,
    exchange,
    bars: (period, settings) =>
      createSampleBars({
        seed: seedOf(symbol),
        count: barsFor(period, settings),
        periodMs: periodMs(period),
      }),
  };
}

/** The symbols of {@link createSampleOfflineApi}: synthetic data under real tickers. */
export const SAMPLE_SYMBOLS: readonly OfflineSymbol[] = [
  sampleSymbol('AAPL', 'Apple Inc. (synthetic data)', 'NASDAQ'),
  sampleSymbol('MSFT', 'Microsoft Corporation (synthetic data)', 'NASDAQ'),
  sampleSymbol('SPY', 'SPDR S&P 500 ETF (synthetic data)', 'NYSE Arca'),
  sampleSymbol('$SPX', 'S&P 500 Index (synthetic data)', 'INDX'),
  sampleSymbol('$BTCUSD', 'Bitcoin / US Dollar (synthetic data)', 'CRYPTO'),
];

/** Options of {@link createOfflineApi}. */
export interface OfflineApiOptions extends OfflineMemberOptions {
  readonly symbols: readonly OfflineSymbol[];
  /** Delay before company lookups answer, to show loading states; 0 (the default) answers at once. */
  readonly delayMs?: number;
  /** Receives each chart e-mail the workbench sends; without it sending is refused, as there is no mail server. */
  readonly onEmail?: (email: ChartEmail) => void;
  /** The member's alerts and the site's notifications (none by default). */
  readonly alerts?: OfflineAlertsOptions;
  /** The list modes' rows, sample catalogue and style thumbnails (rows from the member's saved charts by default). */
  readonly lists?: OfflineListsOptions;
}

/**
 * A WorkbenchApi that needs no server: it knows a fixed set of symbols and draws their charts in the browser
 * with chart-engine, returning each image as a data: URL. Storybook, offline demos and partner pages use it.
 */
export function createOfflineApi({
  symbols,
  delayMs = 0,
  onEmail,
  alerts = {},
  lists = {},
  ...memberOptions
}: OfflineApiOptions): SharingWorkbenchApi & WorkbenchInspectorApi {
  const bySymbol = new Map(symbols.map((s) => [s.symbol.toUpperCase(), s]));
  const barsCache = new Map<string, Bars>();
  const barsOf = (entry: OfflineSymbol, settings: ChartSettings) => {
    const key = `${entry.symbol}|${settings.period}|${barsFor(settings.period, settings)}`;
    let bars = barsCache.get(key);
    if (!bars) {
      bars = entry.bars(settings.period, settings);
      barsCache.set(key, bars);
    }
    return bars;
  };
  const draw = (symbol: string, settings: ChartSettings) => {
    const entry = bySymbol.get(symbol.toUpperCase());
    if (!entry) throw new Error(`No offline data for ${symbol}`);
    // Every other known symbol goes along, so indicators that compare with one (performance, priceCompare...) can.
    const compare = symbols
      .filter((other) => other !== entry)
      .map((other) => ({ symbol: other.symbol, bars: barsOf(other, settings) }));
    return renderChart({ symbol: entry.symbol, settings, bars: barsOf(entry, settings), compare });
  };
  const answer = <T>(value: T) =>
    new Promise<T>((resolve) => {
      if (delayMs > 0) globalThis.setTimeout(() => resolve(value), delayMs);
      else resolve(value);
    });
  return {
    ...createOfflineMemberApi(symbols, memberOptions, answer),
    ...createOfflineMarketApi(symbols, memberOptions.member, answer, (symbol, settings) =>
      svgDataUrl(draw(symbol, settings).svg),
    ),
    ...createOfflineAlertsApi(alerts, memberOptions.member !== undefined, answer),
    ...createOfflineListsApi(lists, memberOptions.member?.savedCharts),
    getCompaniesInfo(requested) {
      const found: SymbolCompanyInfo[] = [];
      for (const symbol of requested) {
        const entry = bySymbol.get(symbol.toUpperCase());
        if (entry)
          found.push({
            symbol: entry.symbol,
            companyInfo: { name: entry.name, exchange: entry.exchange, isEOD: false },
          });
      }
      return answer(found);
    },
    chartImageUrl: ({ symbol, settings }) => svgDataUrl(draw(symbol, settings).svg),
    getInspectorText: ({ symbol, settings }) => answer(draw(symbol, settings).inspectorText),
    // There is no shortener offline: the long link is the link (spec 3 §4 fallback).
    shortenUrl: (longUrl) => answer(longUrl),
    sendChartEmail(email) {
      if (!onEmail) return Promise.reject(new Error('This offline workbench cannot send e-mail'));
      onEmail(email);
      return answer(undefined);
    },
  };
}

/** An offline api over {@link SAMPLE_SYMBOLS}. */
export function createSampleOfflineApi(
  options: Omit<OfflineApiOptions, 'symbols'> = {},
): SharingWorkbenchApi & WorkbenchInspectorApi {
  return createOfflineApi({ symbols: SAMPLE_SYMBOLS, ...options });
}
