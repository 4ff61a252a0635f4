/**
 * Bundle sizes a partner pays (issue #18), min+gzip (level 9): `<chartbench-chart>`'s one script as built, and
 * what a bundler keeps of one import from each published package, beside lightweight-charts' `createChart`
 * and klinecharts' `init` bundled the same way (esbuild, minified, browser, the packages' built `dist`
 * through their `exports`, React, react-dom and styled-components left out as the host's). Needs `npm run
 * build` first; a package not built is reported, not measured.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
const SCRIPT = join(ROOT, 'packages/chart-element/dist/chartbench-chart.js');

interface Entry {
  readonly label: string;
  readonly code: string;
  readonly goalKiB?: number;
}

const IMPORTS: readonly Entry[] = [
  {
    label: '@chartbench/chart-engine renderChart',
    code: "export { renderChart } from '@chartbench/chart-engine';",
    goalKiB: 45,
  },
  {
    label: '@chartbench/chart-element createInteractiveChart',
    code: "export { createInteractiveChart } from '@chartbench/chart-element';",
  },
  {
    label: '@chartbench/react-workbench ChartWidget',
    code: "export { ChartWidget } from '@chartbench/react-workbench';",
  },
  {
    label: '@chartbench/react-workbench Workbench',
    code: "export { Workbench } from '@chartbench/react-workbench';",
  },
  {
    label: 'lightweight-charts createChart (peer)',
    code: "export { createChart } from 'lightweight-charts';",
  },
  { label: 'klinecharts init (peer)', code: "export { init } from 'klinecharts';" },
];

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function row(label: string, code: Uint8Array, goalKiB?: number): string {
  const gz = gzipSync(code, { level: 9 }).length;
  const goal = goalKiB === undefined ? '' : `${goalKiB} KiB${gz > goalKiB * 1024 ? ' (over)' : ''}`;
  return `| ${label} | ${kib(code.length)} | ${kib(gz)} | ${goal} |`;
}

/** One import bundled as an application would: only what that export reaches. */
async function bundled(code: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.contents;
}

/** Prints the table. */
export async function run(): Promise<void> {
  console.log('| bundle | min | min+gzip | goal |');
  console.log('|---|---|---|---|');
  if (existsSync(SCRIPT)) console.log(row('<chartbench-chart> script (one tag)', readFileSync(SCRIPT), 40));
  else console.log('| <chartbench-chart> script | not built (npm run build) | | 40 KiB |');
  for (const entry of IMPORTS) {
    try {
      console.log(row(entry.label, await bundled(entry.code), entry.goalKiB));
    } catch {
      console.log(`| ${entry.label} | not built or not installed (npm run build) | | |`);
    }
  }
}
