/**
 * Memory: (1) one chart of 1,000,000 bars (about ten years of 1-minute bars) drawn by the chart engine, with the
 * process's resident and heap growth it causes, then the same chart as a server chart request draws it: a
 * render task on the server's render pool, under its default budget (a 512 MB heap per render thread, 10 s),
 * with the process's peak RSS; (2) the reference server's memory, in a process of its own, over 20,000 mixed
 * requests (cached and fresh chart images, JSON API calls), beside the caps of its caches. The server answers
 * 1-minute bars for its last 20 sessions only, so the million-bar chart is handed to the render pool as the
 * chart route does.
 */
import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleBars, renderChart } from '@chartbench/chart-engine';
// The render pool and its budget as the chart routes use them (not part of the server's package API).
import {
  createRenderPool,
  DEFAULT_RENDER_BUDGET,
  RenderBudgetError,
} from '../apps/server/src/charts/render-pool';
import { loadNote } from './lib/measure';
import { ServerProcess, type ServerUsage } from './lib/server-handle';

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

/** "512 MB RSS, heap 40 MB": the server's resident memory and its main thread's live heap after a full GC. */
const memoryNote = (usage: ServerUsage) =>
  `RSS ${mb(usage.rssBytes)}, live heap ${mb(usage.heapUsedBytes)}, buffers ${mb(usage.arrayBuffersBytes)}`;

/**
 * The server in a process of its own (so the figures are the server's, not the client's or the million-bar
 * chart's above) over twice the issue's 10,000 mixed requests: its memory after a full garbage collection at
 * each quarter of the first 10,000, then after all, so a growth that goes on beyond the caches' caps shows.
 */
async function serverRss(): Promise<void> {
  const server = await ServerProcess.start();
  try {
    const total = 2 * MIXED_REQUESTS;
    const start = await server.usage(true);
    let next = 0;
    let refused = 0;
    const marks: string[] = [];
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const response = await fetch(mixed(server.base, i));
        await response.arrayBuffer();
        // A drawing stopped for its time budget on a loaded machine is answered 503: counted, not a failure.
        if (response.status === 503) refused++;
        else if (!response.ok) throw new Error(`request ${i} answered ${response.status}`);
        const done = i + 1;
        if (done % (MIXED_REQUESTS / 4) === 0 && (done <= MIXED_REQUESTS || done === total))
          marks.push(`after ${done.toLocaleString('en-US')}: ${memoryNote(await server.usage(true))}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
      `Server (its own process) over ${total.toLocaleString('en-US')} mixed requests, after a full GC each time: ` +
        `at start ${memoryNote(start)}; ${marks.join('; ')}. Its caches' caps: chart images 64 MB, static ` +
        `compression 32 MB; the render thread's heap is in the RSS, not in the live heap` +
        (refused > 0 ? `; ${refused} refused with 503 (render time budget spent)` : ''),
    );
  } finally {
    await server.close();
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
