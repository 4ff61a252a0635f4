import { parseChartList } from '../../model/chart-list';
import { ModelParseError } from '../../model/parse-list';
import { VISITOR } from '../../model/member';
import { chartListMenuEntries, initialSummaryList, viewAsEntries } from './summary-menus';
import { parseChartListSummaryRow, parseChartListSummaryRows, type ChartListSummaryRow } from './summary-row';
import {
  changeBar,
  defaultVisibleSummaryColumns,
  filterSummaryRows,
  isSelectAllChecked,
  nextSummarySort,
  sctrCell,
  sortSummaryRows,
  summaryCellText,
  toggleRowSelection,
  toggleSelectAll,
  toggleSummaryColumn,
} from './summary-table';
import { addSymbolsUrl, chartListSummaryView } from './summary-view';

const row = (fields: Record<string, unknown>): ChartListSummaryRow =>
  parseChartListSummaryRow({ name: '', sector: '', industry: '', ...fields });

const rows = [
  row({
    recid: 1,
    symbol: 'msft',
    name: 'Microsoft',
    sector: 'Technology',
    last: 410.5,
    sctr: 88.2,
    universe: 'lrg',
    volume: 0,
    date: '2024-05-14',
    dateNumeric: 3,
  }),
  row({
    recid: 2,
    symbol: 'AAPL',
    name: 'Apple &amp; Co',
    sector: 'Technology',
    last: 189.9,
    sctr: 12,
    universe: '',
    date: '',
    dateNumeric: undefined,
  }),
  row({
    recid: 3,
    symbol: 'RY.TO',
    name: 'Royal Bank',
    sector: 'Financials',
    last: undefined,
    sctr: 55,
    universe: 'tsx',
    date: '2024-05-13',
    dateNumeric: 2,
  }),
  row({
    recid: 4,
    symbol: 'SPY',
    name: 'SPDR S&P 500',
    sector: '',
    last: 520,
    sctr: undefined,
    universe: 'etf',
    date: '2024-05-12',
    dateNumeric: 1,
  }),
];
const symbols = (list: readonly ChartListSummaryRow[]) => list.map((r) => r.symbol);

describe('spec 2 §3 ChartList Summary rows', () => {
  it('reads a server row: symbol upper-cased, entities decoded, coefficient clamped, blanks as empty text', () => {
    const parsed = parseChartListSummaryRow({
      recid: '7',
      symbol: 'ibm',
      name: 'I&amp;B &lt;M&gt;',
      last: '170.2',
      changeBarGradientCoefficient: 3,
      universe: 'LRG',
    });
    expect(parsed).toMatchObject({
      recid: 7,
      symbol: 'IBM',
      name: 'I&B <M>',
      last: 170.2,
      changeBarGradientCoefficient: 1,
      universe: 'lrg',
      date: '',
      sector: '',
    });
  });

  it('drops rows without a symbol and counts them', () => {
    expect(parseChartListSummaryRows([{ symbol: 'A' }, { symbol: ' ' }, { name: 'x' }, 5])).toMatchObject({
      skipped: 3,
    });
    expect(() => parseChartListSummaryRows({ symbols: [] })).toThrow(ModelParseError);
  });
});

describe('spec 3 §2.11 ChartList Summary columns', () => {
  it('shows the default columns', () => {
    expect(defaultVisibleSummaryColumns()).toEqual([
      'symbol',
      'name',
      'sector',
      'industry',
      'last',
      'change',
      'percentChange',
      'plusMinus',
      'volume',
      'marketCap',
      'sctr',
      'universe',
      'smaFifty',
      'smaTwoHundred',
      'date',
    ]);
  });

  it.each([
    ['hides a shown column', ['symbol', 'name', 'last'], 'name', ['symbol', 'last']],
    [
      'shows a hidden column in table order',
      ['symbol', 'last', 'date'],
      'rsi',
      ['symbol', 'last', 'rsi', 'date'],
    ],
    ['keeps the symbol column', ['symbol', 'last'], 'symbol', ['symbol', 'last']],
    ['ignores an unknown column', ['symbol'], 'bogus', ['symbol']],
  ])('%s', (_name, visible, column, expected) => {
    expect(toggleSummaryColumn(visible, column)).toEqual(expected);
  });
});

