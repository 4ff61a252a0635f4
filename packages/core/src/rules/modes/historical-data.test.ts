import { VISITOR } from '../../model/member';
import {
  allHistoricalDataUrl,
  allowedHistoricalPeriod,
  chooseHistoricalPeriod,
  HistoricalDataError,
  historicalView,
  parseHistoricalTable,
  pastDataRequest,
  historicalTicker,
} from './historical-data';

const free = { ...VISITOR, chartCode: 3 };
const pro = { ...VISITOR, chartCode: 4, memberType: 'PRO' as const, isPro: true };

describe('spec 3 §4, §6 historical period menu', () => {
  it.each([
    ['visitor weekly reverts and upgrades', null, 'D', 'W', { kind: 'upgradeToPro', period: 'D' }],
    ['free monthly reverts and upgrades', free, 'D', 'M', { kind: 'upgradeToPro', period: 'D' }],
    ['free daily again does nothing', free, 'D', 'D', { kind: 'none' }],
    ['pro weekly reloads', pro, 'D', 'W', { kind: 'reload', period: 'W' }],
    ['pro back to daily reloads', pro, 'M', 'D', { kind: 'reload', period: 'D' }],
    ['unknown period does nothing', pro, 'D', 'Y', { kind: 'none' }],
  ] as const)('%s', (_name, member, current, requested, expected) => {
    expect(chooseHistoricalPeriod(member, current, requested)).toEqual(expected);
  });

  it.each([
    [free, 'W', 'D'],
    [pro, 'W', 'W'],
    [pro, 'X', 'D'],
  ] as const)('forces non-Pro members to Daily', (member, period, expected) => {
    expect(allowedHistoricalPeriod(member, period)).toBe(expected);
  });
});

describe('spec 3 §7 pastdata request', () => {
  it.each([
    ['D', '2024-05-14', '2023-05-14'],
    ['W', '2024-05-14', '2019-05-14'],
    ['M', '2024-05-14', '2009-05-14'],
    ['D', '2024-02-29', '2023-02-28'],
    ['W', '2024-03-31', '2019-03-31'],
  ] as const)('%s on %s starts %s', (period, today, start) => {
    expect(pastDataRequest('AAPL', period, today, 'rt1')).toEqual({
      ticker: 'AAPL',
      start,
      barwidth: period,
      out: 'text',
      memberrt: 'rt1',
    });
  });

  it('refuses a bad day', () => {
    expect(() => pastDataRequest('AAPL', 'D', '14/05/2024')).toThrow(RangeError);
  });

  it('links to all historical data', () => {
    expect(allHistoricalDataUrl('BRK/B')).toBe('/freecharts/historical/?symbol=BRK%2FB');
  });
});

describe('spec 3 §5, §8 pastdata text table', () => {
  it.each([
    [
      'comma separated',
      'Date,Open,High,Low,Close,Volume\n2024-05-14,1,2,0.5,1.5,100\n2024-05-13,1,2,0.5,1.4,90\n',
    ],
    [
      'tab separated',
      'Date\tOpen\tHigh\tLow\tClose\tVolume\r\n2024-05-14\t1\t2\t0.5\t1.5\t100\r\n2024-05-13\t1\t2\t0.5\t1.4\t90',
    ],
    [
      'space aligned with a short row',
      '  Date   Open High Low Close Volume\n2024-05-14 1 2 0.5 1.5 100\n\n2024-05-13 1 2 0.5 1.4 90\nbroken 1\n',
    ],
  ])('reads a %s table', (_name, text) => {
    const table = parseHistoricalTable('AAPL', text);
    expect(table.columns).toEqual(['Date', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(table.rows).toEqual([
      ['2024-05-14', '1', '2', '0.5', '1.5', '100'],
      ['2024-05-13', '1', '2', '0.5', '1.4', '90'],
    ]);
  });

  it.each([[''], ['   \n'], [null], [{ rows: [] }], ['Date\n2024-05-14'], ['Date,Close\n']])(
    'refuses %j with the not-found message',
    (text) => {
      expect(() => parseHistoricalTable('ZZZ', text)).toThrow(new HistoricalDataError('ZZZ', '').message);
      expect(() => parseHistoricalTable('ZZZ', text)).toThrow(
        'Historical price data was not found for the symbol: ZZZ',
      );
    },
  );

  it.each([
    ['no load', null, 'loading'],
    [
      'stale symbol',
      { status: 'loaded', symbol: 'MSFT', period: 'D', data: { columns: [], rows: [] } },
      'loading',
    ],
    ['stale period', { status: 'failed', symbol: 'AAPL', period: 'W' }, 'loading'],
    ['failed', { status: 'failed', symbol: 'AAPL', period: 'D' }, 'failed'],
    [
      'loaded',
      { status: 'loaded', symbol: 'AAPL', period: 'D', data: { columns: ['Date'], rows: [] } },
      'loaded',
    ],
  ] as const)('view: %s', (_name, load, kind) => {
    expect(historicalView('AAPL', 'D', load).status).toBe(kind);
  });
});

describe('spec 3 §6 Pro historical lookups add the chart-code suffix to user indexes', () => {
  it.each([
    ['a Pro member, a user index', pro, '@MYIDX', '@MYIDX-4'],
    ['a Pro member, already suffixed', pro, '@MYIDX-4', '@MYIDX-4'],
    ['a Pro member, a stock', pro, 'AAPL', 'AAPL'],
    ['a free member, a user index', free, '@MYIDX', '@MYIDX'],
    ['a visitor, a user index', null, '@MYIDX', '@MYIDX'],
  ])('%s', (_name, member, symbol, expected) => {
    expect(historicalTicker(symbol, member)).toBe(expected);
  });
});
