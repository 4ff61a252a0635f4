import type { paintFrameAnnotations as enginePainter } from '@chartbench/chart-engine';

// The one script's stand-in for ../annotation-painter (swapped in by tsup.config.ts): chart-engine's ChartNotes
// painter comes with the reader chunk (annotations.js), so a chart without saved drawings never loads it. The
// layer has nothing to draw before a document arrives, and a document arrives only through that chunk.

type Painter = typeof enginePainter;

let painter: Painter | undefined;

/** Installs the painter the reader chunk brings. */
export function setAnnotationPainter(loaded: Painter): void {
  painter = loaded;
}

/** Paints a frame's ChartNotes once the chunk is loaded; nothing before (there is no document yet either). */
export const paintFrameAnnotations: Painter = (frame, document) =>
  painter && document ? painter(frame, document) : [];
