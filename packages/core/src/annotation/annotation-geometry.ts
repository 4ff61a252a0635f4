/**
 * Pixel <-> data mapping of annotations, read from the inspector layout of the chart on screen (the same
 * `InspectorData` the inspector reads), so the notes tool, the overlay and the server image share one idea of
 * where bars and prices are.
 */
import type { InspectorData, InspectorPanel } from '../rules/inspector/inspector-text.types';
import { inspectorBarAtX, inspectorBarWidth, inspectorValueAtY } from '../rules/inspector/inspector-geometry';
import type { AnnotationPoint } from './annotation-document';

/** A position in chart image pixels. */
export interface AnnotationPixel {
  readonly x: number;
  readonly y: number;
}

/** The bar start time (ms UTC) of an inspector date id: YYYYMMDD, YYYYMMDDHHMM or YYYYMMDDHHMMSScc. */
export function inspectorIdTime(id: string): number {
  const digits = id.replace(/\D/g, '');
  const part = (from: number, to: number) => Number(digits.slice(from, to) || '0');
  return Date.UTC(part(0, 4), part(4, 6) - 1, part(6, 8), part(8, 10), part(10, 12), part(12, 14));
}

/** The pixel row of a value on a panel (linear or log, as the panel is drawn); the inverse of inspectorValueAtY. */
export function annotationValueToY(panel: InspectorPanel, value: number): number {
  const span = panel.minY - panel.maxY;
  if (panel.isLog) {
    const top = Math.log(panel.maxValue);
    const t = (Math.log(Math.max(value, Number.MIN_VALUE)) - top) / (Math.log(panel.minValue) - top);
    return panel.maxY + span * t;
  }
  return panel.maxY + (span * (value - panel.maxValue)) / (panel.minValue - panel.maxValue);
}

/** What {@link createAnnotationMapping} gives: both directions of the mapping for one drawn chart. */
export interface AnnotationMapping {
  readonly data: InspectorData;
  /** The panel with this id, if the chart has it. */
  panel(id: string): InspectorPanel | undefined;
  /** The pixel column of a time: a bar's centre, between two bars in proportion, past the ends by bar steps. */
  timeToX(time: number): number;
  /** The time of a pixel column: the nearest bar's start, or whole bar steps past the ends. */
  xToTime(x: number): number;
  /** A point's pixel position on a panel; null when the chart has no such panel. */
  toPixel(panelId: string, point: AnnotationPoint): AnnotationPixel | null;
  /**
   * The point under a pixel on a panel. With `magnet` on a price panel, the price snaps to the nearest of the
   * bar's open, high, low and close (the modifier key turns the magnet off).
   */
  toPoint(panelId: string, pixel: AnnotationPixel, magnet?: boolean): AnnotationPoint | null;
}

/** Builds the mapping of one drawn chart from its inspector layout. */
export function createAnnotationMapping(data: InspectorData): AnnotationMapping {
  const times = data.bars.map((bar) => inspectorIdTime(bar.startId));
  const xs = data.bars.map((bar) => bar.barIndex);
  const n = times.length;
  const spacing = inspectorBarWidth(data);
  const steps: number[] = [];
  for (let i = 1; i < n; i += 1) steps.push((times[i] ?? 0) - (times[i - 1] ?? 0));
  steps.sort((a, b) => a - b);
  // The usual time between bars: past the last bar, a drawing keeps advancing one bar per step.
  const timeStep = steps[Math.floor(steps.length / 2)] ?? 86_400_000;
  const at = (list: readonly number[], i: number) => list[i] ?? 0;

  function timeToX(time: number): number {
    if (n === 0) return data.plotLeft;
    if (time <= at(times, 0)) return at(xs, 0) - ((at(times, 0) - time) / timeStep) * spacing;
    if (time >= at(times, n - 1)) return at(xs, n - 1) + ((time - at(times, n - 1)) / timeStep) * spacing;
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (at(times, mid) <= time) lo = mid;
      else hi = mid;
    }
    const t = (time - at(times, lo)) / (at(times, hi) - at(times, lo));
    return at(xs, lo) + (at(xs, hi) - at(xs, lo)) * t;
  }

  function xToTime(x: number): number {
    if (n === 0) return 0;
    if (x < at(xs, 0)) return at(times, 0) - Math.round((at(xs, 0) - x) / spacing) * timeStep;
    if (x > at(xs, n - 1)) return at(times, n - 1) + Math.round((x - at(xs, n - 1)) / spacing) * timeStep;
    const index = inspectorBarAtX(data, x);
    return at(times, Math.max(0, index));
  }

  const panel = (id: string) => data.panels.find((p) => p.id === id);

  return {
    data,
    panel,
    timeToX,
    xToTime,
    toPixel(panelId, point) {
      const p = panel(panelId);
      return p ? { x: timeToX(point.time), y: annotationValueToY(p, point.price) } : null;
    },
    toPoint(panelId, pixel, magnet = false) {
      const p = panel(panelId);
      if (!p) return null;
      const time = xToTime(pixel.x);
      let price = inspectorValueAtY(p, pixel.y);
      const index = inspectorBarAtX(data, pixel.x);
      const bar = data.bars[index];
      if (magnet && p.isPrice && bar) {
        const candidates = [bar.open, bar.high, bar.low, bar.close];
        let best = Number.POSITIVE_INFINITY;
        for (const value of candidates) {
          const distance = Math.abs(annotationValueToY(p, value) - pixel.y);
          if (distance < best) {
            best = distance;
            price = value;
          }
        }
      }
      return { time, price };
    },
  };
}
