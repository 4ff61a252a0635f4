import { describe, expect, it } from 'vitest';
import type { KeyInput } from '../keyboard/keyboard';
import { chartSearch } from './history';
import { createInitialState, createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakeNavigation, createFakePorts, settle } from '../testing/fake-ports';

function setup(search = '') {
  const ports = { ...createFakePorts(), navigation: createFakeNavigation(search) };
  const workbench = createWorkbench(ports);
  return { ports, nav: ports.navigation, workbench, chart: () => workbench.getState().chart };
}

const ctrl = (key: string, shiftKey = false): KeyInput => ({
  key,
  ctrlKey: true,
  metaKey: false,
  shiftKey,
  altKey: false,
  inControl: false,
});

describe('spec 3 §4 start-up from the page address', () => {
  it('charts the symbol and settings the address names', () => {
    const { workbench, chart } = setup('?s=msft&p=W&mn=3');
    workbench.actions.start();
    expect(chart()).toMatchObject({ symbol: 'MSFT', status: 'loading' });
    expect(chart().settings).toMatchObject({ period: 'W', range: '3m' });
  });

  it('without chart parameters, charts the in-memory chart and replaces the first entry', () => {
    const { workbench, nav, chart } = setup('?utm=x');
    workbench.actions.start();
    expect(chart().symbol).toBe('AAPL');
    expect(nav.entries).toHaveLength(1);
    expect(nav.entries[0]).toMatchObject({ search: '?s=AAPL&p=D&yr=1', title: 'AAPL - Chartbench' });
  });

  it('prefers the chart held by the history entry when it is the page address (a reload keeps every setting)', () => {
    const { settings } = createInitialState().chart;
    const held = { symbol: 'SPY', settings: { ...settings, chartType: 'candle' } };
    const { workbench, nav, chart } = setup(chartSearch(held));
    nav.entries[0]!.state = held;
    workbench.actions.start();
    expect(chart()).toMatchObject({ symbol: 'SPY' });
    expect(chart().settings.chartType).toBe('candle');
  });

  it('an address naming another chart than the history entry wins: address parameters come first', () => {
    const { workbench, nav, chart } = setup('?s=MSFT');
    nav.entries[0]!.state = { symbol: 'SPY', settings: chart().settings };
    workbench.actions.start();
    expect(chart().symbol).toBe('MSFT');
  });
});

describe('issue #20 a workbench started before its host renders', () => {
  it('starts once: a second start before dispose neither listens to history twice nor loads again', () => {
    const { workbench, nav, chart } = setup('?s=msft');
    workbench.actions.start();
    const first = chart().requestId;
    workbench.actions.start();
    expect(nav.listenerCount()).toBe(1);
    expect(chart().requestId).toBe(first);
    expect(nav.entries).toHaveLength(1);
  });

  it('starts again after dispose (a provider remounting the workbench it owns)', () => {
    const { workbench, nav } = setup('?s=msft');
    workbench.actions.start();
    workbench.dispose();
    expect(nav.listenerCount()).toBe(0);
    workbench.actions.start();
    expect(nav.listenerCount()).toBe(1);
  });
});

describe('spec 3 §2.1 browser history: push when the symbol differs, otherwise replace', () => {
  it('pushes for a new symbol and replaces for new settings of the same symbol', () => {
    const { workbench, nav } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('MSFT');
    workbench.actions.setPeriod('W');
    workbench.actions.submitSymbol('SPY');
    expect(nav.entries.map((e) => e.search)).toEqual([
      '?s=AAPL&p=D&yr=1',
      '?s=MSFT&p=W&yr=1',
      '?s=SPY&p=W&yr=1',
    ]);
    expect(nav.index).toBe(2);
    expect(nav.title).toBe('SPY - Chartbench');
  });

  it('going back loads the earlier chart without writing history', async () => {
    const { workbench, nav, chart, ports } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('MSFT');
    nav.back();
    expect(chart()).toMatchObject({ symbol: 'AAPL', status: 'loading' });
    expect(nav.title).toBe('AAPL - Chartbench');
    expect(nav.entries).toHaveLength(2);
    expect(nav.index).toBe(0);
    ports.api.lookups.at(-1)!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(chart().imageUrl).toContain('s=AAPL');
  });

  it('after going back, a new symbol replaces the forward entries', () => {
    const { workbench, nav } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('MSFT');
    nav.back();
    workbench.actions.submitSymbol('SPY');
    expect(nav.entries.map((e) => e.search.slice(0, 6))).toEqual(['?s=AAP', '?s=SPY']);
  });

  it('Ctrl+Z goes back and Ctrl+Y / Ctrl+Shift+Z go forward', () => {
    const { workbench, nav, chart } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('MSFT');
    expect(workbench.actions.hotkey(ctrl('z'))).toBe('historyBack');
    expect(chart().symbol).toBe('AAPL');
    expect(workbench.actions.hotkey(ctrl('y'))).toBe('historyForward');
    expect(chart().symbol).toBe('MSFT');
    workbench.actions.hotkey(ctrl('z'));
    workbench.actions.hotkey(ctrl('Z', true));
    expect(chart().symbol).toBe('MSFT');
    expect(nav.index).toBe(1);
  });

  it('history keys do nothing while a modal is open', () => {
    const { workbench, chart } = setup();
    workbench.actions.start();
    workbench.actions.submitSymbol('MSFT');
    workbench.actions.openModal('upgradeToPro');
    expect(workbench.actions.hotkey(ctrl('z'))).toBeNull();
    expect(chart().symbol).toBe('MSFT');
  });

  it('dispose stops listening to history; start listens again', () => {
    const { workbench, nav } = setup();
    workbench.actions.start();
    expect(nav.listenerCount()).toBe(1);
    workbench.dispose();
    expect(nav.listenerCount()).toBe(0);
    workbench.actions.start();
    expect(nav.listenerCount()).toBe(1);
  });

  it('a history entry written by someone else is read from its address', () => {
    const { workbench, nav, chart } = setup();
    workbench.actions.start();
    nav.entries.push({ search: '?s=$SPX&p=M', title: '', state: { foreign: true } });
    nav.forward();
    expect(chart()).toMatchObject({ symbol: '$SPX' });
    expect(chart().settings.period).toBe('M');
  });
});
