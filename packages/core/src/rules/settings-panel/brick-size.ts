/**
 * The Kagi reversal and Renko box size inputs (spec 2 §2): a positive amount in the chosen unit. The
 * specification gives no bounds; a bound of 1,000,000 keeps the filter string readable.
 */
export const MAX_BRICK_SIZE = 1_000_000;

/** Reads a reversal or box size input: a positive decimal number up to the bound, else null. */
export function parseBrickSize(input: string): number | null {
  const text = input.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_BRICK_SIZE ? value : null;
}
