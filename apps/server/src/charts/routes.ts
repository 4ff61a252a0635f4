import { Hono, type Context } from 'hono';
import { memberLevel, parseChartXml, VISITOR, type Member } from '@chartbench/core';
import type { MarketData } from '../market/index';
import { ChartRequestError, drawChartImage } from './chart-image';
import { entityTag, ImageCache, type RenderedImage } from './image-cache';
import { messageSvg } from './message-svg';
import { drawPointAndFigure } from './point-and-figure';
import { svgToPng } from './png';

/** What the chart image routes need. */
export interface ChartRoutesDeps {
  readonly market: MarketData;
  /** The XML of a style cache id (temporary or permanent), or undefined. */
  styleXml(id: string): string | undefined;
  now(): Date;
  /**
   * The member who sent a request, or null for a visitor; the chart is held to their level (spec 1 §6). Without
   * it every request is a visitor's.
   */
  memberOf?(request: Request): Promise<Member | null>;
}

type Format = 'svg' | 'png' | 'text';

/** The format asked for: `img=text&inspector=yes` is the inspector text; `img=png` or an Accept preferring PNG is PNG. */
function formatOf(params: URLSearchParams, accept: string): Format {
  const img = (params.get('img') ?? '').toLowerCase();
  if (img === 'text' && params.get('inspector') === 'yes') return 'text';
  if (img === 'png') return 'png';
  if (img === 'svg') return 'svg';
  const wantsPng = /image\/png/i.test(accept);
  const wantsSvg = /image\/svg\+xml/i.test(accept);
  return wantsPng && !wantsSvg ? 'png' : 'svg';
}

/** The level part of a stored member, as the core permission rules read it (spec 1 §6). */
export function chartMember(member: { chartCode: number; memberType: string } | null): Member | null {
  if (!member) return null;
  const memberType = member.memberType === 'BA' || member.memberType === 'XT' || member.memberType === 'PRO' ? member.memberType : 'FREE';
  return { ...VISITOR, chartCode: member.chartCode, memberType, isPro: memberType === 'PRO' };
}

/** Rendered images kept for reuse: 300 of them, at most 64 MB. */
const IMAGE_CACHE_ENTRIES = 300;
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

function rendered(
  format: Format,
  status: RenderedImage['status'],
  body: { svg: string; text: string },
  maxAgeSeconds: number,
): RenderedImage {
  const [content, contentType] =
    format === 'text'
      ? [body.text, 'text/plain; charset=UTF-8']
      : format === 'png'
        ? [svgToPng(body.svg), 'image/png']
        : [body.svg, 'image/svg+xml; charset=utf-8'];
  return { status, body: content, contentType, maxAgeSeconds, etag: entityTag(content) };
}

function failure(format: Format, error: unknown): RenderedImage {
  if (error instanceof ChartRequestError) {
    return rendered(
      format,
      error.status,
      { svg: messageSvg(error.lines), text: error.lines.join('\n') },
      error.status === 404 ? 60 : 0,
    );
  }
  console.error('chartbench: chart image failed', error);
  const lines = ['The chart could not be drawn.'];
  return rendered(format, 500, { svg: messageSvg(lines), text: lines.join('\n') }, 0);
}

/** Answers a rendered image, or 304 when the browser already holds the same bytes (If-None-Match). */
function respond(c: Context, image: RenderedImage): Response {
  const cacheControl = image.maxAgeSeconds > 0 ? `public, max-age=${image.maxAgeSeconds}` : 'no-store';
  const headers = { 'cache-control': cacheControl, vary: 'Accept', etag: image.etag };
  const known = (c.req.header('if-none-match') ?? '').split(/\s*,\s*/);
  if (image.status === 200 && known.includes(image.etag)) return c.body(null, 304, headers);
  return c.body(image.body, image.status, { ...headers, 'content-type': image.contentType });
}

/**
 * The chart image routes: `GET /c-sc/sc/` and `/c-sc/sc` (chart image from the chart query and style `i`;
 * with only `i`, a thumbnail of the style), and `GET /pnf/chart` (point-and-figure, `c` = symbol and style).
 */
export function chartRoutes(deps: ChartRoutesDeps): Hono {
  const app = new Hono();
  const cache = new ImageCache(IMAGE_CACHE_ENTRIES, IMAGE_CACHE_BYTES);
  // The same inputs (path, query, format) draw the same image while its max-age lasts: draw it once.
  const cached = (
    c: Context,
    draw: (params: URLSearchParams, format: Format) => RenderedImage,
    level = '',
  ): Response => {
    const url = new URL(c.req.url);
    const format = formatOf(url.searchParams, c.req.header('accept') ?? '');
    // The level is part of the key: one address may draw for a member what it refuses to a visitor.
    const key = `${format} ${level} ${url.pathname} ${url.search}`;
    const nowMs = deps.now().getTime();
    let image = cache.get(key, nowMs);
    if (!image) {
      try {
        image = draw(url.searchParams, format);
      } catch (error) {
        image = failure(format, error);
      }
      cache.set(key, image, nowMs);
    }
    return respond(c, image);
  };
  const chart = async (c: Context) => {
    const member = (await deps.memberOf?.(c.req.raw)) ?? VISITOR;
    return cached(
      c,
      (params, format) => {
        const image = drawChartImage(deps, params, parseChartXml, member);
        return rendered(format, 200, { svg: image.svg, text: image.inspectorText }, image.maxAgeSeconds);
      },
      memberLevel(member),
    );
  };
  app.get('/c-sc/sc/', chart);
  app.get('/c-sc/sc', chart);
  app.get('/pnf/chart', (c) =>
    cached(c, (params, format) => {
      const image = drawPointAndFigure(deps.market, params);
      return rendered(format, 200, { svg: image.svg, text: image.text }, image.maxAgeSeconds);
    }),
  );
  return app;
}
