import { parseChartLists } from '../../model/chart-list';
import { parseChartStyles } from '../../model/chart-style';
import { VISITOR, type Member } from '../../model/member';
import { parseSampleChartStyles } from '../../model/sample-styles';
import { parseSavedCharts } from '../../model/saved-chart';
import {
  applyTagSuggestion,
  filterLibraryEntries,
  libraryEntryAction,
  libraryTagSuggestions,
  sampleStyleEntry,
  savedChartEntry,
  savedStyleEntry,
  searchTagsOf,
} from './library-items';
import {
  chartListLibraryView,
  initialStyleLibrary,
  styleLibraryChoices,
  styleLibraryView,
  YOUR_CHART_STYLES,
} from './library-view';

const MEMBER: Member = { ...VISITOR, chartCode: 77, memberType: 'FREE' };
const STYLES = parseChartStyles([
  { recID: 1, styleID: 'p100', description: 'Daily Momentum' },
  { recID: 2, styleID: 'p200', description: 'Weekly Trend Dark' },
]).items;
const { groups: GROUPS } = parseSampleChartStyles({
  basicCharts: {
    p1: { title: 'Classic Candles', pcode: 'p1', description: 'Candles with volume', symbol: '$SPX' },
    p2: {
      title: 'Momentum Pack',
      pcode: 'p2',
      description: 'RSI and MACD',
      membersOnly: true,
      symbol: 'AAPL',
      shouldLoadSymbol: true,
    },
  },
  darkThemes: { p3: { title: 'Night Trend', pcode: 'p3' } },
});
const basic = GROUPS[0]!;
const LISTS = parseChartLists([
  { recID: 10, listNum: 0, name: 'Tech' },
  { recID: 11, listNum: 1, name: 'Samples', isReadOnly: true },
]).items;
const CHARTS = parseSavedCharts([
  { recID: 5, listNum: 0, description: 'Apple daily', symbol: 'aapl', style: 'p=D&yr=1' },
  { recID: 6, listNum: 0, description: 'Microsoft weekly trend', symbol: 'MSFT', style: 'p=W' },
]).items;
const SAMPLE_ENTRIES = basic.styles.map((sample) => sampleStyleEntry(sample, basic));

describe('spec 3 §3 library search tags', () => {
  it.each([
    [['Daily Momentum'], [], ['daily', 'momentum']],
    [['RSI and MACD', 'RSI'], ['aapl'], ['AAPL', 'rsi', 'and', 'macd']],
    [['a Apple', 'apple, AAPL'], ['AAPL'], ['AAPL', 'apple']],
    [['$SPX vs S&P'], [], ['$spx', 'vs']],
    [[''], [' '], []],
  ])('tags of %j with symbols %j', (texts, symbols, tags) => {
    expect(searchTagsOf(texts, symbols)).toEqual(tags);
  });

  it('builds entries of each kind with unique keys, the default star and members-only flags', () => {
    const style = savedStyleEntry(STYLES[0]!, 1);
    expect(style).toMatchObject({
      kind: 'style',
      key: 'style:1',
      title: 'Daily Momentum',
      isDefault: true,
      isMembersOnly: true,
    });
    expect(savedStyleEntry(STYLES[1]!, 1).isDefault).toBe(false);
    expect(SAMPLE_ENTRIES.map((e) => [e.key, e.isMembersOnly, e.symbol])).toEqual([
      ['sample:p1', false, '$SPX'],
      ['sample:p2', true, 'AAPL'],
    ]);
    expect(SAMPLE_ENTRIES[0]!.searchTags).toContain('basic');
    expect(savedChartEntry(CHARTS[0]!)).toMatchObject({
      kind: 'chart',
      key: 'chart:5',
      symbol: 'AAPL',
      isMembersOnly: false,
    });
  });
});

describe('spec 3 §2.10 library search filter and tag suggestions', () => {
  const entries = [...STYLES.map((s) => savedStyleEntry(s)), ...SAMPLE_ENTRIES];

  it.each([
    ['', ['Daily Momentum', 'Weekly Trend Dark', 'Classic Candles', 'Momentum Pack']],
    ['momentum', ['Daily Momentum', 'Momentum Pack']],
    ['MOMENTUM daily', ['Daily Momentum']],
    ['aapl', ['Momentum Pack']],
    ['volume', ['Classic Candles']],
    ['zzz', []],
  ])('search %j keeps %j', (query, titles) => {
    expect(filterLibraryEntries(entries, query).map((e) => e.title)).toEqual(titles);
  });

  it.each([
    ['m', ['momentum', 'macd']],
    ['momentum', []],
    ['momentum ', []],
    ['', []],
    ['daily m', ['momentum']],
    ['c', ['charts', 'candles', 'classic']],
  ])('suggests for %j: %j', (query, tags) => {
    expect(libraryTagSuggestions(entries, query)).toEqual(tags);
  });

  it("matches and suggests the server's search tags of a saved ChartStyle and a saved chart (spec 2 §3, spec 3 §3)", () => {
    const [style] = parseChartStyles([
      { recID: 7, styleID: 'p99', description: 'Plain', searchTags: 'swing, breakout' },
    ]).items;
    const [chart] = parseSavedCharts([
      {
        recID: 8,
        listNum: 1,
        description: 'Apple',
        symbol: 'AAPL',
        style: 'p=D',
        searchTags: ['earnings gap'],
      },
    ]).items;
    const tagged = [savedStyleEntry(style!), savedChartEntry(chart!)];
    expect(filterLibraryEntries(tagged, 'breakout').map((e) => e.title)).toEqual(['Plain']);
    expect(filterLibraryEntries(tagged, 'gap').map((e) => e.title)).toEqual(['Apple']);
    expect(libraryTagSuggestions(tagged, 'sw')).toEqual(['swing']);
    expect(filterLibraryEntries(entries, 'breakout')).toEqual([]);
  });

  it('caps the suggestions and applies one in place of the word being typed', () => {
    expect(libraryTagSuggestions(entries, 'c', 1)).toEqual(['charts']);
    expect(applyTagSuggestion('daily mo', 'momentum')).toBe('daily momentum ');
    expect(applyTagSuggestion('mo', 'momentum')).toBe('momentum ');
    expect(applyTagSuggestion('daily ', 'momentum')).toBe('daily momentum ');
  });
});

