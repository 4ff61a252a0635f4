/**
 * Number and record-id checks (spec 1 §5.1): a value must be a string or a number; blank is invalid unless
 * allowed; checks are integer, at least zero, or greater than zero.
 */

/** Which numeric checks a value must pass (spec 1 §5.1). */
export interface NumberRule {
  /** Blank ('' or whitespace) passes. */
  readonly allowBlank?: boolean;
  readonly integer?: boolean;
  /** 'zeroOrMore' for >= 0, 'aboveZero' for > 0. */
  readonly sign?: 'any' | 'zeroOrMore' | 'aboveZero';
}

/** The number a string or number stands for, or null when it is not a plain finite decimal. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Number('') is 0 and Number('0x10') is 16: only plain decimals count as user numbers.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Whether the value is blank: an empty or whitespace-only string. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** Whether a value passes a numeric rule (spec 1 §5.1). */
export function isValidNumber(value: unknown, rule: NumberRule = {}): boolean {
  if (isBlank(value)) return rule.allowBlank === true;
  const parsed = toFiniteNumber(value);
  if (parsed === null) return false;
  if (rule.integer && !Number.isInteger(parsed)) return false;
  if (rule.sign === 'zeroOrMore' && parsed < 0) return false;
  if (rule.sign === 'aboveZero' && parsed <= 0) return false;
  return true;
}

/** Whether a value is a whole number of at least zero. */
export function isNonNegativeInteger(value: unknown): boolean {
  return isValidNumber(value, { integer: true, sign: 'zeroOrMore' });
}

/** Whether a value is a whole number above zero. */
export function isPositiveInteger(value: unknown): boolean {
  return isValidNumber(value, { integer: true, sign: 'aboveZero' });
}

/** Whether a value is a record id: a positive integer (zero is the 'none' marker, spec 1 §5.1). */
export function isValidRecordId(value: unknown): boolean {
  return isPositiveInteger(value);
}

/** The record id a value stands for, or null when it is not a positive integer. */
export function parseRecordId(value: unknown): number | null {
  return isValidRecordId(value) ? (toFiniteNumber(value) as number) : null;
}
