/** Zod field schemas shared by the models: server records send numbers as numbers or as strings. */
import { z } from 'zod';
import { toFiniteNumber } from '../rules/validation/numbers';

const asNumber = (value: unknown) =>
  value === null || value === undefined ? value : (toFiniteNumber(value) ?? Number.NaN);

/** A record id: a positive integer, sent as a number or a numeric string (spec 1 §5.1). */
export const recordIdField = z.preprocess(asNumber, z.number().int().positive());

/** A whole number of at least zero, sent as a number or a numeric string. */
export const nonNegativeIntField = z.preprocess(asNumber, z.number().int().nonnegative());

/** Any finite number, sent as a number or a numeric string. */
export const numberField = z.preprocess(asNumber, z.number());

/** An optional finite number; blanks, nulls and unreadable values become undefined. */
export const optionalNumberField = z.preprocess((value) => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  const parsed = toFiniteNumber(value);
  return parsed === null ? undefined : parsed;
}, z.number().optional());

/** An optional string; null becomes undefined and numbers become their text. */
export const optionalTextField = z.preprocess(
  (value) => (value === null ? undefined : typeof value === 'number' ? String(value) : value),
  z.string().optional(),
);

/** A string that is not blank after trimming, returned trimmed. */
export const nonBlankTextField = z.string().trim().min(1);

/** A boolean sent as a boolean, 'true'/'false', 'yes'/'no', or 1/0. */
export const flagField = z.preprocess((value) => {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'yes' || text === '1') return true;
    if (text === 'false' || text === 'no' || text === '0' || text === '') return false;
  }
  if (value === 1) return true;
  if (value === 0 || value === null || value === undefined) return false;
  return value;
}, z.boolean());

/** Search tags as a list or a comma list; anything else reads as none. */
export const lenientTagsField = z.preprocess((value) => {
  const words = Array.isArray(value)
    ? value.filter((word): word is string => typeof word === 'string')
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return words.map((word) => word.trim()).filter((word) => word !== '');
}, z.array(z.string()));
