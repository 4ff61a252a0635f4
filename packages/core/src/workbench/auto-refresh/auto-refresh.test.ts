import { describe, expect, it } from 'vitest';
import { VISITOR, parseMember } from '../../model/index';
import type { AutoRefreshBlocker, AutoRefreshConditions } from './auto-refresh';
import {
  autoRefreshBlocker,
  autoRefreshIntervalMs,
  createAutoRefreshState,
  setAutoRefresh,
  startAutoRefreshLoop,
} from './auto-refresh';
import { createFakeClock, settle } from '../testing/fake-ports';

const MEMBER = parseMember({
  chartCode: '123',
  firstName: 'Ada',
  lastName: 'L',
  userID: 'ada@example.com',
  memberType: 'XT',
  memberRT: '',
});
const READY: AutoRefreshConditions = {
  loggedIn: true,
  enabled: true,
  imageLoaded: true,
  annotating: false,
  symbolFound: true,
  eodSymbol: false,
  intradayChart: true,
};

describe('spec 1 §4.3 auto-refresh switch', () => {
  it('starts on for members and off for visitors', () => {
    expect(createAutoRefreshState(MEMBER)).toEqual({ enabled: true });
    expect(createAutoRefreshState(null)).toEqual({ enabled: false });
    expect(createAutoRefreshState(VISITOR)).toEqual({ enabled: false });
  });

  it.each([
    ['visitor switching on', null, false, true, false, 'createAccount'],
    ['visitor switching off', null, false, false, false, null],
    ['member switching on', MEMBER, false, true, true, null],
    ['member switching off', MEMBER, true, false, false, null],
  ] as const)('%s', (_name, member, before, wanted, after, modal) => {
    const result = setAutoRefresh({ enabled: before }, member, wanted);
    expect(result.state.enabled).toBe(after);
    expect(result.modal).toBe(modal);
  });
});

describe('spec 1 §4.3/§9 auto-refresh interval', () => {
  it.each([
    [null, 15_000],
    [{ autoRefreshIntervalSec: -1 }, 15_000],
    [{ autoRefreshIntervalSec: 0 }, 15_000],
    [{ autoRefreshIntervalSec: 30 }, 30_000],
  ])('limits %j give %d ms', (limits, ms) => {
    expect(autoRefreshIntervalMs(limits)).toBe(ms);
  });
});

describe('spec 1 §4.3 auto-refresh conditions', () => {
  it.each<[string, Partial<AutoRefreshConditions>, AutoRefreshBlocker | null]>([
    ['all met', {}, null],
    ['logged out', { loggedIn: false }, 'loggedOut'],
    ['disabled', { enabled: false }, 'disabled'],
    ['image not loaded', { imageLoaded: false }, 'imageLoading'],
    ['annotating', { annotating: true }, 'annotating'],
    ['symbol not found', { symbolFound: false }, 'symbolNotFound'],
    ['EOD symbol on intraday chart', { eodSymbol: true }, 'eodOnIntraday'],
    ['EOD symbol on daily chart', { eodSymbol: true, intradayChart: false }, null],
  ])('%s', (_name, change, blocker) => {
    expect(autoRefreshBlocker({ ...READY, ...change })).toBe(blocker);
  });
});

function harness(
  options: {
    open?: boolean | (() => Promise<boolean>);
    conditions?: () => AutoRefreshConditions;
    inspecting?: () => boolean;
  } = {},
) {
  const clock = createFakeClock();
  const refreshes: number[] = [];
  const ticks: (AutoRefreshBlocker | null)[] = [];
  const marketChecks: string[] = [];
  const open = options.open ?? true;
  const loop = startAutoRefreshLoop({
    clock,
    intervalMs: () => 15_000,
    conditions: options.conditions ?? (() => READY),
    exchange: () => ({ exchange: 'NASDAQ', extendedHours: false }),
    isMarketOpen: (exchange) => {
      marketChecks.push(exchange);
      return typeof open === 'function' ? open() : Promise.resolve(open);
    },
    refresh: () => refreshes.push(clock.now()),
    ...(options.inspecting ? { inspecting: options.inspecting } : {}),
    onTick: (blocker) => ticks.push(blocker),
  });
  return { clock, loop, refreshes, ticks, marketChecks };
}

describe('spec 1 §4.3 auto-refresh loop', () => {
  it('refreshes every interval while every condition holds and the exchange is open', async () => {
    const h = harness();
    h.clock.advance(15_000);
    await settle();
    h.clock.advance(15_000);
    await settle();
    expect(h.refreshes).toHaveLength(2);
    expect(h.ticks).toEqual([null, null]);
    h.loop.stop();
    expect(h.clock.pending()).toBe(0);
  });

  it('does not refresh while the exchange is closed (a failed check resolves closed)', async () => {
    const h = harness({ open: false });
    h.clock.advance(15_000);
    await settle();
    expect(h.refreshes).toEqual([]);
    expect(h.ticks).toEqual(['marketClosed']);
    h.loop.stop();
  });

  it('skips the market check when a condition fails', async () => {
    const h = harness({ conditions: () => ({ ...READY, annotating: true }) });
    await h.loop.tick();
    expect(h.marketChecks).toEqual([]);
    expect(h.ticks).toEqual(['annotating']);
    h.loop.stop();
  });

  it('drops a refresh whose conditions changed while the market check was out (stale)', async () => {
    let loaded = true;
    let answer: (open: boolean) => void = () => undefined;
    const h = harness({
      open: () => new Promise((resolve) => (answer = resolve)),
      conditions: () => ({ ...READY, imageLoaded: loaded }),
    });
    const tick = h.loop.tick();
    loaded = false;
    answer(true);
    await tick;
    expect(h.refreshes).toEqual([]);
    expect(h.ticks).toEqual(['imageLoading']);
    h.loop.stop();
  });

  it('stops: no tick after stop, even one whose market check was out', async () => {
    let answer: (open: boolean) => void = () => undefined;
    const h = harness({ open: () => new Promise((resolve) => (answer = resolve)) });
    const tick = h.loop.tick();
    h.loop.stop();
    answer(true);
    await tick;
    h.clock.advance(60_000);
    expect(h.refreshes).toEqual([]);
  });

  it('while inspecting, refreshes at most once per second and merges requests', () => {
    const h = harness();
    const start = h.clock.now();
    h.loop.refreshWhileInspecting();
    h.clock.advance(200);
    h.loop.refreshWhileInspecting();
    h.loop.refreshWhileInspecting();
    h.clock.advance(799);
    expect(h.refreshes).toEqual([start]);
    h.clock.advance(1);
    expect(h.refreshes).toEqual([start, start + 1000]);
    h.clock.advance(5000);
    h.loop.refreshWhileInspecting();
    expect(h.refreshes).toEqual([start, start + 1000, start + 6000]);
    h.loop.stop();
  });

  it('a tick while the inspector is in use refreshes through the 1-per-second limit', async () => {
    const h = harness({ inspecting: () => true });
    h.loop.refreshWhileInspecting();
    const first = h.clock.now();
    h.clock.advance(15_000);
    await settle();
    expect(h.refreshes).toEqual([first, first + 15_000]);
    await h.loop.tick();
    expect(h.refreshes).toHaveLength(2);
    h.clock.advance(1_000);
    expect(h.refreshes).toEqual([first, first + 15_000, first + 16_000]);
    h.loop.stop();
  });
});
