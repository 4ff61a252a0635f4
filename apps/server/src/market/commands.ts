import {
  getCompaniesInfo,
  getOptions,
  getSymbolSuggestions,
  getSymbolSummary,
} from '@chartbench/api-client/contract';
import { mayChartUserIndex } from '@chartbench/core';
import type { MarketData } from './market-data';
import { MarketDataError } from './types';
import { createSyntheticMarketData } from './provider';

/** What the market commands need. */
export interface MarketCommandDeps {
  readonly market: MarketData;
  readonly now: () => Date;
}

/** A `/json/api` command handler: the form in, the reply object out; the context names the member, if any. */
export type MarketCommand = (form: URLSearchParams, ctx?: MarketCommandContext) => Promise<object>;

/** What a market command reads of the request's context: the logged-in member's chart code. */
export interface MarketCommandContext {
  readonly member?: { readonly chartCode: number } | null;
}

/** The chart code of the request's member; undefined for a visitor. */
const chartCodeOf = (ctx: MarketCommandContext | undefined) => ctx?.member?.chartCode;

function fieldsOf(form: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (name !== 'cmd' && !(name in fields)) fields[name] = value;
  return fields;
}

/** Reads a request with its contract schema, or throws a MarketDataError naming what is wrong. */
function readRequest<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  form: URLSearchParams,
): T {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new MarketDataError('badRequest', reason || 'The request is not valid.');
}

/** Splits a comma list of symbols into trimmed, upper-cased, unique entries. */
export function splitSymbols(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** The most suggestions one request may ask for. */
export const MAX_SUGGESTIONS = 50;

const OPTIONS_UNAVAILABLE = (symbol: string) =>
  `Option quotes are not available for ${symbol}: it does not trade options, or it is not a known symbol.`;

/**
 * The public `/json/api` commands answered from market data. Unknown symbols in get-companies-info are left
 * out of a successful reply (spec 1 §7: the client retries once and then logs a warning); the symbol summary
 * and options of an unknown symbol are success false with a message.
 */
export function marketCommands(deps: MarketCommandDeps): Record<string, MarketCommand> {
  const { market } = deps;
  return {
    'get-companies-info': async (form, ctx) => {
      const { symbols } = readRequest(getCompaniesInfo.request, form);
      // Another member's user index (`@MINE-123`, spec 1 §5.3) is unknown to this one, as the chart image's 404.
      const chartCode = chartCodeOf(ctx);
      const asked = splitSymbols(symbols).filter((symbol) => mayChartUserIndex(symbol, chartCode));
      return { success: true, companiesInfo: market.companyInfo(asked) };
    },
    'get-symbol-suggestions': async (form) => {
      const { q, perPage } = readRequest(getSymbolSuggestions.request, form);
      return { success: true, suggestions: market.suggestions(q, Math.min(perPage, MAX_SUGGESTIONS)) };
    },
    'get-symbol-data': async (form) => {
      const { symbols, optionalFields } = readRequest(getSymbolSummary.request, form);
      if (optionalFields !== 'symbolsummary')
        throw new MarketDataError('badRequest', 'optionalFields must be symbolsummary.');
      const symbol = splitSymbols(symbols)[0] ?? '';
      const summary = market.symbolSummary(symbol);
      if (!summary)
        throw new MarketDataError(
          'unknownSymbol',
          `No Symbol Summary for ${symbol}: the symbol is not in our database.`,
        );
      return { success: true, symbols: [summary] };
    },
    'get-options': async (form) => {
      const { s } = readRequest(getOptions.request, form);
      const symbol = s.trim().toUpperCase();
      const options = market.optionChain(symbol);
      if (!options) throw new MarketDataError('unknownSymbol', OPTIONS_UNAVAILABLE(symbol));
      return { success: true, options };
    },
  };
}

let sharedMarket: MarketData | undefined;

/**
 * ChartList summary rows (spec 2 §3, spec 3 §3) for the member command get-symbol-data with a list: one row
 * per known symbol in order (an entry may carry the chart's recid); unknown symbols are left out. Pass the
 * app's provider as `market`; without it a shared synthetic provider on the system clock answers.
 */
export function symbolDataRows(
  symbols: readonly (string | { readonly symbol: string; readonly recid: number })[],
  market: MarketData = (sharedMarket ??= createSyntheticMarketData()),
): Record<string, unknown>[] & { symbol: string }[] {
  return market.symbolData(symbols) as Record<string, unknown>[] & { symbol: string }[];
}
