import {
  cleanButtonLabel,
  parseChartStyle,
  parseChartStyles,
  resolveButtonColor,
  styleButtonSlots,
  stylesSelectableForButton,
} from './chart-style';
import { ModelParseError } from './parse-list';

const raw = {
  recID: 11,
  styleID: 'p123',
  description: 'Trend',
  color: 'Blue',
  location: 2,
  label: ' T r ',
  chartCode: 5,
};

describe('spec 1 §3.6 and §5.5 chart styles', () => {
  it('parses the record into its display form', () => {
    expect(parseChartStyle(raw)).toMatchObject({
      recid: 11,
      name: 'Trend',
      styleCacheId: 'p123',
      thumbnailUrl: '/c-sc/sc?i=p123',
      buttonIndex: 1,
      buttonLabel: 'Tr',
      buttonTextColor: '#ffffff',
      chartCode: 5,
    });
  });

  it.each([
    ['an invalid recid', { recID: 0 }],
    ['an empty description', { description: '  ' }],
    ['an invalid style id', { styleID: 'x1' }],
    ['a temporary style id', { styleID: 't55' }],
  ])('rejects %s', (_name, override) => {
    expect(() => parseChartStyle({ ...raw, ...override })).toThrow(ModelParseError);
  });

  it.each([
    [undefined, -1],
    [0, -1],
    [1, 0],
    [12, 11],
    [13, -1],
  ])('location %j is button index %j', (location, index) => {
    expect(parseChartStyle({ ...raw, location }).buttonIndex).toBe(index);
  });

  it.each([
    ['Blue', 'Blue'],
    ['#1E5FD6', 'Blue'],
    ['lightGreen', 'Light Green'],
    ['Mauve', 'Dark Grey'],
    [undefined, 'Dark Grey'],
  ])('colour %j is %s', (color, title) => {
    expect(resolveButtonColor(color).title).toBe(title);
  });

  it.each([
    [' A B C', 'AB'],
    ['x', 'x'],
    ['', ''],
  ])('label %j becomes %j', (label, expected) => {
    expect(cleanButtonLabel(label)).toBe(expected);
  });

  it('uses black text on light colours', () => {
    expect(parseChartStyle({ ...raw, color: 'Yellow' }).buttonTextColor).toBe('#000000');
  });

  it('skips and counts rejected styles and keeps a slot for the first style that claims it', () => {
    const { items, skipped } = parseChartStyles([
      raw,
      { ...raw, recID: 12, styleID: 'p124' },
      { ...raw, recID: 13, styleID: 't1' },
      'junk',
    ]);
    expect(skipped).toBe(2);
    expect(items.map((style) => style.buttonIndex)).toEqual([1, -1]);
    const slots = styleButtonSlots(items);
    expect(slots).toHaveLength(12);
    expect(slots[1]?.recid).toBe(11);
  });

  it('reads id 0 as p0', () => {
    expect(parseChartStyle({ ...raw, styleID: 0 }).styleCacheId).toBe('p0');
  });
});

describe('spec 3 §5 StyleButton style choice', () => {
  it('offers styles without a button and the one on this slot', () => {
    const { items } = parseChartStyles([
      { ...raw, recID: 1, styleID: 'p1', location: 1 },
      { ...raw, recID: 2, styleID: 'p2', location: 2 },
      { ...raw, recID: 3, styleID: 'p3', location: undefined },
    ]);
    expect(stylesSelectableForButton(items, 0).map((style) => style.recid)).toEqual([1, 3]);
  });
});

describe('spec 2 §3 saved ChartStyle fields', () => {
  it('carries the sanitized name, search tags, overrides, temporary name and description', () => {
    const style = parseChartStyle({
      ...raw,
      description: 'A<b> & "c"',
      searchTags: ['trend', ' weekly '],
      styleCacheSettingsOverrides: '&p=W',
      temporaryName: 'Unsaved',
    });
    expect(style).toMatchObject({
      htmlSanitizedName: 'A&#60;b&#62; &#38; &#34;c&#34;',
      searchTags: ['trend', 'weekly'],
      styleCacheSettingsOverrides: '&p=W',
      temporaryName: 'Unsaved',
      description: 'A<b> & "c"',
    });
  });

  it('reads a record without them, or with odd ones, leniently', () => {
    expect(parseChartStyle(raw)).toMatchObject({
      htmlSanitizedName: 'Trend',
      searchTags: [],
      styleCacheSettingsOverrides: '',
      temporaryName: '',
    });
    expect(
      parseChartStyle({ ...raw, searchTags: 'a, b', temporaryName: { odd: true }, htmlSanitizedName: null }),
    ).toMatchObject({ searchTags: ['a', 'b'], temporaryName: '', htmlSanitizedName: 'Trend' });
  });
});
