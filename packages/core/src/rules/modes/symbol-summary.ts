/**
 * Symbol Summary mode (spec 3 §2.6, §4, §5, §8): which sections show, the earnings banner text, the
 * reload-only-if-changed symbol rule, the mini chart period and what the mode shows.
 */
import {
  findCountry,
  DEFAULT_MINI_CHART_PERIOD,
  MINI_CHART_PERIODS,
  SYMBOL_SUMMARY_SECTIONS,
  type CountryOption,
} from '../../catalogues/symbol-data';
import { MESSAGES } from '../../catalogues/messages';
import { failed, loaded, loading, type Load } from '../../model/load';
import { earningsBanner, isSymbolSummarySupported, type SymbolSummary } from '../../model/symbol-summary';
import { normalizeEntrySymbol } from '../validation/symbols';

/** The navigation sections that show for a summary, in order (spec 3 §2.6). */
export function visibleSummarySections(summary: SymbolSummary): string[] {
  const hasEarnings = summary.quarterlyEarnings.length > 0 || summary.annualEarnings.length > 0;
  // The SCTR section needs rank data (spec 3 §2.6); a last value or history alone does not show it.
  const hasSctr = summary.sctrRank !== undefined;
  const hasProfile = !!summary.name?.trim() && !!summary.description?.trim();
  return SYMBOL_SUMMARY_SECTIONS.filter((section) => {
    if (section === 'Earnings') return hasEarnings;
    if (section === 'SCTR') return hasSctr;
    if (section === 'Profile') return hasProfile;
    return true;
  });
}

/** The earnings-proximity banner text, or null for none (spec 3 §4; wording ours). */
export function earningsBannerText(summary: SymbolSummary, todayIso: string): string | null {
  const banner = earningsBanner(summary.nextEarningsDate, summary.lastEarningsDate, todayIso);
  if (!banner) return null;
  const time = summary.earningsTime?.trim() ? ` (${summary.earningsTime.trim()})` : '';
  if (banner === 'today') return `${summary.symbol} reports earnings today${time}`;
  if (banner === 'tomorrow') return `${summary.symbol} reports earnings tomorrow${time}`;
  return `${summary.symbol} reported earnings yesterday${time}`;
}

/** The country of the header with its flag, when the code is known (spec 3 §2.6). */
export function summaryCountry(summary: SymbolSummary): CountryOption | null {
  return summary.countryCode === undefined ? null : (findCountry(summary.countryCode) ?? null);
}

/**
 * The symbol to load after a symbol change, or null when nothing should reload (spec 3 §4): the input is
 * normalised (whitespace and leading hyphens or underscores removed, upper-cased); blank or unchanged input
 * does not reload.
 */
export function summarySymbolToLoad(current: string | null, input: string): string | null {
  const next = normalizeEntrySymbol(input);
  if (next === '' || next === current) return null;
  return next;
}

/** A mini chart period from the buttons 1D-5Y; anything else falls back to the default 6M (spec 3 §2.6, §9). */
export function miniChartPeriod(value: string | null | undefined): string {
  return value && MINI_CHART_PERIODS.includes(value) ? value : DEFAULT_MINI_CHART_PERIOD;
}

/**
 * What Symbol Summary mode shows (spec 3 §4, §8): the summary with its visible sections, null for a symbol with
 * no summary (MESSAGES.symbolSummary.unsupported and its note), or a failure whose error is the message.
 */
export type SymbolSummaryView = Load<
  { readonly summary: SymbolSummary; readonly sections: readonly string[] } | null,
  string
>;

/**
 * Decides what Symbol Summary shows for the current symbol. An unsupported symbol (@, :, -) or a load with no
 * data has no summary; a result for another symbol is stale and reads as loading.
 */
export function symbolSummaryView(
  symbol: string,
  load: (Load<SymbolSummary | null> & { readonly symbol: string }) | null,
): SymbolSummaryView {
  if (!isSymbolSummarySupported(symbol)) return loaded(null);
  if (!load || load.symbol !== symbol) return loading();
  if (load.status === 'failed') return failed(MESSAGES.symbolSummary.loadFailed);
  if (load.status !== 'loaded') return loading();
  return loaded(load.data ? { summary: load.data, sections: visibleSummarySections(load.data) } : null);
}
