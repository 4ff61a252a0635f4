import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../catalogues/index';
import {
  parseAccountLimits,
  type AccountLimitsTable,
  parseAdvancedAlert,
  parsePredefinedAlert,
  parsePriceAlert,
  type AdvancedAlert,
  type PredefinedAlert,
  type PriceAlert,
} from '../../../model/index';
import { createWorkbench } from '../../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../../testing/fake-ports';
import { CHART_CODE, logIn } from '../../testing/member-fixtures';
import type { WorkbenchAlertsApi } from './alerts.port';
import {
  createAlertsModes,
  INITIAL_ALERTS_MODES,
  priceAlertsUsage,
  type AlertsModesState,
} from './alerts-modes';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

const price = (recid: number, lastfired: string, paused = false): PriceAlert =>
  parsePriceAlert({
    recid,
    alert: `Alert ${recid}`,
    alertpaused: paused ? 'yes' : 'no',
    lastfired,
    symbol: 'AAPL',
    alertPrice: 250,
    price: 240,
  });
const advanced = (recid: number, paused: boolean): AdvancedAlert =>
  parseAdvancedAlert({ recid, alert: `Scan ${recid}`, alertpaused: paused ? 'yes' : 'no' });
const predefined = (recid: number, symbol: string): PredefinedAlert =>
  parsePredefinedAlert({
    recID: recid,
    alertName: `Signal ${recid}`,
    symbol,
    lastAlert: '2026-01-02',
    isBearish: false,
  });

/** An alerts backend the test controls: each call is recorded, held until the test answers it or answered at once. */
function createAlertsBackend() {
  const calls: string[] = [];
  const held: Array<{ name: string; resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const state = {
    hold: false,
    failing: new Set<string>(),
    price: [price(1, '2 Jan 2026, 3:00pm'), price(2, '5 Jan 2026, 9:30am')],
    advanced: [advanced(7, false), advanced(8, true)],
    predefined: [predefined(20, 'TSLA')],
    notifications: [] as unknown[],
  };
  const answer = <T>(name: string, value: () => T): Promise<T> => {
    calls.push(name);
    if (state.hold)
      return new Promise<T>((resolve, reject) =>
        held.push({ name, resolve: resolve as (value: unknown) => void, reject }),
      );
    return state.failing.has(name.split(' ')[0] ?? '')
      ? Promise.reject(new Error(`${name} failed`))
      : Promise.resolve(value());
  };
  const api: WorkbenchAlertsApi = {
    getPriceAlerts: () => answer('getPriceAlerts', () => state.price),
    getAdvancedAlerts: () => answer('getAdvancedAlerts', () => state.advanced),
    getPredefinedAlerts: () => answer('getPredefinedAlerts', () => state.predefined),
    setPriceAlertRunning: (recid, isRunning) =>
      answer(`setPriceAlertRunning ${recid} ${isRunning}`, () => undefined),
    setAdvancedAlertType: (recid, alertType) =>
      answer(`setAdvancedAlertType ${recid} ${alertType}`, () => undefined),
    deletePriceAlert: (recid) =>
      answer(
        `deletePriceAlert ${recid}`,
        () => void (state.price = state.price.filter((alert) => alert.recid !== recid)),
      ),
    deleteAdvancedAlert: (recid) => answer(`deleteAdvancedAlert ${recid}`, () => undefined),
    getNotifications: (chartCode) => answer(`getNotifications ${chartCode}`, () => state.notifications),
    dismissNotification: (chartCode, id) => answer(`dismissNotification ${chartCode} ${id}`, () => undefined),
  };
  return { api, calls, held, state };
}

/** A workbench on MSFT, a member or a visitor, with the alerts backend, its modes followed as the page does. */
async function workbenchWith({
  member = true,
  limits,
}: { member?: boolean; limits?: AccountLimitsTable } = {}) {
  const ports = createFakePorts();
  if (member) logIn(ports, { defaultStyle: false });
  if (limits) ports.api.backend.accountLimits = limits;
  const alerts = createAlertsBackend();
  Object.assign(ports.api, alerts.api);
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.modes.subscribe(() => undefined);
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('MSFT')]);
  await settle();
  return { ports, workbench, alerts, modes: workbench.modes };
}

