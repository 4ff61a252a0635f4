import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../apps/server/src/main.ts');
const LISTENING = /Chartbench listening on (http:\/\/localhost:\d+)/;

/** The cookie secret every process of one deployment shares (a login through one is read by the others). */
export const SHARED_SECRET = 'scale-out-secret-0123456789abcdef0123';

/** One server process over PostgreSQL, on a free loopback port with a data folder of its own. */
export interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** Sends a signal and resolves with the exit code (null when killed by the signal). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `main.ts` (through tsx) with DATABASE_URL (empty: SQLite in `dataDir`) and waits for its listening
 * line. A data folder of its own is made and removed unless one is given.
 */
export function startServerProcess(
  databaseUrl: string,
  options: { readonly dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'chartbench-scale-'));
  const child = spawn(process.execPath, ['--conditions=chartbench-source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      CHARTBENCH_DATA_DIR: dataDir,
      CHARTBENCH_STATIC_DIR: join(dataDir, 'no-demo'),
      CHARTBENCH_SECRET: SHARED_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      done(code);
    }),
  );
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start: ${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({
          base: match[1],
          child,
          output: () => output,
          kill(signal) {
            if (child.exitCode !== null || child.signalCode !== null) return exited;
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${output}`));
    });
  });
}

/** Logs in through `POST /login` and returns the cookies as a Cookie header. */
export async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: 'demo' }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`login as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Posts one /json/api call and returns its JSON reply. */
export async function api(
  base: string,
  cookie: string,
  fields: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/json/api`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  return (await response.json()) as Record<string, unknown>;
}
