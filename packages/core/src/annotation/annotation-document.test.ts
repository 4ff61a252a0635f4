import { describe, expect, it } from 'vitest';
import type { Annotation, AnnotationDocument } from './annotation-document';
import {
  ANNOTATION_LIMITS,
  ANNOTATION_TOOLS,
  DEFAULT_ANNOTATION_STYLE,
  EMPTY_ANNOTATIONS,
  parseAnnotations,
  serializeAnnotations,
} from './annotation-document';

const line = (overrides: Partial<Annotation> = {}): Annotation => ({
  id: 'a1',
  tool: 'trendLine',
  panel: 'price',
  points: [
    { time: Date.UTC(2024, 0, 2), price: 100 },
    { time: Date.UTC(2024, 2, 1), price: 120 },
  ],
  style: DEFAULT_ANNOTATION_STYLE,
  ...overrides,
});

const doc = (...drawings: Annotation[]): AnnotationDocument => ({ version: 1, drawings });

describe('the ChartNotes document', () => {
  it('an empty annotations field is a document without drawings, and no drawings store as empty', () => {
    expect(parseAnnotations('')).toEqual({ ok: true, value: EMPTY_ANNOTATIONS });
    expect(serializeAnnotations(EMPTY_ANNOTATIONS)).toEqual({ ok: true, value: '' });
  });

  it('round-trips every tool', () => {
    const drawings = ANNOTATION_TOOLS.map((tool, i) =>
      line({
        id: `d${i}`,
        tool,
        points:
          tool === 'parallelChannel'
            ? [...line().points, { time: Date.UTC(2024, 0, 2), price: 90 }]
            : ['horizontalLine', 'verticalLine', 'text', 'priceLabel'].includes(tool)
              ? [line().points[0]!]
              : line().points,
        ...(tool === 'text' ? { text: 'Breakout' } : {}),
      }),
    );
    const written = serializeAnnotations(doc(...drawings));
    expect(written.ok).toBe(true);
    expect(written.ok && parseAnnotations(written.value)).toEqual({ ok: true, value: doc(...drawings) });
  });

  it.each([
    ['text that is not JSON', 'not json', 'the saved text is not a ChartNotes document'],
    ['another version', JSON.stringify({ version: 2, drawings: [] }), 'version'],
    ['an unknown tool', JSON.stringify(doc(line({ tool: 'laser' as never }))), 'tool'],
    [
      'a wrong point count',
      JSON.stringify(doc(line({ points: [line().points[0]!] }))),
      'a trendLine takes 2 points, not 1',
    ],
    [
      'a bad colour',
      JSON.stringify(doc(line({ style: { ...DEFAULT_ANNOTATION_STYLE, color: 'red' } }))),
      'style.color',
    ],
    ['an id used twice', JSON.stringify(doc(line(), line())), 'drawing id a1 is used twice'],
    ['too long a text', 'x'.repeat(ANNOTATION_LIMITS.storedLength + 1), 'longer than 200000 characters'],
  ])('refuses %s with a message naming the cause', (_name, stored, cause) => {
    const result = parseAnnotations(stored);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^These ChartNotes cannot be used: /);
    expect(!result.ok && result.message).toContain(cause);
  });

  it('refuses more than 500 drawings', () => {
    const many = Array.from({ length: ANNOTATION_LIMITS.drawings + 1 }, (_, i) => line({ id: `d${i}` }));
    const result = serializeAnnotations(doc(...many));
    expect(result).toEqual({
      ok: false,
      message: 'These ChartNotes cannot be used: more than 500 drawings.',
    });
  });

  it('refuses a document whose stored text would pass the field limit', () => {
    const points = Array.from({ length: ANNOTATION_LIMITS.freehandPoints }, (_, i) => ({
      time: 1_700_000_000_000 + i * 86_400_000,
      price: 123.456789 + i,
    }));
    const many = Array.from({ length: 20 }, (_, i) => line({ id: `f${i}`, tool: 'freehand', points }));
    const result = serializeAnnotations(doc(...many));
    expect(result).toEqual({
      ok: false,
      message: 'These ChartNotes cannot be used: longer than 200000 characters.',
    });
  });
});
