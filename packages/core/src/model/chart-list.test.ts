import { isFrameworkListName, parseChartList, parseChartLists, writableChartLists } from './chart-list';
import { ModelParseError } from './parse-list';

describe('spec 1 §3.7 chart lists', () => {
  it('puts read-only lists first with the prefix, then the others, each alphabetical, skipping invalid ones', () => {
    const { items, skipped } = parseChartLists([
      { recID: 1, listNum: 0, name: 'zeta', isReadOnly: false },
      { recID: 2, listNum: 1, name: 'Beta', isReadOnly: true },
      { recID: 3, listNum: 2, name: 'alpha' },
      { recID: 4, listNum: 3, name: 'Alpha RO', isReadOnly: 'true' },
      { recID: 0, listNum: 4, name: 'bad id' },
      { listNum: 5, name: 'no id' },
      'junk',
    ]);
    expect(items.map((list) => list.displayName)).toEqual([
      '[READ-ONLY] Alpha RO',
      '[READ-ONLY] Beta',
      'alpha',
      'zeta',
    ]);
    expect(skipped).toBe(3);
  });

  it.each([
    ['2024  Market Leaders', true],
    ['1999  Old', true],
    ['2024 Market', false],
    ['24  Short', false],
    ['My 2024  list', false],
  ])('framework list name %j: %j', (name, expected) => {
    expect(isFrameworkListName(name)).toBe(expected);
    expect(parseChartList({ recID: 1, listNum: 1, name }).isFrameworkChartList).toBe(expected);
  });

  it('offers only writable, non-framework lists as targets (spec 3 §5)', () => {
    const { items } = parseChartLists([
      { recID: 1, listNum: 1, name: 'mine' },
      { recID: 2, listNum: 2, name: 'theirs', isReadOnly: true },
      { recID: 3, listNum: 3, name: '2020  Framework' },
    ]);
    expect(writableChartLists(items).map((list) => list.name)).toEqual(['mine']);
  });

  it('throws ModelParseError when the reply is not a list', () => {
    expect(() => parseChartLists({ chartLists: [] })).toThrow(ModelParseError);
  });
});
