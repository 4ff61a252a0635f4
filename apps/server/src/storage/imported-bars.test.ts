import { importBarsCsv, importBarsCsvWith } from '../market/importer';
import { createPostgresBarReader, replaceDailyBarsPostgres } from '../market/postgres-bars';
import { createSyntheticMarketData } from '../market/provider';
import { openTestRepositories, type TestRepositories } from './open-test-repositories';

const CSV = [
  'Date,Open,High,Low,Close,Volume',
  '2024-01-02,10,12,9,11,1000',
  '2024-01-03,11,13,10,12.5,2000',
].join('\n');

describe('imported bars: the CSV importer writes to the engine in use, the provider reads them', () => {
  let store: TestRepositories;
  beforeEach(async () => {
    store = await openTestRepositories();
  });
  afterEach(() => store.close());

  it('serves imported daily bars instead of synthetic ones, on either engine', async () => {
    const { database } = store;
    const request = {
      symbol: 'zzimp',
      text: CSV,
      name: 'Imported Co',
      now: new Date('2024-02-01T00:00:00Z'),
    };
    const sqlite = database.sqlite;
    const result = sqlite
      ? importBarsCsv({ db: sqlite, ...request })
      : await importBarsCsvWith(request, (...args) => replaceDailyBarsPostgres(database.db, ...args));
    expect(result).toEqual({ ok: true, symbol: 'ZZIMP', count: 2, first: '2024-01-02', last: '2024-01-03' });

    const reader = sqlite ? undefined : await createPostgresBarReader(database.db);
    try {
      const market = createSyntheticMarketData({
        ...(sqlite ? { db: sqlite } : { bars: reader }),
        now: () => new Date('2024-02-01T00:00:00Z'),
      });
      expect(market.findSymbol('ZZIMP')?.name).toBe('Imported Co');
      expect(market.getQuote('ZZIMP').close).toBe(12.5);
    } finally {
      reader?.close();
    }
  });

  it('imports nothing from a file with a bad row', async () => {
    const { database } = store;
    const request = { symbol: 'ZZBAD', text: `${CSV}\n2024-01-04,x,1,1,1,1`, now: new Date() };
    const sqlite = database.sqlite;
    const result = sqlite
      ? importBarsCsv({ db: sqlite, ...request })
      : await importBarsCsvWith(request, (...args) => replaceDailyBarsPostgres(database.db, ...args));
    expect(result.ok).toBe(false);
    const reader = sqlite ? undefined : await createPostgresBarReader(database.db);
    const market = createSyntheticMarketData({ ...(sqlite ? { db: sqlite } : { bars: reader }) });
    expect(market.findSymbol('ZZBAD')).toBeUndefined();
    reader?.close();
  });
});
