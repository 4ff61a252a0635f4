import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A throwaway PostgreSQL cluster on a loopback port, or an existing server named by DATABASE_URL. */
export interface PostgresServer {
  /** The URL of the server's maintenance database, for creating test databases. */
  readonly url: string;
  /** Restarts the server abruptly (`pg_ctl restart -m immediate`): connections drop, committed data stays. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts a cluster of its own in a temp folder (initdb, trust auth, loopback only, a free port), as the
 * `postgres` user when run as root (initdb refuses root). fsync is off unless asked for (the benchmark asks,
 * to compare with SQLite's synchronous commits): the cluster is thrown away, and neither a killed server
 * process nor an immediate restart of PostgreSQL needs it (the OS keeps the WAL).
 */
export async function startPostgres(settings: { readonly fsync?: boolean } = {}): Promise<PostgresServer> {
  const bin = execFileSync('bash', [join(ROOT, 'scripts/ensure-postgres.sh')], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'chartbench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'chartbench', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${settings.fsync ? 'on' : 'off'} -c max_connections=300`;
  const ctlArgs = (args: string[]) => ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args];
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(args));
  ctl('-o', options, 'start');
  return {
    url: `postgres://chartbench@127.0.0.1:${port}/postgres`,
    async restart() {
      // Asynchronous, so the test keeps sending requests while PostgreSQL is down.
      const tool = join(bin, 'pg_ctl');
      const args = ctlArgs(['-m', 'immediate', '-o', options, 'restart']);
      await (asRoot
        ? promisify(execFile)('runuser', ['-u', 'postgres', '--', tool, ...args])
        : promisify(execFile)(tool, args));
    },
    async stop() {
      try {
        ctl('-m', 'fast', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

let counter = 0;

/**
 * A fresh, empty database on the server of `adminUrl` for one test server; `drop` removes it (closing any
 * connection left open). The name carries the process id so parallel workers never collide.
 */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `chartbench_${process.pid}_${Date.now().toString(36)}_${++counter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
