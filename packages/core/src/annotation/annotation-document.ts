/**
 * The annotation document (ChartNotes, spec 2 §4 "Annotation mode"): the drawings of one saved chart, kept in
 * its `annotations` field as JSON. Points are bar times and prices, never pixels, so a drawing stays on its bars
 * when the range, size, period or scale changes; the browser overlay and the server image read the same document.
 */
import { z } from 'zod';

/** The format version written into every document; older versions are read and upgraded here. */
export const ANNOTATION_DOCUMENT_VERSION = 1;

/** Every drawing tool of the notes menu, in menu order. */
export const ANNOTATION_TOOLS = [
  'trendLine',
  'ray',
  'extendedLine',
  'horizontalLine',
  'verticalLine',
  'arrow',
  'parallelChannel',
  'fibonacci',
  'rectangle',
  'ellipse',
  'text',
  'priceLabel',
  'freehand',
] as const;

/** A drawing tool id. */
export type AnnotationTool = (typeof ANNOTATION_TOOLS)[number];

/** The tool names the notes menu shows. */
export const ANNOTATION_TOOL_LABELS: Readonly<Record<AnnotationTool, string>> = {
  trendLine: 'Trend line',
  ray: 'Ray',
  extendedLine: 'Extended line',
  horizontalLine: 'Horizontal line',
  verticalLine: 'Vertical line',
  arrow: 'Arrow',
  parallelChannel: 'Parallel channel',
  fibonacci: 'Fibonacci retracement',
  rectangle: 'Rectangle',
  ellipse: 'Ellipse',
  text: 'Text note',
  priceLabel: 'Price label',
  freehand: 'Freehand',
};

/** How many anchor points each tool takes (freehand: up to {@link ANNOTATION_LIMITS}.freehandPoints). */
export const ANNOTATION_TOOL_POINTS: Readonly<Record<AnnotationTool, number>> = {
  trendLine: 2,
  ray: 2,
  extendedLine: 2,
  horizontalLine: 1,
  verticalLine: 1,
  arrow: 2,
  parallelChannel: 3,
  fibonacci: 2,
  rectangle: 2,
  ellipse: 2,
  text: 1,
  priceLabel: 1,
  freehand: 2,
};

/** Every size a saved document may reach: a request decides them, so each is bounded. */
export const ANNOTATION_LIMITS = {
  /** Drawings per chart. */
  drawings: 500,
  /** Points of one freehand stroke. */
  freehandPoints: 500,
  /** Characters of a text note or price label. */
  textLength: 500,
  /** Characters of the stored JSON: the saved chart's `annotations` field limit of the contract. */
  storedLength: 200_000,
  /** Line width in pixels. */
  maxWidth: 10,
} as const;

/** Line dash patterns a drawing may use. */
export const ANNOTATION_DASHES = ['solid', 'dashed', 'dotted'] as const;

/** A line dash pattern. */
export type AnnotationDash = (typeof ANNOTATION_DASHES)[number];

/** One anchor: a bar time (ms UTC, the bar's start) and a value on the drawing's panel. */
export interface AnnotationPoint {
  readonly time: number;
  readonly price: number;
}

/** How a drawing looks. */
export interface AnnotationStyle {
  /** `#rrggbb`. */
  readonly color: string;
  readonly width: number;
  readonly dash: AnnotationDash;
}

/** One drawing on the chart. */
export interface Annotation {
  /** Unique within the document. */
  readonly id: string;
  readonly tool: AnnotationTool;
  /** The inspector panel id it is drawn on (`price`, `volume`, `ind1`...). */
  readonly panel: string;
  readonly points: readonly AnnotationPoint[];
  readonly style: AnnotationStyle;
  /** The words of a text note or price label. */
  readonly text?: string;
  /** A locked drawing cannot be moved, resized or deleted until unlocked. */
  readonly locked?: boolean;
}

/** The drawings of one chart. */
export interface AnnotationDocument {
  readonly version: typeof ANNOTATION_DOCUMENT_VERSION;
  readonly drawings: readonly Annotation[];
}

/** A document without drawings: what an empty `annotations` field reads as. */
export const EMPTY_ANNOTATIONS: AnnotationDocument = { version: ANNOTATION_DOCUMENT_VERSION, drawings: [] };

