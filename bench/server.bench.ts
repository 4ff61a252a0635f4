/**
 * Throughput of the reference backend over real HTTP: the server app runs in this process on a loopback port
 * (127.0.0.1 only) with a temporary data dir, and a fixed number of requests per row go through at a fixed
 * concurrency. Each row reports requests per second and the mean milliseconds per request; a row stops early
 * at its time cap so the whole run always ends by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
// The benchmark measures the real server app in process, as the cross-package tests do.
import { createApp } from '@chartbench/server';
import { loadNote } from './lib/measure';

const REQUESTS_PER_ROW = 2000;
const CONCURRENCY = 8;
const WARMUP = 20;
/** The longest one row may run; a row that hits it reports the requests it finished. */
const ROW_TIME_CAP_MS = 15_000;
const MEMBER_EMAIL = 'pro@example.com';
const MEMBER_PASSWORD = 'demo';

interface Row {
  readonly name: string;
  readonly request: () => Request;
  /** The issue's throughput goal for this row, in requests per second. */
  readonly goal?: number;
  /** Fewer requests for a slow row (uncached PNG). */
  readonly requests?: number;
  /** The status the row expects (304 for conditional GETs). */
  readonly status?: number;
}

interface Result {
  readonly name: string;
  readonly done: number;
  readonly seconds: number;
  /** This process's CPU time (user + system, client and server together), which waiting for a core does not count. */
  readonly cpuMs: number;
  readonly capped: boolean;
  /** Requests the server refused with 503 because the drawing spent its time budget (a loaded machine). */
  readonly refused: number;
  /** Per-request latency, milliseconds, sorted. */
  readonly latencies: number[];
}

const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

