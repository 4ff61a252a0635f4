import { Hono, type Context } from 'hono';
import { isValidTime } from '@chartbench/core';
import type { MarketData } from './market-data';
import { MarketDataError } from './types';
import { CALENDARS, calendarOfExchange } from './calendar';
import { DAY_MS, dayFromIso } from './days';
import { PAST_DATA_BAR_WIDTHS, type PastDataBarWidth } from './past-data';
import { wallClockMs } from './timezone';

/** What the public market routes need. */
export interface MarketRoutesDeps {
  readonly market: MarketData;
  now(): Date;
}

const NO_STORE = { 'cache-control': 'no-store' };

function bad(c: Context, status: 400 | 404, message: string): Response {
  return c.json({ success: false, message }, status, NO_STORE);
}

/** `YYYYMMDD` or `YYYY-MM-DD` to a day number, NaN if invalid. */
function readDay(text: string): number {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return dayFromIso(compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text);
}

/** `HHMMSS` or `HH:MM[:SS]` to minutes after midnight (seconds kept as a fraction), NaN if invalid (spec 1 §5.2). */
function readTime(text: string): number {
  const match = /^(\d{2}):?(\d{2})(?::?(\d{2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [hh, mm, ss = '00'] = [match[1], match[2], match[3]];
  // Core's time rule (spec 1 §5.2): hours below 24, minutes and seconds below 60.
  if (!isValidTime(`${hh}:${mm}:${ss}`)) return Number.NaN;
  return Number(hh) * 60 + Number(mm) + Number(ss) / 60;
}

function localText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The public market-data routes: `/quotebrain/ismarketopen` (exchange calendars with hours and holidays;
 * crypto always open), `/quotebrain/quotes` (one quote) and `/quotebrain/pastdata` (historical bars as text).
 */
export function marketRoutes(deps: MarketRoutesDeps): Hono {
  const app = new Hono();
  const { market } = deps;

  app.get('/quotebrain/ismarketopen', (c) => {
    const exchange = c.req.query('e') ?? '';
    if (!exchange.trim()) return bad(c, 400, 'e (exchange) is required.');
    const calendar = calendarOfExchange(exchange);
    if (!calendar) return bad(c, 400, `Unknown exchange: ${exchange}.`);
    const zone = CALENDARS[calendar].zone;
    const d = c.req.query('d');
    const t = c.req.query('t');
    let at = deps.now().getTime();
    if (d !== undefined || t !== undefined) {
      // d and t are a UTC date and time, the convention the workbench sends (issue #16): an instant, not a wall
      // clock, so neither side needs the other's zone and a DST change cannot shift it. A missing one is now's.
      const day = d !== undefined ? readDay(d) : Math.floor(at / DAY_MS);
      const minute = t !== undefined ? readTime(t) : (at % DAY_MS) / 60_000;
      if (Number.isNaN(day)) return bad(c, 400, `d: '${d}' is not a YYYYMMDD date.`);
      if (Number.isNaN(minute)) return bad(c, 400, `t: '${t}' is not an HHMMSS time.`);
      at = day * DAY_MS + Math.round(minute * 60_000);
    }
    const open = market.isMarketOpen(exchange, new Date(at)) ?? false;
    return c.json({ date: localText(wallClockMs(zone, at)), ismarketopen: open }, 200, NO_STORE);
  });

  app.get('/quotebrain/quotes', (c) => {
    const symbol = c.req.query('s') ?? '';
    if (!symbol.trim()) return bad(c, 400, 's (symbol) is required.');
    const format = c.req.query('f') ?? 'json';
    if (format !== 'json') return bad(c, 400, `f: '${format}' is not a supported format (json).`);
    try {
      const quote = market.getQuote(symbol);
      const date = new Date(quote.time).toISOString();
      return c.json([{ ...quote, date }], 200, { 'cache-control': 'public, max-age=15' });
    } catch (error) {
      if (error instanceof MarketDataError) return bad(c, 404, error.message);
      throw error;
    }
  });

  app.get('/quotebrain/pastdata', (c) => {
    const ticker = (c.req.query('ticker') ?? '').trim().toUpperCase();
    const barWidth = (c.req.query('barwidth') ?? 'D').toUpperCase();
    const out = c.req.query('out') ?? 'text';
    const start = c.req.query('start');
    const text = (status: 400 | 404, message: string) => c.text(message, status, NO_STORE);
    if (!ticker) return text(400, 'ticker is required.');
    if (!(PAST_DATA_BAR_WIDTHS as readonly string[]).includes(barWidth))
      return text(400, `barwidth: '${barWidth}' is not one of D, W, M.`);
    if (out !== 'text') return text(400, `out: '${out}' is not a supported format (text).`);
    let from: number | undefined;
    if (start !== undefined && start !== '') {
      const day = readDay(start);
      if (Number.isNaN(day)) return text(400, `start: '${start}' is not a YYYY-MM-DD date.`);
      from = day * DAY_MS;
    }
    const data = market.pastDataText(ticker, barWidth as PastDataBarWidth, from);
    if (data === undefined) return text(404, `Historical price data was not found for the symbol: ${ticker}`);
    return c.text(data, 200, { 'cache-control': 'public, max-age=300' });
  });

  return app;
}
