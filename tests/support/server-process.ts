import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root, found from this file. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** What the browser tests need built: the server bundle, the demo it serves and the demo's page render. */
const BUILDS = [
  { workspace: '@chartbench/server', output: join(REPO_ROOT, 'apps/server/dist/main.js') },
  // The demo's build writes its page render (dist-server) after the page itself.
  { workspace: '@chartbench/demo', output: join(REPO_ROOT, 'apps/demo/dist-server/entry-server.js') },
  {
    workspace: '@chartbench/chart-element',
    output: join(REPO_ROOT, 'packages/chart-element/dist/chartbench-chart.js'),
  },
] as const;

/**
 * Builds the server or the demo when its output is missing (`npm test` builds everything first, so this only
 * runs when the e2e project is run on its own).
 */
export function ensureBuilt(): void {
  for (const { workspace, output } of BUILDS) {
    if (existsSync(output)) continue;
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(output))
      throw new Error(`Building ${workspace} failed, so the browser tests cannot run.`);
  }
}

/** A running reference server on a free port with its own temporary data directory. */
export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

const LISTENING = /Chartbench listening on (http:\/\/localhost:\d+)/;

/** Starts `node apps/server/dist/main.js` with PORT=0 and waits for it to print its address. */
export async function startServer(timeoutMs = 60_000): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      // As `npm start` runs it: the page's server render uses React's production build (vitest sets `test`).
      NODE_ENV: 'production',
      PORT: '0',
      CHARTBENCH_DATA_DIR: dataDir,
      CHARTBENCH_STATIC_DIR: join(REPO_ROOT, 'apps/demo/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The server did not start within ${timeoutMs} ms. Output:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited (code ${code}) before listening. Output:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });

  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
