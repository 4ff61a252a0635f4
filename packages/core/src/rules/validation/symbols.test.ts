import {
  addIndexChartCode,
  firstSymbolOf,
  isValidSymbol,
  normalizeEntrySymbol,
  mayChartUserIndex,
  normalizeSymbol,
  parseComparisonSymbols,
  splitCompositeSymbol,
  stripIndexChartCode,
  parseSymbolEntry,
} from './symbols';

describe('spec 1 §5.3 symbol validity', () => {
  it.each([
    ['AAPL', true],
    ['$SPX', true],
    ['BRK/B', true],
    ['AAPL:SPY', true],
    ['AAPL-SPY', true],
    ['-AAPL', true],
    ['_-AAPL', true],
    ['@MYIDX-123', true],
    ['', false],
    ['AA PL', false],
    ['AAPL\t', false],
    [':AAPL', false],
    ['AAPL:', false],
    ['--AAPL', false],
    ['AAPL-', false],
    ['A::B', false],
    ['A---B', false],
    ['A-:B', false],
    ['A:--B', false],
    ['A:-B', true],
  ])('isValidSymbol(%j) is %j', (symbol, expected) => {
    expect(isValidSymbol(symbol)).toBe(expected);
  });
});

describe('spec 1 §5.3 and spec 2 §5 symbol normalisation', () => {
  it.each([
    [' aapl ', 'AAPL'],
    ['a a p l', 'AAPL'],
    ['brk.b', 'BRK/B'],
    ['BRK.A', 'BRK/A'],
    ['ry.n', 'RY'],
    ['shop.x', 'SHOP'],
    ['"ibm"', 'IBM'],
    ["'ibm'", 'IBM'],
    ['ibm%', 'IBM'],
    ['a\\b', 'AB'],
    ['$spx', '$SPX'],
    ['ab.c', 'AB.C'],
    ['', ''],
  ])('normalizeSymbol(%j) is %j', (input, expected) => {
    expect(normalizeSymbol(input)).toBe(expected);
  });

  it.each([
    ['  --_msft ', 'MSFT'],
    ['__a b', 'AB'],
    ['$spx', '$SPX'],
  ])('spec 3 §5 entry symbol %j is %j', (input, expected) => {
    expect(normalizeEntrySymbol(input)).toBe(expected);
  });

  it.each([
    ['msft,aapl', 'MSFT'],
    [' ,, ibm', 'IBM'],
    ['', ''],
  ])('spec 1 §2.1 first symbol of %j is %j', (input, expected) => {
    expect(firstSymbolOf(input)).toBe(expected);
  });

  it.each([
    ['AAPL:SPY', ['AAPL', 'SPY']],
    ['A-B-A', ['A', 'B']],
    ['AAPL', ['AAPL']],
    ['a::b', ['A', 'B']],
  ])('composite %j splits into %j', (symbol, parts) => {
    expect(splitCompositeSymbol(symbol)).toEqual(parts);
  });
});

describe('spec 1 §5.3 comparison symbols', () => {
  const many = 'a,b,c,d,e,f,g,h,i,j,k';
  it.each([
    ['PRO', 9],
    ['XT', 9],
    ['BA', 9],
    ['FREE', 4],
    ['VISITOR', 4],
    [null, 4],
  ] as const)('a %s member keeps %i', (memberType, count) => {
    const result = parseComparisonSymbols(many, memberType);
    expect(result.symbols).toHaveLength(count);
    expect(result.overLimit).toHaveLength(11 - count);
  });

  it('splits, normalises, de-duplicates and reports invalid entries', () => {
    expect(parseComparisonSymbols(' spy, qqq ,SPY,,a b, :x', 'PRO')).toEqual({
      symbols: ['SPY', 'QQQ', 'AB'],
      invalid: [':X'],
      overLimit: [],
    });
  });

  it('accepts a list of strings', () => {
    expect(parseComparisonSymbols(['spy', 'qqq,iwm'], 'FREE').symbols).toEqual(['SPY', 'QQQ', 'IWM']);
  });
});

describe('spec 1 §5.3 user-defined index suffix', () => {
  it.each([
    ['@MINE', 123, '@MINE-123'],
    ['@MINE-123', 123, '@MINE-123'],
    ['@MINE', 0, '@MINE'],
    ['@MINE', null, '@MINE'],
    ['AAPL', 123, 'AAPL'],
  ])('addIndexChartCode(%j, %j) is %j', (symbol, chartCode, expected) => {
    expect(addIndexChartCode(symbol, chartCode)).toBe(expected);
  });

  it.each([
    ['@MINE-123', 123, '@MINE'],
    ['@MINE-123', 456, '@MINE-123'],
    ['@MINE-123', undefined, '@MINE'],
    ['@MINE', 123, '@MINE'],
    ['AAPL-123', 123, 'AAPL-123'],
  ])('stripIndexChartCode(%j, %j) is %j', (symbol, chartCode, expected) => {
    expect(stripIndexChartCode(symbol, chartCode)).toBe(expected);
  });

  it('round-trips through add and strip', () => {
    expect(stripIndexChartCode(addIndexChartCode('@IDX', 77), 77)).toBe('@IDX');
  });
});

describe('spec 3 §5 symbol box entry', () => {
  it.each([
    ['msft', 'FREE', { symbol: 'MSFT', compare: [], invalid: [] }],
    [' ms\\ft , spy,qqq ', 'PRO', { symbol: 'MSFT', compare: ['SPY', 'QQQ'], invalid: [] }],
    ['a,b,c,d,e,f,g', 'FREE', { symbol: 'A', compare: ['B', 'C', 'D', 'E'], invalid: [] }],
    [
      'a,b,c,d,e,f,g,h,i,j,k,l',
      'XT',
      { symbol: 'A', compare: ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'], invalid: [] },
    ],
    [':x,ibm', 'PRO', { symbol: 'IBM', compare: [], invalid: [':X'] }],
  ] as const)('%j for %s', (input, memberType, expected) => {
    expect(parseSymbolEntry(input, memberType)).toEqual(expected);
  });

  it.each(['', ' , ', '::'])('ignores %j', (input) => {
    expect(parseSymbolEntry(input, 'PRO')).toBeNull();
  });
});

describe('spec 1 §5.3 a user-defined index is its owner’s', () => {
  it('only the member whose chart code it carries may chart it; other symbols are everyone’s', () => {
    expect(mayChartUserIndex('@MINE-123', 123)).toBe(true);
    expect(mayChartUserIndex('@MINE-123', 124)).toBe(false);
    expect(mayChartUserIndex('@MINE-123', null)).toBe(false);
    expect(mayChartUserIndex('@MINE', 123)).toBe(false);
    expect(mayChartUserIndex('AAPL', null)).toBe(true);
  });
});
