/**
 * Runs every benchmark module (`bench/*.bench.ts`, in name order): each exports `async run()` and prints its
 * own table. Started by `npm run bench` (tsx). Workspace packages are read from their TypeScript sources (the
 * `chartbench-source` export condition), so no build is needed: without that condition this script restarts itself
 * with it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CONDITION = '--conditions=chartbench-source';
const here = dirname(fileURLToPath(import.meta.url));

interface BenchModule {
  run?: () => Promise<void>;
}

function hasSourceCondition(): boolean {
  return process.execArgv.includes(CONDITION) || (process.env.NODE_OPTIONS ?? '').includes(CONDITION);
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = readdirSync(here)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => !only || file.startsWith(only))
    .sort();
  if (files.length === 0) throw new Error(`No benchmark matches ${only ?? 'bench/*.bench.ts'}`);
  if (!process.env['CHARTBENCH_BENCH_CHILD']) {
    console.log(`Chartbench benchmarks on Node ${process.version}, ${process.platform}/${process.arch}\n`);
  }
  if (files.length > 1) {
    // Each module runs in its own process: one module's heap and JIT feedback (another module's inputs through
    // the same indicator code) must not slow the next module's figures.
    for (const file of files) {
      const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), file], {
        stdio: 'inherit',
        env: { ...process.env, CHARTBENCH_BENCH_CHILD: '1' },
      });
      if (child.status !== 0) throw new Error(`bench/${file} failed`);
    }
    return;
  }
  for (const file of files) {
    const module = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
    if (typeof module.run !== 'function') throw new Error(`bench/${file} does not export async run()`);
    console.log(`== ${file}`);
    await module.run();
    console.log('');
  }
}

if (hasSourceCondition()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, CONDITION, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}
