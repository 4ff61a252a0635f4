import { isIntradayPeriod } from './intraday';

describe('isIntradayPeriod', () => {
  it.each([
    ['1', true],
    ['5', true],
    ['60', true],
    ['D', false],
    ['W', false],
    ['M', false],
    ['7', false],
    ['', false],
  ])('%o is %o', (period, expected) => {
    expect(isIntradayPeriod(period)).toBe(expected);
  });
});
