import { isValidNumber, isValidRecordId, parseRecordId, toFiniteNumber } from './numbers';
import {
  cutName,
  isPermanentStyleId,
  isValidBar,
  isValidComments,
  isValidGap,
  isValidName,
  isValidRangeLength,
  parseStyleId,
} from './chart-values';

describe('spec 1 §5.1 numbers and record ids', () => {
  it.each([
    ['12', {}, true],
    [12.5, {}, true],
    ['', {}, false],
    ['  ', { allowBlank: true }, true],
    ['1e3', { integer: true }, true],
    ['0x10', {}, false],
    ['12abc', {}, false],
    [null, {}, false],
    [{}, {}, false],
    [Number.NaN, {}, false],
    [Infinity, {}, false],
    ['1.5', { integer: true }, false],
    ['0', { sign: 'zeroOrMore' }, true],
    ['-1', { sign: 'zeroOrMore' }, false],
    ['0', { sign: 'aboveZero' }, false],
  ] as const)('isValidNumber(%j, %j) is %j', (value, rule, expected) => {
    expect(isValidNumber(value, rule)).toBe(expected);
  });

  it.each([
    [1, 1],
    ['42', 42],
    [0, null],
    ['0', null],
    [-3, null],
    [1.5, null],
    ['abc', null],
    [undefined, null],
  ])('parseRecordId(%j) is %j', (value, expected) => {
    expect(parseRecordId(value)).toBe(expected);
    expect(isValidRecordId(value)).toBe(expected !== null);
  });

  it('reads plain decimals only', () => {
    expect(toFiniteNumber(' 3.25 ')).toBe(3.25);
    expect(toFiniteNumber('.5')).toBe(0.5);
    expect(toFiniteNumber('')).toBeNull();
  });
});

describe('spec 1 §5.4 bar, gap and range lengths', () => {
  it.each([
    [1, true],
    [9, true],
    ['5', true],
    [0, false],
    [10, false],
    [2.5, false],
  ])('isValidBar(%j) is %j', (value, expected) => {
    expect(isValidBar(value)).toBe(expected);
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
  ])('isValidGap(%j) is %j', (value, expected) => {
    expect(isValidGap(value)).toBe(expected);
  });

  it.each([
    ['days', 30, true],
    ['days', 31, false],
    ['months', 11, true],
    ['months', 12, false],
    ['years', 100, true],
    ['years', 20, true],
    ['years', 45, false],
    ['years', 101, false],
    ['days', 2.5, false],
    ['years', -1, false],
  ] as const)('isValidRangeLength(%s, %j) is %j', (part, value, expected) => {
    expect(isValidRangeLength(part, value)).toBe(expected);
  });
});

describe('spec 1 §5.5 style ids', () => {
  it.each([
    ['p123', 'p123'],
    ['p123c', 'p123c'],
    ['t9', 't9'],
    ['t9c', 't9c'],
    ['0', 'p0'],
    [0, 'p0'],
    ['x12', null],
    ['p', null],
    ['p12cc', null],
    ['P12', null],
    [12, null],
  ])('parseStyleId(%j) is %j', (value, expected) => {
    expect(parseStyleId(value)).toBe(expected);
  });

  it.each([
    ['p1', true],
    ['t1', false],
    ['0', true],
  ])('isPermanentStyleId(%j) is %j', (value, expected) => {
    expect(isPermanentStyleId(value)).toBe(expected);
  });
});

describe('spec 1 §5.6 and spec 3 §9 names and comments', () => {
  it('cuts names to 100 characters after trimming', () => {
    expect(cutName(`  ${'x'.repeat(120)}  `)).toHaveLength(100);
    expect(cutName('  My chart ')).toBe('My chart');
  });

  it.each([
    ['a', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['   ', false],
    [42, false],
  ])('isValidName(%j) is %j', (value, expected) => {
    expect(isValidName(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['x'.repeat(2048), true],
    ['x'.repeat(2049), false],
  ])('isValidComments(length %#) is %j', (value, expected) => {
    expect(isValidComments(value)).toBe(expected);
  });
});
