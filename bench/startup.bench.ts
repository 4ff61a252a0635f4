/**
 * Start-up of the Workbench page, cold: the demo is built, the server (in process, loopback) serves it
 * compressed, and Chromium opens it in fresh contexts (no cache). Prints the JavaScript the first view loads
 * against all of it (raw, gzip, brotli), and the milliseconds from navigation until the first chart image is
 * decoded, per context and their median, beside the goal (< 250 ms).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { createApp } from '@chartbench/server';
import { loadNote, median } from './lib/measure';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps/demo/dist');
const CONTEXTS = 5;
const GOAL_MS = 250;
/**
 * The figure this bench printed before the start-up pass of issue #20 (chunks after the first chart, requests
 * before the first paint, the default chart drawn at server start), recorded so a run can be set beside it:
 * only runs at a similar load compare.
 */
const BEFORE = 'median 767 ms (2682, 644, 767, 723, 806) under load average 8.1 on 2 cores';
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(files: readonly string[]): { raw: number; gzip: number; brotli: number } {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const body = readFileSync(join(DIST, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/** The scripts index.html loads at once: its module entry and the chunks it preloads. */
function firstViewScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

function printSizes(): void {
  const all = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const first = firstViewScripts();
  const a = sizes(first);
  const b = sizes(all);
  console.log(
    `JavaScript of the Workbench page (${all.length} files built, ${first.length} loaded by the first view):`,
  );
  console.log(`  first view: ${kb(a.raw)} raw, ${kb(a.gzip)} gzip, ${kb(a.brotli)} brotli (as served)`);
  console.log(`  all chunks: ${kb(b.raw)} raw, ${kb(b.gzip)} gzip, ${kb(b.brotli)} brotli`);
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

/** Builds the demo, serves it, and times the first chart in fresh Chromium contexts. */
export async function run(): Promise<void> {
  console.log(`Before: ${loadNote()}`);
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/demo'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0)
    throw new Error('Building the demo failed: run `npm run build -w apps/demo` to see why');
  printSizes();
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-startup-'));
  const chartbench = await createApp({
    dataDir,
    staticDir: DIST,
    secret: 'bench-secret-0123456789abcdef0123456789',
    // As `npm run serve` does: the default chart is drawn once in the background at start-up.
    warmUp: true,
  });
  const server = await listen(chartbench.app.fetch);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    // One visit first, so the server's compression cache and the chart's code paths are warm (the browser is not).
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(url, { waitUntil: 'load' });
    await warm.close();
    const times: number[] = [];
    for (let i = 0; i < CONTEXTS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      // performance.now() counts from the navigation's start.
      // A string, not a function: tsx would wrap a function with helpers the page does not have.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const check = () => {
          const image = document.querySelector('img[src*="/c-sc/"]');
          if (image && image.complete && image.naturalWidth > 0) image.decode().then(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        check();
      })`);
      times.push(ms);
      await context.close();
    }
    const middle = median(times);
    console.log(`Before the start-up pass of issue #20 (recorded): ${BEFORE}`);
    console.log(
      `First chart decoded after navigation, ${CONTEXTS} fresh contexts: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${middle.toFixed(0)} ms (goal < ${GOAL_MS} ms: ${middle < GOAL_MS ? 'ok' : 'MISSED'})`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await chartbench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`After: ${loadNote()}`);
}
