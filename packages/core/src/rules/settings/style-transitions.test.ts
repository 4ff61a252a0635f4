import { describe, expect, it } from 'vitest';
import { PERIODS } from '../../catalogues/index';
import {
  createDefaultChartSettings,
  type ChartSettings,
  type KagiUnit,
  type RenkoUnit,
} from '../../model/chart-settings';
import { findColorScheme } from '../../catalogues/index';
import {
  applySymbolKind,
  changeUpDownColor,
  upDownColorChoices,
  changeColorScheme,
  changeKagiUnit,
  changeRenkoUnit,
  commitExtraBars,
  parseColorPickerValue,
  parseExtraBars,
} from './style-transitions';

const settings = (overrides: Partial<ChartSettings> = {}): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});

describe('spec 2 §4 / §9 changing the kagi or renko unit resets the amount', () => {
  it.each([
    ['points', 1],
    ['percentage', 0.5],
    ['atr', 14],
  ] as Array<[KagiUnit, number]>)('kagi %s -> %d', (unit, amount) => {
    expect(changeKagiUnit(settings({ kagiReversal: 3.3 }), unit)).toMatchObject({
      kagiUnit: unit,
      kagiReversal: amount,
    });
  });

  it.each([
    ['points', 1],
    ['atr', 14],
  ] as Array<[RenkoUnit, number]>)('renko %s -> %d', (unit, amount) => {
    expect(changeRenkoUnit(settings({ renkoBoxSize: 3.3 }), unit)).toMatchObject({
      renkoUnit: unit,
      renkoBoxSize: amount,
    });
  });
});

describe('spec 2 §4 changing the colour scheme resets up/down, indicator and overlay colours', () => {
  it('resets every colour to auto', () => {
    const s = settings({ upColor: '#1a7f37', downColor: '#cf222e' });
    s.sortedIndicators[0]!.indicatorColor = 'red';
    const next = changeColorScheme(s, 'night');
    expect(next.colorScheme).toBe('night');
    expect([next.upColor, next.downColor]).toEqual(['auto', 'auto']);
    expect(next.sortedIndicators.every((r) => r.indicatorColor === 'auto')).toBe(true);
    expect(next.sortedOverlays.every((r) => r.overlayColor === 'auto')).toBe(true);
    expect(s.sortedIndicators[0]!.indicatorColor).toBe('red');
  });

  it('ignores an unknown scheme', () => {
    const s = settings();
    expect(changeColorScheme(s, 'plaid')).toBe(s);
  });
});

describe('spec 2 §4 crypto period switch', () => {
  it.each(
    PERIODS.flatMap((p) => [
      [p.value, true, p.isNonCryptoOnly ? 'D' : p.value],
      [p.value, false, p.isCryptoOnly ? 'D' : p.value],
    ]) as Array<[string, boolean, string]>,
  )('period %s, crypto %s -> %s', (period, isCrypto, expected) => {
    expect(applySymbolKind(settings({ period }), isCrypto).period).toBe(expected);
  });

  it('has both kinds of periods in the catalogue', () => {
    expect(PERIODS.some((p) => p.isCryptoOnly) && PERIODS.some((p) => p.isNonCryptoOnly)).toBe(true);
  });
});

describe('spec 2 §4 / §5 extra bars: empty means 0, whole numbers 0-2147483647', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['12', 12],
    [' 7 ', 7],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
  ])('%j -> %s', (input, expected) => {
    expect(parseExtraBars(input)).toBe(expected);
  });

  it('reverts an invalid value on blur', () => {
    expect(commitExtraBars('x', 9)).toBe(9);
    expect(commitExtraBars('', 9)).toBe(0);
  });
});

describe('spec 2 §4 colour picker values', () => {
  it.each([
    ['#12AB34', '#ffffff', '#12ab34', false],
    ['12ab34', '#ffffff', '#12ab34', false],
    ['#abc', '#ffffff', '#aabbcc', false],
    ['auto', '#ffffff', '#ffffff', true],
    ['Default', '#ffffff', '#ffffff', true],
    ['', '#ffffff', '#ffffff', true],
    ['#12ab345', '#ffffff', '#ffffff', true],
    ['#12ab3', '#ffffff', '#ffffff', true],
    ['purple', '#ffffff', '#ffffff', true],
    ['purple', 'nonsense', '#000000', true],
    ['auto', '', '#000000', true],
  ])('%j with default %j -> %s', (input, fallback, color, isDefault) => {
    expect(parseColorPickerValue(input, fallback)).toEqual({ color, isDefault });
  });
});

describe('spec 2 §5 up and down colours are auto or two different swatches of the scheme', () => {
  const murphy = findColorScheme('murphy')!.swatches.map((s) => s.toLowerCase());
  it('offers auto and the swatches', () => {
    expect(upDownColorChoices('murphy')).toEqual(['auto', ...murphy]);
    expect(upDownColorChoices('monochrome')).toHaveLength(4);
  });

  it.each([
    ['up', murphy[2]!, {}, { upColor: murphy[2] }],
    ['down', murphy[3]!.toUpperCase(), {}, { downColor: murphy[3] }],
    ['up', 'auto', { upColor: murphy[2]! }, { upColor: 'auto' }],
  ] as const)('%s %s', (which, color, before, after) => {
    expect(changeUpDownColor(settings(before), which, color)).toMatchObject(after);
  });

  it.each([
    ['up', '#123456', {}],
    ['up', 'green', {}],
    ['down', murphy[2]!, { upColor: murphy[2]! }],
  ] as const)('refuses %s %s', (which, color, before) => {
    const s = settings(before);
    expect(changeUpDownColor(s, which, color)).toBe(s);
  });
});
