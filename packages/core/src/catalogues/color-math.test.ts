import {
  contrastRatio,
  hexToRgb,
  isDarkColor,
  isHexColor,
  mixHex,
  relativeLuminance,
  rgbToHex,
} from './color-math';

describe('spec 2 §5 hex colours', () => {
  it.each([
    ['#000000', true],
    ['#A1b2C3', true],
    ['#abc', false],
    ['000000', false],
    ['#0000000', false],
    ['#gggggg', false],
    ['', false],
  ])('isHexColor(%j) is %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });

  it('round-trips channels and clamps out-of-range ones', () => {
    expect(hexToRgb('#ff8000')).toEqual([255, 128, 0]);
    expect(rgbToHex(255, 128, 0)).toBe('#ff8000');
    expect(rgbToHex(300, -5, 12.6)).toBe('#ff000d');
  });

  it('throws a clear error on a bad colour', () => {
    expect(() => hexToRgb('red')).toThrow('Not a #rrggbb colour: "red"');
  });

  it.each([
    ['#000000', '#ffffff', 0, '#000000'],
    ['#000000', '#ffffff', 1, '#ffffff'],
    ['#000000', '#ffffff', 0.5, '#808080'],
    ['#ff0000', '#0000ff', 0.25, '#bf0040'],
  ])('mixHex(%s, %s, %f) is %s', (a, b, t, expected) => {
    expect(mixHex(a, b, t)).toBe(expected);
  });

  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(isDarkColor('#1c1c1e')).toBe(true);
    expect(isDarkColor('#ffff00')).toBe(false);
  });
});
