import { isDarkColor } from '@chartbench/core';
import type { SceneNode, TextNode } from './types';

/** One coloured piece of a legend line. */
export interface LegendEntry {
  readonly text: string;
  readonly color: string;
  readonly bold?: boolean;
}

/** Approximate advance width of text in the chart font: keeps legends from overlapping without measuring. */
export function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.68 : 0.6);
}

/**
 * Lays out legend entries left to right from (x, y), wrapping to a new line at `maxX`; a translucent backdrop
 * keeps them readable over the series.
 */
export function legendNodes(
  entries: readonly LegendEntry[],
  x: number,
  y: number,
  maxX: number,
  size: number,
  backdrop: string,
): SceneNode[] {
  const texts: TextNode[] = [];
  let cx = x;
  let cy = y;
  let right = x;
  for (const entry of entries) {
    if (!entry.text) continue;
    const w = textWidth(entry.text, size, entry.bold);
    if (cx > x && cx + w > maxX) {
      cx = x;
      cy += size + 3;
    }
    texts.push({
      kind: 'text',
      role: 'legend',
      x: cx,
      y: cy,
      text: entry.text,
      size,
      fill: entry.color,
      weight: entry.bold ? 'bold' : 'normal',
    });
    cx += w + size * 0.8;
    right = Math.max(right, cx);
  }
  if (texts.length === 0) return [];
  const backdropNode: SceneNode = {
    kind: 'rect',
    role: 'legend-backdrop',
    x: x - 2,
    y: y - size,
    width: Math.min(maxX, right) - x + 2,
    height: cy - y + size + 4,
    style: { fill: backdrop, opacity: 0.75 },
  };
  return [backdropNode, ...texts];
}

/** A value tag on the right axis (price labels): a filled box in the series colour with the value. */
export function valueTag(
  x: number,
  y: number,
  text: string,
  color: string,
  size: number,
  role: string,
): SceneNode[] {
  const w = textWidth(text, size) + 6;
  const h = size + 4;
  return [
    { kind: 'rect', role, x, y: y - h / 2, width: w, height: h, style: { fill: color } },
    {
      kind: 'text',
      role,
      x: x + 3,
      y: y + size * 0.35,
      text,
      size,
      fill: isDarkColor(color) ? '#ffffff' : '#000000',
    },
  ];
}
