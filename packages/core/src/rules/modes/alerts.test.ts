import type { Load } from '../../model/load';
import { parseAdvancedAlert, parsePriceAlert } from '../../model/alerts';
import {
  advancedAlertToggle,
  advancedAlertUrl,
  alertToggleLabel,
  alertUsageText,
  alertsEmptyState,
  alertsView,
  isAlertLimitReached,
  nextAlertsPollDelay,
  priceAlertToggle,
  priceAlertUrl,
  shouldLoadAlerts,
  sortAlertsByDefault,
} from './alerts';

const running = parsePriceAlert({
  recid: 11,
  alert: 'AAPL above 200',
  symbol: 'AAPL',
  price: 200,
  lastPrice: 190.5,
  isRunning: true,
  lastfired: '2024-05-10 14:30',
});
const paused = parsePriceAlert({
  recid: 12,
  alert: 'SPY below 500',
  symbol: 'SPY',
  price: 500,
  isRunning: false,
  lastfired: '',
});
const advancedRunning = parseAdvancedAlert({
  recid: 21,
  alert: 'Breakout scan',
  alertpaused: 'no',
  lastfired: '2024-05-12 09:45',
});
const advancedPaused = parseAdvancedAlert({
  recid: 22,
  alert: 'Golden cross',
  alertpaused: 'yes',
  lastfired: '2024-05-11 16:00',
});

describe('spec 3 §2.3-§2.5 alert links and order', () => {
  it('links alerts into their workbenches', () => {
    expect(advancedAlertUrl(21)).toBe('/h-al/al?act=LOAD&favScans=21');
    expect(priceAlertUrl(11)).toBe('/h-mem/price-alert-workbench.html#11');
  });

  it('sorts by last triggered, newest first, never-triggered last', () => {
    expect(
      sortAlertsByDefault([paused, advancedPaused, running, advancedRunning]).map((a) => a.recid),
    ).toEqual([21, 22, 11, 12]);
  });
});

describe('spec 3 §4 alert status toggle', () => {
  it.each([
    ['running price alert pauses', priceAlertToggle(running), { kind: 'price', recid: 11, isRunning: false }],
    ['paused price alert starts', priceAlertToggle(paused), { kind: 'price', recid: 12, isRunning: true }],
    [
      'running advanced alert pauses with alertType 2',
      advancedAlertToggle(advancedRunning),
      { kind: 'advanced', recid: 21, alertType: 2 },
    ],
    [
      'paused advanced alert starts with alertType 4',
      advancedAlertToggle(advancedPaused),
      { kind: 'advanced', recid: 22, alertType: 4 },
    ],
  ])('%s', (_name, request, expected) => {
    expect(request).toEqual(expected);
  });

  it.each([
    [running, 'Pause'],
    [paused, 'Start'],
  ])('the row action of %j reads %s', (alert, label) => {
    expect(alertToggleLabel(alert)).toBe(label);
  });
});

describe('spec 3 §4, §9 alert staleness and polling', () => {
  const now = 1_000_000;
  it.each<[string, Load<readonly unknown[]>, number, boolean]>([
    ['pending loads', { status: 'idle' }, 0, true],
    ['loading waits', { status: 'loading' }, 0, false],
    ['fresh waits', { status: 'loaded', data: [] }, now - 15_000, false],
    ['stale over 15 s reloads', { status: 'loaded', data: [] }, now - 15_001, true],
    ['error retries after 15 s', { status: 'failed' }, now - 15_001, true],
    ['error waits before', { status: 'failed' }, now - 1000, false],
  ])('%s', (_name, load, settledAt, expected) => {
    expect(shouldLoadAlerts(load, settledAt, now)).toBe(expected);
  });

  it('polls every second while shown and not at all when hidden', () => {
    expect(nextAlertsPollDelay(true)).toBe(1000);
    expect(nextAlertsPollDelay(false)).toBeNull();
  });
});

describe('spec 3 §2.4 usage', () => {
  it.each([
    [3, 10, '3 of 10', false],
    [10, 10, '10 of 10', true],
    [2, -1, '2 alerts', false],
    [-4, 5, '0 of 5', false],
  ])('%i used of %i reads %j, limit reached %j', (used, max, text, reached) => {
    expect(alertUsageText(used, max)).toBe(text);
    expect(isAlertLimitReached(used, max)).toBe(reached);
  });
});

describe('spec 3 §2.3-§2.5, §8 alert table states', () => {
  it.each([
    ['price', 'Create Your First Price Alert!', '/h-mem/price-alert-workbench.html'],
    ['advanced', 'Create Your First Alert!', '/h-al/al'],
    ['predefined', 'No Alerts Found', null],
  ] as const)('%s: empty reads %j', (kind, message, createHref) => {
    expect(alertsView(kind, { status: 'loaded', data: [] })).toEqual({ status: 'loaded', data: [] });
    expect(alertsEmptyState(kind)).toEqual({ message, createHref });
  });

  it.each([
    ['price', 'Sorry, we failed to load your price alerts. We will try again in a few seconds.'],
    ['advanced', 'Sorry, we failed to load your advanced alerts. We will try again in a few seconds.'],
    ['predefined', 'Sorry, we failed to load the predefined alerts. We will try again in a few seconds.'],
  ] as const)('%s: failure reads %j and keeps the last rows', (kind, message) => {
    expect(alertsView(kind, { status: 'failed' }, [running])).toEqual({
      status: 'failed',
      error: { message, alerts: [running] },
    });
  });

  it('shows loading, then the rows, and keeps rows while reloading', () => {
    expect(alertsView('price', { status: 'idle' })).toEqual({ status: 'loading' });
    expect(alertsView('price', { status: 'loading' })).toEqual({ status: 'loading' });
    expect(alertsView('price', { status: 'loaded', data: [running] })).toEqual({
      status: 'loaded',
      data: [running],
    });
    expect(alertsView('price', { status: 'loading', previous: [running] })).toEqual({
      status: 'loaded',
      data: [running],
    });
  });
});
