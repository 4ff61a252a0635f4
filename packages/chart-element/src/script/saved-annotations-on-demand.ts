import type { AnnotationDocument } from '@chartbench/core';
import type { paintFrameAnnotations } from '@chartbench/chart-engine';
import { setAnnotationPainter } from './annotation-painter-on-demand';

// The one script's stand-in for ../saved-annotations (swapped in by tsup.config.ts): reading a ChartNotes
// document checks it with core's zod schema, and zod alone would take the script over its 40 KiB budget, so
// the reader is a chunk served beside the script and loaded the first time a chart with a `chart` id asks.

export { annotationsUrl } from '../annotations-url';

let chunkBase = '';

/** Sets the folder the chunks are served from (the script's `chartbench-chart/` folder). */
export function setAnnotationsChunkBase(base: string): void {
  chunkBase = base;
}

interface AnnotationsChunk {
  fetchAnnotations(url: string, signal: AbortSignal): Promise<AnnotationDocument>;
  paintFrameAnnotations: typeof paintFrameAnnotations;
}

let reader: Promise<AnnotationsChunk> | undefined;

/** Loads the reader chunk once (installing its painter), then fetches and checks a saved chart's ChartNotes with it. */
export async function fetchAnnotations(url: string, signal: AbortSignal): Promise<AnnotationDocument> {
  const chunk = new URL('annotations.js', chunkBase || new URL('/embed/chartbench-chart/', location.href))
    .href;
  reader ??= (import(/* @vite-ignore */ chunk) as Promise<AnnotationsChunk>).then(
    (loaded) => {
      setAnnotationPainter(loaded.paintFrameAnnotations);
      return loaded;
    },
    (error: unknown) => {
      reader = undefined;
      throw new Error(`The ChartNotes reader could not be loaded from ${chunk}.`, { cause: error });
    },
  );
  return (await reader).fetchAnnotations(url, signal);
}
