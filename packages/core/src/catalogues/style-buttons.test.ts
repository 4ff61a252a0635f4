import { contrastRatio, isHexColor } from './color-math';
import {
  DEFAULT_STYLE_BUTTON_COLOR,
  STYLE_BUTTON_COLORS,
  STYLE_BUTTON_COUNT,
  STYLE_BUTTON_LABEL_LENGTH,
  findStyleButtonColor,
} from './style-buttons';

describe('spec 1 §3.6 StyleButton colours', () => {
  it('has the 12 colours in order, Dark Grey by default', () => {
    expect(STYLE_BUTTON_COLORS.map((c) => c.title)).toEqual([
      'Black',
      'Dark Grey',
      'Dark Blue',
      'Blue',
      'Light Blue',
      'Green',
      'Light Green',
      'Purple',
      'Orange',
      'Red',
      'Yellow',
      'Pink',
    ]);
    expect(DEFAULT_STYLE_BUTTON_COLOR.title).toBe('Dark Grey');
    expect(new Set(STYLE_BUTTON_COLORS.map((c) => c.hex)).size).toBe(12);
  });

  it.each(STYLE_BUTTON_COLORS.map((c) => [c.title, c] as const))('%s has readable label text', (_t, c) => {
    expect(isHexColor(c.hex)).toBe(true);
    const other = c.textColor === '#ffffff' ? '#000000' : '#ffffff';
    expect(contrastRatio(c.hex, c.textColor)).toBeGreaterThanOrEqual(contrastRatio(c.hex, other));
  });

  it.each([
    ['Black', '#ffffff'],
    ['Dark Grey', '#ffffff'],
    ['Dark Blue', '#ffffff'],
    ['Yellow', '#000000'],
    ['Light Blue', '#000000'],
    ['Pink', '#000000'],
  ])('%s buttons have %s text (white on dark)', (title, text) => {
    expect(STYLE_BUTTON_COLORS.find((c) => c.title === title)?.textColor).toBe(text);
  });

  it.each([
    ['#555555', 'darkGrey'],
    ['#C62828', 'red'],
    [' pink ', 'pink'],
    ['#123456', undefined],
    ['', undefined],
  ])('finds %j as %s', (key, id) => {
    expect(findStyleButtonColor(key)?.id).toBe(id);
  });

  it('has 12 slots and 2-character labels (spec 1 §9)', () => {
    expect([STYLE_BUTTON_COUNT, STYLE_BUTTON_LABEL_LENGTH]).toEqual([12, 2]);
  });
});
