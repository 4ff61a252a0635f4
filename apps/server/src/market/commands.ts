import { getCompaniesInfo } from '@chartbench/api-client/contract';
import type { MarketData } from './market-data';
import { MarketDataError } from './types';

/** What the market commands need. */
export interface MarketCommandDeps {
  readonly market: MarketData;
  readonly now: () => Date;
}

/** A `/json/api` command handler: the form in, the reply object out (the context is not needed here). */
export type MarketCommand = (form: URLSearchParams, ctx?: unknown) => Promise<object>;

function fieldsOf(form: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (name !== 'cmd' && !(name in fields)) fields[name] = value;
  return fields;
}

/** Reads a request with its contract schema, or throws a MarketDataError naming what is wrong. */
function readRequest<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }, form: URLSearchParams): T {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
  throw new MarketDataError('badRequest', reason || 'The request is not valid.');
}

/** Splits a comma list of symbols into trimmed, upper-cased, unique entries. */
export function splitSymbols(list: string): string[] {
  return [...new Set(list.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))];
}

/**
 * The public `/json/api` commands answered from market data. Unknown symbols in get-companies-info are left
 * out of a successful reply (spec 1 §7: the client retries once and then logs a warning).
 */
export function marketCommands(deps: MarketCommandDeps): Record<string, MarketCommand> {
  const { market } = deps;
  return {
    'get-companies-info': async (form) => {
      const { symbols } = readRequest(getCompaniesInfo.request, form);
      return { success: true, companiesInfo: market.companyInfo(splitSymbols(symbols)) };
    },
  };
}
