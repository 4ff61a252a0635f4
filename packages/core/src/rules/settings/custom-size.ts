/**
 * Custom chart width and height inputs (spec 2 §4): validated on input; on blur an invalid value reverts and a
 * valid one is saved as a number. The specification gives no bounds; these keep a chart drawable (the
 * smallest leaves room for axes and a legend) and below the widest catalogue size's double.
 */
export const CUSTOM_SIZE_LIMITS = { min: 100, max: 5000 } as const;

/** The placeholder of the custom width and height inputs (spec 2 §4). */
export const CUSTOM_SIZE_PLACEHOLDER = 'Number of Pixels';

/** Reads a custom width or height input: a whole number of pixels within the limits, else null. */
export function parseCustomDimension(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= CUSTOM_SIZE_LIMITS.min && value <= CUSTOM_SIZE_LIMITS.max ? value : null;
}

/** On blur: the valid input as a number, or the previous value when the input is invalid (spec 2 §4). */
export function commitCustomDimension(input: string, previous: number): number {
  return parseCustomDimension(input) ?? previous;
}
