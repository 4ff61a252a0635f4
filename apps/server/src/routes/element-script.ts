import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { entityTag } from '../charts/image-cache';

/** The address the partner script is served at. */
export const ELEMENT_SCRIPT_PATH = '/embed/chartbench-chart.js';

/**
 * Serves `<chartbench-chart>`'s script (the chart-element package's build artifact) at
 * {@link ELEMENT_SCRIPT_PATH}: a file, never inline, so the page CSP (`script-src 'self'`) holds; readable
 * from any origin because partners load it from their pages; gzip and ETag like the bars. The file is read
 * once, on the first request, so a server started before the build still serves it once built.
 */
export function elementScriptRoutes(scriptFile: string): Hono {
  const app = new Hono();
  let loaded: { plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer>; etag: string } | undefined;
  app.get(ELEMENT_SCRIPT_PATH, async (c) => {
    if (!loaded) {
      let plain: Buffer;
      try {
        plain = await readFile(scriptFile);
      } catch {
        return c.text('The chart element script has not been built (npm run build).', 404, {
          'cache-control': 'no-store',
        });
      }
      loaded = {
        plain: new Uint8Array(plain),
        gzip: new Uint8Array(gzipSync(plain)),
        etag: entityTag(plain),
      };
    }
    const headers: Record<string, string> = {
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      vary: 'Accept-Encoding',
      etag: loaded.etag,
    };
    if ((c.req.header('if-none-match') ?? '').split(/\s*,\s*/).includes(loaded.etag))
      return c.body(null, 304, headers);
    headers['content-type'] = 'text/javascript; charset=utf-8';
    if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? ''))
      return c.body(loaded.gzip, 200, { ...headers, 'content-encoding': 'gzip' });
    return c.body(loaded.plain, 200, headers);
  });
  return app;
}
