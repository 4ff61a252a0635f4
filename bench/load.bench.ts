/**
 * Load with an attacker beside it (issue #14): 200 members work at once for 60 s against a reference server in
 * a process of its own on 127.0.0.1, while an anonymous client sends the requests that used to crash or freeze
 * the server (a tiny point-and-figure box, a style with 2^31 extra bars, batches of 50 option chains, large
 * PNGs). Each member has a chart list of its own and repeats: add a chart, read the list back (the chart must
 * be there: else it is a lost write), now and then delete one. It reports errors, lost writes and the
 * members' p50/p99 latency, and stops by itself. `CHARTBENCH_LOAD_SECONDS` shortens the run.
 */
import { loadavg } from 'node:os';
import { createApiClient, type ApiClient, type FetchLike } from '@chartbench/api-client';
import { buildChartXml, createDefaultChartSettings, DEFAULT_SYMBOL } from '@chartbench/core';
import { startSourceServer, type SourceServer } from '../tests/support/source-server';

const MEMBERS = 200;
const SECONDS = Number(process.env['CHARTBENCH_LOAD_SECONDS'] ?? '60');
const ATTACKERS = 4;
/** The accounts with room for 200 lists of charts (extra and pro limits). */
const ACCOUNTS = ['extra@example.com', 'pro@example.com', 'options@example.com'];

interface Tally {
  requests: number;
  errors: number;
  lostWrites: number;
  readonly firstErrors: string[];
  readonly latenciesMs: number[];
}

const tally = (): Tally => ({ requests: 0, errors: 0, lostWrites: 0, firstErrors: [], latenciesMs: [] });

function fail(t: Tally, what: string): void {
  t.errors++;
  if (t.firstErrors.length < 5) t.firstErrors.push(what);
}

/** A member's client: its session cookie and the site's Origin on every call, as a browser would send. */
function memberClient(server: SourceServer, cookie: string, t: Tally): ApiClient {
  const timed: FetchLike = async (input, init) => {
    const started = performance.now();
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('origin', server.baseUrl);
    const response = await fetch(input, { ...init, headers });
    const body = await response.arrayBuffer();
    t.requests++;
    t.latenciesMs.push(performance.now() - started);
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return createApiClient({ baseUrl: server.baseUrl, fetch: timed });
}

async function member(client: ApiClient, index: number, until: number, t: Tally): Promise<void> {
  let listNum: number;
  try {
    listNum = (await client.addChartList({ name: `Load member ${index}` })).chartList.listNum;
  } catch (error) {
    // A member that cannot even make its list counts as an error and stops; the others go on.
    fail(t, error instanceof Error ? error.message : String(error));
    return;
  }
  const kept: number[] = [];
  for (let round = 0; Date.now() < until; round++) {
    try {
      const { favorite } = await client.addFavorite({
        listnum: listNum,
        symbol: round % 2 ? 'MSFT' : 'AAPL',
        desc: `Chart ${round}`,
        style: '&p=D&yr=1',
      });
      kept.push(favorite.recID);
      const { favorites } = await client.getFavorites({ listnum: listNum });
      const stored = new Set(favorites.map((chart) => chart.recID));
      t.lostWrites += kept.filter((recid) => !stored.has(recid)).length;
      if (kept.length > 20) await client.deleteFavorite({ recid: kept.shift()! });
    } catch (error) {
      fail(t, error instanceof Error ? error.message : String(error));
    }
  }
}

/** The item 1 and item 4 requests, each a little different so that no image cache answers them. */
function attackRequest(base: string, styleId: string, n: number): [string, RequestInit] {
  const options = Array.from({ length: 50 }, () => 'cmd=get-options&s=AAPL');
  const body = new URLSearchParams({ cmd: 'batch', requests: JSON.stringify(options) }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: base };
  switch (n % 4) {
    case 0:
      return [`${base}/pnf/chart?c=AAPL,P&box=0.0000${(n % 9) + 1}`, {}];
    case 1:
      return [`${base}/json/api`, { method: 'POST', headers, body }];
    case 2:
      return [`${base}/c-sc/sc?s=AAPL&p=D&yr=20&w=${2000 + (n % 500)}&img=png`, {}];
    default:
      return [`${base}/c-sc/sc?s=AAPL&i=${styleId}&w=${100 + (n % 2000)}&img=png`, {}];
  }
}

async function attacker(
  base: string,
  styleId: string,
  offset: number,
  until: number,
  t: Tally,
): Promise<void> {
  for (let n = offset; Date.now() < until; n += ATTACKERS) {
    const [url, init] = attackRequest(base, styleId, n);
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      t.requests++;
      if (response.status >= 500) fail(t, `${response.status} ${url}`);
    } catch (error) {
      fail(t, `${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs the load and prints its table. */
export async function run(): Promise<void> {
  const server = await startSourceServer();
  try {
    const members = tally();
    const attack = tally();
    const cookies = await Promise.all(ACCOUNTS.map((email) => server.login(email)));
    // A temporary style asking for 2^31 - 1 extra bars, which once grew the server until it died.
    const settings = { ...createDefaultChartSettings(), rangeExtraBars: 2147483647 };
    const anonymous = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => fetch(input, init),
    });
    const styleId = await anonymous.createTempStyle(buildChartXml({ symbol: DEFAULT_SYMBOL, settings }));
    const clients = Array.from({ length: MEMBERS }, (_, i) =>
      memberClient(server, cookies[i % cookies.length]!, members),
    );
    let peakRssMb = 0;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 250);
    const until = Date.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all([
      ...clients.map((client, i) => member(client, i, until, members)),
      ...Array.from({ length: ATTACKERS }, (_, i) => attacker(server.baseUrl, styleId, i, until, attack)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const sorted = [...members.latenciesMs].sort((a, b) => a - b);
    console.log(
      `${MEMBERS} members and ${ATTACKERS} anonymous attackers for ${seconds.toFixed(1)} s on 127.0.0.1 (load ${loadavg()[0]?.toFixed(1)})`,
    );
    console.table([
      {
        who: 'members',
        requests: members.requests,
        'req/s': Math.round(members.requests / seconds),
        errors: members.errors,
        'lost writes': members.lostWrites,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
      },
      {
        who: 'attacker',
        requests: attack.requests,
        'req/s': Math.round(attack.requests / seconds),
        errors: attack.errors,
      },
    ]);
    console.log(`server alive: ${!server.exited()}, peak RSS ${peakRssMb.toFixed(0)} MB`);
    for (const message of [...members.firstErrors, ...attack.firstErrors]) console.log(`  error: ${message}`);
  } finally {
    await server.stop();
  }
}