function jsonApi(base: string, cookie: string, fields: Record<string, string>): () => Request {
  return () =>
    new Request(`${base}/json/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: form(fields),
    });
}

/** Status of a drawing the server stopped because it spent its render time budget (bounded work, not a fault). */
const BUDGET_SPENT = 503;

/** Sends one request; true when it was answered as expected, false when refused for its time budget. */
async function send(request: Request, status = 200): Promise<boolean> {
  const response = await fetch(request);
  // Reading the body is part of the request's cost and frees the connection for reuse.
  await response.arrayBuffer();
  if (response.status === status) return true;
  if (response.status === BUDGET_SPENT) return false;
  throw new Error(`${request.method} ${request.url} answered ${response.status}`);
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ email: MEMBER_EMAIL, password: MEMBER_PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`login as ${MEMBER_EMAIL} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
}

async function firstListNum(base: string, cookie: string): Promise<string> {
  const response = await fetch(jsonApi(base, cookie, { cmd: 'get-chartlists' })());
  const reply = (await response.json()) as { chartLists?: { listNum: number }[] };
  const listNum = reply.chartLists?.[0]?.listNum;
  if (listNum === undefined) throw new Error('the benchmark member has no chart list');
  return String(listNum);
}

async function measure(row: Row): Promise<Result> {
  const total = row.requests ?? REQUESTS_PER_ROW;
  for (let i = 0; i < WARMUP; i++) await send(row.request(), row.status);
  const startCpu = process.cpuUsage();
  const start = performance.now();
  const deadline = start + ROW_TIME_CAP_MS;
  let issued = 0;
  let done = 0;
  let refused = 0;
  const latencies: number[] = [];
  const worker = async (): Promise<void> => {
    while (issued < total && performance.now() < deadline) {
      issued++;
      const sent = performance.now();
      if (!(await send(row.request(), row.status))) {
        refused++;
        continue;
      }
      latencies.push(performance.now() - sent);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(startCpu);
  return {
    name: row.name,
    done,
    seconds: (performance.now() - start) / 1000,
    cpuMs: (used.user + used.system) / 1000,
    capped: done + refused < total,
    refused,
    latencies: latencies.sort((a, b) => a - b),
  };
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets of the client can hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

const DEFAULT_CHART = '/c-sc/sc/?s=AAPL&p=D&yr=1&mn=0&dy=0';

/**
 * The chart-image rows: the default 1-year chart from the server's image cache, revalidated with If-None-Match,
 * and drawn afresh (a query the cache has not seen: `n` is part of the cache key and ignored by the drawing),
 * as SVG and as PNG.
 */
async function chartRows(base: string): Promise<Row[]> {
  let fresh = 0;
  // The first drawing starts the render workers; on a loaded machine it can spend its time budget (503, an
  // image not kept), so the entity tag the 304 row sends is read from the first answer that is the chart.
  let first = await fetch(base + DEFAULT_CHART);
  for (let tries = 1; first.status !== 200 && tries < 10; tries++) {
    await first.arrayBuffer();
    first = await fetch(base + DEFAULT_CHART);
  }
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`the default chart answered ${first.status}`);
  const etag = { value: first.headers.get('etag') ?? '' };
  return [
    {
      name: 'chart SVG, cached (default 1-year chart)',
      request: () => new Request(base + DEFAULT_CHART),
      goal: 2000,
    },
    {
      name: 'chart SVG, conditional GET (304)',
      request: () => new Request(base + DEFAULT_CHART, { headers: { 'if-none-match': etag.value } }),
      status: 304,
    },
    {
      name: 'chart SVG, uncached (drawn each time)',
      request: () => new Request(`${base}${DEFAULT_CHART}&n=${fresh++}`),
      goal: 800,
    },
    { name: 'chart PNG, cached', request: () => new Request(`${base}${DEFAULT_CHART}&img=png`), goal: 100 },
    {
      name: 'chart PNG, uncached (rasterised each time)',
      request: () => new Request(`${base}${DEFAULT_CHART}&img=png&n=${fresh++}`),
      goal: 100,
      requests: 300,
    },
  ];
}

/** Starts the server on 127.0.0.1, runs each row and prints requests per second and ms per request. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-bench-'));
  const chartbench = await createApp({ dataDir, secret: 'bench-secret-0123456789abcdef0123456789' });
  const server = await listen(chartbench.app.fetch);
  try {
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const cookie = await login(base);
    const listnum = await firstListNum(base, cookie);
    const rows: Row[] = [
      {
        name: 'get-companies-info (AAPL,MSFT,$SPX)',
        request: jsonApi(base, '', { cmd: 'get-companies-info', symbols: 'AAPL,MSFT,$SPX' }),
      },
      ...(await chartRows(base)),
      { name: 'get-member (login cookie)', request: jsonApi(base, cookie, { cmd: 'get-member' }) },
      {
        name: `get-favorites (list ${listnum})`,
        request: jsonApi(base, cookie, { cmd: 'get-favorites', listnum }),
      },
      { name: 'stylecache XML GET (id 0)', request: () => new Request(`${base}/stylecache/cache?id=0`) },
    ];
    console.log(
      `${REQUESTS_PER_ROW} requests per row, concurrency ${CONCURRENCY}, cap ${ROW_TIME_CAP_MS / 1000} s per row, loopback HTTP; load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `${'request'.padEnd(44)} ${'done'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cpu ms/req'.padStart(10)} ${'2-core req/s by CPU'.padStart(19)}  goal`,
    );
    for (const row of rows) {
      const result = await measure(row);
      const perSecond = result.done / result.seconds;
      const p = (q: number) =>
        (result.latencies[Math.floor((result.latencies.length - 1) * q)] ?? NaN).toFixed(1);
      // What two idle cores would serve if CPU time were the only limit (client and server share it here).
      const byCpu = (2 * 1000 * result.done) / Math.max(1, result.cpuMs);
      const goal = row.goal
        ? `>= ${row.goal} req/s: ${perSecond >= row.goal ? 'ok' : byCpu >= row.goal ? 'ok by CPU, missed by wall clock' : 'MISSED'}`
        : '';
      console.log(
        `${result.name.padEnd(44)} ${String(result.done).padStart(6)} ${perSecond.toFixed(0).padStart(7)} ${p(0.5).padStart(7)} ${p(0.99).padStart(7)} ${(result.cpuMs / Math.max(1, result.done)).toFixed(2).padStart(10)} ${byCpu.toFixed(0).padStart(19)}  ${goal}${result.capped ? ' (time cap)' : ''}${result.refused ? ` (${result.refused} refused: render budget spent)` : ''}`,
      );
    }
    console.log(`After: ${loadNote()}`);
  } finally {
    await close(server);
    await chartbench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
