/**
 * Bundle sizes a partner pays (issue #18), min+gzip (level 9): `<chartbench-chart>`'s one script as built, and
 * what a bundler keeps of one import from each published package, beside lightweight-charts' `createChart`
 * and klinecharts' `init` bundled the same way (esbuild, minified, browser, the packages' built `dist`
 * through their `exports`, React, react-dom and styled-components left out as the host's). Needs `npm run
 * build` first; a package not built is reported, not measured.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleImport, gzipBytes, SIZE_BUDGETS_KIB } from './lib/bundle-size';

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
    goalKiB: SIZE_BUDGETS_KIB.renderChart,
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
  const gz = gzipBytes(code);
  const goal = goalKiB === undefined ? '' : `${goalKiB} KiB${gz > goalKiB * 1024 ? ' (over)' : ''}`;
  return `| ${label} | ${kib(code.length)} | ${kib(gz)} | ${goal} |`;
}

/** Prints the table. */
export async function run(): Promise<void> {
  console.log('| bundle | min | min+gzip | goal |');
  console.log('|---|---|---|---|');
  if (existsSync(SCRIPT))
    console.log(
      row('<chartbench-chart> script (one tag)', readFileSync(SCRIPT), SIZE_BUDGETS_KIB.elementScript),
    );
  else
    console.log(
      `| <chartbench-chart> script | not built (npm run build) | | ${SIZE_BUDGETS_KIB.elementScript} KiB |`,
    );
  for (const entry of IMPORTS) {
    try {
      console.log(row(entry.label, await bundleImport(entry.code), entry.goalKiB));
    } catch {
      console.log(`| ${entry.label} | not built or not installed (npm run build) | | |`);
    }
  }
}
