import type { Bars } from '@chartbench/core';

/** Bars the element asks the server for: eight years of daily bars, the range plus its warm-up. */
export const ELEMENT_BAR_COUNT = 2000;

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/** A failed bars request, with the server's message when it gave one. */
export class BarsRequestError extends Error {
  /** Creates the error with the message to show. */
  constructor(message: string) {
    super(message);
    this.name = 'BarsRequestError';
  }
}

/** The address of a symbol's bars on the reference server's JSON bars endpoint. */
export function barsUrl(source: string, symbol: string, period: string, extendedHours: boolean): string {
  const url = new URL('/c-sc/bars', source);
  url.searchParams.set('s', symbol);
  url.searchParams.set('p', period);
  url.searchParams.set('n', String(ELEMENT_BAR_COUNT));
  if (extendedHours) url.searchParams.set('eh', '1');
  return url.toString();
}

/** Reads a bars reply's columns into typed arrays, refusing any reply of the wrong shape. */
export function barsFromReply(reply: unknown): Bars {
  const columns = (reply as { bars?: Record<string, unknown> } | null)?.bars;
  if (!columns || typeof columns !== 'object')
    throw new BarsRequestError('The chart data could not be read.');
  const out: Partial<Record<(typeof FIELDS)[number], Float64Array>> = {};
  for (const field of FIELDS) {
    const values = columns[field];
    if (!Array.isArray(values) || values.some((v) => typeof v !== 'number'))
      throw new BarsRequestError('The chart data could not be read.');
    out[field] = Float64Array.from(values as number[]);
  }
  return out as Bars;
}

/** Fetches a symbol's bars (the browser's HTTP cache answers repeats with a conditional request). */
export async function fetchBars(url: string, signal: AbortSignal): Promise<Bars> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    throw new BarsRequestError(`The chart data could not be loaded (HTTP ${response.status}).`);
  }
  if (!response.ok) {
    const message = (reply as { message?: unknown } | null)?.message;
    throw new BarsRequestError(
      typeof message === 'string' ? message : `The chart data could not be loaded (HTTP ${response.status}).`,
    );
  }
  return barsFromReply(reply);
}
