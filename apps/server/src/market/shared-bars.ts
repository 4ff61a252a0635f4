import type { Bars } from '@chartbench/core';

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/**
 * The first `length` bars of `source` copied into one SharedArrayBuffer, for the series the provider keeps
 * (generated, imported). A render task carries views of them to a render thread, and a view of shared memory
 * crosses by reference: each uncached chart no longer clones its symbol's whole history, about 450 KB a symbol
 * (issue #20). The columns are never written after this copy.
 */
export function sharedBars(source: Bars, length = source.close.length): Bars {
  const buffer = new SharedArrayBuffer(length * COLUMNS.length * Float64Array.BYTES_PER_ELEMENT);
  const column = (index: number, values: Float64Array) => {
    const out = new Float64Array(buffer, index * length * Float64Array.BYTES_PER_ELEMENT, length);
    out.set(values.subarray(0, length));
    return out;
  };
  return {
    time: column(0, source.time),
    open: column(1, source.open),
    high: column(2, source.high),
    low: column(3, source.low),
    close: column(4, source.close),
    volume: column(5, source.volume),
  };
}
