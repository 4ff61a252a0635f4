import { Hono } from 'hono';
import { createStyle, getStyleXml, makeStylePermanent } from '@chartbench/api-client/contract';
import type { SessionReader } from '../auth/session-reader';
import { CommandError, describeZodError } from '../json-api/command-error';
import type { Repositories } from '../storage/repositories';
import type { StyleCache } from '../styles/style-cache';
import {
  MAX_STYLE_XML_BYTES,
  RETRY_AFTER,
  TOO_MANY_WRITES_MESSAGE,
  withinAnonymousLimit,
} from './anonymous-limits';

/** What the style cache routes need. */
export interface StyleCacheRouteDeps {
  readonly styles: StyleCache;
  readonly session: SessionReader;
  /** Where the anonymous write counters live. */
  readonly repositories: Repositories;
  readonly now: () => Date;
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * `GET /stylecache/cache?id=` (XML) and `POST /stylecache/cache` (new ids as text), spec 2 §7 and spec 3 §7.
 * Making a style permanent needs a login; a visitor's temporary styles are rate-limited per client; no XML
 * over {@link MAX_STYLE_XML_BYTES} is stored.
 */
export function styleCacheRoutes(deps: StyleCacheRouteDeps): Hono {
  const app = new Hono();
  app.get('/stylecache/cache', async (c) => {
    const parsed = getStyleXml.request.safeParse(c.req.query());
    if (!parsed.success) return c.text(describeZodError(parsed.error), 400, TEXT);
    const xml = await deps.styles.xml(parsed.data.id);
    if (xml === undefined) return c.text(`There is no style with id ${parsed.data.id}.`, 404, TEXT);
    // Ids are never reused and entries never change, so a permanent style can be cached by the browser.
    const cache = parsed.data.id.startsWith('p') ? 'public, max-age=86400' : 'no-store';
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cache });
  });
  app.post('/stylecache/cache', async (c) => {
    const query = c.req.query();
    const { member } = await deps.session(c.req.raw);
    try {
      if (query['id'] !== undefined) {
        const parsed = makeStylePermanent.request.safeParse(query);
        if (!parsed.success) throw new CommandError(describeZodError(parsed.error));
        if (!member && !parsed.data.id.startsWith('p'))
          return c.text('You must be logged in to save a permanent style.', 401, TEXT);
        return c.text(await deps.styles.makePermanent(parsed.data.id, member?.chartCode ?? null), 200, TEXT);
      }
      const form = await c.req.parseBody();
      const parsed = createStyle.request.safeParse(form);
      if (!parsed.success) throw new CommandError(describeZodError(parsed.error));
      if (parsed.data.cmd === 'createpermanentstyle' && !member)
        return c.text('You must be logged in to save a permanent style.', 401, TEXT);
      const bytes = Buffer.byteLength(parsed.data.xml);
      if (bytes > MAX_STYLE_XML_BYTES)
        return c.text(`The chart XML is too long (at most ${MAX_STYLE_XML_BYTES} bytes).`, 413, TEXT);
      if (!member) {
        const nowMs = deps.now().getTime();
        const allowed =
          (await withinAnonymousLimit(deps.repositories, c, 'styleWrites', nowMs)) &&
          (await withinAnonymousLimit(deps.repositories, c, 'styleBytes', nowMs, bytes));
        if (!allowed) return c.text(TOO_MANY_WRITES_MESSAGE, 429, { ...TEXT, ...RETRY_AFTER });
      }
      const kind = parsed.data.cmd === 'createpermanentstyle' ? 'p' : 't';
      return c.text(await deps.styles.create(kind, parsed.data.xml, member?.chartCode ?? null), 200, TEXT);
    } catch (error) {
      if (error instanceof CommandError) return c.text(error.message, 400, TEXT);
      throw error;
    }
  });
  return app;
}
