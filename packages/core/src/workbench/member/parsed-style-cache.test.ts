import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { createParsedStyleCache } from './parsed-style-cache';

const weekly = { ...createDefaultChartSettings(), period: 'W' };

describe('spec 2 §9 parsed-style cache: 1000 entries, 10 s', () => {
  it('gives a stored style back within 10 s of its last use, not after', () => {
    const cache = createParsedStyleCache();
    cache.set('p1', weekly, 0);
    expect(cache.get('p1', 9_000)).toBe(weekly);
    expect(cache.get('p1', 18_000)).toBe(weekly);
    expect(cache.get('p1', 28_001)).toBeUndefined();
  });

  it('keeps the entry of an item being viewed alive however old it is', () => {
    const cache = createParsedStyleCache();
    cache.set('p1', weekly, 0);
    expect(cache.get('p1', 60_000, true)).toBe(weekly);
  });

  it('holds at most 1000 entries, dropping the least recently used', () => {
    const cache = createParsedStyleCache();
    for (let i = 0; i < 1000; i++) cache.set(`p${i}`, weekly, 0);
    cache.get('p0', 1);
    cache.set('p1000', weekly, 2);
    expect(cache.size()).toBe(1000);
    expect(cache.get('p0', 3)).toBe(weekly);
    expect(cache.get('p1', 3)).toBeUndefined();
  });
});
