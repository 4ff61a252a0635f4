/**
 * The mixed load of many members on the reference backend, per engine: SQLite (one process), PostgreSQL with
 * one server process and with two (clients split between them, as a reverse proxy would). Each row runs
 * {@link MEMBERS} members for {@link SECONDS} s (BENCH_SCALE_SECONDS to change), each member a loop of reads
 * (its charts, lists, styles), writes (a chart added) and style cache calls, over loopback HTTP (127.0.0.1
 * only) to real server processes. It reports requests per second, p50/p99 latency, errors, and lost writes
 * (acknowledged chart additions missing when read back after the run). PostgreSQL is a throwaway cluster
 * with fsync on (SQLite commits synchronously too), or DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { openConfiguredDatabase } from '../apps/server/src/db/open';
import { seedDemoData } from '../apps/server/src/seed/seed';
import { createPostgresRepositories } from '../apps/server/src/storage/postgres-repositories';
import { createSqliteRepositories } from '../apps/server/src/storage/sqlite-repositories';
import { api, login, startServerProcess, type ServerProcess } from '../tests/postgres/server-processes';
import { createTestDatabase, startPostgres } from '../tests/support/postgres';

const MEMBERS = 200;
const SECONDS = Number(process.env['BENCH_SCALE_SECONDS'] ?? '60');
const FIRST_CHART_CODE = 50_000;

interface Outcome {
  readonly name: string;
  readonly requests: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly errors: number;
  readonly lostWrites: number;
}

/** Creates the benchmark members (Pro, one chart list each) before the servers start. */
async function createMembers(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openConfiguredDatabase(options);
  try {
    const repositories =
      database.engine === 'postgres'
        ? createPostgresRepositories(database.db)
        : createSqliteRepositories(database.db);
    await seedDemoData(repositories, Date.now());
    const passwordHash = await hashPassword('demo');
    for (let i = 0; i < MEMBERS; i++) {
      const chartCode = FIRST_CHART_CODE + i;
      await repositories.members.create({
        chartCode,
        email: `load${i}@example.com`,
        passwordHash,
        firstName: 'Load',
        lastName: String(i),
        memberType: 'PRO',
        memberRT: 0,
        hasOptionsAddOn: false,
      });
      await repositories.chartLists.create(chartCode, 'Load', false);
    }
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** Runs the members' loops against the servers (member i on server i mod n) and checks every write after. */
async function drive(name: string, servers: ServerProcess[]): Promise<Outcome> {
  const latencies: number[] = [];
  let errors = 0;
  const sessions = await Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      const base = servers[i % servers.length]?.base ?? '';
      const cookie = await login(base, `load${i}@example.com`);
      const lists = (await api(base, cookie, { cmd: 'get-chartlists' })) as {
        chartLists: { listNum: number }[];
      };
      return { base, cookie, listnum: String(lists.chartLists[0]?.listNum ?? 1), written: [] as string[] };
    }),
  );
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  const timed = async (call: () => Promise<boolean>) => {
    const began = performance.now();
    let ok = false;
    try {
      ok = await call();
    } catch {
      ok = false;
    }
    latencies.push(performance.now() - began);
    if (!ok) errors++;
  };
  await Promise.all(
    sessions.map(async (session, member) => {
      for (let step = 0; performance.now() < deadline; step++) {
        const kind = step % 10;
        if (kind < 5) {
          await timed(
            async () =>
              (await api(session.base, session.cookie, { cmd: 'get-favorites', listnum: session.listnum }))[
                'success'
              ] === true,
          );
        } else if (kind < 7) {
          const desc = `m${member}-s${step}`;
          await timed(async () => {
            const reply = await api(session.base, session.cookie, {
              cmd: 'add-favorite',
              listnum: session.listnum,
              symbol: 'AAPL',
              desc,
              style: '&p=D',
            });
            if (reply['success'] === true) session.written.push(desc);
            return reply['success'] === true;
          });
        } else if (kind < 8) {
          await timed(
            async () =>
              (await api(session.base, session.cookie, { cmd: 'get-chartstyles' }))['success'] === true,
          );
        } else if (kind < 9) {
          await timed(
            async () =>
              await fetch(`${session.base}/stylecache/cache?id=0`).then((r) => (r.arrayBuffer(), r.ok)),
          );
        } else {
          await timed(
            async () =>
              (await api(session.base, session.cookie, { cmd: 'get-chartlists' }))['success'] === true,
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  let lostWrites = 0;
  // Read back through the other process where there are two: what one acknowledged, every one must see.
  for (const [i, session] of sessions.entries()) {
    const base = servers[(i + 1) % servers.length]?.base ?? session.base;
    const reply = (await api(base, session.cookie, { cmd: 'get-favorites', listnum: session.listnum })) as {
      favorites?: { desc?: string; description?: string }[];
    };
    const stored = new Set((reply.favorites ?? []).map((favorite) => favorite.desc ?? favorite.description));
    lostWrites += session.written.filter((desc) => !stored.has(desc)).length;
  }
  return {
    name,
    requests: latencies.length,
    seconds,
    latencies: latencies.sort((a, b) => a - b),
    errors,
    lostWrites,
  };
}

function print(outcome: Outcome): void {
  const perSecond = outcome.requests / outcome.seconds;
  console.log(
    `${outcome.name.padEnd(30)} ${String(outcome.requests).padStart(8)} ${perSecond.toFixed(0).padStart(7)} ${percentile(outcome.latencies, 50).toFixed(1).padStart(8)} ${percentile(outcome.latencies, 99).toFixed(1).padStart(8)} ${String(outcome.errors).padStart(7)} ${String(outcome.lostWrites).padStart(6)}`,
  );
}

/** Runs the three configurations one after the other and prints one row each. */
export async function run(): Promise<void> {
  console.log(
    `${MEMBERS} members, ${SECONDS} s per row, mixed load (50% chart reads, 20% chart writes, 10% styles, 10% style XML, 10% lists); load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `${'configuration'.padEnd(30)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'lost'.padStart(6)}`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'chartbench-scale-bench-'));
  try {
    const sqliteDir = join(dir, 'sqlite');
    await createMembers({ dataDir: sqliteDir });
    const sqlite = await startServerProcess('', { dataDir: sqliteDir });
    try {
      print(await drive('SQLite, 1 process', [sqlite]));
    } finally {
      await sqlite.kill('SIGTERM');
    }

    const given = process.env['DATABASE_URL'];
    const postgres = given ? undefined : await startPostgres({ fsync: true });
    try {
      for (const processes of [1, 2]) {
        const database = await createTestDatabase(given ?? postgres?.url ?? '');
        try {
          await createMembers({ dataDir: dir, databaseUrl: database.url });
          const servers = await Promise.all(
            Array.from({ length: processes }, () => startServerProcess(database.url)),
          );
          try {
            print(await drive(`PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, servers));
          } finally {
            await Promise.all(servers.map((server) => server.kill('SIGTERM')));
          }
        } finally {
          await database.drop();
        }
      }
    } finally {
      await postgres?.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
