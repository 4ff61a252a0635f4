import { createBars } from '@chartbench/core';
import { barsBetween } from './aggregate';
import { createSyntheticMarketData } from './index';
import { sharedBars } from './shared-bars';

const DAY = 86_400_000;

/** Five daily bars, day 10 to day 14, close = 100 + day. */
function fiveDays() {
  const bars = createBars(5);
  for (let i = 0; i < 5; i++) {
    bars.time[i] = (10 + i) * DAY;
    bars.close[i] = 110 + i;
  }
  return bars;
}

describe('issue #20 a series reaches a render thread without a copy', () => {
  it('keeps the six columns of a series in one SharedArrayBuffer', () => {
    const shared = sharedBars(fiveDays(), 4);
    expect(shared.close.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.time.buffer).toBe(shared.close.buffer);
    expect([...shared.close]).toEqual([110, 111, 112, 113]);
  });

  it("posts a provider's daily range as a view of its series: the receiving side reads the same memory", () => {
    // Before the session opens, so the day's bars are the generated series itself.
    const market = createSyntheticMarketData({ now: () => new Date('2026-03-18T12:00:00Z') });
    const range = market.getBars('AAPL', 'D', { start: Date.UTC(2025, 0, 1) });
    expect(range.close.buffer).toBeInstanceOf(SharedArrayBuffer);
    // structuredClone is what postMessage does to a render task on its way to the worker thread.
    const posted = structuredClone(range);
    const before = range.close[0];
    posted.close[0] = -1;
    expect(range.close[0]).toBe(-1);
    posted.close[0] = before as number;
    expect(market.getBars('AAPL', 'D', { start: Date.UTC(2025, 0, 1) }).close[0]).toBe(before);
  });

  it('finds a range by its bounds, both inclusive', () => {
    const bars = sharedBars(fiveDays());
    const closes = (from: number, to: number) => [...barsBetween(bars, from, to).close];
    expect(closes(11 * DAY, 13 * DAY)).toEqual([111, 112, 113]);
    expect(closes(11 * DAY + 1, 13 * DAY - 1)).toEqual([112]);
    expect(closes(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)).toEqual([110, 111, 112, 113, 114]);
    expect(closes(0, 10 * DAY)).toEqual([110]);
    expect(closes(14 * DAY, 99 * DAY)).toEqual([114]);
    expect(closes(12 * DAY + 1, 12 * DAY + 2)).toEqual([]);
    expect(closes(13 * DAY, 11 * DAY)).toEqual([]);
  });
});
