import { z } from 'zod';
import { companyInfoEntry } from './companies';

/** The id of the `<script type="application/json">` element that carries the page bootstrap. */
export const PAGE_BOOTSTRAP_ELEMENT_ID = 'chartbench-bootstrap';

/** The longest chart XML a bootstrap carries: a default chart's XML is about 2 KB. */
const MAX_BOOTSTRAP_XML = 64 * 1024;

/**
 * What a page server puts into the Workbench page beside an image preload (issue #20): the first chart's
 * temporary style, its symbol's company information and its image address, so the first chart needs no request
 * before its image, and that image is the one the browser has been fetching since the page's head.
 */
export const pageBootstrap = z.object({
  firstChart: z.object({
    /** The chart XML the temporary style holds (spec 2 §7). */
    xml: z.string().min(1).max(MAX_BOOTSTRAP_XML),
    /** Its temporary style id. */
    styleId: z.string().regex(/^t\d{1,15}$/),
    /** The get-companies-info entries of the chart's symbols. */
    companiesInfo: z.array(companyInfoEntry).max(16),
    /** The image address the page preloads: `/c-sc/sc/?` and the chart's query, its `r` included. */
    imageUrl: z.string().startsWith('/c-sc/sc/?').max(4096),
  }),
});

/** A page bootstrap. */
export type PageBootstrap = z.infer<typeof pageBootstrap>;

/** The bootstrap in the text of a page's bootstrap element; undefined when absent or not a bootstrap. */
export function readPageBootstrap(text: string | null | undefined): PageBootstrap | undefined {
  if (!text) return undefined;
  try {
    const parsed = pageBootstrap.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Not JSON: the page has no usable bootstrap, and the workbench asks for everything itself.
    return undefined;
  }
}

/**
 * The bootstrap as the text of a `<script type="application/json">` element: JSON in which `<`, `>`, `&` and
 * the two JavaScript line separators are `\u` escapes, so no value can close the element or open a comment
 * or a tag in it, whatever the page address put into it.
 */
export function serializePageBootstrap(bootstrap: PageBootstrap): string {
  return JSON.stringify(bootstrap).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
