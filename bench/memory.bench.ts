/**
 * Memory: (1) one chart of 1,000,000 bars (about ten years of 1-minute bars) drawn by the chart engine, with the
 * process's resident and heap growth it causes; (2) the reference server's RSS before and after 10,000 mixed
 * requests (cached and fresh chart images, JSON API calls), beside the caps of its caches. The server answers
 * 1-minute bars for its last 20 sessions only, so the million-bar chart is drawn through the engine directly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleBars, renderChart } from '@chartbench/chart-engine';
import { createApp } from '@chartbench/server';
import { loadNote } from './lib/measure';

const MIXED_REQUESTS = 10_000;
const CONCURRENCY = 8;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function millionBarChart(): void {
  const before = process.memoryUsage();
  const bars = createSampleBars({ seed: 1, count: 1_000_000 });
  const { svg } = renderChart({
    symbol: 'AAPL',
    settings: { ...createDefaultChartSettings(), range: '100y' },
    bars,
  });
  const after = process.memoryUsage();
  console.log(
    `1,000,000-bar chart (default settings: 3 overlays, 3 indicators), SVG ${(svg.length / 1024).toFixed(0)} KB: ` +
      `RSS +${mb(after.rss - before.rss)}, typed arrays +${mb(after.arrayBuffers - before.arrayBuffers)}, JS heap ${mb(after.heapUsed - before.heapUsed)} (after the garbage collections the render triggered), ` +
      `bars ${mb(bars.close.length * 6 * 8)} of it`,
  );
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

/** The i-th request of the mix: 60% cached charts of 20 kinds, 10% charts never asked before, 30% JSON API. */
function mixed(base: string, i: number): Request {
  const kind = i % 10;
  const symbols = ['AAPL', 'MSFT', 'SPY', '$SPX', 'IBM'];
  if (kind < 6) {
    const symbol = symbols[i % symbols.length]!;
    return new Request(
      `${base}/c-sc/sc/?s=${encodeURIComponent(symbol)}&p=${['D', 'W', 'M', 'D'][i % 4]}&yr=1`,
    );
  }
  if (kind === 6) return new Request(`${base}/c-sc/sc/?s=AAPL&p=D&yr=1&n=${i}`);
  return new Request(`${base}/json/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cmd: 'get-companies-info',
      symbols: symbols.slice(0, 1 + (i % 5)).join(','),
    }),
  });
}

async function serverRss(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-memory-'));
  const chartbench = await createApp({ dataDir, secret: 'bench-secret-0123456789abcdef0123456789' });
  const server = await listen(chartbench.app.fetch);
  try {
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const start = process.memoryUsage().rss;
    let next = 0;
    const marks: string[] = [];
    const worker = async () => {
      while (next < MIXED_REQUESTS) {
        const i = next++;
        const response = await fetch(mixed(base, i));
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`request ${i} answered ${response.status}`);
        if ((i + 1) % 2500 === 0) marks.push(`${i + 1}: ${mb(process.memoryUsage().rss)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
      `Server RSS (in process, client included) over ${MIXED_REQUESTS.toLocaleString('en-US')} mixed requests: start ${mb(start)}; ${marks.join(', ')} ` +
        `(its caches: chart images 64 MB, static compression 32 MB; growth beyond them would be a leak)`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await chartbench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the two memory figures. */
export async function run(): Promise<void> {
  console.log(`Before: ${loadNote()}`);
  millionBarChart();
  await serverRss();
  console.log(`After: ${loadNote()}`);
}
