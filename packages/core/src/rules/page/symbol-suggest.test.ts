import {
  moreResultsUrl,
  moveSuggestHighlight,
  suggestEntries,
  SUGGEST_CLOSE_AFTER_BLUR_MS,
  SUGGEST_DELAY_MS,
} from './symbol-suggest';

const suggestion = (symbol: string) => ({ symbol, name: `${symbol} Inc`, exchange: 'NASDAQ' });
const many = (n: number) => Array.from({ length: n }, (_, i) => suggestion(`S${i}`));

describe('spec 3 §9 autosuggest timing', () => {
  it('asks 250 ms after a keypress and closes 500 ms after blur', () => {
    expect([SUGGEST_DELAY_MS, SUGGEST_CLOSE_AFTER_BLUR_MS]).toEqual([250, 500]);
  });
});

describe('spec 3 §4 autosuggest More Results', () => {
  it.each([
    [0, 0, false],
    [3, 3, false],
    [9, 9, false],
    [10, 11, true],
  ])('%i suggestions give %i entries, More Results %s', (count, entries, more) => {
    const list = suggestEntries('ap', many(count));
    expect(list).toHaveLength(entries);
    expect(list.at(-1)?.kind === 'more').toBe(more);
  });

  it('links More Results to the symbol search for the typed text', () => {
    expect(suggestEntries(' ap ', many(10)).at(-1)).toEqual({
      kind: 'more',
      href: '/search/?section=symbol&q=ap',
    });
  });

  it.each([
    ['AT&T', '/search/?section=symbol&q=AT%26T'],
    ['$SPX', '/search/?section=symbol&q=$SPX'],
  ])('spec 3 §5 encodes an ampersand in the link: %s', (text, href) => {
    expect(moreResultsUrl(text)).toBe(href);
  });
});

describe('spec 3 §4 autosuggest keyboard navigation', () => {
  it.each([
    [-1, 3, 'down', 0],
    [0, 3, 'down', 1],
    [2, 3, 'down', -1],
    [-1, 3, 'up', 2],
    [1, 3, 'up', 0],
    [0, 3, 'up', -1],
    [-1, 0, 'down', -1],
    [-1, 0, 'up', -1],
  ] as const)('from %i of %i, %s goes to %i', (active, count, key, next) => {
    expect(moveSuggestHighlight(active, count, key)).toBe(next);
  });
});