const alertsState = (modes: Awaited<ReturnType<typeof workbenchWith>>['modes']) => modes.getState().alerts;

describe('spec 3 §2.3-§2.5, §4 loading the alert tables while their mode is shown', () => {
  it('loads nothing until an alert mode is shown', async () => {
    const { alerts } = await workbenchWith();
    expect(
      alerts.calls.filter((call) => call.startsWith('get') && !call.startsWith('getNotifications')),
    ).toEqual([]);
  });

  it.each([
    ['priceAlerts', 'price', 'getPriceAlerts'],
    ['advancedAlerts', 'advanced', 'getAdvancedAlerts'],
    ['predefinedAlerts', 'predefined', 'getPredefinedAlerts'],
  ] as const)('%s loads its table once shown', async (mode, key, call) => {
    const { modes, alerts } = await workbenchWith();
    modes.actions.selectMode(mode);
    expect(alertsState(modes)[key].load.status).toBe('loading');
    await settle();
    expect(alerts.calls).toContain(call);
    const load = alertsState(modes)[key].load;
    expect(load.status).toBe('loaded');
    expect(alertsState(modes)[key].lastAlerts.length).toBeGreaterThan(0);
  });

  it('shows price alerts last triggered first (spec 3 §2.4 default sort)', async () => {
    const { modes } = await workbenchWith();
    modes.actions.selectMode('priceAlerts');
    await settle();
    const load = alertsState(modes).price.load;
    expect(load.status === 'loaded' ? load.data.map((alert) => alert.recid) : []).toEqual([2, 1]);
  });

  it('reloads when stale over 15 s while shown, and stops polling when the mode is left', async () => {
    const { modes, alerts, ports } = await workbenchWith();
    modes.actions.selectMode('priceAlerts');
    await settle();
    const count = () => alerts.calls.filter((call) => call === 'getPriceAlerts').length;
    expect(count()).toBe(1);
    ports.clock.advance(15_000);
    await settle();
    expect(count()).toBe(1);
    ports.clock.advance(1_000);
    await settle();
    expect(count()).toBe(2);
    modes.actions.selectMode('chartSettings');
    ports.clock.advance(60_000);
    await settle();
    expect(count()).toBe(2);
  });

  it('shows the failure, keeps the rows, and tries again 15 s later (spec 3 §4, §8)', async () => {
    const { modes, alerts, ports } = await workbenchWith();
    modes.actions.selectMode('advancedAlerts');
    await settle();
    alerts.state.failing.add('getAdvancedAlerts');
    ports.clock.advance(16_000);
    await settle();
    expect(alertsState(modes).advanced.load.status).toBe('failed');
    expect(alertsState(modes).advanced.lastAlerts.map((alert) => alert.recid)).toEqual([7, 8]);
    alerts.state.failing.clear();
    ports.clock.advance(16_000);
    await settle();
    expect(alertsState(modes).advanced.load.status).toBe('loaded');
  });

  it('ignores a reply that a newer load made stale', async () => {
    const { modes, alerts } = await workbenchWith();
    alerts.state.hold = true;
    modes.actions.selectMode('priceAlerts');
    modes.actions.reloadAlerts('price');
    const [first, second] = alerts.held.filter((call) => call.name === 'getPriceAlerts');
    second?.resolve([price(3, '')]);
    await settle();
    first?.resolve([price(4, '')]);
    await settle();
    const load = alertsState(modes).price.load;
    expect(load.status === 'loaded' ? load.data.map((alert) => alert.recid) : []).toEqual([3]);
  });
});

