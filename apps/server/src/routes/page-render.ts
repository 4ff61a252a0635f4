import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { PageBootstrap } from '@chartbench/api-client/contract';
import { toIsoDate } from '@chartbench/core';
import { firstChartHead } from './first-chart';

/** What a page renderer is told of one request for the Workbench page. */
export interface PageRenderRequest {
  /** The address's query, `?` included, or empty. */
  readonly search: string;
  /** The first chart this server named in the page's head, if it named one. */
  readonly bootstrap: PageBootstrap | undefined;
  /** The server's day (YYYY-MM-DD). */
  readonly today: string;
}

/**
 * Draws the Workbench page's first frame on the server (the demo's `dist-server/entry-server.js`, issue #20):
 * elements for the head (its styles) and the HTML of the page's `#root`, which the browser's script hydrates.
 */
export type PageRenderer = (request: PageRenderRequest) => { readonly head: string; readonly root: string };

/** What goes into one served Workbench page: elements for its head, and the HTML of its `#root`. */
export interface PageParts {
  readonly head: string;
  readonly root: string;
}

/**
 * The parts of the page for one request: the first chart's bootstrap in the head (when the server names one) and,
 * with a renderer, the first frame drawn with it. A renderer that throws leaves the page to the browser's
 * script, as it was before server rendering: the failure is logged, the visitor still gets the Workbench.
 */
export function pageParts(
  c: Context,
  bootstrap: PageBootstrap | undefined,
  now: Date,
  renderer: PageRenderer | undefined,
): PageParts {
  const head = bootstrap ? firstChartHead(bootstrap) : '';
  if (!renderer) return { head, root: '' };
  try {
    const rendered = renderer({ search: new URL(c.req.url).search, bootstrap, today: toIsoDate(now) });
    return { head: head + rendered.head, root: rendered.root };
  } catch (error) {
    console.error('chartbench: the Workbench page could not be drawn on the server:', error);
    return { head, root: '' };
  }
}

/**
 * Loads the page renderer built at `path` (`npm run build` builds the demo's), or undefined when it is not built:
 * the page is then drawn by the browser alone.
 */
export async function loadPageRenderer(path: string): Promise<PageRenderer | undefined> {
  if (!existsSync(path)) return undefined;
  const module = (await import(pathToFileURL(path).href)) as { renderWorkbenchPage?: PageRenderer };
  if (typeof module.renderWorkbenchPage !== 'function')
    throw new Error(`${path} does not export renderWorkbenchPage`);
  return module.renderWorkbenchPage;
}
