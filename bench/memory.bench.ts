/**
 * Memory: (1) one chart of 1,000,000 bars (about ten years of 1-minute bars) drawn by the chart engine, with the
 * process's resident and heap growth it causes, then the same chart as a server chart request draws it: a
 * render task on the server's render pool, under its default budget (a 512 MB heap per render thread, 10 s),
 * with the process's peak RSS; (2) the reference server's RSS before and after 10,000 mixed requests (cached
 * and fresh chart images, JSON API calls), beside the caps of its caches. The server answers 1-minute bars for
 * its last 20 sessions only, so the million-bar chart is handed to the render pool as the chart route does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleBars, renderChart } from '@chartbench/chart-engine';
import { createApp } from '@chartbench/server';
// The render pool and its budget as the chart routes use them (not part of the server's package API).
import {
  createRenderPool,
  DEFAULT_RENDER_BUDGET,
  RenderBudgetError,
} from '../apps/server/src/charts/render-pool';
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

/** The peak resident set of the process so far (every thread's), in bytes. */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

/**
 * The million-bar chart as the server draws a chart request: a render task on the render pool, within the
 * default budget. Either it is answered within that bound, or the pool refuses it (503) for the budget it spent.
 */
async function millionBarRequest(): Promise<void> {
  const pool = createRenderPool(DEFAULT_RENDER_BUDGET);
  const bars = createSampleBars({ seed: 1, count: 1_000_000 });
  const settings = { ...createDefaultChartSettings(), range: '100y' as const };
  const peakBefore = peakRss();
  const started = performance.now();
  let outcome: string;
  try {
    const result = await pool.run({
      kind: 'chart',
      input: { symbol: 'AAPL', settings, bars },
      format: 'svg',
    });
    outcome = result.ok ? `answered, SVG ${(String(result.body).length / 1024).toFixed(0)} KB` : 'refused';
  } catch (error) {
    if (!(error instanceof RenderBudgetError)) throw error;
    outcome = `stopped for its ${error.reason} budget (the server answers 503)`;
  } finally {
    await pool.close();
  }
  console.log(
    `1,000,000-bar chart as a server chart request (render pool, budget ${DEFAULT_RENDER_BUDGET.heapMb} MB heap per render thread, ${DEFAULT_RENDER_BUDGET.timeMs / 1000} s): ` +
      `${outcome} in ${((performance.now() - started) / 1000).toFixed(1)} s; process peak RSS ${mb(peakBefore)} before, ${mb(peakRss())} after`,
  );
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

/**
 * The i-th request of the mix: 60% cached charts of 10 kinds, 10% charts never asked before, 30% JSON API. All
 * are a visitor's (daily and weekly: the server refuses a visitor a monthly chart with 403).
 */
function mixed(base: string, i: number): Request {
  const kind = i % 10;
  const symbols = ['AAPL', 'MSFT', 'SPY', '$SPX', 'IBM'];
  if (kind < 6) {
    const symbol = symbols[i % symbols.length]!;
    return new Request(`${base}/c-sc/sc/?s=${encodeURIComponent(symbol)}&p=${['D', 'W'][i % 2]}&yr=1`);
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
    let refused = 0;
    const marks: string[] = [];
    const worker = async () => {
      while (next < MIXED_REQUESTS) {
        const i = next++;
        const response = await fetch(mixed(base, i));
        await response.arrayBuffer();
        // A drawing stopped for its time budget on a loaded machine is answered 503: counted, not a failure.
        if (response.status === 503) refused++;
        else if (!response.ok) throw new Error(`request ${i} answered ${response.status}`);
        if ((i + 1) % 2500 === 0) marks.push(`${i + 1}: ${mb(process.memoryUsage().rss)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
      `Server RSS (in process, client included) over ${MIXED_REQUESTS.toLocaleString('en-US')} mixed requests: start ${mb(start)}; ${marks.join(', ')} ` +
        `(its caches: chart images 64 MB, static compression 32 MB; growth beyond them would be a leak)` +
        (refused > 0 ? `; ${refused} refused with 503 (render time budget spent)` : ''),
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
  await millionBarRequest();
  await serverRss();
  console.log(`After: ${loadNote()}`);
}