describe('spec 3 §4, §8 toggling and deleting alerts', () => {
  it.each([
    ['priceAlerts', { kind: 'price', recid: 1, isRunning: false }, 'setPriceAlertRunning 1 false', 'price'],
    ['advancedAlerts', { kind: 'advanced', recid: 8, alertType: 4 }, 'setAdvancedAlertType 8 4', 'advanced'],
    ['advancedAlerts', { kind: 'advanced', recid: 7, alertType: 2 }, 'setAdvancedAlertType 7 2', 'advanced'],
  ] as const)(
    '%s sends the toggle, is busy meanwhile and reloads after',
    async (mode, request, call, key) => {
      const { modes, alerts } = await workbenchWith();
      modes.actions.selectMode(mode);
      await settle();
      modes.actions.toggleAlert(request);
      expect(alertsState(modes)[key].busy).toBe(true);
      await settle();
      expect(alerts.calls).toContain(call);
      expect(alertsState(modes)[key].busy).toBe(false);
      expect(alerts.calls.at(-1)).toBe(key === 'price' ? 'getPriceAlerts' : 'getAdvancedAlerts');
    },
  );

  it('shows the toggle failure message and still refreshes the list', async () => {
    const { modes, alerts } = await workbenchWith();
    modes.actions.selectMode('priceAlerts');
    await settle();
    alerts.state.failing.add('setPriceAlertRunning');
    modes.actions.toggleAlert({ kind: 'price', recid: 1, isRunning: false });
    await settle();
    expect(alertsState(modes).price.actionError).toBe(MESSAGES.alerts.toggleFailed);
    expect(alerts.calls.at(-1)).toBe('getPriceAlerts');
  });

  it('says the refresh failed when the reload after a toggle fails (spec 3 §8)', async () => {
    const { modes, alerts } = await workbenchWith();
    modes.actions.selectMode('advancedAlerts');
    await settle();
    alerts.state.failing.add('getAdvancedAlerts');
    modes.actions.toggleAlert({ kind: 'advanced', recid: 7, alertType: 2 });
    await settle();
    expect(alertsState(modes).advanced.actionError).toBe(MESSAGES.alerts.refreshFailed);
    expect(alertsState(modes).advanced.load.status).toBe('failed');
  });

  it('deletes and reloads; a failed delete shows its message; leaving the mode clears it', async () => {
    const { modes, alerts } = await workbenchWith();
    modes.actions.selectMode('priceAlerts');
    await settle();
    modes.actions.deleteAlert('price', 2);
    await settle();
    const load = alertsState(modes).price.load;
    expect(load.status === 'loaded' ? load.data.map((alert) => alert.recid) : []).toEqual([1]);
    alerts.state.failing.add('deletePriceAlert');
    modes.actions.deleteAlert('price', 1);
    await settle();
    expect(alertsState(modes).price.actionError).toBe(MESSAGES.alerts.deleteFailed);
    modes.actions.selectMode('chartSettings');
    expect(alertsState(modes).price.actionError).toBeNull();
  });

  it('ignores a second action while one is in flight', async () => {
    const { modes, alerts } = await workbenchWith();
    modes.actions.selectMode('advancedAlerts');
    await settle();
    alerts.state.hold = true;
    modes.actions.deleteAlert('advanced', 7);
    modes.actions.deleteAlert('advanced', 8);
    expect(alerts.calls.filter((call) => call.startsWith('deleteAdvancedAlert'))).toEqual([
      'deleteAdvancedAlert 7',
    ]);
  });

  it('loads a predefined alert symbol into the chart (spec 3 §2.5)', async () => {
    const { modes, workbench } = await workbenchWith();
    modes.actions.loadAlertSymbol('TSLA');
    expect(workbench.getState().chart.symbol).toBe('TSLA');
  });
});

describe('spec 3 §2.4, spec 1 §3.10 price alert usage against the maximum', () => {
  it('counts the loaded alerts against the member type maximum, -1 while limits are unknown', async () => {
    const unknown = await workbenchWith();
    unknown.modes.actions.selectMode('priceAlerts');
    await settle();
    expect(priceAlertsUsage(alertsState(unknown.modes), unknown.workbench.getState())).toEqual({
      used: 2,
      max: -1,
    });
    const level = (maxPriceAlerts: number) => ({
      autoRefreshIntervalSec: 300,
      maxSharpChartWidthPx: 1200,
      maxChartLists: 1,
      maxChartsPerChartList: 50,
      maxChartStyles: 10,
      maxPriceAlerts,
    });
    const known = await workbenchWith({
      limits: parseAccountLimits({ FREE: level(5), BA: level(50), XT: level(100), PRO: level(500) }),
    });
    known.modes.actions.selectMode('priceAlerts');
    await settle();
    expect(priceAlertsUsage(alertsState(known.modes), known.workbench.getState())).toEqual({
      used: 2,
      max: 5,
    });
  });
});

