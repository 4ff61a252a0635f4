import {
  clampToMinimumDate,
  isValidIsoDate,
  isValidMinuteShift,
  isValidTime,
  parseUserDate,
  resolveTwoDigitYear,
  toIsoDate,
} from './dates';

describe('spec 1 §5.2 user dates', () => {
  const today = '2026-05-14';
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2024/2/9', '2024-02-09'],
    ['2023-02-29', null],
    ['1900-02-29', null],
    ['2000-02-29', '2000-02-29'],
    ['2/29/2024', '2024-02-29'],
    ['12-31-1999', '1999-12-31'],
    ['1/2/24', '2024-01-02'],
    ['1/2/29', '2029-01-02'],
    ['1/2/30', '1930-01-02'],
    ['1/2/99', '1999-01-02'],
    ['1/2/00', '2000-01-02'],
    ['1/2/999', null],
    ['1899-12-31', null],
    ['2101-01-01', null],
    ['2100-12-31', '2100-12-31'],
    ['1900-01-01', '1900-01-01'],
    ['13/01/2024', null],
    ['2024-13-01', null],
    ['2024-04-31', null],
    ['2024-1/2', null],
    ['today', today],
    [' Today ', today],
    ['', null],
    ['yesterday', null],
    ['20240101', null],
  ])('parseUserDate(%j) is %j', (input, expected) => {
    expect(parseUserDate(input, today)).toBe(expected);
  });

  it('reads today from a Date by its local calendar day', () => {
    expect(parseUserDate('today', new Date(2030, 0, 5))).toBe('2030-01-05');
    expect(parseUserDate('3/4/35', new Date(2030, 0, 5))).toBe('2035-03-04');
  });

  it('throws only for a today that is not a date', () => {
    expect(() => parseUserDate('2024-01-01', 'not a date')).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    [29, 2026, 2029],
    [30, 2026, 1930],
    [39, 2031, 2039],
    [40, 2031, 1940],
    [9, 2000, 2009],
    [10, 2000, 1910],
  ])('two-digit year %i in %i is %i', (twoDigits, year, expected) => {
    expect(resolveTwoDigitYear(twoDigits, year)).toBe(expected);
  });
});

describe('spec 1 §5.2 stored dates and the minimum', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-2-29', false],
    ['2024-00-10', false],
    ['0000-01-01', true],
    [20240101, false],
  ])('isValidIsoDate(%j) is %j', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
  });

  it.each([
    ['1850-06-01', '1900-01-01'],
    ['1899-12-31', '1900-01-01'],
    ['1900-01-01', '1900-01-01'],
    ['2020-01-01', '2020-01-01'],
  ])('clampToMinimumDate(%s) is %s', (value, expected) => {
    expect(clampToMinimumDate(value)).toBe(expected);
  });
});

describe('spec 1 §5.2 times and minute shifts', () => {
  it.each([
    ['00:00:00', true],
    ['23:59:59', true],
    ['24:00:00', false],
    ['12:60:00', false],
    ['12:00:60', false],
    ['1:00:00', false],
    ['12:00', false],
  ])('isValidTime(%j) is %j', (value, expected) => {
    expect(isValidTime(value)).toBe(expected);
  });

  it.each([
    [0, true],
    [360, true],
    [-360, true],
    [361, false],
    [-361, false],
    [1.5, false],
    ['15', false],
  ])('isValidMinuteShift(%j) is %j', (value, expected) => {
    expect(isValidMinuteShift(value)).toBe(expected);
  });
});
