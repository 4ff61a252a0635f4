import { Hono, type Context } from 'hono';
import { parseChartXml } from '@chartbench/core';
import type { MarketData } from '../market/index';
import { ChartRequestError, drawChartImage } from './chart-image';
import { messageSvg } from './message-svg';
import { drawPointAndFigure } from './point-and-figure';
import { svgToPng } from './png';

/** What the chart image routes need. */
export interface ChartRoutesDeps {
  readonly market: MarketData;
  /** The XML of a style cache id (temporary or permanent), or undefined. */
  styleXml(id: string): string | undefined;
  now(): Date;
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

function respond(c: Context, format: Format, status: 200 | 400 | 404 | 500, body: { svg: string; text: string }, maxAge: number): Response {
  const cacheControl = maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store';
  const headers = { 'cache-control': cacheControl, vary: 'Accept' };
  if (format === 'text') return c.text(body.text, status, headers);
  if (format === 'png') return c.body(svgToPng(body.svg), status, { ...headers, 'content-type': 'image/png' });
  return c.body(body.svg, status, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
}

function failure(c: Context, format: Format, error: unknown): Response {
  if (error instanceof ChartRequestError) {
    return respond(c, format, error.status, { svg: messageSvg(error.lines), text: error.lines.join('\n') }, error.status === 404 ? 60 : 0);
  }
  console.error('chartbench: chart image failed', error);
  const lines = ['The chart could not be drawn.'];
  return respond(c, format, 500, { svg: messageSvg(lines), text: lines.join('\n') }, 0);
}

/**
 * The chart image routes: `GET /c-sc/sc/` and `/c-sc/sc` (chart image from the chart query and style `i`;
 * with only `i`, a thumbnail of the style), and `GET /pnf/chart` (point-and-figure, `c` = symbol and style).
 */
export function chartRoutes(deps: ChartRoutesDeps): Hono {
  const app = new Hono();
  const chart = (c: Context) => {
    const params = new URL(c.req.url).searchParams;
    const format = formatOf(params, c.req.header('accept') ?? '');
    try {
      const image = drawChartImage(deps, params, parseChartXml);
      return respond(c, format, 200, { svg: image.svg, text: image.inspectorText }, image.maxAgeSeconds);
    } catch (error) {
      return failure(c, format, error);
    }
  };
  app.get('/c-sc/sc/', chart);
  app.get('/c-sc/sc', chart);
  app.get('/pnf/chart', (c) => {
    const params = new URL(c.req.url).searchParams;
    const format = formatOf(params, c.req.header('accept') ?? '');
    try {
      const image = drawPointAndFigure(deps.market, params);
      return respond(c, format, 200, { svg: image.svg, text: image.text }, image.maxAgeSeconds);
    } catch (error) {
      return failure(c, format, error);
    }
  });
  return app;
}