/**
 * The alerts group on a kernel whose context the test sets: the workbench store reloads the page on logout
 * (spec 1 §4.1), so a change of member is driven here directly.
 */
async function groupWithContext() {
  const { ports, workbench, alerts } = await workbenchWith();
  let state = INITIAL_ALERTS_MODES;
  const member = workbench.getState().member;
  let context: ModesContext = {
    mode: 'priceAlerts',
    symbol: 'MSFT',
    symbolFound: true,
    member,
    workbench: workbench.getState(),
  };
  const kernel: ModesGroupKernel<AlertsModesState> = {
    ports,
    workbench,
    state: () => state,
    set: (next) => void (state = next),
    context: () => context,
    setTimer: (callback, ms) => ports.clock.setTimeout(callback, ms),
    clearTimer: (handle) => ports.clock.clearTimeout(handle),
  };
  const group = createAlertsModes(kernel);
  const change = (next: Partial<ModesContext>) => {
    const before = context;
    context = { ...context, ...next };
    group.sync(context, before);
  };
  return { group, alerts, state: () => state, change, ports };
}

describe('spec 3 §4, §8 a logout drops the alerts', () => {
  it('clears the tables on logout and ignores replies that arrive after it', async () => {
    const { group, alerts, state, change } = await groupWithContext();
    change({});
    await settle();
    expect(state().price.lastAlerts).toHaveLength(2);
    alerts.state.hold = true;
    group.actions.reloadAlerts('price');
    change({ member: null });
    alerts.held.find((call) => call.name === 'getPriceAlerts')?.resolve([price(9, '')]);
    await settle();
    expect(state().price).toEqual(INITIAL_ALERTS_MODES.price);
  });

  it('drops a toggle reply that arrives after the logout', async () => {
    const { group, alerts, state, change } = await groupWithContext();
    change({});
    await settle();
    alerts.state.hold = true;
    group.actions.toggleAlert({ kind: 'price', recid: 1, isRunning: false });
    change({ member: null });
    alerts.held.find((call) => call.name.startsWith('setPriceAlertRunning'))?.reject(new Error('late'));
    await settle();
    expect(state().price.actionError).toBeNull();
    expect(state().price.busy).toBe(false);
  });

  it('loads nothing for a visitor even in an alert mode', async () => {
    const { alerts, change } = await groupWithContext();
    const before = alerts.calls.length;
    change({ member: null, mode: 'advancedAlerts' });
    await settle();
    expect(alerts.calls.slice(before).filter((call) => !call.startsWith('getNotifications'))).toEqual([]);
  });
});

const NOW_S = Math.floor(Date.UTC(2026, 0, 5, 15, 0) / 1000);
const note = (ID: string, target: string, severity: number, extra: Record<string, unknown> = {}) => ({
  ID,
  message: `Note ${ID}`,
  target,
  locations: ['workbench'],
  severity,
  startDate: NOW_S - 60,
  endDate: NOW_S + 3600,
  ...extra,
});

