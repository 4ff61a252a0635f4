import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './server-process';

/** A reference server run from its TypeScript sources (no build needed) in a process of its own. */
export interface SourceServer {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** The server process's resident memory now, in MB (Linux `/proc`; 0 where there is none). */
  rssMb(): number;
  /** Whether the process has exited (a crash, when the caller did not stop it). */
  exited(): boolean;
  /** Logs into a demo member by `POST /login` and returns its `Cookie` header. */
  login(email: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `node apps/server/src/main.ts` through tsx with the workspace's `chartbench-source` condition on a free port and
 * a temporary data directory, and waits for its listening line.
 */
export async function startSourceServer(env: Record<string, string> = {}): Promise<SourceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-source-'));
  const child = spawn(
    process.execPath,
    ['--conditions=chartbench-source', '--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: '0', CHARTBENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      exitCode = code;
      done();
    }),
  );
  const baseUrl = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Chartbench listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => fail(new Error(`the server exited with ${exitCode}: ${output}`)));
  });
  // Keep reading its output so that a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  return {
    baseUrl,
    child,
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    exited: () => exitCode !== undefined,
    async login(email) {
      const response = await fetch(`${baseUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
        body: new URLSearchParams({ email, password: 'demo' }).toString(),
      });
      if (response.status !== 303) throw new Error(`login as ${email} answered ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    async stop() {
      if (exitCode === undefined) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
