import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { parseBarsCsv } from './csv';
import { importBarsCsv } from './importer';
import { createSyntheticMarketData, MarketDataError } from './index';

const GOOD = `Date,Open,High,Low,Close,Volume
2024-01-02,187.15,188.44,183.89,185.64,82488700
2024-01-03,184.22,185.88,183.43,184.25,58414500
2024-01-04,182.15,183.09,180.88,181.91,71983600
`;

const NOW = new Date('2026-03-18T15:00:00Z');

describe('issue 5 importer: CSV parsing', () => {
  it('reads a file with a header', () => {
    const { bars, errors } = parseBarsCsv(GOOD);
    expect(errors).toEqual([]);
    expect(bars.map((b) => b.day)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(bars[0]).toEqual({
      day: '2024-01-02',
      open: 187.15,
      high: 188.44,
      low: 183.89,
      close: 185.64,
      volume: 82488700,
    });
  });

  it('reads a file without a header, newest first, with CRLF and a reordered header elsewhere', () => {
    const plain = parseBarsCsv('2024-01-03,10,11,9,10.5,100\r\n2024-01-02,9,10,8,9.5,200\r\n');
    expect(plain.errors).toEqual([]);
    expect(plain.bars.map((b) => b.day)).toEqual(['2024-01-02', '2024-01-03']);
    const reordered = parseBarsCsv(
      'Close,Volume,Date,Open,High,Low,Adj Close\n10.5,100,1/3/2024,10,11,9,10.4\n',
    );
    expect(reordered.errors).toEqual([]);
    expect(reordered.bars).toEqual([
      { day: '2024-01-03', open: 10, high: 11, low: 9, close: 10.5, volume: 100 },
    ]);
  });

  it.each([
    ['Date,Open,High,Low,Close,Volume\n2024-13-02,1,2,0.5,1.5,10\n', 2, "'2024-13-02' is not a date"],
    [
      'Date,Open,High,Low,Close,Volume\n2024-01-02,1,abc,0.5,1.5,10\n',
      2,
      "high 'abc' is not a positive number",
    ],
    [
      'Date,Open,High,Low,Close,Volume\n2024-01-02,1,2,0.5,1.5,-3\n',
      2,
      "volume '-3' is not a non-negative number",
    ],
    ['Date,Open,High,Low,Close,Volume\n2024-01-02,1,1.2,0.5,1.5,10\n', 2, 'do not contain'],
    [
      'Date,Open,High,Low,Close,Volume\n2024-01-02,1,2,0.5,1.5,10\n\n2024-01-02,1,2,0.5,1.5,10\n',
      4,
      'already appears on line 2',
    ],
    ['Day,Open,High,Low,Close\n', 1, 'lacks the column(s) date, volume'],
    ['', 1, 'the file has no bars'],
  ])('reports a bad row with its line number (%#)', (text, line, message) => {
    const { errors } = parseBarsCsv(text);
    expect(errors[0]?.line).toBe(line);
    expect(errors[0]?.message).toContain(message);
  });
});

describe('issue 5 importer: loading bars into SQLite', () => {
  let db: BetterSqlite3.Database;
  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
  });
  afterEach(() => db.close());

  it('imports good bars, which then win over synthetic ones (and make the symbol end-of-day only)', () => {
    const result = importBarsCsv({ db, symbol: 'aapl', text: GOOD, now: NOW });
    expect(result).toEqual({ ok: true, symbol: 'AAPL', count: 3, first: '2024-01-02', last: '2024-01-04' });
    const market = createSyntheticMarketData({ db, now: () => NOW });
    const bars = market.getBars('AAPL', 'D');
    expect([...bars.close]).toEqual([185.64, 184.25, 181.91]);
    expect(market.companyInfo(['AAPL'])[0]?.companyInfo).toMatchObject({ name: 'Apple Inc.', isEOD: true });
    expect(() => market.getBars('AAPL', '5')).toThrow(MarketDataError);
  });

  it('imports a symbol outside the catalogue under the given name', () => {
    importBarsCsv({ db, symbol: 'ACME', text: GOOD, name: 'Acme Corporation', now: NOW });
    const market = createSyntheticMarketData({ db, now: () => NOW });
    expect(market.companyInfo(['ACME'])).toEqual([
      {
        symbol: 'ACME',
        companyInfo: { exchange: 'Imported', isEOD: true, name: 'Acme Corporation', marketRegion: 'US' },
      },
    ]);
    expect(market.getBars('ACME', 'W').close.length).toBe(1);
  });

  it('imports nothing from a file with a bad row and keeps the earlier import', () => {
    importBarsCsv({ db, symbol: 'AAPL', text: GOOD, now: NOW });
    const bad = `${GOOD}2024-01-05,181.99,182.76,,181.18,62303300\n`;
    const result = importBarsCsv({ db, symbol: 'AAPL', text: bad, now: NOW });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([{ line: 5, message: "low '' is not a positive number" }]);
    const market = createSyntheticMarketData({ db, now: () => NOW });
    expect(market.getBars('AAPL', 'D').close.length).toBe(3);
  });

  it('refuses an invalid symbol', () => {
    const result = importBarsCsv({ db, symbol: '--BAD', text: GOOD, now: NOW });
    expect(result.ok).toBe(false);
  });

  it('sees an import made through another connection (the importer CLI runs in its own process)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chartbench-import-'));
    const server = new BetterSqlite3(join(dir, 'market.sqlite'));
    const importer = new BetterSqlite3(join(dir, 'market.sqlite'));
    try {
      const market = createSyntheticMarketData({ db: server, now: () => NOW });
      expect(market.findSymbol('ACME')).toBeUndefined();
      importBarsCsv({ db: importer, symbol: 'ACME', text: GOOD, now: NOW });
      // The store asks SQLite whether anything changed once in a stretch of synchronous work: the next request.
      await new Promise((resolve) => setImmediate(resolve));
      expect(market.findSymbol('ACME')?.name).toBe('ACME');
    } finally {
      server.close();
      importer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
