import { describe, expect, it } from 'vitest';
import type { Member } from '../../model/index';
import { VISITOR, createDefaultChartSettings } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';

function setup(symbol = 'AAPL', member: Member | null = null) {
  const ports = createFakePorts();
  const workbench = createWorkbench(ports, { symbol, member });
  return { ports, workbench, chart: () => workbench.getState().chart };
}

describe('spec 2 §4 chart loading: the store', () => {
  it('does nothing until started, then loads the first chart once', () => {
    const { ports, workbench, chart } = setup();
    expect(ports.api.lookups).toHaveLength(0);
    workbench.actions.start();
    workbench.actions.start();
    expect(ports.api.lookups.map((l) => l.symbols)).toEqual([['AAPL']]);
    expect(chart().status).toBe('loading');
  });

  it('shows the image of a known symbol and marks it loaded when the image arrives', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().imageUrl).toMatch(new RegExp(`^/c-sc/sc/\\?s=AAPL&p=D&r=${chart().requestedAt}&i=t\\d+$`));
    expect(chart().companyInfo?.name).toBe('AAPL Inc.');
    workbench.actions.imageLoaded(chart().requestId);
    expect(chart().status).toBe('loaded');
  });

  it('a newer load supersedes an older one whose reply arrives last (stale result dropped)', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('msft');
    const [aapl, msft] = ports.api.lookups;
    msft!.resolve([companyInfo('MSFT')]);
    await settle();
    aapl!.resolve([]);
    await settle();
    expect(chart()).toMatchObject({ symbol: 'MSFT', status: 'loading' });
    expect(chart().imageUrl).toContain('s=MSFT');
  });

  it('an older image finishing after a newer load started does not mark the newer one loaded', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    const oldId = chart().requestId;
    workbench.actions.submitSymbol('MSFT');
    workbench.actions.imageLoaded(oldId);
    expect(chart().status).toBe('loading');
  });

  it('spec 3 §2.1 a symbol the server does not know shows the invalid-symbol screen', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('nosuch');
    ports.api.lookups[1]!.resolve([]);
    await settle();
    expect(chart()).toMatchObject({ symbol: 'NOSUCH', status: 'invalidSymbol', imageUrl: null });
  });

  it('spec 1 §5.3 a symbol that breaks the syntax rules is invalid without asking the server', () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('AB::C');
    expect(chart()).toMatchObject({ symbol: 'AB::C', status: 'invalidSymbol' });
    expect(ports.api.lookups).toHaveLength(1);
  });

  it('spec 1 §8 a failed lookup is not an invalid symbol: it is logged and the image is still asked for', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.reject(new Error('network down'));
    await settle();
    expect(chart()).toMatchObject({ status: 'loading', companyInfo: null });
    expect(ports.log.lines).toEqual([`warn: Symbol lookup failed for ${chart().symbol}.`]);
    workbench.actions.imageFailed(chart().requestId);
    // issue #17 item 14: the image that then fails is hidden and logged, not shown as an error.
    expect(chart().status).toBe('imageHidden');
    expect(ports.log.lines.at(-1)).toBe('error: The chart image failed to load.');
  });

  it('spec 3 §8 an image address the api cannot build is a chart-data error', async () => {
    const { ports, workbench, chart } = setup();
    ports.api.chartImageUrl = () => {
      throw new Error('no data');
    };
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().status).toBe('error');
  });

  it('spec 3 §5 blank symbol input is ignored', () => {
    const { ports, workbench } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('   ');
    expect(ports.api.lookups).toHaveLength(1);
  });

  it('updating the settings reloads the same symbol with the new settings', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.updateSettings({ ...createDefaultChartSettings(), period: 'W' });
    ports.api.lookups[1]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().imageUrl).toContain('p=W');
  });

  it('refresh asks for a new image address (a new random number)', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    const first = chart().imageUrl;
    ports.clock.advance(1000);
    workbench.actions.refresh();
    await settle();
    expect(ports.api.lookups).toHaveLength(1);
    expect(chart().imageUrl).not.toBe(first);
  });

  it('notifies subscribers on change and stops after unsubscribing', () => {
    const { workbench } = setup();
    let calls = 0;
    const stop = workbench.subscribe(() => calls++);
    workbench.actions.start();
    stop();
    workbench.actions.submitSymbol('MSFT');
    expect(calls).toBe(1);
  });
});

describe('spec 2 §4 period and range changes reload the chart', () => {
  it('setPeriod reloads with the new period; an unknown or unchanged period does nothing', () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.setPeriod('W');
    expect(chart().settings.period).toBe('W');
    workbench.actions.setPeriod('W');
    workbench.actions.setPeriod('bogus');
    expect(ports.api.lookups).toHaveLength(2);
  });

  it('setRange reloads with the range defaults', () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.setRange('3m');
    expect(chart().settings).toMatchObject({ range: '3m', rangeMonths: 3, rangeYears: 0 });
    expect(ports.api.lookups).toHaveLength(2);
  });
});

describe('spec 2 §4 range changes use core’s range transition', () => {
  it.each([
    ['6m', { rangeMonths: 6, rangeYears: 0, rangeStartDate: '' }],
    ['fill', { rangeBar: 5, rangeGap: 0, rangeYears: 0 }],
    ['ytd', { rangeStartDate: '2026-01-01', rangeEndDate: '' }],
  ])('%s', (rangeId, expected) => {
    const { workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.setRange(rangeId);
    expect(chart().settings).toMatchObject({ range: rangeId, ...expected });
  });

  it('an unknown range changes nothing and loads nothing', () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    const before = chart();
    workbench.actions.setRange('nope');
    expect(chart()).toBe(before);
    expect(ports.api.lookups).toHaveLength(1);
  });
});

