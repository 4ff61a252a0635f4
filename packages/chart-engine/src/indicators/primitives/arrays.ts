/** A new array of the given length filled with NaN (the "undefined" value of every output line). */
export function nanArray(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}

/** Element-wise `a - b`. */
export function subtract(a: Float64Array, b: Float64Array): Float64Array {
  const n = a.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = a[i]! - b[i]!;
  return out;
}

/** `values` shifted `offset` bars to the right (positive) or left (negative), NaN where nothing moved in. */
export function shift(values: Float64Array, offset: number, length = values.length): Float64Array {
  const out = nanArray(length);
  for (let i = 0; i < values.length; i++) {
    const j = i + offset;
    if (j >= 0 && j < length) out[j] = values[i]!;
  }
  return out;
}
