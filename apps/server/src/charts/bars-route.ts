import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { findPeriod } from '@chartbench/core';
import { MarketDataError, type MarketData } from '../market/index';
import { entityTag, ImageCache, type RenderedImage } from './image-cache';

/** Bars a reply holds when `n` is not given: eight years of daily bars, enough for a range and its warm-up. */
export const DEFAULT_BAR_COUNT = 2000;
/** The most bars one reply holds (`n` is clamped to it): about 1 MB of JSON before gzip. */
export const MAX_BAR_COUNT = 20_000;

/** What the bars route needs. */
export interface BarsRouteDeps {
  readonly market: MarketData;
  now(): Date;
}

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

function json(status: RenderedImage['status'], value: unknown, maxAgeSeconds: number): RenderedImage {
  const body = gzipSync(JSON.stringify(value));
  return {
    status,
    body: new Uint8Array(body),
    contentType: 'application/json; charset=utf-8',
    maxAgeSeconds,
    etag: entityTag(body),
  };
}

function draw(market: MarketData, params: URLSearchParams): RenderedImage {
  const symbol = (params.get('s') ?? '').trim().toUpperCase();
  if (!symbol || symbol.length > 20)
    return json(400, { success: false, message: 's (symbol) is required.' }, 0);
  const periodText = params.get('p') ?? 'D';
  const period = findPeriod(periodText);
  if (!period) return json(400, { success: false, message: `Unknown period: ${periodText}.` }, 0);
  const nText = params.get('n');
  const n = nText === null ? DEFAULT_BAR_COUNT : Number(nText);
  if (!Number.isInteger(n) || n < 1)
    return json(400, { success: false, message: 'n must be a whole number of bars, at least 1.' }, 0);
  const info = market.findSymbol(symbol);
  if (!info) return json(404, { success: false, message: `Hmm, we couldn't find data for ${symbol}` }, 60);
  let bars;
  try {
    bars = market.getBars(info.symbol, period.value, { extendedHours: params.get('eh') === '1' });
  } catch (error) {
    if (error instanceof MarketDataError) return json(404, { success: false, message: error.message }, 60);
    throw error;
  }
  const count = bars.close.length;
  const from = Math.max(0, count - Math.min(n, MAX_BAR_COUNT));
  const columns = Object.fromEntries(FIELDS.map((field) => [field, Array.from(bars[field].subarray(from))]));
  return json(
    200,
    {
      success: true,
      symbol: info.symbol,
      name: info.name,
      exchange: info.exchange,
      period: period.value,
      bars: columns,
    },
    period.isIntraday ? 15 : 300,
  );
}

/**
 * `GET /c-sc/bars?s=MSFT&p=D&n=2000`: a symbol's latest bars as columnar JSON for charts the browser draws
 * (`<chartbench-chart>`, ChartWidget by symbol). Public data: any origin may read it (no cookies are sent or
 * read). Replies are kept in a bounded cache, sent gzip-compressed to clients that accept it, and carry an
 * ETag so a browser's conditional request is answered 304 without a body.
 */
export function barsRoutes(deps: BarsRouteDeps): Hono {
  const app = new Hono();
  const cache = new ImageCache(200, 32 * 1024 * 1024);
  app.get('/c-sc/bars', (c: Context) => {
    const url = new URL(c.req.url);
    const key = url.search;
    const nowMs = deps.now().getTime();
    let reply = cache.get(key, nowMs);
    if (!reply) {
      reply = draw(deps.market, url.searchParams);
      cache.set(key, reply, nowMs);
    }
    const headers: Record<string, string> = {
      'cache-control': reply.maxAgeSeconds > 0 ? `public, max-age=${reply.maxAgeSeconds}` : 'no-store',
      'access-control-allow-origin': '*',
      vary: 'Accept-Encoding',
      etag: reply.etag,
    };
    const known = (c.req.header('if-none-match') ?? '').split(/\s*,\s*/);
    if (reply.status === 200 && known.includes(reply.etag)) return c.body(null, 304, headers);
    headers['content-type'] = reply.contentType;
    const body = reply.body as Uint8Array<ArrayBuffer>;
    if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? ''))
      return c.body(body, reply.status, { ...headers, 'content-encoding': 'gzip' });
    return c.body(new Uint8Array(gunzipSync(body)), reply.status, headers);
  });
  return app;
}
