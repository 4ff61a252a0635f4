import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import PQueue from 'p-queue';
import { Piscina } from 'piscina';
import type { RenderResult, RenderTask } from './render-task';

/** How much one render may take before it is stopped: its time, and the heap of the thread that draws it. */
export interface RenderBudget {
  /** Milliseconds from the start of the render (queueing included) until it is abandoned. */
  readonly timeMs: number;
  /** The JavaScript heap of a render thread, in MB; a render that needs more ends that thread, not the server. */
  readonly heapMb: number;
  /** Renders waiting for a thread at most; past that a request is told to come back. */
  readonly maxQueue: number;
}

/** The default budget: 10 s (well inside the client's 30 s image timeout), a 512 MB heap, 64 waiting renders. */
export const DEFAULT_RENDER_BUDGET: RenderBudget = { timeMs: 10_000, heapMb: 512, maxQueue: 64 };

/** Why a render did not finish: it ran out of time or memory, or too many renders were waiting. */
export class RenderBudgetError extends Error {
  /** Creates the error naming which budget was spent. */
  constructor(readonly reason: 'time' | 'memory' | 'busy') {
    super(`render ${reason} budget spent`);
    this.name = 'RenderBudgetError';
  }
}

/** Renders chart images off the event loop. */
export interface RenderPool {
  /** Runs one task on a worker thread within the budget (or rejects with {@link RenderBudgetError}). */
  run(task: RenderTask): Promise<RenderResult>;
  /** Stops every worker thread. */
  close(): Promise<void>;
}

/**
 * The worker entry: `render-worker.js` beside this module when it runs built (tsup bundles both into `dist/`),
 * else the TypeScript source, which the worker loads through tsx with the workspace's `chartbench-source` condition
 * (tests and `npm run bench` run the server from source).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const built = new URL('./render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./render-worker.ts', import.meta.url);
  return { filename: source.href, execArgv: ['--conditions=chartbench-source', '--import', 'tsx'] };
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** How many render threads a pool runs: one fewer than the machine's cores, at least one and at most four. */
export function renderThreadCount(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * A pool of worker threads (piscina) for chart renders and PNG encoding, so that one slow image never holds up
 * other requests. As many threads as {@link renderThreadCount} says, started on demand.
 *
 * Renders wait for a thread in a first-in first-out queue of their own (p-queue), and reach piscina only when a
 * thread is free. Piscina's own queue puts a task that carries an abort signal, as every render does (its time
 * budget), at the back of the line each time it cannot be handed to a thread (`stricterFIFO` puts new ones at
 * the front instead): under steady load some renders waited seconds, even past their budget, while later ones
 * were drawn.
 */
export function createRenderPool(budget: RenderBudget = DEFAULT_RENDER_BUDGET): RenderPool {
  const { filename, execArgv } = workerEntry();
  const threads = renderThreadCount();
  const pool = new Piscina<RenderTask, RenderResult>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: budget.heapMb },
  });
  const waiting = new PQueue({ concurrency: threads });
  // Closing the pool ends the renders still waiting, as well as those on a thread.
  const closing = new AbortController();
  return {
    async run(task) {
      if (waiting.size >= budget.maxQueue) throw new RenderBudgetError('busy');
      // The budget counts the wait: a render still waiting when it is spent leaves the queue unstarted.
      const overTime = AbortSignal.timeout(budget.timeMs);
      const signal = AbortSignal.any([overTime, closing.signal]);
      try {
        return await waiting.add(() => pool.run(task, { signal }), { signal });
      } catch (error) {
        if (overTime.aborted) throw new RenderBudgetError('time');
        if (closing.signal.aborted) throw new Error('The render pool was closed.');
        if (isOutOfMemory(error)) throw new RenderBudgetError('memory');
        throw error;
      }
    },
    close: async () => {
      closing.abort();
      await pool.destroy();
    },
  };
}
