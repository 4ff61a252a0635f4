/**
 * Chart-style changes of the settings panel (spec 2 §4): kagi and renko units, colour scheme, the crypto
 * period switch, extra bars and the colour picker.
 */
import {
  DEFAULT_PERIOD_VALUE,
  findColorScheme,
  kagiUnitDefault,
  PERIODS,
  renkoUnitDefault,
} from '../../catalogues/index';
import type { ChartSettings, KagiUnit, RenkoUnit } from '../../model/chart-settings';
import { MAX_EXTRA_BARS } from '../validation/index';

/** Changes the kagi reversal unit; the reversal amount resets to the unit's default (spec 2 §4, §9). */
export function changeKagiUnit(settings: ChartSettings, unit: KagiUnit): ChartSettings {
  const reversal = kagiUnitDefault(unit);
  return reversal === undefined ? settings : { ...settings, kagiUnit: unit, kagiReversal: reversal };
}

/** Changes the renko box unit; the box size resets to the unit's default (spec 2 §4, §9). */
export function changeRenkoUnit(settings: ChartSettings, unit: RenkoUnit): ChartSettings {
  const boxSize = renkoUnitDefault(unit);
  return boxSize === undefined ? settings : { ...settings, renkoUnit: unit, renkoBoxSize: boxSize };
}

/**
 * Changes the colour scheme: up and down colours and every indicator and overlay colour go back to auto,
 * the new scheme's defaults (spec 2 §4). Unknown schemes change nothing.
 */
export function changeColorScheme(settings: ChartSettings, schemeId: string): ChartSettings {
  if (!findColorScheme(schemeId)) return settings;
  return {
    ...settings,
    colorScheme: schemeId,
    upColor: 'auto',
    downColor: 'auto',
    sortedIndicators: settings.sortedIndicators.map((row) => ({ ...row, indicatorColor: 'auto' })),
    sortedOverlays: settings.sortedOverlays.map((row) => ({ ...row, overlayColor: 'auto' })),
  };
}

/**
 * After the symbol changes to or from a crypto one: a period offered only to the other kind switches to the
 * default period (spec 2 §4, spec 2 §6).
 */
export function applySymbolKind(settings: ChartSettings, isCrypto: boolean): ChartSettings {
  const period = PERIODS.find((p) => p.value === settings.period);
  const wrongKind = period !== undefined && (isCrypto ? period.isNonCryptoOnly : period.isCryptoOnly);
  return wrongKind ? { ...settings, period: DEFAULT_PERIOD_VALUE } : settings;
}

/** Reads the extra bars input: empty means 0; a whole number 0-2147483647; anything else is null (spec 2 §4, §5). */
export function parseExtraBars(input: string): number | null {
  const text = input.trim();
  if (text === '') return 0;
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_EXTRA_BARS ? value : null;
}

/** On blur: the extra bars value, or the previous one when the input is invalid (spec 2 §4). */
export function commitExtraBars(input: string, previous: number): number {
  return parseExtraBars(input) ?? previous;
}

/** What the colour picker holds: a `#rrggbb` colour, and whether it is the default. */
export interface ColorPickerValue {
  color: string;
  isDefault: boolean;
}

const HEX = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

function toHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

/**
 * Reads a colour picker value (spec 2 §4): hex of up to 7 characters ('#rrggbb', 'rrggbb', '#rgb'); 'auto',
 * 'default' or blank mean the default; anything else falls back to the default, then to #000000.
 */
export function parseColorPickerValue(input: string, defaultColor: string): ColorPickerValue {
  const text = input.trim();
  const fallback = toHex(defaultColor) ?? '#000000';
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'auto' || lower === 'default') return { color: fallback, isDefault: true };
  const color = text.length <= 7 ? toHex(text) : null;
  return color === null ? { color: fallback, isDefault: true } : { color, isDefault: false };
}

/** The choices of the up and down colour menus: auto, then the scheme's swatches (spec 2 §5 palette rule). */
export function upDownColorChoices(schemeId: string): string[] {
  return ['auto', ...(findColorScheme(schemeId)?.swatches ?? []).map((s) => s.toLowerCase())];
}

/**
 * Sets the up or down colour to 'auto' or a swatch of the scheme; a colour that is not a choice, or that
 * would equal the other colour of the pair, changes nothing (spec 2 §5: the pair must differ).
 */
export function changeUpDownColor(
  settings: ChartSettings,
  which: 'up' | 'down',
  color: string,
): ChartSettings {
  const value = color.trim().toLowerCase();
  if (!upDownColorChoices(settings.colorScheme).includes(value)) return settings;
  const other = (which === 'up' ? settings.downColor : settings.upColor).trim().toLowerCase();
  if (value !== 'auto' && value === other) return settings;
  return which === 'up' ? { ...settings, upColor: value } : { ...settings, downColor: value };
}
