import { describe, expect, it } from 'vitest';
import type { MarketOpenApi } from './market-open';
import type { MarketOpenInstant } from '../ports/workbench-ports';
import {
  EMPTY_MARKET_OPEN,
  createMarketOpenChecker,
  marketOpenInstant,
  marketOpenKey,
  marketOpenProbes,
  readMarketOpen,
  recordMarketOpen,
  sweepMarketOpen,
} from './market-open';
import { createFakeClock, settle } from '../testing/fake-ports';

const START = Date.UTC(2026, 0, 5, 15, 0);
const MIN = 60_000;

function scriptedApi(answer: (exchange: string, at: MarketOpenInstant, call: number) => boolean | Error) {
  const calls: { exchange: string; at: MarketOpenInstant }[] = [];
  const api: MarketOpenApi = {
    isMarketOpen(exchange, at) {
      calls.push({ exchange, at });
      const result = answer(exchange, at, calls.length);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
  };
  return { api, calls };
}

describe('spec 1 §9 market-open probes', () => {
  it.each([
    [false, [15, -35]],
    [true, [15, -35, 330, -240]],
  ])('extended hours %s probes %j minutes from now', (extended, minutes) => {
    expect(marketOpenProbes(START, extended)).toEqual(minutes.map((m) => START + m * MIN));
  });

  it('spec 1 §5.2 every probe is a minute shift of at most 360 from now', () => {
    for (const at of marketOpenProbes(START, true))
      expect(Math.abs(at - START)).toBeLessThanOrEqual(360 * MIN);
  });

  it('formats a probe as d=YYYYMMDD and t=HHMMSS (spec 1 §7)', () => {
    expect(marketOpenInstant(Date.UTC(2026, 0, 5, 9, 7, 3))).toEqual({ d: '20260105', t: '090703' });
  });

  it('keys by exchange and hours, ignoring case and spaces', () => {
    expect(marketOpenKey(' nyse ', false)).toBe('NYSE|regular');
    expect(marketOpenKey('NYSE', true)).toBe('NYSE|extended');
  });
});

describe('spec 1 §9 market-open caches: expire after 5 min, swept every minute', () => {
  const cached = recordMarketOpen(EMPTY_MARKET_OPEN, 'NYSE|regular', true, START);
  it.each([
    [0, true],
    [5 * MIN - 1, true],
    [5 * MIN, undefined],
  ])('read %d ms after the check gives %s', (age, expected) => {
    expect(readMarketOpen(cached, 'NYSE|regular', START + age)).toBe(expected);
  });

  it('the sweep drops expired answers and keeps young ones; nothing to drop keeps the state', () => {
    const two = recordMarketOpen(cached, 'LSE|regular', false, START + 2 * MIN);
    expect(Object.keys(sweepMarketOpen(two, START + 5 * MIN).entries)).toEqual(['LSE|regular']);
    expect(sweepMarketOpen(two, START + MIN)).toBe(two);
  });
});

describe('spec 1 §8/§9 market-open checker', () => {
  it('is open when any probe says open, and serves the cache for 5 minutes', async () => {
    const clock = createFakeClock(START);
    const { api, calls } = scriptedApi((_e, _at, call) => call === 2);
    const checker = createMarketOpenChecker({ api, clock });
    await expect(checker.isOpen('NYSE')).resolves.toBe(true);
    expect(calls.map((c) => c.at)).toEqual(marketOpenProbes(START, false).map(marketOpenInstant));
    await expect(checker.isOpen('NYSE')).resolves.toBe(true);
    expect(calls).toHaveLength(2);
    checker.dispose();
  });

  it('is closed when every probe says closed', async () => {
    const { api } = scriptedApi(() => false);
    const checker = createMarketOpenChecker({ api, clock: createFakeClock(START) });
    await expect(checker.isOpen('NYSE', true)).resolves.toBe(false);
    checker.dispose();
  });

  it('retries a failed probe once and uses its answer', async () => {
    const { api, calls } = scriptedApi((_e, _at, call) => (call === 1 ? new Error('network') : call === 2));
    const checker = createMarketOpenChecker({ api, clock: createFakeClock(START) });
    await expect(checker.isOpen('NYSE')).resolves.toBe(true);
    expect(calls).toHaveLength(3);
    checker.dispose();
  });

  it('a probe failing twice counts as closed (spec 1 §8) and never throws', async () => {
    const { api, calls } = scriptedApi(() => new Error('down'));
    const checker = createMarketOpenChecker({ api, clock: createFakeClock(START) });
    await expect(checker.isOpen('NYSE')).resolves.toBe(false);
    expect(calls).toHaveLength(4);
    checker.dispose();
  });

  it('shares concurrent checks of one exchange', async () => {
    const { api, calls } = scriptedApi(() => true);
    const checker = createMarketOpenChecker({ api, clock: createFakeClock(START) });
    const [a, b] = await Promise.all([checker.isOpen('NYSE'), checker.isOpen('nyse')]);
    expect([a, b]).toEqual([true, true]);
    expect(calls).toHaveLength(2);
    checker.dispose();
  });

  it('asks again after the answer expires, and the minute sweep empties the cache', async () => {
    const clock = createFakeClock(START);
    const { api, calls } = scriptedApi(() => true);
    const checker = createMarketOpenChecker({ api, clock });
    await checker.isOpen('NYSE');
    clock.advance(5 * MIN);
    expect(checker.state().entries).toEqual({});
    await checker.isOpen('NYSE');
    await settle();
    expect(calls).toHaveLength(4);
    checker.dispose();
    expect(clock.pending()).toBe(0);
  });
});
