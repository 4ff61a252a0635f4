import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { CompressionCache, compressOnce, isCompressible, preferredEncoding } from './compression';
import type { PageParts } from './page-render';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths that belong to the API: they never fall back to the demo's index.html. */
const API_PREFIXES = [
  '/json/',
  '/stylecache/',
  '/c-sc/',
  '/pnf/',
  '/quotebrain/',
  '/j-sum/',
  '/url-shortener/',
  '/h-sc/',
  '/freecharts/sample/',
  '/s/',
  '/embed/',
];

const isApiPath = (path: string): boolean =>
  API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/memberTypes.json';

interface StaticFile {
  readonly path: string;
  readonly body: Buffer;
  /** Changes whenever the file does: the compressed copy of an older version is never served. */
  readonly version: string;
}

async function readIfFile(path: string): Promise<StaticFile | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { path, body: await readFile(path), version: `${info.size}:${info.mtimeMs}` };
  } catch {
    return undefined;
  }
}

/** The file in the best encoding the request accepts (brotli, gzip) when its type gains from one. */
async function send(
  c: Context,
  cache: CompressionCache,
  file: StaticFile,
  headers: Record<string, string>,
): Promise<Response> {
  const extension = extname(file.path).toLowerCase();
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  if (!isCompressible(extension, file.body.length)) {
    return c.body(new Uint8Array(file.body), 200, { ...headers, 'content-type': type });
  }
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const vary = { vary: 'accept-encoding' };
  if (!encoding) return c.body(new Uint8Array(file.body), 200, { ...headers, ...vary, 'content-type': type });
  const body = await cache.get(file.path, file.version, file.body, encoding);
  return c.body(new Uint8Array(body), 200, {
    ...headers,
    ...vary,
    'content-type': type,
    'content-encoding': encoding,
  });
}

/** Where the served page's first frame goes: the demo's empty root element. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Where a page's own head elements go: before the built page's first script or link, so the browser finds the
 * first chart's image preload before the 15 scripts that would otherwise take its connections first (a browser
 * opens six to one server), or else at the end of the head.
 */
function headInsertionPoint(html: string): number {
  const end = html.indexOf('</head>');
  if (end < 0) return -1;
  const first = html.slice(0, end).search(/<script|<link/);
  return first < 0 ? end : first;
}

/**
 * index.html with `parts.head` put into its head and `parts.root` into its root element, compressed for this
 * request alone (its cached copy stays the file's own).
 */
async function sendPage(c: Context, file: StaticFile, parts: PageParts): Promise<Response> {
  let html = file.body.toString('utf8');
  const at = headInsertionPoint(html);
  if (at >= 0) html = `${html.slice(0, at)}${parts.head}${html.slice(at)}`;
  if (parts.root !== '') html = html.replace(ROOT_ELEMENT, () => `<div id="root">${parts.root}</div>`);
  const body = Buffer.from(html, 'utf8');
  const headers = {
    'cache-control': 'no-cache',
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
  };
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(new Uint8Array(body), 200, headers);
  const compressed = await compressOnce(body, encoding);
  return c.body(new Uint8Array(compressed), 200, { ...headers, 'content-encoding': encoding });
}

/** Options of {@link staticRoutes}. */
export interface StaticRouteOptions {
  /**
   * What index.html gets as this request's page: HTML for its head (the first chart's bootstrap, issue #20) and
   * for its root element (the first frame drawn on the server). Empty parts leave the page as built. It must
   * escape whatever it takes from the request.
   */
  readonly page?: (c: Context) => Promise<PageParts>;
}

/** Compresses index.html and the built assets in the background, so the first visitor gets them compressed. */
async function warm(root: string, cache: CompressionCache): Promise<void> {
  const names = await readdir(join(root, 'assets')).catch(() => [] as string[]);
  for (const path of [join(root, 'index.html'), ...names.map((name) => join(root, 'assets', name))]) {
    const file = await readIfFile(path);
    if (!file || !isCompressible(extname(path).toLowerCase(), file.body.length)) continue;
    await cache.get(file.path, file.version, file.body, 'br');
    await cache.get(file.path, file.version, file.body, 'gzip');
  }
}

/**
 * Serves the built demo from `staticDir`: files by path (never outside the folder), and index.html for any
 * other GET that is not an API path, so the demo's client-side routes load. Text files go out brotli- or
 * gzip-compressed when the browser accepts it, from an in-memory cache filled at start-up.
 */
export function staticRoutes(staticDir: string, options: StaticRouteOptions = {}): Hono {
  const root = resolve(staticDir);
  const cache = new CompressionCache();
  // Start-up work only: a failure leaves files to be compressed on their first request.
  warm(root, cache).catch(() => undefined);
  const app = new Hono();
  app.get('*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad path', 400);
    }
    if (isApiPath(path)) return c.text('Not found', 404);
    const file = normalize(join(root, path));
    if (file === root || file.startsWith(root + sep)) {
      const found = path.endsWith('/') ? undefined : await readIfFile(file);
      if (found) {
        const immutable = path.startsWith('/assets/');
        return send(c, cache, found, {
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
    const index = await readIfFile(join(root, 'index.html'));
    if (!index) return c.text('The demo is not built yet: run `npm run build`, then reload.', 404);
    const parts = options.page ? await options.page(c) : { head: '', root: '' };
    if (parts.head !== '' || parts.root !== '') return sendPage(c, index, parts);
    return send(c, cache, index, { 'cache-control': 'no-cache' });
  });
  return app;
}
