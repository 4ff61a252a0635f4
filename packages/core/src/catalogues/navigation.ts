/**
 * Navigation catalogues (spec 3 §2.12, §2.13): the View As dropdown and the search-tool dropdown.
 */

/** One entry of the View As dropdown: a /panels/ view type. */
export interface ViewAsType {
  readonly title: string;
  /** The `viewType` query value. */
  readonly viewType: string;
  /** Disabled for read-only lists. */
  readonly disabledForReadOnly: boolean;
}

/** The View As dropdown, in order (spec 3 §2.12). */
export const VIEW_AS_TYPES: readonly ViewAsType[] = [
  ['Summary', 'b'],
  ['ChartList View', 'e'],
  ['ChartBook', 'g'],
  ['GalleryView', 'l'],
  ['CandleGlance', 'f'],
  ['RRG', 'u'],
  ['Symbol Summary', '0'],
  ['Performance', '4'],
  ['Options', '7'],
  ['Seasonality', 's'],
  ['MarketCarpet', 'h'],
  ['Correlation', 'p'],
  ['Edit', 'c'],
].map(([title = '', viewType = '']) => ({ title, viewType, disabledForReadOnly: viewType === 'c' }));

/** The /panels/ link of a View As entry (spec 3 §2.12); recid is optional. */
export function viewAsUrl(listNum: number, viewType: string, recid?: number): string {
  const base = `/panels/?cmd=show&listNum=${encodeURIComponent(String(listNum))}&viewType=${encodeURIComponent(viewType)}`;
  return recid === undefined ? base : `${base}&recID=${encodeURIComponent(String(recid))}`;
}

/** One entry of the search-tool dropdown. */
export interface SearchTool {
  readonly id: string;
  readonly title: string;
  /** May be chosen as the default tool (only the first five). */
  readonly canBeDefault: boolean;
  /** Link with `{symbol}` (one symbol) or `{symbols}` (a comma list) in place of the symbols. */
  readonly urlTemplate: string;
}

/** The search-tool dropdown, in order (spec 3 §2.13); links are the "other tool links" of the same section. */
export const SEARCH_TOOLS: readonly SearchTool[] = [
  {
    id: 'symbolSummary',
    title: 'Symbol Summary',
    canBeDefault: true,
    urlTemplate: '/freecharts/symbolsummary.html?sym={symbol}',
  },
  { id: 'sharpChart', title: 'SharpChart', canBeDefault: true, urlTemplate: '/sc3/ui/?s={symbol}' },
  { id: 'acp', title: 'ACP', canBeDefault: true, urlTemplate: '/acp/?s={symbol}' },
  {
    id: 'pointAndFigure',
    title: 'Point & Figure',
    canBeDefault: true,
    urlTemplate: '/freecharts/pnf.php?c={symbol},P',
  },
  {
    id: 'galleryView',
    title: 'GalleryView',
    canBeDefault: true,
    urlTemplate: '/freecharts/gallery.html?{symbol}',
  },
  {
    id: 'seasonality',
    title: 'Seasonality',
    canBeDefault: false,
    urlTemplate: '/freecharts/seasonality.php?symbol={symbol}',
  },
  { id: 'options', title: 'Options', canBeDefault: false, urlTemplate: '/freecharts/options?sym={symbol}' },
  {
    id: 'interactivePerfChart',
    title: 'Interactive PerfChart',
    canBeDefault: false,
    urlTemplate: '/freecharts/perf.html?{symbols}',
  },
  {
    id: 'candleGlance',
    title: 'CandleGlance',
    canBeDefault: false,
    urlTemplate: '/freecharts/candleglance.html?{symbols}',
  },
  {
    id: 'rrg',
    title: 'RRG',
    canBeDefault: false,
    urlTemplate: '/freecharts/rrg/?b=$SPX&p=w&y=1&t=10&f=tail,d&s={symbol}',
  },
  {
    id: 'symbolLookup',
    title: 'Symbol Lookup',
    canBeDefault: false,
    urlTemplate: '/search/?section=symbol&q={symbol}',
  },
];

/** The default search tool, stored locally (spec 3 §2.13). */
export const DEFAULT_SEARCH_TOOL_ID = 'sharpChart';

/**
 * Reads a stored default search tool: a stored value that may not be the default, or that starts with a
 * digit, is dropped in favour of SharpChart (spec 3 §2.13).
 */
export function readDefaultSearchTool(stored: string | null | undefined): SearchTool {
  const found = SEARCH_TOOLS.find((t) => t.id === stored && t.canBeDefault && !/^\d/.test(stored));
  return found ?? (SEARCH_TOOLS[1] as SearchTool);
}

/** A search-tool link for one or more symbols, each encoded (spec 3 §5: an ampersand is encoded in links). */
export function searchToolUrl(tool: SearchTool, symbols: readonly string[]): string {
  // Only characters that would break the query are encoded, so $SPX and BRK/B stay readable.
  const encoded = symbols.map((s) => s.replace(/[&#?%+=\s]/g, (c) => encodeURIComponent(c)));
  return tool.urlTemplate.replace('{symbols}', encoded.join(',')).replace('{symbol}', encoded[0] ?? '');
}

/** The local-storage key of the default search tool. */
export const SEARCH_TOOL_STORAGE_KEY = 'chartbench.searchTool';

/** Storage as the search-tool default needs it (the workbench's storage port has this shape). */
export interface SearchToolStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Reads the stored default search tool and removes a stored value that may not be the default or starts with
 * a digit, so it is not read again (spec 3 §2.13); SharpChart when nothing valid is stored.
 */
export function loadDefaultSearchTool(storage: SearchToolStorage): SearchTool {
  const stored = storage.getItem(SEARCH_TOOL_STORAGE_KEY);
  const tool = readDefaultSearchTool(stored);
  if (stored !== null && tool.id !== stored) storage.removeItem(SEARCH_TOOL_STORAGE_KEY);
  return tool;
}

/** Stores `tool` as the default when it may be one (only the first five); returns whether it was stored. */
export function storeDefaultSearchTool(storage: SearchToolStorage, tool: SearchTool): boolean {
  if (!tool.canBeDefault) return false;
  storage.setItem(SEARCH_TOOL_STORAGE_KEY, tool.id);
  return true;
}
