import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient, type PageBootstrap } from '@chartbench/api-client';
import { WorkbenchPage, workbenchPageInputs } from './WorkbenchPage';

/** What the server knows of one request for the Workbench page. */
export interface WorkbenchPageRequest {
  /** The page address's query, `?` included (or empty). */
  readonly search: string;
  /** The first chart the server named in the page's head, if it named one. */
  readonly bootstrap: PageBootstrap | undefined;
  /** The server's day (YYYY-MM-DD). */
  readonly today: string;
}

/** The rendered page: elements for its head (the styles of what was drawn) and the HTML of its `#root`. */
export interface RenderedWorkbenchPage {
  readonly head: string;
  readonly root: string;
}

/** How many rendered pages are kept: each is about 90 KB, and drawing one takes about 50 ms. */
const KEPT_PAGES = 64;
/** Rendered pages by what they were drawn from, oldest first. */
const rendered = new Map<string, RenderedWorkbenchPage>();

/**
 * Renders the Workbench page's first frame, as the browser's `start-page.tsx` hydrates it (issue #20): the
 * header, the toolbars and, when the server named it, the first chart's image, so a visitor sees the chart before the
 * script has run. Nothing is fetched here: the workbench starts in the browser. The same first frame (the same
 * shown chart and tour) is drawn once and then reused, the last {@link KEPT_PAGES} of them.
 */
export function renderWorkbenchPage(request: WorkbenchPageRequest): RenderedWorkbenchPage {
  const inputs = workbenchPageInputs(request.search, request.bootstrap, request.today);
  const key = JSON.stringify(inputs);
  const kept = rendered.get(key);
  if (kept) return kept;
  // Never called during a render (requests leave from effects, which a server render does not run).
  const client = createApiClient({ baseUrl: '', bootstrap: request.bootstrap });
  const sheet = new ServerStyleSheet();
  try {
    const root = renderToString(sheet.collectStyles(<WorkbenchPage client={client} {...inputs} />));
    const page = { head: sheet.getStyleTags(), root };
    if (rendered.size >= KEPT_PAGES) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, page);
    return page;
  } finally {
    sheet.seal();
  }
}
