import { Hono, type Context } from 'hono';
import {
  memberLevel,
  parseAnnotations,
  parseChartXml,
  readChartQuery,
  VISITOR,
  type AnnotationDocument,
  type Member,
} from '@chartbench/core';
import type { MarketData } from '../market/index';
import { ChartRequestError, planChartImage } from './chart-image';
import { cacheKeyQuery, entityTag, ImageCache, type RenderedImage } from './image-cache';
import { encodedBody, encodedTag, imageEncoding } from './image-encoding';
import { messageSvg } from './message-svg';
import { planPointAndFigure } from './point-and-figure';
import { RenderBudgetError, type RenderPool } from './render-pool';
import { runRenderTask, type ImageFormat, type RenderTask } from './render-task';

/** What the chart image routes need. */
export interface ChartRoutesDeps {
  readonly market: MarketData;
  /** The XML of a style cache id (temporary or permanent), or undefined; read from the database, so maybe async. */
  styleXml(id: string): string | undefined | Promise<string | undefined>;
  /** The symbol and stored ChartNotes of saved chart `recid` (the `a` parameter), when there is one. */
  annotationsOf?(
    recid: number,
  ): Promise<{ readonly symbol: string; readonly annotations: string } | undefined>;
  now(): Date;
  /** Where charts are drawn and encoded: worker threads, so a slow image never holds up other requests. */
  readonly renderPool: RenderPool;
  /**
   * The member who sent a request, or null for a visitor; the chart is held to their level (spec 1 §6). Without
   * it every request is a visitor's.
   */
  memberOf?(request: Request): Promise<Member | null>;
}

/** The format asked for: `img=text&inspector=yes` is the inspector text; `img=png` or an Accept preferring PNG is PNG. */
function formatOf(params: URLSearchParams, accept: string): ImageFormat {
  const img = (params.get('img') ?? '').toLowerCase();
  if (img === 'text' && params.get('inspector') === 'yes') return 'text';
  if (img === 'png') return 'png';
  if (img === 'svg') return 'svg';
  const wantsPng = /image\/png/i.test(accept);
  const wantsSvg = /image\/svg\+xml/i.test(accept);
  return wantsPng && !wantsSvg ? 'png' : 'svg';
}

/**
 * The ChartNotes of the saved chart `a` names (spec 3 §5 share link), when it charts the same symbol as the
 * image: they are drawn into it. Unreadable notes are left out; the chart is still drawn.
 */
async function savedAnnotations(
  deps: ChartRoutesDeps,
  params: URLSearchParams,
): Promise<AnnotationDocument | undefined> {
  // `notes=no`: the caller (the workbench) draws the notes itself, over the image, where they are edited.
  // Without `a` there is no saved chart: the query is not read (a cached image is answered without reading it).
  if (!params.has('a') || !deps.annotationsOf || params.get('notes') === 'no') return undefined;
  const { query } = readChartQuery(params);
  if (query.recordId === undefined) return undefined;
  const saved = await deps.annotationsOf(query.recordId);
  if (!saved || (query.symbol !== undefined && query.symbol !== saved.symbol)) return undefined;
  const parsed = parseAnnotations(saved.annotations);
  return parsed.ok && parsed.value.drawings.length > 0 ? parsed.value : undefined;
}

/** The level part of a stored member, as the core permission rules read it (spec 1 §6). */
export function chartMember(member: { chartCode: number; memberType: string } | null): Member | null {
  if (!member) return null;
  const memberType =
    member.memberType === 'BA' || member.memberType === 'XT' || member.memberType === 'PRO'
      ? member.memberType
      : 'FREE';
  return { ...VISITOR, chartCode: member.chartCode, memberType, isPro: memberType === 'PRO' };
}

/** Rendered images kept for reuse: 300 of them, at most 64 MB. */
const IMAGE_CACHE_ENTRIES = 300;
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

const CONTENT_TYPES: Record<ImageFormat, string> = {
  text: 'text/plain; charset=UTF-8',
  png: 'image/png',
  svg: 'image/svg+xml; charset=utf-8',
};

function image(
  format: ImageFormat,
  status: RenderedImage['status'],
  body: RenderedImage['body'],
  maxAgeSeconds: number,
): RenderedImage {
  // Encoded to UTF-8 once here, not at every answer: a cached SVG is then written out as it is kept.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { status, body: bytes, contentType: CONTENT_TYPES[format], maxAgeSeconds, etag: entityTag(bytes) };
}

/**
 * A message image in place of a chart. It is drawn here, not on the pool: a few lines of text encode in
 * milliseconds, and a render that failed because the pool was busy or out of budget must still be answered.
 */
function messageImage(
  format: ImageFormat,
  status: RenderedImage['status'],
  lines: readonly string[],
  maxAgeSeconds: number,
): RenderedImage {
  const result = runRenderTask({ kind: 'svg', svg: messageSvg(lines), text: lines.join('\n'), format });
  if (!result.ok) throw new Error('a message image could not be drawn');
  return image(format, status, result.body, maxAgeSeconds);
}

/** Why a render was not finished, in the words of the failure image. */
const BUDGET_LINES: Record<RenderBudgetError['reason'], string> = {
  time: 'It took longer than the server allows for one chart.',
  memory: 'It needed more memory than the server allows for one chart.',
  busy: 'The server is drawing too many charts; try again in a moment.',
};

