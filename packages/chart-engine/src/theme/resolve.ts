import {
  contrastRatio,
  findColor,
  isDarkColor,
  mixHex,
  resolveColorScheme,
  type ChartSettings,
  type GridStyle,
} from '@chartbench/core';
import type { GridPaint } from '../scene/axes';
import type { ChartPalette } from './palette';

/** Everything about colour a chart needs: the palette, grid paint and the auto-colour sequence. */
export interface ChartTheme {
  readonly palette: ChartPalette;
  readonly grid: GridPaint;
  /** Opacity of the main price series (settings.opacity; 'auto' is opaque). */
  readonly seriesOpacity: number;
}

/** Reads an opacity option: 'auto' (or anything unreadable) gives the fallback, '0.0'..'1.0' that value. */
export function readOpacity(value: string, fallback = 1): number {
  const v = Number.parseFloat(value);
  return value === 'auto' || !Number.isFinite(v) ? fallback : Math.min(1, Math.max(0, v));
}

/**
 * Reads a line colour option: a colour-menu id ('green'), a #rrggbb value, or 'auto' (the next colour of
 * the palette's sequence, chosen by `autoIndex`).
 */
export function readLineColor(value: string, palette: ChartPalette, autoIndex: number): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return legible(value.toLowerCase(), palette);
  const named = findColor(value)?.hex;
  if (named) return legible(named, palette);
  return palette.lines[autoIndex % palette.lines.length] ?? palette.series;
}

/**
 * Moves a chosen colour toward the text colour until it reads against the panel (contrast 2.5:1), so pure
 * blue stays visible on a night scheme and white on a light one; colours that already read are kept.
 */
export function legible(color: string, palette: Pick<ChartPalette, 'panelBackground' | 'text'>): string {
  let out = color;
  for (let step = 1; step <= 4 && contrastRatio(out, palette.panelBackground) < 2.5; step++)
    out = mixHex(color, palette.text, step * 0.2);
  return out;
}

function gridPaint(
  style: GridStyle,
  palette: ChartPalette,
  transparency: readonly [number, number, number],
): GridPaint {
  if (style === 'off') return { color: palette.grid, density: 1, visible: false };
  const darkVariant = style.startsWith('dark');
  const kind = darkVariant ? style.slice(4).toLowerCase() : style;
  const index = kind === 'dashed' ? 1 : kind === 'dense' ? 2 : 0;
  // Dark variants draw the grid in the text colour's direction, so it reads on busy charts and in print.
  const base = darkVariant ? mixHex(palette.grid, palette.text, 0.45) : palette.grid;
  const opacity = transparency[index] ?? 0.7;
  return {
    color: mixHex(base, palette.panelBackground, 1 - Math.min(1, opacity + 0.3)),
    dash: kind === 'dashed' ? '3 3' : undefined,
    density: kind === 'dense' ? 2 : 1,
    visible: true,
  };
}

/** Resolves the chart's colour scheme (core's resolveColorScheme), custom colours, up/down colours and grid. */
export function resolveTheme(settings: ChartSettings): ChartTheme {
  const { scheme, palette } = resolveColorScheme(settings);
  const dark = scheme.isDark || isDarkColor(palette.panelBackground);
  const swatches = scheme.swatches.filter((c) => c !== scheme.upColor && c !== scheme.downColor);
  const lines = [
    palette.indicator,
    ...swatches.filter((c) => c !== palette.indicator && c !== palette.panelBackground),
  ];
  const chartPalette: ChartPalette = {
    background: palette.background,
    panelBackground: palette.panelBackground,
    text: palette.text,
    axis: palette.axis,
    grid: palette.grid,
    border: palette.border,
    upLine: palette.upLine,
    upFill: palette.upFill,
    downLine: palette.downLine,
    downFill: palette.downFill,
    volumeUp: palette.volumeUp,
    volumeDown: palette.volumeDown,
    series: palette.indicator,
    lines: lines.length > 0 ? lines : [palette.indicator],
    shade: mixHex(palette.panelBackground, palette.text, dark ? 0.12 : 0.07),
    dark,
  };
  return {
    palette: chartPalette,
    grid: gridPaint(settings.chartGrid, chartPalette, scheme.gridTransparency),
    seriesOpacity: readOpacity(settings.opacity),
  };
}
