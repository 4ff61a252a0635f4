import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings, VISITOR, type Member } from '../../model/index';
import { applyChartQuery, readChartQuery } from '../chart-query/index';
import { chartRefusals, gateChart } from './chart-gates';

const member = (memberType: Member['memberType']): Member => ({
  ...VISITOR,
  chartCode: 5,
  memberType,
  isPro: memberType === 'PRO',
});
const NINE = 'MSFT,SPY,IBM,QQQ,GOOGL,AMZN,NVDA,META,TSLA';
const fromAddress = (search: string) =>
  applyChartQuery(
    createDefaultChartSettings(),
    readChartQuery(new URLSearchParams(search)).query,
    '2026-03-18',
  );

describe('spec 1 §6 an address is held to the member’s level like the menus', () => {
  it('a visitor asking for a paying-only period, a Pro range and nine comparison symbols gets the defaults and four', () => {
    const asked = fromAddress(`s=AAPL&p=1&yr=100&compare=${NINE}`);
    const defaults = createDefaultChartSettings();
    const { settings, refusal } = gateChart(null, asked, defaults);
    expect(settings.period).toBe(defaults.period);
    expect(settings.range).toBe(defaults.range);
    expect(settings.rangeYears).toBe(defaults.rangeYears);
    expect(
      settings.perfChartSymbols.filter((entry) => entry.symbol !== '').map((entry) => entry.symbol),
    ).toEqual(['MSFT', 'SPY', 'IBM', 'QQQ']);
    expect(refusal?.permission.modal).toBe('createAccount');
    expect(chartRefusals(null, settings)).toEqual([]);
  });

  it('a free member is offered the upgrade; a basic member keeps nine comparison symbols and the period', () => {
    const asked = fromAddress(`s=AAPL&p=1&compare=${NINE}`);
    expect(gateChart(member('FREE'), asked, createDefaultChartSettings()).refusal?.permission.modal).toBe(
      'upgradeToExtra',
    );
    const basic = gateChart(member('BA'), asked, createDefaultChartSettings());
    expect(basic.refusal).toBeNull();
    expect(basic.settings).toBe(asked);
  });

  it('an extra member asking for 100 years is offered Pro', () => {
    const { refusal } = gateChart(
      member('XT'),
      fromAddress('s=AAPL&p=D&yr=100'),
      createDefaultChartSettings(),
    );
    expect(refusal?.permission.modal).toBe('upgradeToPro');
  });
});