function failure(format: ImageFormat, error: unknown): RenderedImage {
  if (error instanceof ChartRequestError)
    return messageImage(format, error.status, error.lines, error.status === 404 ? 60 : 0);
  if (error instanceof RenderBudgetError) {
    console.error(`chartbench: chart image stopped: ${error.message}`);
    return messageImage(format, 503, ['The chart could not be drawn.', BUDGET_LINES[error.reason]], 0);
  }
  console.error('chartbench: chart image failed', error);
  return messageImage(format, 500, ['The chart could not be drawn.'], 0);
}

/**
 * Answers a rendered image, compressed (brotli or gzip) when the request accepts it, or 304 when the browser
 * already holds the same image (If-None-Match, in any encoding).
 */
async function respond(c: Context, rendered: RenderedImage): Promise<Response> {
  const cacheControl = rendered.maxAgeSeconds > 0 ? `public, max-age=${rendered.maxAgeSeconds}` : 'no-store';
  const encoding = imageEncoding(rendered, c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'cache-control': cacheControl,
    vary: 'Accept, Accept-Encoding',
    etag: encoding ? encodedTag(rendered.etag, encoding) : rendered.etag,
  };
  if (rendered.status === 503) headers['retry-after'] = '5';
  const known = (c.req.header('if-none-match') ?? '').split(/\s*,\s*/);
  const tags = [rendered.etag, encodedTag(rendered.etag, 'br'), encodedTag(rendered.etag, 'gzip')];
  if (rendered.status === 200 && tags.some((tag) => known.includes(tag))) return c.body(null, 304, headers);
  headers['content-type'] = rendered.contentType;
  if (!encoding) return c.body(rendered.body, rendered.status, headers);
  const body = await encodedBody(rendered, encoding);
  return c.body(body, rendered.status, { ...headers, 'content-encoding': encoding });
}

/**
 * What a route draws: the render task of a request and how long its image may be cached, given the XML of the
 * request's style (`i`), read before planning so that planning itself stays synchronous.
 */
type Plan = (
  params: URLSearchParams,
  format: ImageFormat,
  styleXml: string | undefined,
) => { task: RenderTask; maxAgeSeconds: number };

/**
 * The chart image routes: `GET /c-sc/sc/` and `/c-sc/sc` (chart image from the chart query and style `i`;
 * with only `i`, a thumbnail of the style), and `GET /pnf/chart` (point-and-figure, `c` = symbol and style).
 */
export function chartRoutes(deps: ChartRoutesDeps): Hono {
  const app = new Hono();
  const cache = new ImageCache(IMAGE_CACHE_ENTRIES, IMAGE_CACHE_BYTES);
  // Requests for an image that is being drawn wait for that render instead of starting another.
  const drawing = new Map<string, Promise<RenderedImage>>();
  const draw = async (params: URLSearchParams, format: ImageFormat, plan: Plan): Promise<RenderedImage> => {
    try {
      const { styleId } = readChartQuery(params).query;
      const styleXml = styleId === undefined ? undefined : await deps.styleXml(styleId);
      const { task, maxAgeSeconds } = plan(params, format, styleXml);
      const result = await deps.renderPool.run(task);
      if (!result.ok) return messageImage(format, 400, result.lines, 0);
      return image(format, 200, result.body, maxAgeSeconds);
    } catch (error) {
      return failure(format, error);
    }
  };
  // The same inputs (path, query, format) draw the same image while its max-age lasts: draw it once.
  // `variant` is what the address does not say but the image shows: the caller's level (one address may draw
  // for a member what it refuses to a visitor) and the saved chart's ChartNotes.
  const cached = async (
    c: Context,
    plan: Plan,
    variant = '',
    url = new URL(c.req.url),
  ): Promise<Response> => {
    const format = formatOf(url.searchParams, c.req.header('accept') ?? '');
    const key = `${format} ${url.pathname} ${cacheKeyQuery(url.searchParams)} ${variant}`;
    const hit = cache.get(key, deps.now().getTime());
    if (hit) return respond(c, hit);
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(url.searchParams, format, plan).then((rendered) => {
        cache.set(key, rendered, deps.now().getTime());
        return rendered;
      });
      drawing.set(key, pending);
      void pending.finally(() => drawing.delete(key));
    }
    return respond(c, await pending);
  };
  const chart = async (c: Context) => {
    const member = (await deps.memberOf?.(c.req.raw)) ?? VISITOR;
    const url = new URL(c.req.url);
    const notes = await savedAnnotations(deps, url.searchParams);
    return cached(
      c,
      (params, format, styleXml) => {
        const { input, maxAgeSeconds } = planChartImage(
          { ...deps, styleXml: () => styleXml },
          params,
          parseChartXml,
          notes,
          member,
        );
        return { task: { kind: 'chart', input, format }, maxAgeSeconds };
      },
      // A user-defined index is drawn only for its owner (spec 1 §5.3): its image is kept per member.
      `${memberLevel(member)} ${notes ? entityTag(JSON.stringify(notes)) : ''}${
        (url.searchParams.get('s') ?? '').includes('@') ? ` owner ${member.chartCode}` : ''
      }`,
      url,
    );
  };
  app.get('/c-sc/sc/', chart);
  app.get('/c-sc/sc', chart);
  app.get('/pnf/chart', (c) =>
    cached(c, (params, format) => {
      const { input, text, maxAgeSeconds } = planPointAndFigure(deps.market, params);
      return { task: { kind: 'pnf', input, text, format }, maxAgeSeconds };
    }),
  );
  return app;
}
