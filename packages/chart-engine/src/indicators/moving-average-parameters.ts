import type { Bars } from '@chartbench/core';
import { MAX_PERIOD, checkCount, parameterError, period, readNumber } from './parameters';
import { shift } from './primitives/arrays';

/** The price field a moving average overlay reads: O, H, L or C (default close). */
export type PriceField = 'O' | 'H' | 'L' | 'C';

/** Validated moving-average overlay parameters: `period[,field][,offset]`, e.g. `50`, `50,H`, `20,C,5`. */
export interface MovingAverageParameters extends Record<string, number | string> {
  readonly period: number;
  readonly field: PriceField;
  readonly offset: number;
}

const FIELDS: Record<string, PriceField> = {
  O: 'O',
  OPEN: 'O',
  H: 'H',
  HIGH: 'H',
  L: 'L',
  LOW: 'L',
  C: 'C',
  CLOSE: 'C',
};

/** Reads `period[,field][,offset]`: after the period, a letter is the price field and a number the offset. */
export function parseMovingAverage(
  label: string,
  defaultPeriod: number,
  tokens: string[],
): MovingAverageParameters {
  checkCount(label, tokens, 3);
  const length = readNumber(label, period('period', defaultPeriod), tokens[0]);
  let field: PriceField = 'C';
  let offset = 0;
  for (const token of tokens.slice(1)) {
    if (token === '') continue;
    const named = FIELDS[token.toUpperCase()];
    if (named) field = named;
    else if (/^[+-]?\d+$/.test(token) && Math.abs(Number(token)) <= MAX_PERIOD) offset = Number(token);
    else
      throw parameterError(
        label,
        `"${token}" is neither a price field (O, H, L, C) nor an offset from -${MAX_PERIOD} to ${MAX_PERIOD}`,
      );
  }
  return { period: length, field, offset };
}

/** The bars' column for a price field. */
export function priceColumn(bars: Bars, field: PriceField): Float64Array {
  switch (field) {
    case 'O':
      return bars.open;
    case 'H':
      return bars.high;
    case 'L':
      return bars.low;
    case 'C':
      return bars.close;
  }
}

/** A moving average line moved `offset` bars to the right (positive) or left, keeping the bar count. */
export function applyOffset(values: Float64Array, offset: number): Float64Array {
  return offset === 0 ? values : shift(values, offset);
}
