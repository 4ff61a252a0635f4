import { formatDayRange } from './symbol-summary-facts';
import { sctrSummary } from './symbol-summary-sctr';

describe('issue #17 item 8: the Symbol Summary SCTR section (spec 3 §2.6, §5)', () => {
  it.each([
    [
      { sctrRank: 88.4, sctrUniverse: 'lrg' },
      { rank: 88, band: 4, universe: 'Large Cap' },
    ],
    [
      { sctrRank: 24.9, sctrUniverse: 'etf' },
      { rank: 25, band: 1, universe: 'US ETFs' },
    ],
    [
      { sctrRank: 50, sctrUniverse: 'xyz' },
      { rank: 50, band: 2, universe: 'xyz' },
    ],
    [{ sctrRank: 60 }, { rank: 60, band: 3, universe: '' }],
  ])('%o shows %o', (summary, shown) => {
    expect(sctrSummary(summary)).toEqual(shown);
  });

  it('has no section without rank data', () => {
    expect(sctrSummary({ sctrUniverse: 'lrg' })).toBeNull();
  });
});

describe('issue #17 item 8: Day Range to 2 decimals (spec 3 §9)', () => {
  it.each([
    ['101.1234 - 103.5', '101.12 - 103.50'],
    ['1,234.5-1,240', '1,234.50 - 1,240.00'],
    ['n/a', 'n/a'],
    [undefined, ''],
  ])('%s reads %s', (raw, text) => {
    expect(formatDayRange(raw)).toBe(text);
  });
});
