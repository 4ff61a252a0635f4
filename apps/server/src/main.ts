import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadPageRenderer } from './routes/page-render';
import { frameAncestorsFromEnv } from './routes/security-headers';

/** The built demo, found from this file (src/ or dist/ of apps/server) so any working directory works. */
const DEFAULT_STATIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo/dist');

/** The demo's server render of the Workbench page, built beside the demo (`npm run build -w apps/demo`). */
const DEFAULT_PAGE_RENDERER = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../demo/dist-server/entry-server.js',
);

/** The partner element's script, the chart-element package's build artifact. */
const ELEMENT_SCRIPT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/chart-element/dist/chartbench-chart.js',
);

const port = Number(process.env['PORT'] ?? '3000');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535 (got ${process.env['PORT']}).`);
  process.exit(1);
}
const dataDir = resolve(process.env['CHARTBENCH_DATA_DIR'] ?? './data');
const staticDir = resolve(process.env['CHARTBENCH_STATIC_DIR'] ?? DEFAULT_STATIC_DIR);

// The page render runs React's production build unless the environment says otherwise (about half the time of
// its development build, which checks every render).
process.env['NODE_ENV'] ??= 'production';
const pageRenderer = await loadPageRenderer(process.env['CHARTBENCH_PAGE_RENDERER'] ?? DEFAULT_PAGE_RENDERER);

const frameAncestors = frameAncestorsFromEnv(process.env['CHARTBENCH_FRAME_ANCESTORS']);
const devOutbox = process.env['CHARTBENCH_DEV_OUTBOX'] === '1';
const databaseUrl = process.env['DATABASE_URL'];
const chartbench = await createApp({
  dataDir,
  databaseUrl,
  staticDir,
  frameAncestors,
  devOutbox,
  elementScript: process.env['CHARTBENCH_ELEMENT_SCRIPT'] ?? ELEMENT_SCRIPT,
  warmUp: true,
  pageRenderer,
});
const server = serve({ fetch: chartbench.app.fetch, port }, (info) => {
  console.log(`Chartbench listening on http://localhost:${info.port}`);
});

/** How long requests in flight get to finish after SIGTERM before the process ends anyway. */
const DRAIN_MS = 10_000;

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Chartbench stopping (${signal})`);
  // Graceful: stop accepting, let requests in flight finish, then close the database (the pool's connections).
  server.close(() => {
    void chartbench.close().then(() => process.exit(0));
  });
  // Idle keep-alive connections would hold close() open; connections busy with a request are left to finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => void chartbench.close().finally(() => process.exit(0)), DRAIN_MS).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