/** The style a new drawing gets. */
export const DEFAULT_ANNOTATION_STYLE: AnnotationStyle = { color: '#1565c0', width: 2, dash: 'solid' };

// Built on first use, not when the module loads: a chart render imports the limits and types above, and a
// bundler drops this module's zod only when nothing runs at the top level.
let documentSchema: ReturnType<typeof buildDocumentSchema> | undefined;

function buildDocumentSchema() {
  const pointSchema = z.object({ time: z.number(), price: z.number() }).strict();
  const drawingSchema = z
    .object({
      id: z.string().min(1).max(32),
      tool: z.enum(ANNOTATION_TOOLS),
      panel: z.string().regex(/^\S{1,32}$/),
      points: z.array(pointSchema).min(1).max(ANNOTATION_LIMITS.freehandPoints),
      style: z
        .object({
          color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
          width: z.number().min(1).max(ANNOTATION_LIMITS.maxWidth),
          dash: z.enum(ANNOTATION_DASHES),
        })
        .strict(),
      text: z.string().max(ANNOTATION_LIMITS.textLength).optional(),
      locked: z.boolean().optional(),
    })
    .strict()
    .superRefine((drawing, context) => {
      const wanted = ANNOTATION_TOOL_POINTS[drawing.tool];
      const count = drawing.points.length;
      if (drawing.tool === 'freehand' ? count < wanted : count !== wanted)
        context.addIssue({
          code: 'custom',
          message: `a ${drawing.tool} takes ${wanted} points, not ${count}`,
        });
    });

  return z
    .object({
      version: z.literal(ANNOTATION_DOCUMENT_VERSION),
      drawings: z.array(drawingSchema).max(ANNOTATION_LIMITS.drawings),
    })
    .strict()
    .superRefine((document, context) => {
      const ids = new Set<string>();
      for (const drawing of document.drawings) {
        if (ids.has(drawing.id))
          context.addIssue({ code: 'custom', message: `drawing id ${drawing.id} is used twice` });
        ids.add(drawing.id);
      }
    });
}

/** The outcome of reading or writing a document: the document (or its text), or why it was refused. */
export type AnnotationResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** The sentence every refusal starts with, so a user sees it is the notes, not the chart, that failed. */
export const ANNOTATION_ERROR_PREFIX = 'These ChartNotes cannot be used';

const refuse = (cause: string): AnnotationResult<never> => ({
  ok: false,
  message: `${ANNOTATION_ERROR_PREFIX}: ${cause}.`,
});

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the document is malformed';
  const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  return `${issue.message}${where}`;
}

/** Checks a document already in memory (the notes tool's edits) against the format and its limits. */
export function checkAnnotations(value: unknown): AnnotationResult<AnnotationDocument> {
  documentSchema ??= buildDocumentSchema();
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success) {
    const tooMany = parsed.error.issues.some((issue) => issue.code === 'too_big' && issue.path.length === 1);
    return refuse(tooMany ? `more than ${ANNOTATION_LIMITS.drawings} drawings` : firstIssue(parsed.error));
  }
  return { ok: true, value: parsed.data as AnnotationDocument };
}

/**
 * Reads a saved chart's `annotations` field. An empty field is a document without drawings; text that is not a
 * document of this format, or longer than the field allows, is refused with a message (the chart itself is
 * untouched: only its notes are not shown).
 */
export function parseAnnotations(stored: string): AnnotationResult<AnnotationDocument> {
  if (stored.trim() === '') return { ok: true, value: EMPTY_ANNOTATIONS };
  if (stored.length > ANNOTATION_LIMITS.storedLength)
    return refuse(`longer than ${ANNOTATION_LIMITS.storedLength} characters`);
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return refuse('the saved text is not a ChartNotes document');
  }
  return checkAnnotations(json);
}

/** Writes a document for the `annotations` field; refused when it breaks the format or is too long to store. */
export function serializeAnnotations(document: AnnotationDocument): AnnotationResult<string> {
  const checked = checkAnnotations(document);
  if (!checked.ok) return checked;
  if (checked.value.drawings.length === 0) return { ok: true, value: '' };
  const text = JSON.stringify(checked.value);
  if (text.length > ANNOTATION_LIMITS.storedLength)
    return refuse(`longer than ${ANNOTATION_LIMITS.storedLength} characters`);
  return { ok: true, value: text };
}
