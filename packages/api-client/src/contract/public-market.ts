import { z } from 'zod';
import { defineCall } from './define';
import { successReply } from './envelope';
import { positiveInt } from './fields';

const randomNumber = z.union([z.string(), z.number()]).optional();

/** `GET /quotebrain/ismarketopen`: e (exchange), optional d (YYYYMMDD) and t (HHMMSS) (spec 1 §7). */
export const isMarketOpen = defineCall({
  name: 'isMarketOpen',
  method: 'GET',
  path: '/quotebrain/ismarketopen',
  member: false,
  request: z.object({
    e: z.string().trim().min(1, 'e (exchange) is required'),
    randomNumber,
    d: z
      .string()
      .regex(/^\d{8}$/, 'd must be a YYYYMMDD date')
      .optional(),
    t: z
      .string()
      .regex(/^\d{6}$/, 't must be an HHMMSS time')
      .optional(),
  }),
  reply: z.object({ date: z.string(), ismarketopen: z.boolean() }),
});

/** `GET /quotebrain/quotes?s=&f=json`: an array of exactly one quote with a numeric close (spec 3 §7). */
export const getQuote = defineCall({
  name: 'getQuote',
  method: 'GET',
  path: '/quotebrain/quotes',
  member: false,
  request: z.object({
    s: z.string().trim().min(1, 's (symbol) is required'),
    f: z.literal('json').default('json'),
    randomNumber,
  }),
  reply: z.tuple([z.looseObject({ symbol: z.string(), close: z.number() })]),
});

/** `GET /quotebrain/pastdata`: historical bars as non-empty text/plain (spec 3 §7). */
export const getPastData = defineCall({
  name: 'getPastData',
  method: 'GET',
  path: '/quotebrain/pastdata',
  member: false,
  request: z.object({
    ticker: z.string().trim().min(1, 'ticker is required'),
    start: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'start must be a YYYY-MM-DD date')
      .optional(),
    barwidth: z.enum(['D', 'W', 'M'], { error: 'barwidth must be D, W or M' }),
    out: z.literal('text').default('text'),
    memberrt: z.union([z.string(), z.number()]).optional(),
    randomNumber,
  }),
  reply: z.string().min(1, 'the historical data is empty'),
});

/** A symbol suggestion (spec 3 §3). */
export const symbolSuggestion = z.object({ name: z.string(), exchange: z.string(), symbol: z.string() });

/** `GET get-symbol-suggestions`: q and perPage (default 10) (spec 3 §7). */
export const getSymbolSuggestions = defineCall({
  name: 'getSymbolSuggestions',
  method: 'GET',
  path: '/json/api',
  cmd: 'get-symbol-suggestions',
  member: false,
  request: z.object({
    q: z.string().trim().min(1, 'q is required').max(100, 'q is too long'),
    perPage: positiveInt('perPage').default(10),
  }),
  reply: successReply({ suggestions: z.array(symbolSuggestion) }),
});

/** `GET get-symbol-data` with optionalFields=symbolsummary: symbols[0] is the summary (spec 3 §3, §7). */
export const getSymbolSummary = defineCall({
  name: 'getSymbolSummary',
  method: 'GET',
  path: '/json/api',
  cmd: 'get-symbol-data',
  member: false,
  request: z.object({
    optionalFields: z.literal('symbolsummary').default('symbolsummary'),
    symbols: z.string().trim().min(1, 'symbols is required'),
    randomNumber,
  }),
  reply: successReply({
    symbols: z.array(z.looseObject({ symbol: z.string() })).min(1, 'the reply holds no symbol'),
  }),
});

/** The longest symbol get-options reads: longer is no symbol and is refused before any lookup. */
export const MAX_OPTIONS_SYMBOL_LENGTH = 40;

/** `POST get-options`: s -> options with Expirations, LastEarningsDate, NextEarningsDate (spec 3 §3, §7). */
export const getOptions = defineCall({
  name: 'getOptions',
  method: 'POST',
  path: '/json/api',
  cmd: 'get-options',
  member: false,
  request: z.object({
    s: z
      .string()
      .trim()
      .min(1, 's (symbol) is required')
      .max(MAX_OPTIONS_SYMBOL_LENGTH, 's (symbol) is too long'),
  }),
  reply: successReply({
    options: z.looseObject({
      Expirations: z.array(z.unknown()),
      LastEarningsDate: z.string().optional(),
      NextEarningsDate: z.string().optional(),
    }),
  }),
});
