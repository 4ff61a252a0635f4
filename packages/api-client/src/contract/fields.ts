import { z } from 'zod';

/**
 * Wire fields. Form and query values arrive as text, so every field accepts a string (what the server reads)
 * or the natural type (what a caller passes) and yields the natural type. Strings are converted before the
 * check so that a bad value gets the field's own message.
 */
const fromText = <Output, Input>(convert: (text: string) => unknown, schema: z.ZodType<Output>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? convert(value.trim()) : value),
    schema,
  ) as unknown as z.ZodType<Output, Input>;

const toInteger = (text: string): unknown => (/^-?\d+$/.test(text) ? Number(text) : text);
const toDecimal = (text: string): unknown =>
  text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** An integer field that must be greater than zero (record ids, spec 1 §5.1). */
export const positiveInt = (label: string) => {
  const message = `${label} must be a positive integer`;
  return fromText<number, number | string>(
    toInteger,
    z.number({ error: message }).int(message).positive(message),
  );
};

/** An integer field that must be zero or more (list numbers, slots). */
export const nonNegativeInt = (label: string) => {
  const message = `${label} must be a whole number of zero or more`;
  return fromText<number, number | string>(
    toInteger,
    z.number({ error: message }).int(message).min(0, message),
  );
};

/** Any integer (chart codes, which may be the special -99). */
export const anyInt = (label: string) => {
  const message = `${label} must be an integer`;
  return fromText<number, number | string>(toInteger, z.number({ error: message }).int(message));
};

/** A finite decimal number. */
export const decimal = (label: string) => {
  const message = `${label} must be a number`;
  return fromText<number, number | string>(toDecimal, z.number({ error: message }).finite(message));
};

/** Free text up to `max` characters. */
export const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} may not be longer than ${max} characters`);

/** A name: trimmed, 1 to 100 characters (spec 3 §9). */
export const name100 = (label: string) =>
  z
    .string({ error: `${label} must be between 1 and 100 characters` })
    .trim()
    .min(1, `${label} must be between 1 and 100 characters`)
    .max(100, `${label} must be between 1 and 100 characters`);

/** A boolean flag sent as true/false (or 1/0). */
export const flag = (label: string) =>
  fromText<boolean, boolean | string>(
    (text) => (text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : text),
    z.boolean({ error: `${label} must be true or false` }),
  );

/** A style cache id: p or t, digits, optional c; `0` means p0 (spec 1 §5.5). */
export const styleCacheId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([pt]\d+c?|0)$/, `${label} must be a style cache id such as p1234`);

/** A permanent style cache id (p, digits, optional c). */
export const permanentStyleId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^p\d+c?$/, `${label} must be a permanent style id such as p1234`);

/** A JSON list sent as text in a form field. */
export const jsonList = <Item extends z.ZodType>(label: string, item: Item) =>
  fromText<z.output<Item>[], z.input<Item>[] | string>(
    (text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
    z.array(item, { error: `${label} must be a JSON list of call strings` }),
  );
