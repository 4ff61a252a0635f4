// Prints vitest's totals as one plain closing line ('N passed, N failed, N skipped') that any CI can read.
import { readFileSync, existsSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.log('vitest: 0 passed, 1 failed');
  process.exit(0);
}
const result = JSON.parse(readFileSync(file, 'utf8'));
const skipped = result.numPendingTests + result.numTodoTests;
console.log(`vitest: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`);
