/**
 * ChartNotes drawn as scene primitives (spec 2 §4 "Annotation mode"): a pure function of the annotation document
 * and the pixel <-> data mapping of the drawn chart (built from the same inspector layout the inspector reads),
 * so the server image and the browser overlay draw the same lines from the same document.
 */
import {
  ANNOTATION_LIMITS,
  type Annotation,
  type AnnotationDocument,
  type AnnotationMapping,
  type AnnotationPixel,
  type AnnotationStyle,
} from '@chartbench/core';
import type { PaintStyle, SceneNode } from '../../scene/types';

/** The Fibonacci retracement levels drawn between the two anchors. */
export const FIBONACCI_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

/** Segments of an ellipse outline (a polyline keeps paths to M and L, which every renderer draws). */
const ELLIPSE_SEGMENTS = 48;
const TEXT_SIZE = 12;

const r1 = (n: number) => Math.round(n * 10) / 10;

function strokeOf(style: AnnotationStyle): PaintStyle {
  const w = style.width;
  const dash =
    style.dash === 'dashed' ? `${w * 4} ${w * 3}` : style.dash === 'dotted' ? `${w} ${w * 2}` : undefined;
  return { stroke: style.color, strokeWidth: w, lineCap: 'round', ...(dash ? { dash } : {}) };
}

const line = (a: AnnotationPixel, b: AnnotationPixel, style: PaintStyle, role: string): SceneNode => ({
  kind: 'line',
  x1: r1(a.x),
  y1: r1(a.y),
  x2: r1(b.x),
  y2: r1(b.y),
  style,
  role,
});

