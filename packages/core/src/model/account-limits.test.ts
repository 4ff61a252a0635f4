import { UNKNOWN_ACCOUNT_LIMITS, parseAccountLimits } from './account-limits';

const limits = {
  autoRefreshIntervalSec: 15,
  maxSharpChartWidthPx: 900,
  maxChartLists: 1,
  maxChartsPerChartList: 50,
  maxChartStyles: 10,
  maxPriceAlerts: 5,
};
const table = { FREE: limits, BA: limits, XT: { ...limits, maxChartLists: 500 }, PRO: limits };

describe('spec 1 §3.10 account limits', () => {
  it('is valid when all four member types carry all six numbers', () => {
    const parsed = parseAccountLimits(table);
    expect(parsed.isKnown).toBe(true);
    expect(parsed.byMemberType.XT.maxChartLists).toBe(500);
  });

  it.each([
    ['a missing member type', { FREE: limits, BA: limits, XT: limits }],
    ['a missing field', { ...table, PRO: { ...limits, maxPriceAlerts: undefined } }],
    ['a text field', { ...table, BA: { ...limits, maxChartLists: '1' } }],
    ['not an object', 'limits'],
    ['null', null],
  ])('is unknown (-1) with %s', (_name, raw) => {
    const parsed = parseAccountLimits(raw);
    expect(parsed).toBe(UNKNOWN_ACCOUNT_LIMITS);
    expect(parsed.byMemberType.FREE.maxChartLists).toBe(-1);
  });
});