describe('spec 3 §5-§9 notifications at the top of the workbench', () => {
  it('fetches for the member once the login is known and accepts by the rules', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    const alerts = createAlertsBackend();
    alerts.state.notifications = [
      note('mine', String(CHART_CODE), 2),
      note('all', 'all', 4),
      note('help', 'all', 5, { locations: ['support'] }),
      note('', 'all', 1),
    ];
    Object.assign(ports.api, alerts.api);
    const workbench = createWorkbench(ports, { symbol: 'MSFT' });
    workbench.modes.subscribe(() => undefined);
    workbench.actions.start();
    await settle();
    expect(alerts.calls.filter((call) => call.startsWith('getNotifications'))).toEqual([
      `getNotifications ${CHART_CODE}`,
    ]);
    const load = workbench.modes.getState().alerts.notifications;
    expect(load.status === 'loaded' ? load.data.map((n) => [n.id, n.isDismissible]) : []).toEqual([
      ['mine', true],
      ['all', false],
    ]);
  });

  it('fetches for a visitor, skipping those dismissed by cookie', async () => {
    const ports = createFakePorts();
    const alerts = createAlertsBackend();
    alerts.state.notifications = [note('a', 'all', 1), note('b', 'all', 3)];
    ports.cookies.set('cbDismissedNotification_b', '1');
    Object.assign(ports.api, alerts.api);
    const workbench = createWorkbench(ports, { symbol: 'MSFT' });
    workbench.modes.subscribe(() => undefined);
    await settle();
    expect(alerts.calls).toEqual([]);
    workbench.actions.start();
    await settle();
    expect(alerts.calls).toEqual(['getNotifications null']);
    const load = workbench.modes.getState().alerts.notifications;
    expect(load.status === 'loaded' ? load.data.map((n) => n.id) : []).toEqual(['a']);
  });

  it('shows none after a failed fetch', async () => {
    const ports = createFakePorts();
    const alerts = createAlertsBackend();
    alerts.state.failing.add('getNotifications');
    Object.assign(ports.api, alerts.api);
    const workbench = createWorkbench(ports, { symbol: 'MSFT' });
    workbench.modes.subscribe(() => undefined);
    workbench.actions.start();
    await settle();
    expect(workbench.modes.getState().alerts.notifications).toEqual({ status: 'failed' });
    expect(ports.log.lines).toContain('warn: Failed to load notifications.');
  });

  it('drops malformed notifications, logging each, with a warning of their count (spec 3 §5, issue #17 item 10)', async () => {
    const ports = createFakePorts();
    const alerts = createAlertsBackend();
    alerts.state.notifications = [note('a', 'all', 1), { ID: 'x' }, 'nonsense'];
    Object.assign(ports.api, alerts.api);
    const workbench = createWorkbench(ports, { symbol: 'MSFT' });
    workbench.modes.subscribe(() => undefined);
    workbench.actions.start();
    await settle();
    const load = workbench.modes.getState().alerts.notifications;
    expect(load.status === 'loaded' ? load.data.map((n) => n.id) : []).toEqual(['a']);
    expect(ports.log.lines).toEqual([
      'info: Notification 1 dropped: malformed.',
      'info: Notification 2 dropped: malformed.',
      'warn: Dropped 2 malformed notification(s).',
    ]);
  });

  it('discards a fetch that finishes after the login changed, and fetches again', async () => {
    const { alerts, state, change } = await groupWithContext();
    alerts.state.hold = true;
    change({});
    const memberFetch = alerts.held.find((call) => call.name === `getNotifications ${CHART_CODE}`);
    change({ member: null });
    const visitorFetch = alerts.held.find((call) => call.name === 'getNotifications null');
    expect(visitorFetch).toBeDefined();
    visitorFetch?.resolve([note('v', 'all', 1)]);
    memberFetch?.resolve([note('m', String(CHART_CODE), 1)]);
    await settle();
    const load = state().notifications;
    expect(load.status === 'loaded' ? load.data.map((n) => n.id) : []).toEqual(['v']);
  });

  it('dismisses a targeted one on the server and another by a cookie lasting 30 days past its end', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    const alerts = createAlertsBackend();
    alerts.state.notifications = [note('mine', String(CHART_CODE), 2), note('all', 'all', 4)];
    Object.assign(ports.api, alerts.api);
    const written: Array<[string, string | null, number | undefined]> = [];
    const cookies = ports.cookies;
    const recording = {
      get: cookies.get,
      set: (name: string, value: string | null, options?: { expiresAt?: number }) =>
        void written.push([name, value, options?.expiresAt]),
    };
    const workbench = createWorkbench(
      {
        ...ports,
        cookies: { ...recording, get: (name) => (name === 'SCCLogin2' ? cookies.get(name) : null) },
      },
      { symbol: 'MSFT' },
    );
    workbench.modes.subscribe(() => undefined);
    workbench.actions.start();
    await settle();
    workbench.modes.actions.dismissNotification('mine');
    workbench.modes.actions.dismissNotification('all');
    await settle();
    expect(alerts.calls).toContain(`dismissNotification ${CHART_CODE} mine`);
    expect(ports.log.lines).toEqual([]);
    expect(written).toContainEqual([
      'cbDismissedNotification_all',
      '1',
      (NOW_S + 3600) * 1000 + 2_592_000_000,
    ]);
    expect(workbench.modes.getState().alerts.notifications).toEqual({ status: 'loaded', data: [] });
  });
});
