/**
 * Writes the golden SVGs of the chart engine's reference set and a PNG of each for review by eye:
 *   npx tsx --conditions=chartbench-source packages/chart-engine/scripts/golden.ts [png-dir]
 * Look at every PNG before committing changed SVGs: the golden test then holds the output to them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOLDEN_CASES } from '../src/golden/golden-cases';
import { svgToPng } from '../src/golden/svg-to-png';

const here = dirname(fileURLToPath(import.meta.url));
const svgDir = join(here, '..', 'test-fixtures', 'golden');
const pngDir = process.argv[2] ?? '/tmp/chartbench-golden';
mkdirSync(svgDir, { recursive: true });
mkdirSync(pngDir, { recursive: true });
for (const golden of GOLDEN_CASES) {
  const svg = golden.render();
  writeFileSync(join(svgDir, `${golden.name}.svg`), svg);
  writeFileSync(join(pngDir, `${golden.name}.png`), svgToPng(svg));
}
console.log(
  `${GOLDEN_CASES.length} golden charts: SVG in ${svgDir}, PNG in ${pngDir}${existsSync(pngDir) ? '' : ' (missing)'}`,
);