const polyline = (
  points: readonly AnnotationPixel[],
  style: PaintStyle,
  role: string,
  close = false,
): SceneNode => ({
  kind: 'path',
  d: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r1(p.x)} ${r1(p.y)}`).join('') + (close ? 'Z' : ''),
  style,
  role,
});

/** Where the line from a through b leaves the box beyond b (a ray's far end); b itself when a and b coincide. */
function extend(a: AnnotationPixel, b: AnnotationPixel, box: Box): AnnotationPixel {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 && dy === 0) return b;
  const ts: number[] = [];
  if (dx > 0) ts.push((box.right - a.x) / dx);
  if (dx < 0) ts.push((box.left - a.x) / dx);
  if (dy > 0) ts.push((box.bottom - a.y) / dy);
  if (dy < 0) ts.push((box.top - a.y) / dy);
  const t = Math.max(1, Math.min(...ts));
  return { x: a.x + dx * t, y: a.y + dy * t };
}

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

function formatValue(value: number): string {
  const abs = Math.abs(value);
  return value.toFixed(abs >= 1000 ? 0 : abs >= 1 ? 2 : 4);
}

/** The primitives of one drawing in pixels, or nothing when it cannot be placed on this chart. */
export function paintAnnotation(drawing: Annotation, mapping: AnnotationMapping): SceneNode[] {
  const panel = mapping.panel(drawing.panel);
  if (!panel) return [];
  const box: Box = {
    left: mapping.data.plotLeft,
    right: mapping.data.plotRight,
    top: panel.maxY,
    bottom: panel.minY,
  };
  const pts = drawing.points
    .map((p) => mapping.toPixel(drawing.panel, p))
    .filter((p): p is AnnotationPixel => p !== null);
  const [a, b, c] = pts;
  if (!a) return [];
  const stroke = strokeOf(drawing.style);
  const role = `annotation-${drawing.tool}`;
  const color = drawing.style.color;
  const nodes: SceneNode[] = [];
  switch (drawing.tool) {
    case 'trendLine':
      if (b) nodes.push(line(a, b, stroke, role));
      break;
    case 'ray':
      if (b) nodes.push(line(a, extend(a, b, box), stroke, role));
      break;
    case 'extendedLine':
      if (b) nodes.push(line(extend(b, a, box), extend(a, b, box), stroke, role));
      break;
    case 'horizontalLine':
      nodes.push(line({ x: box.left, y: a.y }, { x: box.right, y: a.y }, stroke, role));
      nodes.push(
        label(formatValue(drawing.points[0]?.price ?? 0), box.right - 4, a.y - 4, color, 'end', role),
      );
      break;
    case 'verticalLine':
      nodes.push(
        line({ x: a.x, y: mapping.data.plotTop }, { x: a.x, y: mapping.data.plotBottom }, stroke, role),
      );
      break;
    case 'arrow':
      if (b) nodes.push(line(a, b, stroke, role), arrowHead(a, b, drawing.style, role));
      break;
    case 'parallelChannel':
      if (b && c) nodes.push(...channel(a, b, c, stroke, role));
      break;
    case 'fibonacci':
      if (b) nodes.push(...fibonacci(drawing, a, b, box, stroke, role));
      break;
    case 'rectangle':
      if (b) {
        const corners = [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }];
        // A light wash under the outline, so bars stay readable through it.
        nodes.push(
          polyline(corners, { fill: color, opacity: 0.15 }, role, true),
          polyline(corners, stroke, role, true),
        );
      }
      break;
    case 'ellipse':
      if (b) nodes.push(ellipse(a, b, stroke, role));
      break;
    case 'text':
      nodes.push(label(drawing.text ?? '', a.x, a.y, color, 'start', role));
      break;
    case 'priceLabel':
      nodes.push(...callout(drawing.text || formatValue(drawing.points[0]?.price ?? 0), a, color, role));
      break;
    case 'freehand':
      nodes.push(polyline(pts, stroke, role));
      break;
  }
  return [
    {
      kind: 'clip',
      x: box.left,
      y: box.top,
      width: box.right - box.left,
      height: box.bottom - box.top,
      children: nodes,
      role: `annotation ${drawing.id}`,
    },
  ];
}

function label(
  text: string,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'end',
  role: string,
): SceneNode {
  return { kind: 'text', x: r1(x), y: r1(y), text, size: TEXT_SIZE, fill, anchor, role };
}

function arrowHead(a: AnnotationPixel, b: AnnotationPixel, style: AnnotationStyle, role: string): SceneNode {
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  const size = 6 + style.width * 2;
  const wing = (turn: number) => ({
    x: b.x - size * Math.cos(angle + turn),
    y: b.y - size * Math.sin(angle + turn),
  });
  return polyline(
    [wing(0.45), b, wing(-0.45)],
    { fill: style.color, stroke: style.color, strokeWidth: 1 },
    role,
    true,
  );
}

function channel(
  a: AnnotationPixel,
  b: AnnotationPixel,
  c: AnnotationPixel,
  stroke: PaintStyle,
  role: string,
): SceneNode[] {
  // The third anchor sets the width: the second line runs through it, parallel to the first.
  const slope = b.x === a.x ? 0 : (b.y - a.y) / (b.x - a.x);
  const offset = c.y - (a.y + slope * (c.x - a.x));
  const a2 = { x: a.x, y: a.y + offset };
  const b2 = { x: b.x, y: b.y + offset };
  return [
    polyline([a, b, b2, a2], { fill: stroke.stroke, opacity: 0.08 }, role, true),
    line(a, b, stroke, role),
    line(a2, b2, stroke, role),
  ];
}

function fibonacci(
  drawing: Annotation,
  a: AnnotationPixel,
  b: AnnotationPixel,
  box: Box,
  stroke: PaintStyle,
  role: string,
): SceneNode[] {
  const [p0, p1] = drawing.points;
  if (!p0 || !p1) return [];
  const left = Math.min(a.x, b.x);
  const nodes: SceneNode[] = [line(a, b, { ...stroke, dash: '2 3', strokeWidth: 1 }, role)];
  for (const level of FIBONACCI_LEVELS) {
    const y = b.y + (a.y - b.y) * level;
    const price = p1.price + (p0.price - p1.price) * level;
    nodes.push(
      line(
        { x: left, y },
        { x: box.right, y },
        { ...stroke, strokeWidth: Math.max(1, stroke.strokeWidth ?? 1) },
        role,
      ),
    );
    nodes.push(
      label(
        `${(level * 100).toFixed(1)}% ${formatValue(price)}`,
        left + 2,
        y - 3,
        drawing.style.color,
        'start',
        role,
      ),
    );
  }
  return nodes;
}

function ellipse(a: AnnotationPixel, b: AnnotationPixel, stroke: PaintStyle, role: string): SceneNode {
  const cx = (a.x + b.x) / 2;
  const cy = (a.y + b.y) / 2;
  const rx = Math.abs(b.x - a.x) / 2;
  const ry = Math.abs(b.y - a.y) / 2;
  const points = Array.from({ length: ELLIPSE_SEGMENTS }, (_, i) => {
    const t = (i / ELLIPSE_SEGMENTS) * Math.PI * 2;
    return { x: cx + rx * Math.cos(t), y: cy + ry * Math.sin(t) };
  });
  return polyline(points, stroke, role, true);
}

function callout(text: string, at: AnnotationPixel, color: string, role: string): SceneNode[] {
  const width = Math.max(24, text.length * TEXT_SIZE * 0.62 + 10);
  const height = TEXT_SIZE + 8;
  const x = at.x + 8;
  const y = at.y - height / 2;
  return [
    polyline(
      [
        at,
        { x, y: at.y - 4 },
        { x, y },
        { x: x + width, y },
        { x: x + width, y: y + height },
        { x, y: y + height },
        { x, y: at.y + 4 },
      ],
      { fill: color, stroke: color, strokeWidth: 1 },
      role,
      true,
    ),
    { kind: 'text', x: r1(x + 5), y: r1(y + height - 5), text, size: TEXT_SIZE, fill: '#ffffff', role },
  ];
}

/** Every drawing of a document, in drawing order (later drawings on top). */
export function paintAnnotations(document: AnnotationDocument, mapping: AnnotationMapping): SceneNode[] {
  // Bounded again here: the engine never trusts a caller to have checked the document.
  return document.drawings
    .slice(0, ANNOTATION_LIMITS.drawings)
    .flatMap((drawing) => paintAnnotation(drawing, mapping));
}
