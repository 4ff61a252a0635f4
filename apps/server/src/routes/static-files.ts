import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Hono } from 'hono';

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

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built demo from `staticDir`: files by path (never outside the folder), and index.html for any
 * other GET that is not an API path, so the demo's client-side routes load.
 */
export function staticRoutes(staticDir: string): Hono {
  const root = resolve(staticDir);
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
      const body = path.endsWith('/') ? undefined : await readIfFile(file);
      if (body) {
        const immutable = path.startsWith('/assets/');
        return c.body(new Uint8Array(body), 200, {
          'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
    const index = await readIfFile(join(root, 'index.html'));
    if (!index) return c.text('The demo is not built yet: run `npm run build`, then reload.', 404);
    return c.body(new Uint8Array(index), 200, {
      'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
      'cache-control': 'no-cache',
    });
  });
  return app;
}
