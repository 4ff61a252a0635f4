/**
 * Chart value checks (spec 1 §5.4-§5.6, spec 2 §5, spec 3 §9): bar and gap, range lengths, style ids, names
 * and comments.
 */
import { RANGE_DAYS_OPTIONS, RANGE_MONTHS_OPTIONS, RANGE_YEARS_OPTIONS } from '../../catalogues/options';
import { toFiniteNumber } from './numbers';

/** Smallest and largest bar value (spec 1 §5.4). */
export const BAR_RANGE = { min: 1, max: 9 } as const;
/** Smallest and largest gap value (spec 1 §5.4). */
export const GAP_RANGE = { min: 0, max: 5 } as const;
/** Longest chart, ChartStyle and ChartList name (spec 1 §9, spec 3 §9). */
export const MAX_NAME_LENGTH = 100;
/** Longest chart comment and alert message (spec 3 §9). */
export const MAX_COMMENT_LENGTH = 2048;
/** Longest e-mail comment (spec 3 §9). */
export const MAX_EMAIL_COMMENT_LENGTH = 2800;
/** Largest extra-bars value (spec 2 §5). */
export const MAX_EXTRA_BARS = 2147483647;

function integerIn(value: unknown, min: number, max: number): boolean {
  const parsed = toFiniteNumber(value);
  return parsed !== null && Number.isInteger(parsed) && parsed >= min && parsed <= max;
}

/** Whether a bar value is a whole number 1-9 (spec 1 §5.4). */
export function isValidBar(value: unknown): boolean {
  return integerIn(value, BAR_RANGE.min, BAR_RANGE.max);
}

/** Whether a gap value is a whole number 0-5 (spec 1 §5.4). */
export function isValidGap(value: unknown): boolean {
  return integerIn(value, GAP_RANGE.min, GAP_RANGE.max);
}

const RANGE_LENGTH_OPTIONS = {
  days: new Set(RANGE_DAYS_OPTIONS.map((option) => option.value)),
  months: new Set(RANGE_MONTHS_OPTIONS.map((option) => option.value)),
  years: new Set(RANGE_YEARS_OPTIONS.map((option) => option.value)),
} as const;

/** Whether a range length part is in its menu's allowed list: days 0-30, months 0-11, the years menu (spec 1 §5.4). */
export function isValidRangeLength(part: 'days' | 'months' | 'years', value: unknown): boolean {
  const parsed = toFiniteNumber(value);
  return parsed !== null && RANGE_LENGTH_OPTIONS[part].has(parsed);
}

/** Whether an extra-bars value is a whole number 0-2147483647 (spec 2 §5). */
export function isValidExtraBars(value: unknown): boolean {
  return integerIn(value, 0, MAX_EXTRA_BARS);
}

/**
 * Reads a style cache id (spec 1 §5.5): p or t, digits, optional c; '0' means 'p0'. Gives the id, or null.
 * @example parseStyleId('0') // 'p0'
 */
export function parseStyleId(value: unknown): string | null {
  if (typeof value === 'number') return value === 0 ? 'p0' : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '0') return 'p0';
  return /^[pt]\d+c?$/.test(text) ? text : null;
}

/** Whether a string is a style cache id (spec 1 §5.5). */
export function isValidStyleId(value: unknown): boolean {
  return parseStyleId(value) !== null;
}

/** Whether a style id is permanent: it starts with p (spec 1 §3.6, spec 3 §7). */
export function isPermanentStyleId(value: unknown): boolean {
  const id = parseStyleId(value);
  return id !== null && id.startsWith('p');
}

/** Trims a name and cuts it to 100 characters (spec 1 §5.6, spec 2 §5). */
export function cutName(name: string): string {
  return name.trim().slice(0, MAX_NAME_LENGTH);
}

/** Whether a name is 1-100 characters after trimming (spec 3 §5). */
export function isValidName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_NAME_LENGTH;
}

/** Whether comments are at most 2048 characters after trimming (spec 3 §5). */
export function isValidComments(comments: unknown): boolean {
  return typeof comments === 'string' && comments.trim().length <= MAX_COMMENT_LENGTH;
}
