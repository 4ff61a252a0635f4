// Re-encodes the visual baselines (.storybook/__screenshots__/) losslessly and smaller: vitest writes RGBA PNGs
// with zlib's run-length strategy; screenshots are opaque, so RGB with zlib's default strategy keeps every pixel
// and takes about a quarter less room. Deterministic, so a baseline made again from the same pixels is the same
// file. Run by `npm run test:visual:update`, on the baselines written since the time (ms) given, or on all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// pngjs is the PNG codec of @vitest/browser (vitest decodes baselines with it): resolved from there.
const require = createRequire(createRequire(import.meta.url).resolve('@vitest/browser/package.json'));
const { PNG } = require('pngjs');

const root = '.storybook/__screenshots__';
const since = Number(process.argv[2] ?? 0);
let before = 0;
let after = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.png')) continue;
  const path = join(entry.parentPath, entry.name);
  if (statSync(path).mtimeMs < since) continue;
  const original = readFileSync(path);
  const image = PNG.sync.read(original);
  let opaque = true;
  for (let i = 3; i < image.data.length && opaque; i += 4) opaque = image.data[i] === 255;
  const compact = PNG.sync.write(image, {
    colorType: opaque ? 2 : 6,
    inputHasAlpha: true,
    deflateLevel: 9,
    deflateStrategy: 0,
  });
  before += original.length;
  if (compact.length < original.length) writeFileSync(path, compact);
  after += Math.min(compact.length, original.length);
}
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(`visual baselines: ${mb(before)} MB re-encoded to ${mb(after)} MB`);