describe('spec 2 §6, spec 3 §2.10 choosing a library entry', () => {
  it.each([
    ['a visitor, members-only sample', SAMPLE_ENTRIES[1]!, null, false, { kind: 'createAccount' }],
    [
      'a visitor, free sample',
      SAMPLE_ENTRIES[0]!,
      VISITOR,
      false,
      { kind: 'loadSample', sample: basic.styles[0], symbol: null },
    ],
    [
      'a member, members-only sample with its symbol',
      SAMPLE_ENTRIES[1]!,
      MEMBER,
      false,
      { kind: 'loadSample', sample: basic.styles[1], symbol: 'AAPL' },
    ],
    ['a visitor, saved style', savedStyleEntry(STYLES[0]!), null, false, { kind: 'createAccount' }],
    [
      'a member, saved style',
      savedStyleEntry(STYLES[0]!),
      MEMBER,
      false,
      { kind: 'loadStyle', style: STYLES[0] },
    ],
    ['a chart', savedChartEntry(CHARTS[0]!), MEMBER, false, { kind: 'loadChart', chart: CHARTS[0] }],
    [
      'a chart, Load Symbol Only',
      savedChartEntry(CHARTS[0]!),
      MEMBER,
      true,
      { kind: 'loadSymbol', symbol: 'AAPL' },
    ],
  ])('%s', (_name, entry, member, symbolOnly, action) => {
    expect(libraryEntryAction(entry, member, symbolOnly)).toEqual(action);
  });
});

describe('spec 3 §2.10 ChartStyle Library libraries and states', () => {
  it('hides Your ChartStyles from a visitor, who starts on the samples', () => {
    expect(styleLibraryChoices(null, GROUPS).map((c) => c.title)).toEqual(['Basic Charts', 'Dark Themes']);
    expect(styleLibraryChoices(MEMBER, GROUPS).map((c) => c.id)).toEqual([
      YOUR_CHART_STYLES,
      'basicCharts',
      'darkThemes',
    ]);
    expect(initialStyleLibrary(null, GROUPS)).toBe('basicCharts');
    expect(initialStyleLibrary(MEMBER, GROUPS)).toBe(YOUR_CHART_STYLES);
    expect(initialStyleLibrary(MEMBER, GROUPS, 'darkThemes')).toBe('darkThemes');
    expect(initialStyleLibrary(null, GROUPS, YOUR_CHART_STYLES)).toBe('basicCharts');
    expect(initialStyleLibrary(null, [])).toBeNull();
  });

  const base = {
    library: YOUR_CHART_STYLES,
    styles: { status: 'loaded', data: STYLES },
    samples: { status: 'loaded', data: GROUPS },
    defaultStyleRecid: 2,
    query: '',
  } as const;

  it.each([
    ['styles loading', { styles: { status: 'loading' } }, { status: 'loading' }],
    [
      'styles failed',
      { styles: { status: 'failed' } },
      { status: 'failed', error: 'Failed to load ChartStyles.' },
    ],
    [
      'no styles',
      { styles: { status: 'loaded', data: [] } },
      { status: 'loaded', data: { entries: [], emptyMessage: 'You do not have any ChartStyles yet.' } },
    ],
    [
      'no match',
      { query: 'nothing' },
      { status: 'loaded', data: { entries: [], emptyMessage: 'No matching records found' } },
    ],
    ['samples loading', { library: 'basicCharts', samples: { status: 'loading' } }, { status: 'loading' }],
    [
      'samples failed',
      { library: 'basicCharts', samples: { status: 'failed' } },
      { status: 'failed', error: 'Failed to load ChartStyles.' },
    ],
    [
      'an unknown group',
      { library: 'gone' },
      { status: 'loaded', data: { entries: [], emptyMessage: 'You do not have any ChartStyles yet.' } },
    ],
  ])('%s', (_name, override, view) => {
    expect(styleLibraryView({ ...base, ...override } as Parameters<typeof styleLibraryView>[0])).toEqual(
      view,
    );
  });

  it('lists the saved styles with the default starred, or a sample group', () => {
    const view = styleLibraryView(base);
    expect(view.status === 'loaded' && view.data.entries.map((e) => [e.title, e.isDefault])).toEqual([
      ['Daily Momentum', false],
      ['Weekly Trend Dark', true],
    ]);
    const samples = styleLibraryView({ ...base, library: 'darkThemes' });
    expect(samples.status === 'loaded' && samples.data.entries.map((e) => e.title)).toEqual(['Night Trend']);
  });
});

