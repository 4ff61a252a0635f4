import { HELP_LINKS } from './menus';
import {
  SEARCH_TOOLS,
  SEARCH_TOOL_STORAGE_KEY,
  loadDefaultSearchTool,
  storeDefaultSearchTool,
} from './navigation';
import { SITE_MENUS, siteMenuLinks, siteSearchUrl } from './site-navigation';

describe('spec 3 §2.13 site navigation', () => {
  it('has the five menus in order', () => {
    expect(SITE_MENUS.map((menu) => menu.title)).toEqual([
      'Charts & Tools',
      'Scans & Alerts',
      'Market Analysis',
      'Articles & Videos',
      'ChartSchool',
    ]);
  });

  it('leaves the members-only marketplace out for visitors only', () => {
    const tools = SITE_MENUS[0]!;
    expect(siteMenuLinks(tools, false).map((link) => link.path)).not.toContain('/marketplace/');
    expect(siteMenuLinks(tools, true).map((link) => link.path)).toContain('/marketplace/');
  });

  it('the help menu has its 8 entries', () => {
    expect(HELP_LINKS).toHaveLength(8);
  });

  it.each([
    ['msft', false, '/search/?q=msft'],
    [' A&B ', true, '/search/?section=symbol&q=A%26B'],
  ])('search for %s (symbol section %s) goes to %s', (query, symbol, url) => {
    expect(siteSearchUrl(query, symbol)).toBe(url);
  });
});

describe('spec 3 §2.13 the search tool stored as the default', () => {
  const storage = (value: string | null) => {
    const values = new Map<string, string>(value === null ? [] : [[SEARCH_TOOL_STORAGE_KEY, value]]);
    return {
      values,
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };

  it.each([
    [null, 'sharpChart', null],
    ['acp', 'acp', 'acp'],
    ['galleryView', 'galleryView', 'galleryView'],
    // Not among the first five: removed.
    ['seasonality', 'sharpChart', undefined],
    // Starting with a digit: removed.
    ['1acp', 'sharpChart', undefined],
  ])('stored %s reads as %s and leaves %s stored', (stored, id, left) => {
    const store = storage(stored);
    expect(loadDefaultSearchTool(store).id).toBe(id);
    expect(store.values.get(SEARCH_TOOL_STORAGE_KEY) ?? (stored === null ? null : undefined)).toBe(left);
  });

  it('only the first five may be stored as the default', () => {
    const store = storage(null);
    expect(SEARCH_TOOLS.map((tool) => storeDefaultSearchTool(store, tool))).toEqual([
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
    expect(store.values.get(SEARCH_TOOL_STORAGE_KEY)).toBe('galleryView');
  });
});
