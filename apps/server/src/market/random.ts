/**
 * Counter-based pseudo-random numbers: every value is a pure function of (seed, counter), so the value for a
 * given symbol and day never depends on which range was generated first or how far "today" has moved.
 */

/** A 32-bit FNV-1a hash of a string, used to seed a symbol's streams. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes a seed and a counter into 32 well-distributed bits (a murmur3-style finaliser). */
export function mix(seed: number, counter: number): number {
  let h = (seed ^ Math.imul(counter | 0, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in (0, 1) for (seed, counter). */
export function uniform(seed: number, counter: number): number {
  return (mix(seed, counter) + 0.5) / 4294967296;
}

/** A standard normal number for (seed, counter), by Box-Muller over two derived uniforms. */
export function normal(seed: number, counter: number): number {
  const u1 = uniform(seed, counter * 2);
  const u2 = uniform(seed ^ 0x5bd1e995, counter * 2 + 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * Two independent standard normals for (seed, counter) from one Box-Muller draw, written into `out` (the
 * cosine and sine halves), for hot loops that need a pair per step.
 */
export function normalPair(seed: number, counter: number, out: Float64Array): void {
  const u1 = uniform(seed, counter * 2);
  const u2 = uniform(seed ^ 0x5bd1e995, counter * 2 + 1);
  const r = Math.sqrt(-2 * Math.log(u1));
  out[0] = r * Math.cos(2 * Math.PI * u2);
  out[1] = r * Math.sin(2 * Math.PI * u2);
}

/** A sequential generator for places where a stream is consumed in order (one session's minutes). */
export function createStream(seed: number): { next(): number; normal(): number } {
  let counter = 0;
  return {
    next: () => uniform(seed, counter++),
    normal: () => normal(seed, counter++),
  };
}
