import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CALLS, MEMBER_CALLS, type CallDefinition } from '@chartbench/api-client/contract';
import { startSourceServer, type SourceServer } from '../support/source-server';

/**
 * Issue #14 "done when": a seeded, bounded fuzz run over every `/json/api` command and every image route
 * against a real server process. Thousands of requests, none answered with a 5xx, none over its size limit,
 * the process alive at the end and its resident memory under {@link RSS_LIMIT_MB}.
 */
const SEED = 20_261_125;
const JSON_API_CASES = 2400;
const IMAGE_CASES = 700;
/** Requests in flight at once: enough to overlap renders with other requests, few enough for 2 cores. */
const CONCURRENCY = 4;
/** A `/json/api` reply is at most 1 MB of calls plus a batch's envelope (50 short failure messages). */
const JSON_REPLY_LIMIT = 1024 * 1024 + 16 * 1024;
/** An image is at most what the api-client accepts (8 MB). */
const IMAGE_REPLY_LIMIT = 8 * 1024 * 1024;
/** The server process, render threads included, stays under this resident size. */
const RSS_LIMIT_MB = 1024;

const jsonApiCalls = Object.values({ ...MEMBER_CALLS, ...MARKET_CALLS }).filter(
  (call: CallDefinition) => call.path === '/json/api' && call.cmd !== undefined,
);
const COMMANDS = [...new Set(jsonApiCalls.map((call) => call.cmd as string))];
const fieldsOf = (call: CallDefinition): string[] =>
  Object.keys((call.request as { shape?: Record<string, unknown> }).shape ?? {});
const FIELDS: Record<string, string[]> = Object.fromEntries(
  jsonApiCalls.map((call) => [call.cmd as string, fieldsOf(call)]),
);

/** Values that have broken servers before: edges of numbers, huge counts, markup, control characters. */
const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1',
  '3',
  '50',
  '2147483647',
  '-2147483648',
  '1e308',
  '1e-300',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '[1,2]',
  'AAPL',
  'MSFT,IBM',
  '$SPX',
  'BTCUSD',
  'D',
  'W',
  '1',
  '60',
  'P',
  'png',
  'svg',
  '<a href="x">&amp;</a>',
  '\u0001\u0002\u001f',
  '\uffff\ud800',
  '../../etc/passwd',
  'x'.repeat(4096),
);
const value = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

const commandCall = (cmd: string) =>
  fc
    .dictionary(fc.constantFrom(...(FIELDS[cmd] ?? []), 'id', 'x'), value, { maxKeys: 6 })
    .map((fields) => new URLSearchParams({ ...fields, cmd }).toString());

const anyCommand = fc.constantFrom(...COMMANDS, 'no-such-command').chain(commandCall);

/** One `/json/api` request: a command (or a batch of up to 60) by GET or POST, as a visitor or a member. */
const jsonApiRequest = fc.record({
  body: fc.oneof(
    { weight: 5, arbitrary: anyCommand },
    {
      weight: 1,
      arbitrary: fc
        .array(anyCommand, { maxLength: 60 })
        .map((calls) => new URLSearchParams({ cmd: 'batch', requests: JSON.stringify(calls) }).toString()),
    },
  ),
  method: fc.constantFrom('GET', 'POST'),
  member: fc.boolean(),
});

const IMAGE_FIELDS = [
  's',
  'p',
  'yr',
  'mn',
  'dy',
  'i',
  'id',
  'a',
  'b',
  'g',
  'st',
  'en',
  'w',
  'h',
  'img',
  'inspector',
  'c',
  'box',
  'rev',
  'r',
  'bar',
  'gap',
  'compare',
  'perf',
  'start',
  'end',
  'period',
  'days',
  'months',
  'years',
];
/** One image request: a route, its query (often a drawable chart, so that renders run) and an Accept. */
const imageRequest = fc.record({
  path: fc.constantFrom('/c-sc/sc', '/c-sc/sc/', '/pnf/chart'),
  base: fc.constantFrom('', 's=AAPL&p=D&', 's=MSFT&p=W&yr=2&', 'c=AAPL,P&', 's=IBM&p=D&img=png&'),
  params: fc.dictionary(fc.constantFrom(...IMAGE_FIELDS), value, { maxKeys: 5 }),
  accept: fc.constantFrom('', 'image/png', 'image/svg+xml', '*/*'),
});

interface Outcome {
  readonly what: string;
  readonly status: number;
  readonly bytes: number;
  readonly limit: number;
}

async function send(server: SourceServer, what: string, init: RequestInit, limit: number): Promise<Outcome> {
  const response = await fetch(`${server.baseUrl}${what}`, init);
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    what: `${init.method ?? 'GET'} ${what} ${String(init.body ?? '')}`.slice(0, 300),
    status: response.status,
    bytes,
    limit,
  };
}

/** Runs the requests `CONCURRENCY` at a time, in order. */
async function runAll(jobs: readonly (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) outcomes.push(await job());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

let server: SourceServer;
let memberCookie: string;
let peakRssMb = 0;
let sampler: ReturnType<typeof setInterval>;
beforeAll(async () => {
  server = await startSourceServer();
  memberCookie = await server.login('pro@example.com');
  sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 100);
}, 90_000);
afterAll(async () => {
  clearInterval(sampler);
  await server.stop();
});

describe('issue #14: a seeded fuzz run over every /json/api command and image route', () => {
  it(`answers ${JSON_API_CASES + IMAGE_CASES} random requests with no 5xx, none over its limit, no crash, bounded memory`, async () => {
    const origin = server.baseUrl;
    const apiJobs = fc
      .sample(jsonApiRequest, { seed: SEED, numRuns: JSON_API_CASES })
      .map(({ body, method, member }) => () => {
        const headers: Record<string, string> = { origin, ...(member ? { cookie: memberCookie } : {}) };
        if (method === 'GET') return send(server, `/json/api?${body}`, { headers }, JSON_REPLY_LIMIT);
        headers['content-type'] = 'application/x-www-form-urlencoded';
        return send(server, '/json/api', { method, headers, body }, JSON_REPLY_LIMIT);
      });
    const imageJobs = fc.sample(imageRequest, { seed: SEED + 1, numRuns: IMAGE_CASES }).map(
      ({ path, base, params, accept }) =>
        () =>
          send(
            server,
            `${path}?${base}${new URLSearchParams(params).toString()}`,
            { headers: { accept } },
            IMAGE_REPLY_LIMIT,
          ),
    );
    // Interleaved, so renders and API calls overlap as they would under real traffic.
    const jobs = apiJobs.flatMap((job, index) =>
      index % 3 === 0 && imageJobs[index / 3] ? [job, imageJobs[index / 3]!] : [job],
    );
    const outcomes = await runAll(jobs);

    expect(outcomes).toHaveLength(JSON_API_CASES + IMAGE_CASES);
    expect(outcomes.filter((outcome) => outcome.status >= 500)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.bytes > outcome.limit)).toEqual([]);
    expect(server.exited()).toBe(false);
    peakRssMb = Math.max(peakRssMb, server.rssMb());
    const byStatus = new Map<number, number>();
    for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `fuzz: ${outcomes.length} requests (${statuses.join(', ')}), peak RSS ${peakRssMb.toFixed(0)} MB`,
    );
    expect(peakRssMb).toBeLessThan(RSS_LIMIT_MB);
  }, 180_000);
});
