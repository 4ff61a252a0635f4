/**
 * The reference server in a process of its own, for the benches that load it over HTTP: the load generator
 * (autocannon) runs in the bench's process, so the server's figures are not the client's too (issue #20 measures
 * the server on 2 cores, the way its peers are measured). Started with `fork`; it sends `{ port }` once it
 * listens, answers `'cpu'` with its own CPU time and memory (`'gc'`: the same after a full garbage collection,
 * when started with `--expose-gc`, so a heap figure is what is live), and closes on `'close'`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '@chartbench/server';
import type { ServerUsage } from './server-handle';

const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-bench-'));
const chartbench = await createApp({ dataDir, secret: 'bench-secret-0123456789abcdef0123456789' });
const server = serve({ fetch: chartbench.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port });
});

process.on('message', (message) => {
  if (message === 'cpu' || message === 'gc') {
    if (message === 'gc') (globalThis as { gc?: () => void }).gc?.();
    const used = process.cpuUsage();
    const memory = process.memoryUsage();
    const usage: ServerUsage = {
      cpuMs: (used.user + used.system) / 1000,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      arrayBuffersBytes: memory.arrayBuffers,
    };
    process.send?.({ usage });
  } else if (message === 'close') {
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    void chartbench.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
