/**
 * Symbol suggestions (spec 3 §3, §5, §7): the reply is accepted only when success is true and suggestions is a
 * list of items with string name, exchange and symbol; entries with an empty field are dropped.
 */
import { z } from 'zod';
import { CONSTANTS } from '../catalogues/constants';
import { ModelParseError, parseList, type ParsedList } from './parse-list';

/** One suggestion of the symbol box. */
export interface SymbolSuggestion {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
}

/** Suggestions asked for per request; 'More Results' shows when this many return (spec 3 §4, §9). */
export const SUGGESTIONS_PER_REQUEST = CONSTANTS.navigation.suggestionsPerRequest;

/** The get-symbol-suggestions reply (spec 3 §7). */
export const RawSymbolSuggestionsReplySchema = z.object({
  success: z.literal(true),
  suggestions: z.array(z.object({ name: z.string(), exchange: z.string(), symbol: z.string() })),
});

/** Parses a suggestions reply; throws ModelParseError when it is not accepted, drops entries with a blank field. */
export function parseSymbolSuggestions(raw: unknown): ParsedList<SymbolSuggestion> {
  const reply = RawSymbolSuggestionsReplySchema.safeParse(raw);
  if (!reply.success)
    throw new ModelParseError('symbol suggestions', 'expected success true and a list of suggestions');
  return parseList('symbol suggestions', reply.data.suggestions, (entry) => {
    const item = entry as SymbolSuggestion;
    const symbol = item.symbol.trim();
    const name = item.name.trim();
    const exchange = item.exchange.trim();
    return symbol && name && exchange ? { symbol, name, exchange } : null;
  });
}
