import type { AnnotationDocument } from '@chartbench/core';
import { drawScene, type ChartFrame } from '@chartbench/chart-engine';
import { paintFrameAnnotations } from './annotation-painter';

/** The ChartNotes canvas of an interactive chart. */
export interface AnnotationLayer {
  /** The canvas, laid over the chart and under the crosshair. */
  readonly canvas: HTMLCanvasElement;
  /** The drawings to show from now on (undefined: none); drawn with the next frame. */
  setDocument(document: AnnotationDocument | undefined): void;
  /** Draws the drawings over a frame, at the device pixel ratio; clears the layer when there are none. */
  draw(frame: ChartFrame, pixelRatio: number): void;
}

/**
 * A saved chart's ChartNotes on the interactive chart (spec 2 §4): its own canvas, so the chart's frames (and
 * their pan optimisations) are untouched, drawn by chart-engine's painter from the frame's layout, the same
 * primitives as the server image. `data-drawings` says how many drawings are shown.
 */
export function createAnnotationLayer(doc: Document): AnnotationLayer {
  const canvas = doc.createElement('canvas');
  canvas.className = 'cb-overlay cb-notes';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset['drawings'] = '0';
  let document: AnnotationDocument | undefined;
  return {
    canvas,
    setDocument(next) {
      document = next;
    },
    draw(frame, pixelRatio) {
      const { width, height } = frame.scene;
      const w = Math.round(width * pixelRatio);
      const h = Math.round(height * pixelRatio);
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      // Each drawing paints as one clipped group: the count of groups is the count of drawings shown.
      const nodes = paintFrameAnnotations(frame, document);
      canvas.dataset['drawings'] = String(nodes.length);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      if (nodes.length === 0) return;
      // A transparent background: the layer only adds the drawings over the chart's own canvas.
      drawScene(ctx, { width, height, background: 'rgba(0, 0, 0, 0)', nodes, title: '' }, { pixelRatio });
    },
  };
}
