import { parseAnnotations, type AnnotationDocument } from '@chartbench/core';

export { annotationsUrl } from './annotations-url';

/** A saved chart's ChartNotes that could not be loaded, with the server's message when it gave one. */
export class AnnotationsRequestError extends Error {
  /** Creates the error with the message to show. */
  constructor(message: string) {
    super(message);
    this.name = 'AnnotationsRequestError';
  }
}

/**
 * Reads a ChartNotes reply into core's document (checked with `parseAnnotations`, the same check the server and
 * the workbench make); an empty field is a document without drawings.
 */
export function annotationsFromReply(reply: unknown): AnnotationDocument {
  const text = (reply as { annotations?: unknown } | null)?.annotations;
  if (typeof text !== 'string') throw new AnnotationsRequestError('The ChartNotes could not be read.');
  const parsed = parseAnnotations(text);
  if (!parsed.ok) throw new AnnotationsRequestError(parsed.message);
  return parsed.value;
}

/** Fetches a saved chart's ChartNotes (public, as its share link's image is). */
export async function fetchAnnotations(url: string, signal: AbortSignal): Promise<AnnotationDocument> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    throw new AnnotationsRequestError(`The ChartNotes could not be loaded (HTTP ${response.status}).`);
  }
  if (!response.ok) {
    const message = (reply as { message?: unknown } | null)?.message;
    throw new AnnotationsRequestError(
      typeof message === 'string' ? message : `The ChartNotes could not be loaded (HTTP ${response.status}).`,
    );
  }
  return annotationsFromReply(reply);
}
