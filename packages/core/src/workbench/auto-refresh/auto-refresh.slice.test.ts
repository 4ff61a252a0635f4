import { describe, expect, it } from 'vitest';
import { MEMBER_TYPES, createDefaultChartSettings, parseAccountLimits } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { logIn } from '../testing/member-fixtures';

/** A member viewing a loaded intraday-capable chart of AAPL on NASDAQ. */
async function viewing(
  options: {
    open?: boolean;
    member?: boolean;
    refreshSec?: number;
    isEOD?: boolean;
    period?: string;
    extendedHours?: boolean;
  } = {},
) {
  const ports = createFakePorts();
  if (options.member !== false) logIn(ports, { defaultStyle: false });
  if (options.refreshSec !== undefined) {
    const limits = {
      autoRefreshIntervalSec: options.refreshSec,
      maxSharpChartWidthPx: 1,
      maxChartLists: 1,
      maxChartsPerChartList: 1,
      maxChartStyles: 1,
      maxPriceAlerts: 1,
    };
    ports.api.backend.accountLimits = parseAccountLimits(
      Object.fromEntries(MEMBER_TYPES.map((type) => [type, limits])),
    );
  }
  ports.api.backend.marketOpen = () => options.open ?? true;
  const settings = {
    ...createDefaultChartSettings(),
    period: options.period ?? 'D',
    extendedHours: options.extendedHours ?? true,
  };
  const workbench = createWorkbench(ports, { settings });
  workbench.actions.start();
  await settle();
  await settle();
  ports.api.lookups[0]?.resolve([companyInfo('AAPL', { isEOD: options.isEOD ?? false })]);
  await settle();
  workbench.actions.imageLoaded(workbench.getState().chart.requestId);
  return { ports, workbench, state: () => workbench.getState() };
}

async function tickAfter(ports: ReturnType<typeof createFakePorts>, ms: number) {
  ports.clock.advance(ms);
  await settle();
  await settle();
}

describe('spec 1 §4.3 auto-refresh in the store', () => {
  it('refreshes the image with a new random number every 15 s when every condition holds and the market is open', async () => {
    const { ports, state } = await viewing();
    const first = state().chart;
    await tickAfter(ports, 15_000);
    expect(state().chart.requestId).toBe(first.requestId + 1);
    expect(state().chart.requestedAt).toBe(first.requestedAt + 15_000);
    expect(state().autoRefresh.lastBlocker).toBeNull();
  });

  it.each([
    ['regular hours: +15 and -35 minutes', false, ['20260105 151515', '20260105 142515']],
    [
      'extended hours: also +330 and -240 minutes',
      true,
      ['20260105 151515', '20260105 142515', '20260105 203015', '20260105 110015'],
    ],
  ])('probes the exchange at %s (spec 1 §9)', async (_name, extendedHours, instants) => {
    const { ports } = await viewing({ extendedHours });
    await tickAfter(ports, 15_000);
    const probes = ports.api.calls
      .filter((call) => call.startsWith('isMarketOpen NASDAQ'))
      .map((call) => call.slice('isMarketOpen NASDAQ '.length));
    expect(probes).toEqual(instants);
  });

  it('a refresh is not a new history entry and keeps the symbol lookup cached', async () => {
    const { ports, state } = await viewing();
    await tickAfter(ports, 15_000);
    expect(ports.api.lookups).toHaveLength(1);
    expect(state().chart.status).toBe('loading');
    expect(state().chart.imageUrl).toContain('s=AAPL');
  });

  it('a closed market blocks the refresh', async () => {
    const { ports, state } = await viewing({ open: false });
    const before = state().chart.requestId;
    await tickAfter(ports, 15_000);
    expect(state().chart.requestId).toBe(before);
    expect(state().autoRefresh.lastBlocker).toBe('marketClosed');
  });

  it('the market-open answer is cached for 5 minutes (spec 1 §9)', async () => {
    const { ports } = await viewing();
    await tickAfter(ports, 15_000);
    const calls = () => ports.api.calls.filter((call) => call.startsWith('isMarketOpen')).length;
    const afterFirst = calls();
    expect(afterFirst).toBe(4);
    // A refreshed image must load before the next refresh; the check is then served from the cache.
    for (let i = 0; i < 3; i += 1) {
      ports.api.lookups.length = 0;
      await tickAfter(ports, 15_000);
    }
    expect(calls()).toBe(afterFirst);
  });

  it.each([
    ['a visitor', { member: false }, 'loggedOut'],
    ['an end-of-day symbol on an intraday chart', { isEOD: true, period: '60' }, 'eodOnIntraday'],
  ] as const)('does not refresh for %s', async (_name, options, blocker) => {
    const { ports, state } = await viewing(options);
    const before = state().chart.requestId;
    await tickAfter(ports, 15_000);
    expect(state().chart.requestId).toBe(before);
    expect(state().autoRefresh.lastBlocker).toBe(blocker);
  });

  it('an image still loading blocks the refresh', async () => {
    const { ports, workbench, state } = await viewing();
    workbench.actions.refresh();
    const before = state().chart.requestId;
    await tickAfter(ports, 15_000);
    expect(state().chart.requestId).toBe(before);
    expect(state().autoRefresh.lastBlocker).toBe('imageLoading');
  });

  it('switched off, it does not refresh; a visitor switching it on gets create-account', async () => {
    const { ports, workbench, state } = await viewing();
    workbench.actions.setAutoRefresh(false);
    const before = state().chart.requestId;
    await tickAfter(ports, 15_000);
    expect(state().chart.requestId).toBe(before);
    expect(state().autoRefresh).toMatchObject({ enabled: false, lastBlocker: 'disabled' });

    const visitor = createWorkbench(createFakePorts());
    visitor.actions.setAutoRefresh(true);
    expect(visitor.getState().autoRefresh.enabled).toBe(false);
    expect(visitor.getState().modal?.id).toBe('createAccount');
  });

  it('once the limits are known, the loop runs at the member type’s refresh interval', async () => {
    const { ports, workbench, state } = await viewing({ refreshSec: 60 });
    // The first tick was timed before the limits arrived, at the default 15 s.
    await tickAfter(ports, 15_000);
    const before = state().chart.requestId;
    workbench.actions.imageLoaded(before);
    await tickAfter(ports, 59_000);
    expect(state().chart.requestId).toBe(before);
    await tickAfter(ports, 1_000);
    expect(state().chart.requestId).toBe(before + 1);
  });

  it('dispose stops the loop', async () => {
    const { ports, workbench, state } = await viewing();
    workbench.dispose();
    const before = state().chart.requestId;
    await tickAfter(ports, 60_000);
    expect(state().chart.requestId).toBe(before);
  });
});
