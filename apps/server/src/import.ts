/**
 * The CSV importer: `npm run import -- SYMBOL file.csv [--name "Display name"]` loads daily bars
 * (Date,Open,High,Low,Close,Volume) into the server's database: PostgreSQL when DATABASE_URL is set, else
 * the SQLite file under CHARTBENCH_DATA_DIR (default ./data). Bad rows are listed with their line numbers and
 * nothing is imported.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openConfiguredDatabase } from './db/open';
import { importBarsCsv, importBarsCsvWith } from './market/importer';
import { replaceDailyBarsPostgres } from './market/postgres-bars';

const USAGE = 'Usage: npm run import -- SYMBOL file.csv [--name "Display name"]';

async function main(argv: readonly string[]): Promise<number> {
  const args = [...argv];
  let name: string | undefined;
  const nameAt = args.indexOf('--name');
  if (nameAt >= 0) {
    name = args[nameAt + 1];
    args.splice(nameAt, 2);
    if (!name) {
      console.error(`--name needs a value.\n${USAGE}`);
      return 2;
    }
  }
  const [symbol, file] = args;
  if (!symbol || !file || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const database = await openConfiguredDatabase({
    dataDir: resolve(process.env.CHARTBENCH_DATA_DIR ?? './data'),
    databaseUrl: process.env.DATABASE_URL,
  });
  try {
    const request = { symbol, text, now: new Date(), ...(name ? { name } : {}) };
    const sqlite = database.sqlite;
    const result = sqlite
      ? importBarsCsv({ db: sqlite, ...request })
      : await importBarsCsvWith(request, (...args) => replaceDailyBarsPostgres(database.db, ...args));
    if (!result.ok) {
      console.error(`Nothing imported for ${result.symbol}: ${result.errors.length} bad row(s) in ${file}`);
      for (const error of result.errors)
        console.error(error.line > 0 ? `  line ${error.line}: ${error.message}` : `  ${error.message}`);
      return 1;
    }
    console.log(
      `Imported ${result.count} daily bars for ${result.symbol} (${result.first} to ${result.last}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
