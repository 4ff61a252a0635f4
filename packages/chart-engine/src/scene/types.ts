/**
 * The scene: plain drawing primitives in pixel space, independent of the output format. Layout builds it; the
 * SVG writer only serialises it, so a canvas or PNG writer could draw the same scene.
 */

/** Paint and stroke of a primitive. Colours are CSS colour strings; absent means none. */
export interface PaintStyle {
  readonly stroke?: string;
  readonly strokeWidth?: number;
  readonly fill?: string;
  /** 0..1, applies to the whole primitive. */
  readonly opacity?: number;
  /** SVG dash array, e.g. '4 3'. */
  readonly dash?: string;
  /** 'round' caps draw a zero-length subpath as a dot. */
  readonly lineCap?: 'butt' | 'round' | 'square';
  /** Snap to whole pixels without anti-aliasing: grids, bars and candles look sharp; diagonal lines must not. */
  readonly crisp?: boolean;
}

/** A path in SVG path syntax (M, L, H, V, Z); one per series, never one per bar. */
export interface PathNode {
  readonly kind: 'path';
  readonly d: string;
  readonly style: PaintStyle;
  /** What the path draws, written as a data attribute so tests and tools can find a series. */
  readonly role?: string;
}

/** An axis-aligned rectangle. */
export interface RectNode {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly style: PaintStyle;
  readonly role?: string;
}

/** A straight line segment. */
export interface LineNode {
  readonly kind: 'line';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly style: PaintStyle;
  readonly role?: string;
}

/** A single line of text; the text is raw and escaped by the writer. */
export interface TextNode {
  readonly kind: 'text';
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly size: number;
  readonly fill: string;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly weight?: 'normal' | 'bold';
  readonly role?: string;
}

/** A group clipped to a rectangle (a panel's plot area). */
export interface ClipNode {
  readonly kind: 'clip';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly children: readonly SceneNode[];
  readonly role?: string;
}

/** Any drawing primitive. */
export type SceneNode = PathNode | RectNode | LineNode | TextNode | ClipNode;

/** A whole chart: its size, background and primitives in paint order. */
export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly nodes: readonly SceneNode[];
  /** Short description for the SVG title (assistive technology). */
  readonly title: string;
}
