import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { entityTag } from '../charts/image-cache';

/** The address the partner script is served at. */
export const ELEMENT_SCRIPT_PATH = '/embed/chartbench-chart.js';

/** Where the indicator modules the script loads on demand are served: a folder beside the script. */
export const ELEMENT_CHUNKS_PATH = '/embed/chartbench-chart/';

/** A chunk's file name: letters, digits, `-` and `_`, then `.js`; nothing else (no folders, no `..`). */
const CHUNK_NAME = /^[A-Za-z0-9_-]{1,64}\.js$/;

interface LoadedFile {
  plain: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

async function loadFile(path: string): Promise<LoadedFile | undefined> {
  let plain: Buffer;
  try {
    plain = await readFile(path);
  } catch {
    return undefined;
  }
  return { plain: new Uint8Array(plain), gzip: new Uint8Array(gzipSync(plain)), etag: entityTag(plain) };
}

function serveFile(c: Context, file: LoadedFile): Response {
  const headers: Record<string, string> = {
    'cache-control': 'public, max-age=300',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    vary: 'Accept-Encoding',
    etag: file.etag,
  };
  if ((c.req.header('if-none-match') ?? '').split(/\s*,\s*/).includes(file.etag))
    return c.body(null, 304, headers);
  headers['content-type'] = 'text/javascript; charset=utf-8';
  if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? ''))
    return c.body(file.gzip, 200, { ...headers, 'content-encoding': 'gzip' });
  return c.body(file.plain, 200, headers);
}

/**
 * Serves `<chartbench-chart>`'s script (the chart-element package's build artifact) at
 * {@link ELEMENT_SCRIPT_PATH}, and the indicator modules it loads on demand (the `chartbench-chart/` folder
 * beside the built script) under {@link ELEMENT_CHUNKS_PATH}: files, never inline, so the page CSP
 * (`script-src 'self'`) holds; readable from any origin because partners load them from their pages (the
 * chunks are module scripts, fetched with CORS); gzip and ETag like the bars. Files are read on their first
 * request, so a server started before the build still serves them once built; only names the build writes
 * (letters, digits, `-`, `_`, `.js`) are looked up, so at most the folder's files are ever held.
 */
export function elementScriptRoutes(scriptFile: string): Hono {
  const app = new Hono();
  const chunksDir = join(dirname(scriptFile), basename(scriptFile, '.js'));
  let script: LoadedFile | undefined;
  const chunks = new Map<string, LoadedFile>();
  app.get(ELEMENT_SCRIPT_PATH, async (c) => {
    script ??= await loadFile(scriptFile);
    if (!script)
      return c.text('The chart element script has not been built (npm run build).', 404, {
        'cache-control': 'no-store',
      });
    return serveFile(c, script);
  });
  app.get(`${ELEMENT_CHUNKS_PATH}:name`, async (c) => {
    const name = c.req.param('name');
    if (!CHUNK_NAME.test(name))
      return c.text('Chart element modules are named like macd.js.', 404, { 'cache-control': 'no-store' });
    let chunk = chunks.get(name);
    if (!chunk) {
      chunk = await loadFile(join(chunksDir, name));
      if (!chunk)
        return c.text(`There is no chart element module ${name}.`, 404, { 'cache-control': 'no-store' });
      chunks.set(name, chunk);
    }
    return serveFile(c, chunk);
  });
  return app;
}
