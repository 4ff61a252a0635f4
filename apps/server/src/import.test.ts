import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';

const IMPORT = join(dirname(fileURLToPath(import.meta.url)), 'import.ts');

/** Runs the importer CLI as `npm run import` does, on a temp data dir. */
function runImporter(dataDir: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=chartbench-source', '--import', 'tsx', IMPORT, ...args],
    {
      // The SQLite file of this data dir, even when DATABASE_URL points the PostgreSQL suites at a server.
      env: { ...process.env, DATABASE_URL: '', CHARTBENCH_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('issue 5 importer CLI (npm run import -- SYMBOL file.csv)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chartbench-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a good file into the data dir database and lists bad rows of a bad one without importing', () => {
    const good = join(dir, 'good.csv');
    const bad = join(dir, 'bad.csv');
    writeFileSync(
      good,
      'Date,Open,High,Low,Close,Volume\n2024-01-02,10,11,9,10.5,100\n2024-01-03,10.5,12,10,11.5,200\n',
    );
    writeFileSync(
      bad,
      'Date,Open,High,Low,Close,Volume\n2024-01-04,1,2,0.5,1.5,10\n2024-01-05,1,x,0.5,1.5,10\n2024-01-06,1,2,0.5,1.5,-1\n',
    );
    const data = join(dir, 'data');

    const ok = runImporter(data, ['acme', good, '--name', 'Acme Corporation']);
    expect(ok.stdout).toContain('Imported 2 daily bars for ACME (2024-01-02 to 2024-01-03).');
    expect(ok.code).toBe(0);

    const refused = runImporter(data, ['ACME', bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 3: high');
    expect(refused.stderr).toContain('line 4: volume');

    const db = new BetterSqlite3(join(data, 'chartbench.sqlite'), { readonly: true });
    try {
      expect(
        db.prepare('SELECT day FROM market_bars WHERE symbol = ? ORDER BY day').pluck().all('ACME'),
      ).toEqual(['2024-01-02', '2024-01-03']);
      expect(db.prepare('SELECT name FROM market_imports WHERE symbol = ?').pluck().get('ACME')).toBe(
        'Acme Corporation',
      );
    } finally {
      db.close();
    }
  }, 120_000);

  it('explains its usage when the arguments are wrong', () => {
    const result = runImporter(join(dir, 'data'), ['ONLYSYMBOL']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run import -- SYMBOL file.csv');
  }, 60_000);
});