describe('spec 3 §2.11 ChartList Summary sorting', () => {
  it.each([
    [null, 'symbol', { column: 'symbol', direction: 'ascending' }],
    [null, 'universe', { column: 'universe', direction: 'ascending' }],
    [null, 'industry', { column: 'industry', direction: 'ascending' }],
    [null, 'last', { column: 'last', direction: 'descending' }],
    [null, 'date', { column: 'date', direction: 'descending' }],
    [{ column: 'last', direction: 'descending' }, 'last', { column: 'last', direction: 'ascending' }],
    [{ column: 'name', direction: 'ascending' }, 'name', { column: 'name', direction: 'descending' }],
    [{ column: 'name', direction: 'descending' }, 'sctr', { column: 'sctr', direction: 'descending' }],
  ] as const)('from %j a click on %s sorts %j', (current, column, expected) => {
    expect(nextSummarySort(current, column)).toEqual(expected);
  });

  it.each([
    ['symbol', 'ascending', ['AAPL', 'MSFT', 'RY.TO', 'SPY']],
    ['symbol', 'descending', ['SPY', 'RY.TO', 'MSFT', 'AAPL']],
    ['last', 'descending', ['SPY', 'MSFT', 'AAPL', 'RY.TO']],
    ['last', 'ascending', ['AAPL', 'MSFT', 'SPY', 'RY.TO']],
    ['sctr', 'descending', ['MSFT', 'RY.TO', 'AAPL', 'SPY']],
    ['sector', 'ascending', ['RY.TO', 'MSFT', 'AAPL', 'SPY']],
    ['universe', 'ascending', ['AAPL', 'SPY', 'MSFT', 'RY.TO']],
    ['universe', 'descending', ['RY.TO', 'MSFT', 'SPY', 'AAPL']],
    ['date', 'descending', ['MSFT', 'RY.TO', 'SPY', 'AAPL']],
  ] as const)('%s %s: universe in its order, blanks last elsewhere', (column, direction, expected) => {
    expect(symbols(sortSummaryRows(rows, { column, direction }))).toEqual(expected);
  });

  it('keeps the list order without a sort and for ties', () => {
    expect(symbols(sortSummaryRows(rows, null))).toEqual(['MSFT', 'AAPL', 'RY.TO', 'SPY']);
    expect(symbols(sortSummaryRows(rows, { column: 'industry', direction: 'ascending' }))).toEqual([
      'MSFT',
      'AAPL',
      'RY.TO',
      'SPY',
    ]);
  });
});