const member = (memberType: Member['memberType'], isPro = false): Member => ({
  ...VISITOR,
  chartCode: 42,
  memberType,
  isPro,
});

describe('spec 2 §6 gated periods and ranges open the refusal dialog instead of loading', () => {
  it.each([
    ['visitor, monthly period', null, { period: 'M' }, 'createAccount'],
    ['free member, hourly period', member('FREE'), { period: '60' }, 'upgradeToExtra'],
    ['extra member, quarterly period', member('XT'), { period: 'Q' }, 'upgradeToPro'],
    ['visitor, 5 year range', null, { range: '5y' }, 'createAccount'],
    ['basic member, 50 year range', member('BA'), { range: '50y' }, 'upgradeToExtra'],
    ['extra member, 50 year range', member('XT'), { range: '50y' }, 'upgradeToPro'],
  ] as const)('%s', (_name, who, change, modal) => {
    const { ports, workbench, chart } = setup('AAPL', who);
    workbench.actions.start();
    const before = chart().settings;
    if ('period' in change) workbench.actions.setPeriod(change.period);
    else workbench.actions.setRange(change.range);
    expect(workbench.getState().modal).toEqual({ id: modal, variant: '' });
    expect(chart().settings).toBe(before);
    expect(ports.api.lookups).toHaveLength(1);
  });

  it.each([
    ['pro member, yearly period', member('PRO', true), { period: 'Y' }],
    ['extra member, 25 year range', member('XT'), { range: '25y' }],
    ['visitor, weekly period', null, { period: 'W' }],
  ] as const)('%s is allowed and loads', (_name, who, change) => {
    const { ports, workbench } = setup('AAPL', who);
    workbench.actions.start();
    if ('period' in change) workbench.actions.setPeriod(change.period);
    else workbench.actions.setRange(change.range);
    expect(workbench.getState().modal).toBeNull();
    expect(ports.api.lookups).toHaveLength(2);
  });

  it('closeModal closes it', () => {
    const { workbench } = setup();
    workbench.actions.openModal('upgradeToPro');
    workbench.actions.closeModal();
    expect(workbench.getState().modal).toBeNull();
  });
});

describe('spec 2 §4 changing symbol to or from a crypto one', () => {
  it('a crypto-only period on a stock becomes the default period before any image is asked for', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    workbench.actions.updateSettings({ ...createDefaultChartSettings(), period: '240' });
    ports.api.lookups.at(-1)?.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().settings.period).toBe('D');
    expect(chart().imageUrl).toContain('p=D');
  });

  it('a bars-per-day period switches to the default when a crypto pair is charted, and 240 minutes stays', async () => {
    const { ports, workbench, chart } = setup('AAPL');
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    workbench.actions.updateSettings({ ...chart().settings, period: '65' });
    ports.api.lookups.at(-1)?.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().settings.period).toBe('65');

    workbench.actions.submitSymbol('$BTCUSD');
    ports.api.lookups.at(-1)?.resolve([companyInfo('$BTCUSD', { exchange: 'Coinbase' })]);
    await settle();
    expect(chart().settings.period).toBe('D');
    expect(chart().imageUrl).toContain('p=D');

    workbench.actions.updateSettings({ ...chart().settings, period: '240' });
    ports.api.lookups.at(-1)?.resolve([companyInfo('$BTCUSD', { exchange: 'Coinbase' })]);
    await settle();
    expect(chart().settings.period).toBe('240');
  });

  it('a failed lookup changes no period', async () => {
    const { ports, workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.updateSettings({ ...createDefaultChartSettings(), period: '240' });
    ports.api.lookups.at(-1)?.reject(new Error('offline'));
    await settle();
    expect(chart().settings.period).toBe('240');
  });
});

describe('spec 3 §4, §9 the Go/refresh lock', () => {
  it('a second refresh within a second is ignored; after the second it refreshes again', async () => {
    const { ports, workbench } = setup();
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    const before = workbench.getState().chart.requestId;
    workbench.actions.refresh();
    const afterFirst = workbench.getState().chart.requestId;
    expect(afterFirst).toBeGreaterThan(before);
    expect(workbench.getState().refreshLocked).toBe(true);
    workbench.actions.refresh();
    workbench.actions.submitSymbol('aapl');
    expect(workbench.getState().chart.requestId).toBe(afterFirst);
    ports.clock.advance(1000);
    expect(workbench.getState().refreshLocked).toBe(false);
    workbench.actions.submitSymbol('AAPL');
    expect(workbench.getState().chart.requestId).toBeGreaterThan(afterFirst);
  });

  it('a new symbol is charted at once, lock or not', () => {
    const { workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.refresh();
    expect(workbench.getState().refreshLocked).toBe(true);
    workbench.actions.submitSymbol('MSFT');
    expect(chart().symbol).toBe('MSFT');
  });
});

describe('spec 1 §5.3 a user-defined index charts', () => {
  it('a member’s @ index is looked up and drawn with the chart code; the chart keeps @NAME', async () => {
    const { ports, workbench, chart } = setup('@MINE', { ...member('PRO'), chartCode: 77 });
    workbench.actions.start();
    expect(ports.api.lookups.map((l) => l.symbols)).toEqual([['@MINE-77']]);
    ports.api.lookups[0]!.resolve([companyInfo('@MINE-77')]);
    await settle();
    expect(chart().status).not.toBe('invalidSymbol');
    expect(ports.api.imageRequests.at(-1)?.symbol).toBe('@MINE-77');
    expect(chart().symbol).toBe('@MINE');
  });

  it('a visitor’s @ symbol is asked for as typed', () => {
    const { ports, workbench } = setup('@MINE');
    workbench.actions.start();
    expect(ports.api.lookups.map((l) => l.symbols)).toEqual([['@MINE']]);
  });
});
