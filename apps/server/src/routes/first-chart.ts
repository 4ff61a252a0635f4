import type { Context } from 'hono';
import {
  PAGE_BOOTSTRAP_ELEMENT_ID,
  serializePageBootstrap,
  type PageBootstrap,
} from '@chartbench/api-client/contract';
import {
  buildChartImageQuery,
  hasLoginCookie,
  toIsoDate,
  visitorFirstChart,
  visitorFirstChartImage,
} from '@chartbench/core';
import { readCookie } from '../auth/cookies';
import type { MarketData } from '../market/index';
import type { Repositories } from '../storage/repositories';
import type { StyleCache } from '../styles/style-cache';
import { withinAnonymousLimit } from './anonymous-limits';
import { escapeHtml } from './html';

/** What the first chart of a served Workbench page is found with. */
export interface FirstChartDeps {
  readonly styles: StyleCache;
  readonly market: Pick<MarketData, 'companyInfo'>;
  /** Where the anonymous write counters live: the style created here counts as the visitor's own. */
  readonly repositories: Repositories;
  readonly now: () => Date;
}

/**
 * The bootstrap of a visitor's first chart at the request's address (issue #20): the chart the Workbench's store
 * will load first (core's start-up rules), its temporary style (created now, or the id the same XML got
 * before), its symbols' company information and its image address. Undefined when the request has a login
 * cookie (a member's first chart may be their default ChartStyle), when the start-up fetches something first,
 * when a symbol is unknown (the store shows its error), or when the visitor spent their temporary styles.
 */
export async function firstChartBootstrap(
  deps: FirstChartDeps,
  c: Context,
): Promise<PageBootstrap | undefined> {
  const cookies = c.req.header('cookie') ?? null;
  if (hasLoginCookie({ get: (name) => readCookie(cookies, name) ?? null })) return undefined;
  const at = deps.now();
  const today = toIsoDate(at);
  const first = visitorFirstChart(new URL(c.req.url).search, today);
  if (!first) return undefined;
  const companiesInfo = deps.market.companyInfo(first.lookupSymbols);
  const known = first.lookupSymbols.map((symbol) =>
    companiesInfo.find((entry) => entry.symbol.toUpperCase() === symbol),
  );
  const lead = known[0];
  if (!lead || !known.every(Boolean)) return undefined;
  const image = visitorFirstChartImage(first.chart, lead.companyInfo, today);
  // The same anonymous limits as the visitor's own POST /stylecache/cache, which this one stands for.
  const nowMs = at.getTime();
  const bytes = Buffer.byteLength(image.xml);
  const allowed =
    (await withinAnonymousLimit(deps.repositories, c, 'styleWrites', nowMs)) &&
    (await withinAnonymousLimit(deps.repositories, c, 'styleBytes', nowMs, bytes));
  if (!allowed) return undefined;
  const styleId = await deps.styles.create('t', image.xml, null);
  // The cache-busting time to the minute: the visitors of one first chart within a minute get the same page,
  // whose first frame the page renderer then draws once (issue #20).
  const randomNumber = Math.floor(nowMs / 60_000) * 60_000;
  const query = buildChartImageQuery(image.symbol, image.settings, { styleId, randomNumber });
  return {
    firstChart: { xml: image.xml, styleId, companiesInfo, imageUrl: `/c-sc/sc/?${query.toString()}` },
  };
}

/**
 * The head elements of a bootstrap: a high-priority preload of the first chart's image, on a viewport wide
 * enough that the chart is not auto-sized (the image would be another), and the bootstrap as a JSON data block
 * (not run as a script, so the page's CSP without inline scripts stands). Attribute and text are escaped.
 */
export function firstChartHead(bootstrap: PageBootstrap): string {
  const href = escapeHtml(bootstrap.firstChart.imageUrl);
  return (
    `<link rel="preload" as="image" href="${href}" media="(min-width: 1024px)" fetchpriority="high">` +
    `<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">${serializePageBootstrap(bootstrap)}</script>`
  );
}
