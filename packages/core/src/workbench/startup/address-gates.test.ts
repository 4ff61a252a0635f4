import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { createFakeNavigation, createFakePorts, settle } from '../testing/fake-ports';
import { logIn } from '../testing/member-fixtures';

const NINE = 'MSFT,SPY,IBM,QQQ,GOOGL,AMZN,NVDA,META,TSLA';

describe('spec 1 §6 the start-up address is held to the visitor’s level', () => {
  it('a paying-only period, a Pro range and nine comparison symbols: the defaults, four symbols and create-account', async () => {
    const ports = {
      ...createFakePorts(),
      navigation: createFakeNavigation(`?s=AAPL&p=1&yr=100&compare=${NINE}`),
    };
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    const { settings } = workbench.getState().chart;
    const defaults = createDefaultChartSettings();
    expect(settings).toMatchObject({
      period: defaults.period,
      range: defaults.range,
      rangeYears: defaults.rangeYears,
    });
    expect(settings.perfChartSymbols.filter((entry) => entry.symbol !== '')).toHaveLength(4);
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });

  it('an address within the visitor’s level opens no dialog', async () => {
    const ports = { ...createFakePorts(), navigation: createFakeNavigation('?s=MSFT&p=W&yr=1') };
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    expect(workbench.getState().chart.settings).toMatchObject({ period: 'W', rangeYears: 1 });
    expect(workbench.getState().modal).toBeNull();
  });
});

describe('spec 1 §2.1 an address with i applies its other parameters on top of the style, as the server does', () => {
  it('?s=MSFT&i=p300&p=D&yr=1 is the weekly style with the period and range of the address', async () => {
    const ports = { ...createFakePorts(), navigation: createFakeNavigation('?s=MSFT&i=p300&p=D&yr=1') };
    logIn(ports);
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    await settle();
    expect(workbench.getState().chart).toMatchObject({
      symbol: 'MSFT',
      settings: { period: 'D', rangeYears: 1 },
    });
  });
});
