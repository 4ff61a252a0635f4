import { z } from 'zod';

/**
 * Wire fields. Form and query values arrive as text, so every field accepts a string (what the server reads)
 * or the natural type (what a caller passes) and yields the natural type.
 */
const integerText = z.string().trim().regex(/^-?\d+$/, 'must be an integer');

/** An integer field that must be greater than zero (record ids, spec 1 §5.1). */
export const positiveInt = (label: string) =>
  z
    .union([z.number(), integerText.transform(Number)])
    .pipe(z.number({ error: `${label} must be a positive integer` }).int(`${label} must be a positive integer`).positive(`${label} must be a positive integer`));

/** An integer field that must be zero or more (list numbers, slots). */
export const nonNegativeInt = (label: string) =>
  z
    .union([z.number(), integerText.transform(Number)])
    .pipe(z.number().int(`${label} must be a whole number`).min(0, `${label} must be zero or more`));

/** Any integer (chart codes, which may be the special -99). */
export const anyInt = (label: string) =>
  z.union([z.number(), integerText.transform(Number)]).pipe(z.number().int(`${label} must be an integer`));

/** A finite decimal number. */
export const decimal = (label: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `${label} must be a number`).transform(Number)])
    .pipe(z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`));

/** Free text up to `max` characters. */
export const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} may not be longer than ${max} characters`);

/** A name: trimmed, 1 to 100 characters (spec 3 §9). */
export const name100 = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} must be between 1 and 100 characters`)
    .max(100, `${label} must be between 1 and 100 characters`);

/** A boolean flag sent as true/false (or 1/0). */
export const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: `${label} must be true or false` })])
    .transform((value) => value === true || value === 'true' || value === '1');

/** A style cache id: p or t, digits, optional c (spec 1 §5.5). */
export const styleCacheId = (label: string) =>
  z.string({ error: `${label} is required` }).trim().regex(/^[pt]\d+c?$/, `${label} must be a style cache id such as p1234`);

/** A permanent style cache id (p, digits, optional c). */
export const permanentStyleId = (label: string) =>
  z.string({ error: `${label} is required` }).trim().regex(/^p\d+c?$/, `${label} must be a permanent style id such as p1234`);
