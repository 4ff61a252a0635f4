import { utcYearMonth } from './dates';

describe('utcYearMonth', () => {
  it('gives the UTC year and month that Date gives, across leap days, centuries, negative times and the edges', () => {
    const times = [
      0, -1, 1, 951_782_400_000, 951_868_799_999, 951_868_800_000, 4_107_542_400_000, -62_198_755_200_000,
    ];
    times.push(8.64e15, -8.64e15, 8.64e15 + 1, NaN, Infinity);
    // Every day from 1896 to 2104 (1900 and 2100 are not leap years, 2000 is), at its first and last millisecond.
    for (let day = -27_000; day < 49_000; day++) times.push(day * 86_400_000, day * 86_400_000 + 86_399_999);
    for (let i = 0; i < 20_000; i++) times.push(Math.round(Math.sin(i * 78.233) * 8.64e15));
    for (const time of times) {
      const date = new Date(time);
      expect(utcYearMonth(time), String(time)).toEqual({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
      });
    }
  });
});
