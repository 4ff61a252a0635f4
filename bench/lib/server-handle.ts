/**
 * The parent's handle on the reference server running in a process of its own (`server-process.ts`), for the
 * benches that load it over HTTP: its address, its CPU time and memory on request, and closing it.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the server process reports when asked (`'cpu'`). */
export interface ServerUsage {
  /** User + system CPU time since the process started, in milliseconds. */
  readonly cpuMs: number;
  readonly rssBytes: number;
  /** The main thread's JavaScript heap in use (live objects only after `'gc'`). */
  readonly heapUsedBytes: number;
  /** Buffers and typed arrays outside the heap (the image cache's bytes among them). */
  readonly arrayBuffersBytes: number;
}

/** The server process: the built server (`apps/server/dist`), started by a tsx script that answers on IPC. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {}

  static async start(): Promise<ServerProcess> {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'server-process.ts');
    // The server as `npm start` runs it: built (tsup, about a second), so that its render threads run the built
    // worker. From source each render thread loads tsx as well, and an uncached chart cost twice the CPU.
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0)
      throw new Error('Building the server failed: run `npm run build -w apps/server` to see why');
    // Its own flags, not this process's: those can hold an `--eval` of the bench itself, which would run again.
    // Without the `chartbench-source` condition, `@chartbench/server` is its build (`dist/`).
    const execArgv = ['--import', 'tsx', '--expose-gc'];
    const child = fork(script, [], { execArgv, stdio: 'inherit' });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
    });
    return new ServerProcess(child, `http://127.0.0.1:${port}`);
  }

  /** The server's CPU time and memory now; with `afterGc`, after a full garbage collection of its main thread. */
  usage(afterGc = false): Promise<ServerUsage> {
    return new Promise((resolve) => {
      this.child.once('message', (message) => resolve((message as { usage: ServerUsage }).usage));
      this.child.send(afterGc ? 'gc' : 'cpu');
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send('close');
    });
  }
}
