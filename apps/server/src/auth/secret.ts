import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in the data directory holding the generated cookie-signing secret. */
export const SECRET_FILE = 'cookie-secret';

/**
 * The cookie-signing secret: the given one, else CHARTBENCH_SECRET, else the one stored in the data
 * directory, generated (and written, readable by the owner only) at first start.
 */
export function loadSecret(dataDir: string, given?: string): string {
  const explicit = given ?? process.env['CHARTBENCH_SECRET'];
  if (explicit !== undefined && explicit.length > 0) return explicit;
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
