import { findChartType, readElementAttributes } from '@chartbench/core';
import { CHART_ELEMENT_ATTRIBUTES } from '../chart-element';
import { kagi, renko } from './chart-types-outside-script';

const LEFT_OUT = ['heikinAshi', 'cumulative', 'renko', 'kagi', 'threeLineBreak'];

describe('the chart types the one script leaves out', () => {
  it('are none that an element’s attributes can choose (default, or Performance with compare)', () => {
    const attributeSets = [
      {},
      { symbol: 'MSFT', period: 'W', range: '1y', indicators: 'rsi(14)', overlays: 'sma(50)' },
      { symbol: 'MSFT', compare: 'AAPL,SPY', years: '2' },
      Object.fromEntries(CHART_ELEMENT_ATTRIBUTES.map((name) => [name, 'kagi'])),
    ];
    for (const attributes of attributeSets) {
      const { settings } = readElementAttributes(attributes, new Date());
      expect(LEFT_OUT).not.toContain(findChartType(settings.chartType)?.engineType);
    }
  });

  it('say which chart type the element does not draw when asked for one', () => {
    expect(() => (kagi as () => never)()).toThrow('The Kagi chart type is not drawn by <chartbench-chart>.');
    expect(() => (renko as () => never)()).toThrow(
      'The Renko chart type is not drawn by <chartbench-chart>.',
    );
  });
});
