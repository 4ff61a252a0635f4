import {
  ALERT_DIRECTIONS,
  ALERT_NOTIFICATION_TYPES,
  PERCENT_MENU,
  notificationBits,
  percentMenuPrice,
} from './alerts';
import { SEARCH_TOOLS, VIEW_AS_TYPES, readDefaultSearchTool, searchToolUrl, viewAsUrl } from './navigation';
import {
  COUNTRY_CODES,
  HISTORICAL_PERIODS,
  SCTR_UNIVERSES,
  SCTR_UNIVERSE_SORT_ORDER,
  findCountry,
  sctrColorBand,
  universeSortRank,
} from './symbol-data';
import { AD_SLOTS, LOG_LEVELS, THUMBNAIL_SIZES, TOAST_COLORS, thumbnailSize } from './ui';
import { CHART_LIST_SUMMARY_COLUMNS } from './chart-list-summary';
import { isHexColor } from './color-math';

describe('spec 3 §3 historical periods', () => {
  it('has Daily free and Weekly, Monthly for Pro', () => {
    expect(HISTORICAL_PERIODS.map((p) => [p.title, p.value, p.isProOnly, p.monthsBack])).toEqual([
      ['Daily', 'D', false, 12],
      ['Weekly', 'W', true, 60],
      ['Monthly', 'M', true, 180],
    ]);
  });
});

