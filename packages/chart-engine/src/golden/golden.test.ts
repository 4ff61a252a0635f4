import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_CASES } from './golden-cases';

const GOLDEN_DIR = join(__dirname, '..', '..', 'test-fixtures', 'golden');

// The reference charts were rendered to PNG and looked at before these SVGs were accepted. A failure means
// the drawing changed: look at the new PNGs (packages/chart-engine/scripts/golden.ts) and update on purpose.
describe('spec 1 §3.3, spec 2 §3 golden charts (every chart type, indicator positions, schemes, scales)', () => {
  it.each(GOLDEN_CASES.map((c) => [c.name, c] as const))('%s matches its golden SVG', (name, golden) => {
    const file = join(GOLDEN_DIR, `${name}.svg`);
    expect(
      existsSync(file),
      `missing ${file}: run npx tsx --conditions=chartbench-source packages/chart-engine/scripts/golden.ts`,
    ).toBe(true);
    expect(golden.render()).toBe(readFileSync(file, 'utf8'));
  });
});
