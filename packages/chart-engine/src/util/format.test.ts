import { decimalsForRange, formatCompact, formatPrice, formatSigned, px } from './format';

describe('number formatting', () => {
  it('writes pixel coordinates in tenths exactly as String(round(v * 10) / 10)', () => {
    const values = [
      0,
      -0,
      0.04,
      -0.04,
      0.05,
      1,
      -1,
      12.34,
      -12.36,
      99.95,
      1234.56,
      -987654.321,
      5e6 + 0.07,
      2147483647.3,
      0.96,
    ];
    for (let i = 0; i < 2000; i++) values.push((Math.sin(i * 12.9898) * 43758.5453) % 5000);
    for (const v of values) {
      const reference = Math.round(v * 10) / 10;
      expect(px(v)).toBe(String(reference === 0 ? 0 : reference));
    }
  });

  it.each([
    [1234.5, 2, '1,234.50'],
    [-0.004, 2, '0.00'],
    [-1234567.891, 3, '-1,234,567.891'],
    [Number.NaN, 2, ''],
  ])('formats price %d with %d decimals as %s', (value, decimals, text) => {
    expect(formatPrice(value, decimals)).toBe(text);
  });

  it.each([
    [999, '999'],
    [1500, '1.5K'],
    [7_060_000, '7.06M'],
    [12_345_678_901, '12.3B'],
    [2.5e12, '2.5T'],
  ])('compacts %d as %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });

  it('signs gains', () => {
    expect(formatSigned(1.234)).toBe('+1.23');
    expect(formatSigned(-1.234)).toBe('-1.23');
    expect(formatSigned(0)).toBe('0.00');
  });

  it.each([
    [0.1, 4],
    [1, 3],
    [2, 2],
    [100, 2],
  ])('spec 3 §5 decimals for a range of %d: %d', (range, decimals) => {
    expect(decimalsForRange(range)).toBe(decimals);
  });
});