describe('spec 3 §2.11 search, select-all, cells', () => {
  it.each([
    ['', 4],
    ['  tech ', 2],
    ['apple & co', 1],
    ['ry.', 1],
    ['zzz', 0],
  ])('search %j matches %i rows', (search, count) => {
    expect(filterSummaryRows(rows, search)).toHaveLength(count);
  });

  it.each([
    [0, 4, false],
    [2, 4, false],
    [3, 4, true],
    [1, 1, true],
    [0, 0, false],
  ])('%i of %i selected: select-all checked %j', (selected, total, expected) => {
    expect(isSelectAllChecked(selected, total)).toBe(expected);
  });

  it.each([
    ['none selected selects all', [], ['a', 'b', 'c', 'd']],
    ['half selected selects all', ['a', 'b'], ['a', 'b', 'c', 'd']],
    ['more than half clears', ['a', 'b', 'c'], []],
  ])('%s', (_name, selected, expected) => {
    expect([...toggleSelectAll(new Set(selected), ['a', 'b', 'c', 'd'])].sort()).toEqual(expected);
  });

  it('toggles one row', () => {
    expect([...toggleRowSelection(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleRowSelection(new Set(['a']), 'a')]).toEqual([]);
  });

  it.each([
    [0, 'flat', 0, '#d9dde3'],
    [1, 'up', 100, '#1e7e34'],
    [-1, 'down', 100, '#b42318'],
    [-4, 'down', 100, '#b42318'],
    [0.25, 'up', 25, undefined],
    [Number.NaN, 'flat', 0, '#d9dde3'],
  ])('change bar of %j is %s at %j%%', (coefficient, direction, width, color) => {
    const bar = changeBar(coefficient);
    expect(bar).toMatchObject({ direction, widthPercent: width });
    if (color) expect(bar.color).toBe(color);
    else expect(bar.color).not.toBe('#d9dde3');
  });

  it.each([
    [undefined, '', null],
    [5, '5.0', 0],
    [20, '20.0', 1],
    [59.95, '60.0', 2],
    [80, '80.0', 4],
    [89.99, '90.0', 4],
    [90, '90.0', 5],
  ])('spec 2 §9 SCTR %j reads %j in band %j', (value, text, band) => {
    expect(sctrCell(value)).toEqual({ text, band });
  });

  it.each([
    ['last', '410.50'],
    ['volume', ''],
    ['sctr', '88.2'],
    ['plusMinus', ''],
    ['date', '2024-05-14'],
  ])('MSFT %s shows %j', (column, text) => {
    expect(summaryCellText(rows[0]!, column)).toBe(text);
  });

  it('shows Unknown for a missing date', () => {
    expect(summaryCellText(rows[1]!, 'date')).toBe('Unknown');
  });
});

describe('spec 3 §2.11, spec 2 §8 ChartList Summary states', () => {
  const list = parseChartList({ recID: 9, listNum: 3, name: 'Tech' });
  const readOnly = parseChartList({ recID: 10, listNum: 4, name: 'Picks', isReadOnly: true });
  const framework = parseChartList({ recID: 11, listNum: 5, name: '2024  Framework' });
  const base = {
    lists: { status: 'loaded', data: [list] },
    selectedList: list,
    load: { status: 'loaded', data: rows },
    search: '',
    sort: null,
    chartCode: 77,
  } as const;

  it.each([
    ['lists loading', { lists: { status: 'loading' } }, { kind: 'listsLoading' }],
    [
      'lists failed',
      { lists: { status: 'failed' } },
      { kind: 'listsFailed', message: 'Failed to load ChartLists.' },
    ],
    [
      'no lists',
      { lists: { status: 'loaded', data: [] }, selectedList: null },
      { kind: 'noLists', createLabel: 'Create ChartList' },
    ],
    ['loading', { load: { status: 'loading' } }, { kind: 'rows', rows: { status: 'loading' } }],
    [
      'failed',
      { load: { status: 'failed' } },
      { kind: 'rows', rows: { status: 'failed', error: 'Unable to load ChartList Summary for Tech' } },
    ],
    [
      'failed, blank name',
      { selectedList: { ...list, name: ' ' }, load: { status: 'failed' } },
      {
        kind: 'rows',
        rows: { status: 'failed', error: 'Unable to load ChartList Summary for this ChartList' },
      },
    ],
    [
      'empty',
      { load: { status: 'loaded', data: [] } },
      {
        kind: 'rows',
        rows: {
          status: 'loaded',
          data: {
            rows: [],
            emptyMessage: 'It looks like this ChartList is empty!',
            addSymbols: { label: 'Add Symbols', href: '/panels/?obj=77%2C3&cmd=show&disp=c' },
          },
        },
      },
    ],
    [
      'empty read-only',
      { selectedList: readOnly, load: { status: 'loaded', data: [] } },
      {
        kind: 'rows',
        rows: {
          status: 'loaded',
          data: {
            rows: [],
            emptyMessage: 'It looks like this read-only ChartList is empty!',
            addSymbols: null,
          },
        },
      },
    ],
    [
      'no match',
      { search: 'nothing' },
      {
        kind: 'rows',
        rows: {
          status: 'loaded',
          data: { rows: [], emptyMessage: 'No matching records found', addSymbols: null },
        },
      },
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(
      chartListSummaryView({ ...base, ...change } as Parameters<typeof chartListSummaryView>[0]),
    ).toEqual(expected);
  });

  it('shows filtered, sorted rows', () => {
    const view = chartListSummaryView({
      ...base,
      search: 'tech',
      sort: { column: 'symbol', direction: 'ascending' },
    });
    expect(view.kind === 'rows' && view.rows.status === 'loaded' && symbols(view.rows.data.rows)).toEqual([
      'AAPL',
      'MSFT',
    ]);
  });

  it('builds the Add Symbols link', () => {
    expect(decodeURIComponent(addSymbolsUrl(12, 0))).toBe('/panels/?obj=12,0&cmd=show&disp=c');
  });

  it('disables framework lists in the dropdown and never opens on one', () => {
    expect(chartListMenuEntries([readOnly, framework, list])).toEqual([
      { listNum: 4, label: '[READ-ONLY] Picks', disabled: false },
      { listNum: 5, label: '2024  Framework', disabled: true },
      { listNum: 3, label: 'Tech', disabled: false },
    ]);
    expect(initialSummaryList([framework, list], 5)).toBe(list);
    expect(initialSummaryList([framework, list, readOnly], 4)).toBe(readOnly);
    expect(initialSummaryList([framework])).toBeNull();
  });
});

describe('spec 3 §2.12 View As dropdown', () => {
  const list = parseChartList({ recID: 9, listNum: 3, name: 'Tech' });
  const readOnly = parseChartList({ recID: 10, listNum: 4, name: 'Picks', isReadOnly: true });
  const member = { ...VISITOR, chartCode: 5 };

  it('links every view type to /panels/ with the recid when given', () => {
    const entries = viewAsEntries(list, member, 21);
    expect(entries).toHaveLength(13);
    expect(entries[0]).toEqual({
      title: 'Summary',
      viewType: 'b',
      action: { kind: 'link', href: '/panels/?cmd=show&listNum=3&viewType=b&recID=21' },
    });
    expect(entries.at(-1)).toEqual({
      title: 'Edit',
      viewType: 'c',
      action: { kind: 'link', href: '/panels/?cmd=show&listNum=3&viewType=c&recID=21' },
    });
  });

  it('disables Edit for a read-only list', () => {
    const entries = viewAsEntries(readOnly, member);
    expect(entries.find((e) => e.viewType === 'c')?.action).toEqual({ kind: 'disabled' });
    expect(entries.find((e) => e.viewType === 'e')?.action).toEqual({
      kind: 'link',
      href: '/panels/?cmd=show&listNum=4&viewType=e',
    });
  });

  it.each([[null], [VISITOR]])('prompts a visitor (%j) to create an account', (who) => {
    expect(viewAsEntries(list, who).every((e) => e.action.kind === 'createAccount')).toBe(true);
  });
});
