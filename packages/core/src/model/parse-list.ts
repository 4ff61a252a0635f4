/**
 * Parsing server records into models (spec 1 §8: an invalid item in a list is skipped and counted).
 * Single-record parsers throw ModelParseError; list parsers never throw for a bad item.
 */
import type { z } from 'zod';

/** Thrown by a model parser when a record, or the container of a list, is not of the expected shape. */
export class ModelParseError extends Error {
  /** Which model was being read. */
  readonly model: string;
  constructor(model: string, message: string) {
    super(`${model}: ${message}`);
    this.name = 'ModelParseError';
    this.model = model;
  }
}

/** The outcome of parsing a list: the valid items and how many were skipped. */
export interface ParsedList<T> {
  readonly items: T[];
  readonly skipped: number;
}

/**
 * Parses every element of a list with `parseItem`, skipping and counting those it rejects (returns null or
 * throws ModelParseError). A value that is not an array throws ModelParseError.
 */
export function parseList<T>(
  model: string,
  raw: unknown,
  parseItem: (item: unknown, index: number) => T | null,
): ParsedList<T> {
  if (!Array.isArray(raw)) throw new ModelParseError(model, 'expected a list');
  const items: T[] = [];
  let skipped = 0;
  raw.forEach((item, index) => {
    let parsed: T | null;
    try {
      parsed = parseItem(item, index);
    } catch (error) {
      // Only a rejected record is skipped; anything else is a bug and must surface.
      if (!(error instanceof ModelParseError)) throw error;
      parsed = null;
    }
    if (parsed === null) skipped += 1;
    else items.push(parsed);
  });
  return { items, skipped };
}

/** Runs a zod schema on a record, turning its failure into a ModelParseError that names the fields. */
export function parseWith<S extends z.ZodType>(model: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(record)');
    throw new ModelParseError(model, `invalid ${[...new Set(fields)].join(', ')}`);
  }
  return result.data;
}
