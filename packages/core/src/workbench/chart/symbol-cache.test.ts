import { describe, expect, it } from 'vitest';
import { createSymbolInfoCache } from './symbol-cache';

describe('spec 1 §9 symbol info cache', () => {
  it('keeps known symbols case-blind and sweeps the oldest beyond the limit', () => {
    const cache = createSymbolInfoCache(2);
    const info = { exchange: 'NYSE', isEOD: false, name: 'X' };
    cache.set('a', info);
    cache.set('B', info);
    cache.set('c', info);
    expect(cache.get('A')).toBe(info);
    expect(cache.size()).toBe(3);
    expect(cache.sweep()).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(info);
  });
});