describe('spec 3 §2.10, spec 2 §8 ChartList Library states', () => {
  const base = {
    member: MEMBER,
    lists: { status: 'loaded', data: LISTS },
    selectedList: LISTS.find((l) => l.listNum === 0)!,
    charts: { status: 'loaded', data: CHARTS },
    query: '',
  } as const;

  it.each([
    [
      'a visitor',
      { member: null },
      {
        kind: 'visitor',
        message: 'Log in or create a free account to keep your charts in ChartLists and browse them here.',
        createAccountLabel: 'Create Free Account',
      },
    ],
    ['lists loading', { lists: { status: 'loading' } }, { kind: 'listsLoading' }],
    [
      'lists failed',
      { lists: { status: 'failed' } },
      { kind: 'listsFailed', message: 'Failed to load ChartLists.' },
    ],
    [
      'no lists',
      { lists: { status: 'loaded', data: [] }, selectedList: null },
      { kind: 'noLists', message: 'You do not have any ChartLists yet.', createLabel: 'Create ChartList' },
    ],
    ['charts loading', { charts: { status: 'loading' } }, { kind: 'charts', charts: { status: 'loading' } }],
    [
      'charts failed',
      { charts: { status: 'failed' } },
      { kind: 'charts', charts: { status: 'failed', error: 'Failed to load charts.' } },
    ],
    [
      'an empty list',
      { charts: { status: 'loaded', data: [] } },
      {
        kind: 'charts',
        charts: {
          status: 'loaded',
          data: {
            entries: [],
            emptyMessage: 'It looks like this ChartList is empty!',
            addSymbols: { label: 'Add Symbols', href: '/panels/?obj=77%2C0&cmd=show&disp=c' },
          },
        },
      },
    ],
    [
      'an empty read-only list',
      { selectedList: LISTS.find((l) => l.listNum === 1)!, charts: { status: 'loaded', data: [] } },
      {
        kind: 'charts',
        charts: {
          status: 'loaded',
          data: { entries: [], emptyMessage: 'It looks like this read-only ChartList is empty!' },
        },
      },
    ],
    [
      'no match',
      { query: 'tsla' },
      {
        kind: 'charts',
        charts: { status: 'loaded', data: { entries: [], emptyMessage: 'No matching records found' } },
      },
    ],
  ])('%s', (_name, override, view) => {
    expect(
      chartListLibraryView({ ...base, ...override } as Parameters<typeof chartListLibraryView>[0]),
    ).toEqual(view);
  });

  it('shows the charts of the selected list only, filtered by the search', () => {
    const view = chartListLibraryView({ ...base, query: 'msft' });
    expect(
      view.kind === 'charts' && view.charts.status === 'loaded' && view.charts.data.entries.map((e) => e.key),
    ).toEqual(['chart:6']);
    const other = chartListLibraryView({ ...base, selectedList: LISTS.find((l) => l.listNum === 1)! });
    expect(other.kind === 'charts' && other.charts.status === 'loaded' && other.charts.data.entries).toEqual(
      [],
    );
  });
});

describe('spec 3 §2.10 library search on random input', () => {
  // A seeded generator, so a failure replays exactly.
  let state = 20261121;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const alphabet = 'abcdmotwAPL$ ,.\t-é';
  const randomQuery = () =>
    Array.from(
      { length: Math.floor(next() * 12) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join('');
  const entries = [
    ...STYLES.map((s) => savedStyleEntry(s)),
    ...SAMPLE_ENTRIES,
    ...CHARTS.map(savedChartEntry),
  ];

  it('filters to a subset in order, suggests tags starting with the word typed, and applies them', () => {
    for (let run = 0; run < 500; run += 1) {
      const query = randomQuery();
      const kept = filterLibraryEntries(entries, query);
      expect(
        kept.every(
          (entry, index) => entries.indexOf(entry) >= (index === 0 ? 0 : entries.indexOf(kept[index - 1]!)),
        ),
      ).toBe(true);
      const typing = /\s$/.test(query) ? '' : (query.trim().toLowerCase().split(/\s+/).pop() ?? '');
      for (const tag of libraryTagSuggestions(entries, query)) {
        expect(tag.toLowerCase().startsWith(typing) && tag.toLowerCase() !== typing).toBe(true);
        expect(applyTagSuggestion(query, tag).endsWith(`${tag} `)).toBe(true);
      }
    }
  });
});
