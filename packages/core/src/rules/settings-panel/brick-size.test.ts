import { parseBrickSize } from './brick-size';

describe('spec 2 §2 kagi reversal and renko box size inputs', () => {
  it.each([
    ['14', 14],
    ['0.5', 0.5],
    [' 2.25 ', 2.25],
    ['.5', 0.5],
    ['1000000', 1_000_000],
  ])('accepts %j', (input, expected) => {
    expect(parseBrickSize(input)).toBe(expected);
  });

  it.each(['', '0', '-1', 'abc', '1e3', '1,5', '1000001', '1.2.3'])('refuses %j', (input) => {
    expect(parseBrickSize(input)).toBeNull();
  });
});
