/**
 * `npm run migrate`: creates the schema of the configured database, or brings it up to date, and exits.
 * PostgreSQL when DATABASE_URL is a postgres:// URL, else the SQLite file under CHARTBENCH_DATA_DIR (default
 * ./data). Server processes migrate at start too; running this first lets a deployment upgrade the schema
 * once, before the new processes start.
 */
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { openConfiguredDatabase } from './db/open';

async function main(): Promise<number> {
  const databaseUrl = process.env['DATABASE_URL'];
  const database = await openConfiguredDatabase({
    dataDir: resolve(process.env['CHARTBENCH_DATA_DIR'] ?? './data'),
    databaseUrl,
  });
  try {
    const rows = await sql<{ name: string }>`select name from migrations order by name`.execute(database.db);
    const where = database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
    console.log(`${where} schema up to date: ${rows.rows.map((row) => row.name).join(', ')}.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
