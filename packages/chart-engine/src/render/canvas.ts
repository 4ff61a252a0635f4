import type { PaintStyle, Scene, SceneNode } from '../scene/types';
import { tracePath, type CanvasPathTarget } from './canvas-path';
import { CHART_FONT_FAMILY } from './svg';

/**
 * The part of `CanvasRenderingContext2D` the scene needs. chart-engine is checked without the DOM library, so
 * the browser's context is passed in through this shape (and tests pass a recording fake).
 */
export interface CanvasContextLike extends CanvasPathTarget {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  globalAlpha: number;
  lineCap: string;
  font: string;
  textAlign: string;
  textBaseline: string;
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  setLineDash(segments: number[]): void;
}

/** How a scene is drawn onto a canvas. */
export interface DrawSceneOptions {
  /** Device pixels per CSS pixel (`devicePixelRatio`): the canvas is this much larger than the scene. */
  readonly pixelRatio?: number;
}

function parseDash(dash: string | undefined): number[] {
  if (!dash) return [];
  const parts = dash
    .split(/[\s,]+/)
    .map(Number)
    .filter((v) => Number.isFinite(v) && v >= 0);
  return parts.length > 0 && parts.some((v) => v > 0) ? parts : [];
}

/** Fills then strokes the current path with a primitive's paint, as SVG paints fill under stroke. */
function paint(ctx: CanvasContextLike, style: PaintStyle): void {
  ctx.globalAlpha = style.opacity === undefined ? 1 : Math.min(1, Math.max(0, style.opacity));
  if (style.fill !== undefined && style.fill !== 'none') {
    ctx.fillStyle = style.fill;
    ctx.fill();
  }
  if (style.stroke !== undefined && style.stroke !== 'none') {
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.strokeWidth ?? 1;
    ctx.lineCap = style.lineCap ?? 'butt';
    ctx.setLineDash(parseDash(style.dash));
    ctx.stroke();
  }
}

function drawNode(ctx: CanvasContextLike, node: SceneNode): void {
  switch (node.kind) {
    case 'path':
      if (!node.d) return;
      ctx.beginPath();
      tracePath(node.d, ctx);
      paint(ctx, node.style);
      return;
    case 'rect':
      ctx.beginPath();
      ctx.rect(node.x, node.y, Math.max(0, node.width), Math.max(0, node.height));
      paint(ctx, node.style);
      return;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(node.x1, node.y1);
      ctx.lineTo(node.x2, node.y2);
      paint(ctx, node.style);
      return;
    case 'text':
      ctx.globalAlpha = 1;
      ctx.fillStyle = node.fill;
      ctx.font = `${node.weight === 'bold' ? 'bold ' : ''}${node.size}px ${CHART_FONT_FAMILY}`;
      ctx.textAlign = node.anchor === 'middle' ? 'center' : node.anchor === 'end' ? 'right' : 'left';
      ctx.fillText(node.text, node.x, node.y);
      return;
    case 'clip':
      ctx.save();
      ctx.beginPath();
      ctx.rect(node.x, node.y, Math.max(0, node.width), Math.max(0, node.height));
      ctx.clip();
      for (const child of node.children) drawNode(ctx, child);
      ctx.restore();
      return;
  }
}

/**
 * Draws a scene onto a canvas context: the same primitives `renderSvg` writes, in the same order, scaled by
 * the device pixel ratio so lines stay sharp on high-density screens. The canvas's backing size should be the
 * scene's size times `pixelRatio`.
 */
export function drawScene(ctx: CanvasContextLike, scene: Scene, options: DrawSceneOptions = {}): void {
  const ratio = options.pixelRatio !== undefined && options.pixelRatio > 0 ? options.pixelRatio : 1;
  ctx.save();
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.textBaseline = 'alphabetic';
  ctx.globalAlpha = 1;
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  for (const node of scene.nodes) drawNode(ctx, node);
  ctx.restore();
}
