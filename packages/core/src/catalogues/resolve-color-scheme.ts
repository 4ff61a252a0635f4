/**
 * Turns a chart's colour settings into the palette the chart engine draws with (spec 2 §3): the scheme's
 * palette, the four custom colour fields for Custom, and the chosen up and down colours.
 */
import type { ColorPalette, ColorScheme } from './color-schemes';
import {
  CUSTOM_COLOR_SCHEME_ID,
  DEFAULT_COLOR_SCHEME_ID,
  derivePalette,
  findColorScheme,
} from './color-schemes';
import { isHexColor, mixHex } from './color-math';
import { findColor } from './colors';

/** The colour fields of ChartSettings that decide the palette. */
export interface ColorSettings {
  readonly colorScheme: string;
  readonly customBackgroundColor: string;
  readonly customGridColor: string;
  readonly customTextColor: string;
  readonly customIndicatorColor: string;
  readonly upColor: string;
  readonly downColor: string;
}

/** A resolved scheme: the catalogue entry, and the palette with the chart's own colours applied. */
export interface ResolvedColorScheme {
  readonly scheme: ColorScheme;
  readonly palette: ColorPalette;
  readonly upColor: string;
  readonly downColor: string;
}

/**
 * Reads an up/down colour value: `'auto'` (or empty, or `'default'`) means the scheme's default; a `#rrggbb`
 * value or a colour-menu id (`'green'`) is that colour; anything else falls back to the scheme's default.
 */
export function resolveLineColor(value: string, schemeDefault: string): string {
  const v = value.trim();
  if (isHexColor(v)) return v.toLowerCase();
  return findColor(v)?.hex ?? schemeDefault;
}

/** The palette for a chart's settings; an unknown scheme id falls back to the default scheme. */
export function resolveColorScheme(settings: ColorSettings): ResolvedColorScheme {
  const scheme =
    findColorScheme(settings.colorScheme) ?? (findColorScheme(DEFAULT_COLOR_SCHEME_ID) as ColorScheme);
  const upColor = resolveLineColor(settings.upColor, scheme.upColor);
  const downColor = resolveLineColor(settings.downColor, scheme.downColor);
  let palette = scheme.palette;
  if (scheme.id === CUSTOM_COLOR_SCHEME_ID) {
    const base = scheme.palette;
    const pick = (value: string, fallback: string) => (isHexColor(value) ? value.toLowerCase() : fallback);
    const background = pick(settings.customBackgroundColor, base.background);
    palette = derivePalette({
      background,
      panel: background,
      text: pick(settings.customTextColor, base.text),
      grid: pick(settings.customGridColor, base.grid),
      up: upColor,
      down: downColor,
      line: pick(settings.customIndicatorColor, base.indicator),
    });
  } else if (upColor !== scheme.upColor || downColor !== scheme.downColor) {
    palette = {
      ...palette,
      upFill: upColor,
      upLine: mixHex(upColor, palette.text, 0.25),
      downFill: downColor,
      downLine: mixHex(downColor, palette.text, 0.25),
      volumeUp: mixHex(upColor, palette.panelBackground, 0.45),
      volumeDown: mixHex(downColor, palette.panelBackground, 0.45),
    };
  }
  return { scheme, palette, upColor, downColor };
}