describe('spec 3 §2.6, §2.11 SCTR universes and countries', () => {
  it('has the eight universes', () => {
    expect(SCTR_UNIVERSES.map((u) => `${u.id} ${u.title}`)).toEqual([
      'lrg Large Cap',
      'mid Mid Cap',
      'sml Small Cap',
      'etf US ETFs',
      'industry US Industries',
      'tsx Toronto',
      'lse LSE',
      'nse NSE',
    ]);
  });

  it('sorts blank, etf, lrg, lse, mid, nse, sml, tsx in that order', () => {
    const spec = ['', 'etf', 'lrg', 'lse', 'mid', 'nse', 'sml', 'tsx'];
    expect(SCTR_UNIVERSE_SORT_ORDER.filter((u) => u !== 'industry')).toEqual(spec);
    const ranks = spec.map(universeSortRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(universeSortRank('zzz')).toBe(SCTR_UNIVERSE_SORT_ORDER.length);
    expect(universeSortRank(' LRG ')).toBe(universeSortRank('lrg'));
  });

  it.each([
    [0, 0],
    [19.9, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [60, 3],
    [80, 4],
    [89.9, 4],
    [90, 5],
    [99.9, 5],
  ])('SCTR %f is in colour band %i', (value, band) => {
    expect(sctrColorBand(value)).toBe(band);
  });

  it.each([
    [4, 'United States'],
    [5, 'Canada'],
    [6, 'United Kingdom'],
    [11, 'India'],
  ])('country code %i is %s with a flag', (code, name) => {
    expect(findCountry(code)?.name).toBe(name);
    expect(findCountry(code)?.flag.length).toBeGreaterThan(0);
  });

  it('knows only the four countries', () => {
    expect(COUNTRY_CODES).toHaveLength(4);
    expect(findCountry(1)).toBeUndefined();
  });
});

describe('spec 3 §2.12, §2.13 navigation', () => {
  it('has the 13 View As types with their view-type codes, Edit disabled for read-only', () => {
    expect(VIEW_AS_TYPES.map((v) => `${v.title}=${v.viewType}`)).toEqual([
      'Summary=b',
      'ChartList View=e',
      'ChartBook=g',
      'GalleryView=l',
      'CandleGlance=f',
      'RRG=u',
      'Symbol Summary=0',
      'Performance=4',
      'Options=7',
      'Seasonality=s',
      'MarketCarpet=h',
      'Correlation=p',
      'Edit=c',
    ]);
    expect(VIEW_AS_TYPES.filter((v) => v.disabledForReadOnly).map((v) => v.title)).toEqual(['Edit']);
  });

  it('builds View As links with an optional recid', () => {
    expect(viewAsUrl(3, 'b')).toBe('/panels/?cmd=show&listNum=3&viewType=b');
    expect(viewAsUrl(3, 'e', 42)).toBe('/panels/?cmd=show&listNum=3&viewType=e&recID=42');
  });

  it('offers the 11 search tools, only the first five as default', () => {
    expect(SEARCH_TOOLS.map((t) => t.title)).toEqual([
      'Symbol Summary',
      'SharpChart',
      'ACP',
      'Point & Figure',
      'GalleryView',
      'Seasonality',
      'Options',
      'Interactive PerfChart',
      'CandleGlance',
      'RRG',
      'Symbol Lookup',
    ]);
    expect(SEARCH_TOOLS.map((t) => t.canBeDefault)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [null, 'sharpChart'],
    ['acp', 'acp'],
    ['galleryView', 'galleryView'],
    ['rrg', 'sharpChart'],
    ['1acp', 'sharpChart'],
    ['', 'sharpChart'],
  ])('reads stored default %j as %s', (stored, id) => {
    expect(readDefaultSearchTool(stored).id).toBe(id);
  });

  it('fills tool links, encoding characters that would break the query', () => {
    const tool = (id: string) => SEARCH_TOOLS.find((t) => t.id === id) ?? SEARCH_TOOLS[0]!;
    expect(searchToolUrl(tool('pointAndFigure'), ['IBM'])).toBe('/freecharts/pnf.php?c=IBM,P');
    expect(searchToolUrl(tool('interactivePerfChart'), ['IBM', '$SPX'])).toBe(
      '/freecharts/perf.html?IBM,$SPX',
    );
    expect(searchToolUrl(tool('symbolSummary'), ['AT&T'])).toBe('/freecharts/symbolsummary.html?sym=AT%26T');
  });
});

describe('spec 3 §5, §9 alerts', () => {
  it('has bits email 1, text 2, site 4 with site on by default', () => {
    expect(ALERT_NOTIFICATION_TYPES.map((t) => [t.id, t.bit, t.isDefault])).toEqual([
      ['email', 1, false],
      ['textMessage', 2, false],
      ['site', 4, true],
    ]);
  });

  it.each([
    [[], 0],
    [['email'], 1],
    [['textMessage', 'site'], 6],
    [['email', 'textMessage', 'site'], 7],
  ] as const)('sums %j to %i', (ids, bits) => {
    expect(notificationBits(ids)).toBe(bits);
  });

  it('sends U for crosses above and D for crosses below', () => {
    expect(ALERT_DIRECTIONS.map((d) => d.code)).toEqual(['U', 'D']);
  });

  it('has the percent menu 2, 5, 10, 20 up and down', () => {
    expect([...PERCENT_MENU].sort((a, b) => a - b)).toEqual([-20, -10, -5, -2, 2, 5, 10, 20]);
  });

  it.each([
    [100, 2, 102],
    [100, -20, 80],
    [33.33, 5, 35],
    [12.345, 10, 13.58],
  ])('close %f moved %i%% is %f', (close, pct, price) => {
    expect(percentMenuPrice(close, pct)).toBe(price);
  });
});

describe('spec 3 §9 presentation', () => {
  it('has thumbnail sizes 1-4, default 4', () => {
    expect(THUMBNAIL_SIZES.map((s) => `${s.width}x${s.height}`)).toEqual([
      '160x100',
      '200x125',
      '240x150',
      '280x175',
    ]);
    expect(thumbnailSize(undefined).index).toBe(4);
    expect(thumbnailSize('2').index).toBe(2);
    expect(thumbnailSize(5).index).toBe(4);
    expect(thumbnailSize('x').index).toBe(4);
  });

  it('has the seven ad slots', () => {
    expect(AD_SLOTS.map((s) => `${s.placement} ${s.width}x${s.height}`)).toEqual([
      'sidebar 300x250',
      'sidebar 300x300',
      'sidebar 300x250',
      'top 320x50',
      'top 728x90',
      'sidewall 300x600',
      'leaderboard 970x250',
    ]);
  });

  it('has the six toast colours of spec 1 §4.8', () => {
    expect(TOAST_COLORS.map((c) => c.id)).toEqual(['green', 'red', 'blue', 'lightGrey', 'yellow', 'grey']);
    for (const c of TOAST_COLORS) expect(isHexColor(c.background) && isHexColor(c.text)).toBe(true);
  });

  it('has log levels debug, info, warn, error', () => {
    expect(LOG_LEVELS).toEqual(['debug', 'info', 'warn', 'error']);
  });

  it('shows the default ChartList summary columns of spec 3 §2.11', () => {
    expect(CHART_LIST_SUMMARY_COLUMNS.filter((c) => c.isVisibleByDefault).map((c) => c.id)).toEqual([
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
    expect(CHART_LIST_SUMMARY_COLUMNS.filter((c) => c.sortsAscendingFirst).map((c) => c.id)).toEqual([
      'symbol',
      'name',
      'sector',
      'industry',
      'universe',
    ]);
    expect(CHART_LIST_SUMMARY_COLUMNS.find((c) => c.id === 'sctr')?.decimals).toBe(1);
  });
});
